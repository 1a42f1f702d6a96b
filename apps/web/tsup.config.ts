import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  // Workspace packages are TypeScript source: bundle them in.
  noExternal: [/^@playfront\//],
});
