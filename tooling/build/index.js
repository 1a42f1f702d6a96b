import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The source exports map (`"./theme": "./src/theme/index.ts"`) is the single list of public
 * subpaths; the build turns each into `dist/<subpath>/index.js` plus declarations, which is
 * what `publishConfig.exports` points at.
 * @param {string} packageDir
 * @returns {import('tsup').Options}
 */
export function libraryConfig(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entry = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
    entry[join(subpath.replace(/^\.\/?/, ''), 'index')] = target;
  }
  const peers = Object.keys(pkg.peerDependencies ?? {});
  const deps = Object.keys(pkg.dependencies ?? {});
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    dts: true,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    outDir: 'dist',
    // Peers and dependencies stay imports so an app never bundles React or Redux twice.
    external: [...peers, ...deps].map((name) => new RegExp(`^${name}(/.*)?$`)),
    esbuildOptions(options) {
      options.jsx = 'automatic';
    },
  };
}
