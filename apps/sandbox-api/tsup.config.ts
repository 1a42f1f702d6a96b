import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  // The shared contract is TypeScript source inside the workspace: bundle it in.
  noExternal: [/^@playfront\//],
});
