import type { Linter } from 'eslint';
export type Layer = 'core' | 'ui' | 'templates' | 'web' | 'storybook' | 'server' | 'tooling';
export declare function playfront(options: {
  layer: Layer;
  tsconfigRootDir: string;
  react?: boolean;
}): Linter.Config[];
export default playfront;
