import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Keeps a package's own CSS imports as imports of its published CSS files
 * (`import './modal.css'` -> `import '@playfront/ui/modal/modal.css'`), so an app's bundler loads
 * each stylesheet once, in import order, and only with the subpaths it uses.
 * @param {string} name package name
 * @param {string} srcDir absolute path of the package's `src`
 * @returns {NonNullable<import('tsup').Options['esbuildPlugins']>[number]}
 */
function ownCssAsImports(name, srcDir) {
  return {
    name: 'playfront-own-css',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (!args.path.startsWith('.')) return undefined;
        const file = relative(srcDir, resolve(args.resolveDir, args.path));
        if (file.startsWith('..')) return undefined;
        return { path: `${name}/${file.split(sep).join('/')}`, external: true };
      });
    },
  };
}

/**
 * The source exports map (`"./theme": "./src/theme/index.ts"`) is the single list of public
 * subpaths; the build turns each one that `publishConfig.exports` publishes into
 * `dist/<subpath>/index.js` plus declarations, and copies `src/**\/*.css` to `dist/` (`./*.css`).
 * @param {string} packageDir
 * @returns {import('tsup').Options}
 */
export function libraryConfig(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const published = pkg.publishConfig?.exports ?? {};
  const entry = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
    // Test helpers such as `./testing` serve the workspace only and stay out of the tarball.
    if (!(subpath in published)) continue;
    entry[join(subpath.replace(/^\.\/?/, ''), 'index')] = target;
  }
  const peers = Object.keys(pkg.peerDependencies ?? {});
  const deps = Object.keys(pkg.dependencies ?? {});
  const srcDir = join(packageDir, 'src');
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
    esbuildPlugins: [ownCssAsImports(pkg.name, srcDir)],
    esbuildOptions(options) {
      options.jsx = 'automatic';
    },
    async onSuccess() {
      for (const file of readdirSync(srcDir, { recursive: true })) {
        if (!String(file).endsWith('.css')) continue;
        const to = join(packageDir, 'dist', String(file));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(join(srcDir, String(file)), to);
      }
    },
  };
}
