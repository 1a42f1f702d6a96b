import { buildDescriptor, newBuildId } from '@playfront/core/build';
import { templateIds, themeByCode } from '@playfront/core/theme';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const sandbox = process.env.API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

const buildId = newBuildId();

// React Router's package exports its development build only (dev warnings on); the production
// build it ships beside it is the same code with them off.
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

/**
 * React Router's build defines each of its components at the top level through calls the bundler
 * must assume have effects (`React.forwardRef`, `React.createContext`, `React.memo`) and names them
 * for React's dev tools (`Link.displayName = "Link"`): every component stays in the bundle whether
 * the app uses it or not, `Link` and `Form` with the framework mode's route prefetching among them.
 * Marked pure, and without the names, the ones the app does not use drop out (3.5 KB brotli).
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'playfront:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(
            /(?<![\w.])(React\d*\.(?:forwardRef|createContext|memo)\()/g,
            '/* @__PURE__ */ $1',
          )
          .replace(/^[\w$]+\.displayName = [^;\n]+;$/gm, ''),
        map: null,
      }),
    },
  };
}

/**
 * What the entry itself runs before the boot's stages (main.tsx): the dynamic-import helper, the
 * chunk-reload guard with its constants, the yield. They travel with the libraries, which the
 * entry evaluates first, so the entry imports no other file, whose evaluation would come early.
 */
const bootModules =
  /vite\/preload-helper|core[\\/]src[\\/](build[\\/]chunk-reload|site[\\/]constants)\.ts$|web[\\/]src[\\/]shell[\\/]yield-to-main\.ts$/;

const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|redux|reselect|react-redux|use-sync-external-store|i18next|react-i18next)[\\/]/;

/**
 * The chunks every page loads with the HTML entry: the framework and home groups and the
 * bundler's runtime. A preload list is only a hint, so a chunk named here that a later build no longer
 * imports with the entry would still load, one round trip later.
 */
const loadedWithEntry = /(?:^|\/)(?:framework|home|rolldown-runtime)-[\w-]+\.js$/;

/** A template's tokens chunk (`tokens: () => import('./tokens')`). */
const tokensChunk = /(?:^|\/)tokens-[\w-]+\.js$/;

/** The boot's second stage (main.tsx): the API and store, part of the `home` chunk. */
const appStage = /web[\\/]src[\\/]boot[\\/]app\.ts$/;

/** A template's home module in the client build, where each template's code starts. */
const templateHome = /packages[\\/]templates[\\/]src[\\/]template\d+[\\/]index\.tsx$/;

/**
 * The app modules every template imports and the boot does not: the home blocks, game lists,
 * sheet, balance chip and download bar each home shows. Every page loads its site's template, so
 * they travel as one file (one response, one brotli window) rather than a dozen small ones, with
 * what they import (the API and store: the boot's second stage). Known once the module graph is
 * (`buildEnd`, before chunks are made).
 */
function sharedTemplateModules() {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'playfront:shared-template-modules',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const modules = [...this.getModuleIds()];
      // The boot: the entry and the stages it imports in turn (main.tsx).
      const entry = closure(modules.filter((id) => this.getModuleInfo(id)?.isEntry));
      const boot = closure([
        ...entry,
        ...[...entry].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      ]);
      const [first, ...others] = modules
        .filter((id) => templateHome.test(id))
        .map((id) => closure([id]));
      ids.clear();
      // A build of one template (`PLAYFRONT_TEMPLATES`) has nothing several templates share.
      if (others.length === 0) return;
      for (const id of first ?? [])
        if (!boot.has(id) && !/node_modules/.test(id) && others.every((other) => other.has(id)))
          ids.add(id);
    },
  };
  return { plugin, has: (id: string) => ids.has(id) };
}

const sharedTemplate = sharedTemplateModules();

/**
 * The boot's stages are the entry's dynamic imports (main.tsx), each evaluated in a task of its
 * own. The HTML names their scripts as module preloads and their stylesheets as links, as it does
 * for the entry's static imports: they load with the entry, and a page the server drew is styled
 * before any script runs.
 */
function preloadBootStages(): Plugin {
  return {
    name: 'playfront:preload-boot-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) return html;
        // Each stage's chunk with its static imports, and their stylesheets.
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const add = (file: string) => {
          const next = bundle[file];
          if (scripts.has(file) || next?.type !== 'chunk') return;
          scripts.add(file);
          next.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          next.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        const linked = new Set([...html.matchAll(/\bhref="\/([^"]+)"/g)].map((m) => m[1]));
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        return {
          html,
          tags: [
            ...[...scripts]
              .filter((file) => !linked.has(file))
              .map((file) => link('modulepreload', file)),
            ...[...styles]
              .filter((file) => !linked.has(file))
              .map((file) => link('stylesheet', file)),
          ],
        };
      },
    },
  };
}

/** The templates registry's list of loaders, one dynamic import per template. */
const templateLoaders = /packages[\\/]templates[\\/]src[\\/]registry[\\/]loaders\.ts$/;

/**
 * `PLAYFRONT_TEMPLATES` (template ids or theme codes, comma-separated) builds the shell with those
 * templates alone: the registry lists only their loaders, so no other template is bundled, and a
 * host whose theme is another gets 'Invalid theme code'.
 */
function onlyTemplates(list: string | undefined): Plugin[] {
  if (!list) return [];
  const ids = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => themeByCode(name)?.templateId ?? name);
  const unknown = ids.filter((id) => !(templateIds as readonly string[]).includes(id));
  if (unknown.length || !ids.length)
    throw new Error(`PLAYFRONT_TEMPLATES names no template: ${unknown.join(', ') || list}`);
  const lines = [...new Set(ids)].map((id) => `  ${id}: () => import('../${id}'),`);
  return [
    {
      name: 'playfront:only-templates',
      enforce: 'pre',
      load: (id) =>
        templateLoaders.test(id) ? `export const loaders = {\n${lines.join('\n')}\n};\n` : null,
    },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    treeShakeReactRouter(),
    ...onlyTemplates(process.env.PLAYFRONT_TEMPLATES),
    ...(isSsrBuild ? [] : [buildDescriptor(buildId), sharedTemplate.plugin, preloadBootStages()]),
  ],
  define: {
    // The running build knows its id, so the hourly check spots a newer deploy at once.
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    // The server renderer bundles React: its production build, whatever the server's environment.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // A message file is one object read whole: as named exports too, each key would travel twice
  // (an export name and a property), a message group's script half as large again.
  json: { namedExports: false },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // The bundle report reads this to attribute bytes to routes and templates.
        manifest: true,
        target: 'es2022',
        modulePreload: {
          // The entry loads these chunks itself (`loadedWithEntry`): by the time any
          // lazy chunk is asked for they are loaded, and naming them in every chunk's preload
          // list only adds to the entry the first visit waits for.
          // A template's tokens load only where the page lacks their CSS (`applyTheme`), which a
          // page the server drew never does: their own imports are not worth a preload list in
          // every template chunk.
          resolveDependencies: (chunk, deps, { hostType }) =>
            hostType !== 'js'
              ? deps
              : tokensChunk.test(chunk)
                ? []
                : deps.filter((dep) => !loadedWithEntry.test(dep)),
        },
        rolldownOptions: {
          output: {
            // The libraries every page hydrates with travel as one file, with what the entry
            // runs before the boot's stages: one response, and one brotli window that sees their
            // shared code.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id) => framework.test(id) || bootModules.test(id),
                  priority: 20,
                },
                {
                  name: 'home',
                  test: (id) => sharedTemplate.has(id) || appStage.test(id),
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  // The server renderer carries every dependency it needs (the packages' own are not the web
  // app's), but jsdom, a dependency of the web app loaded from node_modules.
  ssr: { noExternal: true, external: ['jsdom'] },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': { target: sandbox, changeOrigin: true } },
  },
}));
