import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import { createMetrics, serveMetrics } from './metrics';
import { readSettings } from './settings';
import { drainAndClose } from './shutdown';

const { port, host, shutdownDrainMs, metricsPort, ...settings } = readSettings();
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
// The server renderer is Vite's SSR build of src/entry-server.tsx, beside this file's folder.
const rendererUrl = new URL('../ssr/entry-server.js', import.meta.url).href;
const { render } = (await import(rendererUrl)) as { render: NonNullable<ServerOptions['render']> };

const metrics = createMetrics();
const app = await buildServer({
  clientDir,
  logger: true,
  render,
  ...settings,
  metrics,
  metricsOnOwnPort: metricsPort !== undefined,
});
await app.listen({ port, host });
const metricsServer =
  metricsPort === undefined
    ? undefined
    : serveMetrics({
        port: metricsPort,
        host,
        contentType: metrics.registry.contentType,
        text: () => metrics.registry.metrics(),
      });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, drainMs: shutdownDrainMs }, 'shutting down: draining requests');
    metricsServer?.close();
    void drainAndClose(app, shutdownDrainMs).then((drained) => process.exit(drained ? 0 : 1));
  });
}
