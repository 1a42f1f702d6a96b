import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sendLocal } from './http';
import { webServer } from './servers';
import { signInCookie } from './session';
import type { ServerProcess } from './servers';
import { load } from './throughput';
import type { LoadOptions, LoadResult } from './throughput';

/** The steps `playfront_page_render_seconds` times, in the order the report gives them. */
export const RENDER_STEPS = ['total', 'react', 'data', 'document', 'compress'] as const;
export type RenderStep = (typeof RENDER_STEPS)[number];

/** Sum and count of each render step in a Prometheus text answer. */
export function renderSteps(metrics: string): Record<RenderStep, { sum: number; count: number }> {
  const steps = Object.fromEntries(RENDER_STEPS.map((step) => [step, { sum: 0, count: 0 }]));
  for (const [, kind, step, value] of metrics.matchAll(
    /^playfront_page_render_seconds_(sum|count)\{step="(\w+)"\} (\S+)$/gm,
  )) {
    const entry = steps[step!];
    if (entry) entry[kind as 'sum' | 'count'] = Number(value);
  }
  return steps as Record<RenderStep, { sum: number; count: number }>;
}

/** Mean ms of each step between two scrapes. */
export function meanStepMs(
  before: ReturnType<typeof renderSteps>,
  after: ReturnType<typeof renderSteps>,
): Record<RenderStep, number> {
  const mean = (step: RenderStep) => {
    const count = after[step].count - before[step].count;
    return count > 0 ? ((after[step].sum - before[step].sum) / count) * 1000 : NaN;
  };
  return Object.fromEntries(RENDER_STEPS.map((step) => [step, mean(step)])) as Record<
    RenderStep,
    number
  >;
}

/**
 * The build's static file whose brotli bytes are nearest `bytes`: what the page is compared with,
 * a file of the same size sent by the same server.
 */
export function staticFileNear(clientDir: string, bytes: number): { path: string; bytes: number } {
  const dir = join(clientDir, 'assets');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js.br') || name.endsWith('.css.br'))
    .map((name) => ({
      path: `/assets/${name.slice(0, -3)}`,
      bytes: statSync(join(dir, name)).size,
    }));
  const nearest = files.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0];
  if (!nearest) throw new Error(`No brotli files in ${dir}`);
  return nearest;
}

/** What one page's render costs, alone: the mean of renders one after another. */
export interface RenderCost {
  path: string;
  renders: number;
  /** The page's HTML and its brotli bytes. */
  htmlBytes: number;
  brotliBytes: number;
  steps: Record<RenderStep, number>;
}

/** A run of one kind of request against one of the servers. */
export interface ServerRun extends LoadResult {
  workers: number;
  /** The server's own CPU time per answer (every worker's, as its /metrics sums them), in ms. */
  cpuMsPerRequest: number;
  /** The mean of each step of the renders made during the run (none: NaN). */
  renderMs: Record<RenderStep, number>;
}

/** `process_cpu_seconds_total` of a Prometheus text answer (every worker's, summed). */
export function cpuSeconds(metrics: string): number {
  return Number(/^process_cpu_seconds_total(?:\{[^}]*\})? (\S+)$/m.exec(metrics)?.[1] ?? NaN);
}

export interface ServerBench {
  runs: {
    home: ServerRun;
    promotions: ServerRun;
    file: ServerRun;
    uncachedHome: ServerRun;
    uncachedPromotions: ServerRun;
    homeTwo: ServerRun;
    uncachedHomeTwo: ServerRun;
    /** The demo player's `/account`: rendered for each request, never from the page cache. */
    account: ServerRun;
  };
  renders: RenderCost[];
  host: string;
  connections: number;
  seconds: number;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-US,en;q=0.9' };

export interface ServerBenchOptions {
  root: string;
  clientDir: string;
  apiUrl: string;
  /** The one-worker server's port; the two-worker server's is the next. */
  port: number;
  site: string;
  connections: number;
  seconds: number;
  /** Renders of each page, one after another, for its render cost. */
  renders: number;
  log: (line: string) => void;
}

/**
 * The web server under load on 127.0.0.1, one worker and two side by side, both in front of the
 * same sandbox: the cached home (the heaviest guest page) and `/promotions`, a static file of the
 * home's size, uncached renders, a signed-in player's `/account`, and each page's render cost
 * measured alone.
 */
export async function benchServer(options: ServerBenchOptions): Promise<ServerBench> {
  const { root, clientDir, apiUrl, port, site, connections, seconds, renders, log } = options;
  const servers: Record<1 | 2, ServerProcess> = {
    1: webServer(root, { port, apiUrl, env: { WEB_WORKERS: '1' } }),
    2: webServer(root, { port: port + 1, apiUrl, env: { WEB_WORKERS: '2' } }),
  };
  const portOf = { 1: port, 2: port + 1 } as const;
  const url = (workers: 1 | 2, path: string) =>
    `http://${site}.localhost:${portOf[workers]}${path}`;
  const loadOptions = (workers: 1 | 2): LoadOptions => ({
    origin: `http://127.0.0.1:${portOf[workers]}`,
    host: `${site}.localhost:${portOf[workers]}`,
    connections,
    seconds,
  });
  const scrapeOf = async (workers: 1 | 2) =>
    (await sendLocal(`http://127.0.0.1:${portOf[workers]}/metrics`)).body.toString('utf8');
  const run = async (
    workers: 1 | 2,
    name: string,
    path: string,
    cookie?: string,
  ): Promise<ServerRun> => {
    const before = await scrapeOf(workers);
    const loaded = await load({ name, path, cookie }, loadOptions(workers));
    const after = await scrapeOf(workers);
    const cpuMsPerRequest = loaded.requests
      ? ((cpuSeconds(after) - cpuSeconds(before)) * 1000) / loaded.requests
      : NaN;
    const renderMs = meanStepMs(renderSteps(before), renderSteps(after));
    const result = { ...loaded, workers, cpuMsPerRequest, renderMs };
    log(
      `${name} (${workers} worker${workers > 1 ? 's' : ''}): ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.cpuMsPerRequest.toFixed(2)} ms of server CPU each`,
    );
    return result;
  };

  try {
    await Promise.all([servers[1].start(), servers[2].start()]);
    const home = await sendLocal(url(1, '/'), { headers: BROWSER });
    if (home.status !== 200) throw new Error(`${url(1, '/')} answered ${home.status}`);
    const file = staticFileNear(clientDir, home.body.length);
    log(`home ${home.body.length} B brotli; static file ${file.path} ${file.bytes} B`);
    for (const workers of [1, 2] as const) {
      for (const path of ['/', '/promotions'])
        await sendLocal(url(workers, path), { headers: BROWSER });
    }

    // Side by side, one after the other: what is compared runs back to back.
    const runs = {
      home: await run(1, 'cached home', '/'),
      file: await run(1, 'static file', file.path),
      promotions: await run(1, 'cached page', '/promotions'),
      homeTwo: await run(2, 'cached home', '/'),
      uncachedHome: await run(1, 'uncached home', '/?v=[<id>]'),
      uncachedHomeTwo: await run(2, 'uncached home', '/?v=[<id>]'),
      uncachedPromotions: await run(1, 'uncached page', '/promotions?v=[<id>]'),
      account: await run(1, 'signed-in account', '/account', await signInCookie(url(1, ''))),
    };

    // Each page's render alone: one at a time, the server otherwise idle.
    const costs: RenderCost[] = [];
    const scrape = async () =>
      renderSteps((await sendLocal(`http://127.0.0.1:${port}/metrics`)).body.toString('utf8'));
    for (const path of ['/', '/promotions']) {
      const before = await scrape();
      let last = { html: 0, brotli: 0 };
      for (let i = 0; i < renders; i += 1) {
        // A new URL is a render; the same URL again is its brotli bytes, from the cache.
        const fresh = url(1, `${path}?render=${Date.now()}-${i}`);
        const plain = await sendLocal(fresh, { headers: { 'accept-encoding': 'identity' } });
        const compressed = await sendLocal(fresh, { headers: BROWSER });
        last = { html: plain.body.length, brotli: compressed.body.length };
      }
      const steps = meanStepMs(before, await scrape());
      costs.push({ path, renders, htmlBytes: last.html, brotliBytes: last.brotli, steps });
      log(`render of ${path}: ${steps.total.toFixed(1)} ms (React ${steps.react.toFixed(1)} ms)`);
    }
    return { runs, renders: costs, host: `${site}.localhost`, connections, seconds };
  } finally {
    await Promise.all([servers[1].stop(), servers[2].stop()]);
  }
}
