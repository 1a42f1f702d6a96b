import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Registry } from 'prom-client';
import { serveMetrics } from './metrics';

// Messages between the primary and its workers, beside prom-client's own.
const METRICS_ASKED = 'playfront:metrics-asked';
const METRICS_ANSWERED = 'playfront:metrics-answered';

interface MetricsAnswer {
  type: typeof METRICS_ANSWERED;
  id: number;
  text?: string;
}

export interface PrimaryOptions {
  /** Workers to run. */
  workers: number;
  /** Where a separate `/metrics` listener goes (`METRICS_PORT`), summing every worker. */
  metrics?: { port: number; host: string } | undefined;
  /** How long workers may drain on shutdown before they are ended, in ms. */
  drainMs: number;
  log: Pick<Console, 'info' | 'error'>;
}

/**
 * The primary of `WEB_WORKERS` processes: it forks the workers, which share the listening port
 * (node:cluster hands each connection to one of them), and serves nothing itself. A worker that
 * dies is replaced; on SIGTERM/SIGINT each worker drains as a lone server would, and the primary
 * exits once all have, non-zero when any had to cut requests. Metrics are every worker's summed
 * (prom-client's `AggregatorRegistry`), on a worker's `/metrics` or on `METRICS_PORT`.
 */
export function runPrimary({ workers, metrics, drainMs, log }: PrimaryOptions): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let failed = false;
  const listening = new Set<number>();

  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('listening', (worker) => listening.add(worker.id));

  cluster.on('message', (worker: Worker, message: unknown) => {
    const asked = message as { type?: unknown; id?: unknown } | null;
    if (asked?.type !== METRICS_ASKED || typeof asked.id !== 'number') return;
    const answer = (text?: string): void => {
      if (worker.isConnected()) worker.send({ type: METRICS_ANSWERED, id: asked.id, text });
    };
    aggregator.clusterMetrics().then(answer, () => answer());
  });

  const metricsServer = metrics
    ? serveMetrics({
        ...metrics,
        contentType: aggregator.contentType,
        text: () => aggregator.clusterMetrics(),
      })
    : undefined;

  const done = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    metricsServer?.close();
    process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      done();
      return;
    }
    // One that never listened cannot start at all (a setting, the port): another would not either.
    if (!listening.has(worker.id)) {
      log.error(`web worker ${worker.process.pid} exited (${signal ?? code}) before listening`);
      failed = true;
      shutdown('SIGTERM');
      return;
    }
    // Not asked to stop: the process crashed or was killed. Its connections are gone; a new
    // worker takes its share of the next ones.
    log.error(`web worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1_000);
  });

  function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} web workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker that does not end within its drain time (and a little) is ended.
    setTimeout(() => {
      failed = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, drainMs + 5_000).unref();
    done();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
}

/** In a worker: lets the primary read this worker's registry when it sums the workers'. */
export function shareMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor installs the worker's answer to the primary's requests.
  new AggregatorRegistry();
}

let asked = 0;

/** In a worker: every worker's metrics summed, as the primary reads them. */
export function metricsOfAllWorkers(timeoutMs = 5_000): Promise<string> {
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as MetricsAnswer | null;
      if (answer?.type !== METRICS_ANSWERED || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (typeof answer.text === 'string') resolve(answer.text);
      else reject(new Error('the primary could not read the workers’ metrics'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the workers’ metrics'));
    }, timeoutMs);
    process.on('message', onMessage);
    process.send?.({ type: METRICS_ASKED, id });
  });
}
