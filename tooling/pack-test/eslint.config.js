import { playfront } from '@playfront/eslint-config';

export default [
  // The consumer app is type-checked by the pack test against the tarballs, not the workspace source.
  { ignores: ['consumer/**'] },
  ...playfront({ layer: 'tooling', tsconfigRootDir: import.meta.dirname }),
];
