import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import type { ServerOptions } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
// The server renderer is Vite's SSR build of src/entry-server.tsx, beside this file's folder.
const rendererUrl = new URL('../ssr/entry-server.js', import.meta.url).href;
const { render } = (await import(rendererUrl)) as { render: NonNullable<ServerOptions['render']> };

const app = await buildServer({ clientDir, apiUrl, logger: true, render });
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
