import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import { createMetrics, serveMetrics } from './metrics';
import { readSettings } from './settings';
import { drainAndClose } from './shutdown';
import { metricsOfAllWorkers, runPrimary, shareMetrics } from './workers';

const { port, host, shutdownDrainMs, workers, metricsPort, ...settings } = readSettings();

if (workers > 1 && cluster.isPrimary) {
  // Workers open each other's session cookies: without SESSION_SECRET they share one made here.
  if (settings.sessionSecrets.length === 0) {
    process.env.SESSION_SECRET = randomBytes(32).toString('base64url');
    console.warn(
      'SESSION_SECRET is not set: session cookies are sealed with a random secret of this run, so they end when it restarts and no other machine reads them',
    );
  }
  runPrimary({
    workers,
    metrics: metricsPort === undefined ? undefined : { port: metricsPort, host },
    drainMs: shutdownDrainMs,
    log: console,
  });
} else {
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  // The server renderer is Vite's SSR build of src/entry-server.tsx, beside this file's folder.
  const rendererUrl = new URL('../ssr/entry-server.js', import.meta.url).href;
  const { render, templates, tokenCss } = (await import(rendererUrl)) as Required<
    Pick<ServerOptions, 'render' | 'templates' | 'tokenCss'>
  >;
  const metrics = createMetrics();
  if (cluster.isWorker) shareMetrics(metrics.registry);

  const app = await buildServer({
    clientDir,
    logger: true,
    render,
    templates,
    tokenCss,
    ...settings,
    metrics,
    metricsOnOwnPort: metricsPort !== undefined,
    ...(cluster.isWorker ? { metricsText: () => metricsOfAllWorkers() } : {}),
  });
  await app.listen({ port, host });
  // A lone server serves its own metrics port; with workers the primary does, for all of them.
  const metricsServer =
    metricsPort !== undefined && !cluster.isWorker
      ? serveMetrics({
          port: metricsPort,
          host,
          contentType: metrics.registry.contentType,
          text: () => metrics.registry.metrics(),
        })
      : undefined;

  // SIGINT and SIGTERM may both come (Ctrl-C reaches every process, then the primary asks each
  // worker): the first starts the drain, the others wait for it.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal, drainMs: shutdownDrainMs }, 'shutting down: draining requests');
      metricsServer?.close();
      void drainAndClose(app, shutdownDrainMs).then((drained) => process.exit(drained ? 0 : 1));
    });
  }
}
