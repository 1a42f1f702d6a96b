import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
 * Declarations from the TypeScript compiler itself, one per source file under `dist/types`, and
 * for each entry a `dist/<subpath>/index.d.ts` that re-exports its module. Bundling them per entry
 * (tsup's `dts`) cost minutes and gigabytes of heap for a package of forty entries; the compiler
 * alone costs what a typecheck does.
 * @param {string} packageDir
 * @param {Record<string, string>} entry tsup's entries: `error-page/index` -> `./src/error-page/index.ts`
 */
function emitDeclarations(packageDir, entry) {
  const dist = join(packageDir, 'dist');
  const config = join(dist, 'tsconfig.declarations.json');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      // The entries and what they import: test helpers stay out, as they stay out of the tarball.
      files: Object.values(entry).map((source) => join('..', source)),
      include: [],
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: '../src',
        outDir: 'types',
      },
    }),
  );
  const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', config], { stdio: 'inherit' });
  rmSync(config);
  if (run.status !== 0) throw new Error(`declarations of ${packageDir} failed`);
  // A stylesheet import says nothing of types, and its file sits beside the JavaScript, not here.
  const types = join(dist, 'types');
  for (const file of readdirSync(types, { recursive: true })) {
    if (!String(file).endsWith('.d.ts')) continue;
    const path = join(types, String(file));
    const text = readFileSync(path, 'utf8');
    const kept = text.replace(/^import '[^']+\.css';\n/gm, '');
    if (kept !== text) writeFileSync(path, kept);
  }
  for (const [name, source] of Object.entries(entry)) {
    const module = join(dist, 'types', source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''));
    const stub = join(dist, `${name}.d.ts`);
    const path = relative(dirname(stub), module).split(sep).join('/');
    const from = path.startsWith('.') ? path : `./${path}`;
    const declared = readFileSync(`${module}.d.ts`, 'utf8');
    const lines = [`export * from '${from}.js';`];
    // `export *` leaves a default export behind: a template's entry has one.
    if (/export default|export \{[^}]*\bdefault\b/.test(declared)) {
      lines.push(`export { default } from '${from}.js';`);
    }
    mkdirSync(dirname(stub), { recursive: true });
    writeFileSync(stub, `${lines.join('\n')}\n`);
  }
}

/**
 * The source exports map (`"./theme": "./src/theme/index.ts"`) is the single list of public
 * subpaths; the build turns each one that `publishConfig.exports` publishes into
 * `dist/<subpath>/index.js` plus declarations (emitDeclarations), and copies `src/**\/*.css` to `dist/` (`./*.css`).
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
    // Declarations come from the compiler after the bundle (emitDeclarations).
    dts: false,
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
      emitDeclarations(packageDir, entry);
      for (const file of readdirSync(srcDir, { recursive: true })) {
        if (!String(file).endsWith('.css')) continue;
        const to = join(packageDir, 'dist', String(file));
        mkdirSync(dirname(to), { recursive: true });
        copyFileSync(join(srcDir, String(file)), to);
      }
    },
  };
}
