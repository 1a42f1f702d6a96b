import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import { readSettings } from './settings';

const { port, host, apiUrl, apiTimeoutMs, bodyLimit, trustProxy, publicOrigin } = readSettings();
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
// The server renderer is Vite's SSR build of src/entry-server.tsx, beside this file's folder.
const rendererUrl = new URL('../ssr/entry-server.js', import.meta.url).href;
const { render } = (await import(rendererUrl)) as { render: NonNullable<ServerOptions['render']> };

const app = await buildServer({
  clientDir,
  apiUrl,
  logger: true,
  render,
  apiTimeoutMs,
  bodyLimit,
  trustProxy,
  publicOrigin,
});
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
