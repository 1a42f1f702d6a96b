import type { ViteUserConfig } from 'vitest/config';
export declare const jsdom: ViteUserConfig;
export default jsdom;
