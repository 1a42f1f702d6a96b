import { get } from 'node:http';
import { expect, test } from './fixtures';
import { webPort } from '../servers';
import { startWebInstance } from './web-instance';
import type { WebInstance } from './web-instance';

/**
 * The built web server with WEB_WORKERS=2 in front of the journeys' sandbox, on a port of its own:
 * it must behave as one server does (answers, metrics, readiness, drain), with both workers serving.
 */
const port = webPort + 1;

interface Answer {
  status: number;
  body: string;
}

/** A GET on a connection of its own, so the primary may hand it to either worker. */
function fetchOnce(path: string, host = `slot1.localhost:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${path}: no answer`)));
    req.on('error', reject);
  });
}

interface LogEntry {
  pid?: number;
  msg?: string;
  req?: { url?: string };
}

/** The server's JSON log lines (Fastify's, one per line); the primary's own words are skipped. */
function logEntries(lines: string[]): LogEntry[] {
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}

/** The pids of the workers that logged a line (Fastify's JSON lines carry the process id). */
function workerPids(lines: string[], message: string): Set<number> {
  const pids = new Set<number>();
  for (const entry of logEntries(lines))
    if (entry.pid && entry.msg?.startsWith(message)) pids.add(entry.pid);
  return pids;
}

/** How many requests for paths starting with `prefix` the workers have read. */
const requestsRead = (lines: string[], prefix: string) =>
  logEntries(lines).filter((e) => e.msg === 'incoming request' && e.req?.url?.startsWith(prefix))
    .length;

const metric = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);

let server: WebInstance | undefined;

test.afterEach(() => server?.kill());

test('two workers answer as one server: both serve, metrics are summed, a dead worker is replaced and SIGTERM drains both', async () => {
  test.setTimeout(60_000);
  server = startWebInstance(port, { WEB_WORKERS: '2', SHUTDOWN_DRAIN_MS: '10000' });
  const { lines, exited } = server;
  await expect.poll(() => workerPids(lines, 'Server listening').size, { timeout: 20_000 }).toBe(2);
  expect((await fetchOnce('/readyz')).status).toBe(200);

  // Every request answered, by both workers.
  const pages = await Promise.all(
    Array.from({ length: 8 }, (_, i) => fetchOnce(`/promotions?worker=${i}`)),
  );
  expect(pages.map((p) => p.status)).toEqual(Array(8).fill(200));
  // A worker logs a request once its answer is sent, so the line may reach us after the answer.
  await expect.poll(() => workerPids(lines, 'request completed').size, { timeout: 5_000 }).toBe(2);

  // The metrics of both, summed: all eight renders, whichever worker answers the scrape.
  for (let i = 0; i < 2; i += 1) {
    const metrics = (await fetchOnce('/metrics')).body;
    expect(metric(metrics, /playfront_page_cache_total\{outcome="miss"\} (\d+)/)).toBe(8);
    expect(
      metric(
        metrics,
        /playfront_http_requests_total\{route="page",method="GET",status="200"\} (\d+)/,
      ),
    ).toBe(8);
  }

  // A worker that dies is replaced, and the site answers meanwhile.
  const [victim] = workerPids(lines, 'Server listening');
  process.kill(victim!, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await fetchOnce('/promotions')).status).toBe(200);
  await expect.poll(() => workerPids(lines, 'Server listening').size, { timeout: 15_000 }).toBe(3);

  // SIGTERM: renders under way in both workers finish, then the server exits cleanly.
  const running = Promise.all(
    Array.from({ length: 6 }, (_, i) => fetchOnce(`/promotions?drain=${i}`)),
  );
  // Under way means a worker has read the request: one still in the kernel's queue when the
  // server stops listening is not the drain's to finish.
  await expect.poll(() => requestsRead(lines, '/promotions?drain='), { timeout: 10_000 }).toBe(6);
  server.process.kill('SIGTERM');
  expect((await running).map((p) => p.status)).toEqual(Array(6).fill(200));
  expect(await exited).toBe(0);
});
