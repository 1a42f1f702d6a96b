import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'server/index.ts' },
    outDir: 'dist/server',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    clean: true,
    // Workspace packages are TypeScript source: bundle them in.
    noExternal: [/^@playfront\//],
  },
  {
    // The service worker: a classic script of its own, which the server sends with each site's
    // settings before it (server/offline.ts).
    entry: { sw: 'src/sw/sw.ts' },
    outDir: 'dist/sw',
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    platform: 'browser',
    target: 'es2022',
    minify: true,
    clean: true,
  },
]);
