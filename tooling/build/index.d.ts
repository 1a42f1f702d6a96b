import type { Options } from 'tsup';
export declare function libraryConfig(packageDir: string): Options;
