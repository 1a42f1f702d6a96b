import type { ViteUserConfig } from 'vitest/config';
export declare const base: ViteUserConfig;
export default base;
