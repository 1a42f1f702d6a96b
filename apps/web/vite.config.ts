import { buildDescriptor, newBuildId } from '@playfront/core/build';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sandbox = process.env.API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

const buildId = newBuildId();

// React Router's package exports its development build only (dev warnings on); the production
// build it ships beside it is the same code with them off.
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'),
);

const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|redux|reselect|react-redux|use-sync-external-store|i18next|react-i18next)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [buildDescriptor(buildId)])],
  define: {
    // The running build knows its id, so the hourly check spots a newer deploy at once.
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
    // The server renderer bundles React: its production build, whatever the server's environment.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
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
        rolldownOptions: {
          output: {
            // The libraries every page hydrates with travel as one file: one response, and one
            // brotli window that sees their shared code.
            codeSplitting: {
              groups: [{ name: 'framework', test: framework, priority: 20 }],
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
