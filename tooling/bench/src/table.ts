import type { Budgets } from './budgets';
import type { LighthouseResult } from './lighthouse';
import type { ServerBench, ServerRun } from './server-bench';

export interface Row {
  what: string;
  value: string;
  budget: string;
  pass: boolean;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A markdown table with pass or fail per row. */
export function markdownTable(rows: Row[]): string {
  const lines = ['| what | measured | budget | result |', '| --- | ---: | ---: | --- |'];
  for (const row of rows) {
    lines.push(`| ${row.what} | ${row.value} | ${row.budget} | ${row.pass ? 'pass' : 'FAIL'} |`);
  }
  return lines.join('\n');
}

const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The lowest and highest of the runs behind a median TBT: `(98 to 350 in 5)`. */
const spread = ({ tbtRunsMs: runs }: LighthouseResult) =>
  runs && runs.length > 1
    ? ` (${Math.round(runs[0]!)} to ${Math.round(runs.at(-1)!)} in ${runs.length})`
    : '';

/** A page's Lighthouse medians beside those of its no-JS floor. */
export interface PageResult {
  name: string;
  /** The path the page landed at, after any redirect. */
  landed: string;
  /** The path asked for. */
  requested: string;
  product: LighthouseResult;
  floor: LighthouseResult;
}

export type PageBudgets = Pick<
  Budgets,
  'performance' | 'lcpMs' | 'lcpFloorRatio' | 'tbtMs' | 'cls'
>;

/**
 * One row per page: the product's metrics, its floor's LCP and their ratio, pass or FAIL each, and
 * the floor's TBT: what the page's HTML, styles and images alone cost the main thread.
 */
export function pageTable(pages: PageResult[], budgets: PageBudgets): string {
  const lines = [
    `| page | path | performance (>= ${budgets.performance}) | LCP (<= ${seconds(budgets.lcpMs)}) | no-JS floor LCP | LCP ÷ floor (<= ${budgets.lcpFloorRatio}) | TBT (<= ${budgets.tbtMs} ms) | no-JS floor TBT | CLS (<= ${budgets.cls}) |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages) {
    const { product, floor } = page;
    const ratio = product.lcpMs / floor.lcpMs;
    const path =
      page.landed === page.requested ? page.landed : `${page.landed} (from ${page.requested})`;
    lines.push(
      `| ${[
        page.name,
        path,
        `${product.performance} ${verdict(product.performance >= budgets.performance)}`,
        `${seconds(product.lcpMs)} ${verdict(product.lcpMs <= budgets.lcpMs)}`,
        seconds(floor.lcpMs),
        `${ratio.toFixed(2)} ${verdict(ratio <= budgets.lcpFloorRatio)}`,
        `${Math.round(product.tbtMs)} ms ${verdict(product.tbtMs <= budgets.tbtMs)}${spread(product)}`,
        `${Math.round(floor.tbtMs)} ms`,
        `${product.cls.toFixed(3)} ${verdict(product.cls <= budgets.cls)}`,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const times = (value: number) => `${value < 0.1 ? value.toFixed(3) : value.toFixed(2)}×`;

export type ServerTargets = Pick<Budgets, 'cachedPageRps' | 'cachedPageP99' | 'workersRps'>;

/**
 * The server's runs side by side (requests/s, latency, bytes), how they compare against their
 * targets, and each page's render cost measured alone, by step.
 */
export function serverTables(bench: ServerBench, targets: ServerTargets) {
  const { runs } = bench;
  const lines = [
    '| request | workers | path | requests/s | p50 | p99 | server CPU/request | requests | bytes/response | x-page-cache | failures |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  const order = [
    runs.home,
    runs.promotions,
    runs.file,
    runs.homeTwo,
    runs.uncachedHome,
    runs.uncachedHomeTwo,
    runs.uncachedPromotions,
    runs.account,
  ];
  for (const row of order) {
    const outcomes = Object.entries(row.pageCache)
      .sort(([, a], [, b]) => b - a)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ');
    lines.push(
      `| ${[
        row.name,
        row.workers,
        `\`${row.path}\``,
        Math.round(row.requestsPerSecond),
        ms(row.p50Ms),
        ms(row.p99Ms),
        Number.isFinite(row.cpuMsPerRequest) ? `${row.cpuMsPerRequest.toFixed(2)} ms` : '-',
        row.requests,
        kb(row.bytesPerResponse),
        outcomes,
        row.failures,
      ].join(' | ')} |`,
    );
  }
  const rps = (a: ServerRun, b: ServerRun) => a.requestsPerSecond / b.requestsPerSecond;
  const compare = (label: string, a: ServerRun, b: ServerRun, target?: Partial<Row>) =>
    `| ${label} | ${times(rps(a, b))} | ${times(a.p50Ms / b.p50Ms)} | ${times(a.p99Ms / b.p99Ms)} | ${target?.budget ?? '-'} | ${target?.pass === undefined ? '-' : verdict(target.pass)} |`;
  const homeRps = rps(runs.home, runs.file);
  const homeP99 = runs.home.p99Ms / runs.file.p99Ms;
  lines.push(
    '',
    '| ratio | requests/s | p50 | p99 | target | result |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    compare('cached home ÷ static file', runs.home, runs.file, {
      budget: `requests/s >= ${targets.cachedPageRps}×, p99 <= ${targets.cachedPageP99}×`,
      pass: homeRps >= targets.cachedPageRps && homeP99 <= targets.cachedPageP99,
    }),
    compare('cached /promotions ÷ static file', runs.promotions, runs.file),
    compare('cached home, two workers ÷ one', runs.homeTwo, runs.home, {
      budget: `requests/s >= ${targets.workersRps}×`,
      pass: rps(runs.homeTwo, runs.home) >= targets.workersRps,
    }),
    compare('uncached home, two workers ÷ one', runs.uncachedHomeTwo, runs.uncachedHome, {
      budget: `requests/s >= ${targets.workersRps}×`,
      pass: rps(runs.uncachedHomeTwo, runs.uncachedHome) >= targets.workersRps,
    }),
    compare('uncached home ÷ cached home', runs.uncachedHome, runs.home),
    compare('signed-in /account ÷ cached home', runs.account, runs.home),
    compare('signed-in /account ÷ static file', runs.account, runs.file),
  );
  const step = (value: number) => (Number.isFinite(value) ? ms(value) : '-');
  lines.push(
    '',
    '| uncached renders under load | workers | render, all told | React (every pass) | waiting for the backend | compression |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[runs.uncachedHome, runs.uncachedHomeTwo, runs.uncachedPromotions, runs.account].map(
      (r) =>
        `| \`${r.path}\` | ${r.workers} | ${step(r.renderMs.total)} | ${step(r.renderMs.react)} | ${step(r.renderMs.data)} | ${step(r.renderMs.compress)} |`,
    ),
    '',
    '| page | HTML | brotli | renders | render, all told | React (every pass) | waiting for the backend | document | compression |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...bench.renders.map(
      (r) =>
        `| \`${r.path}\` | ${kb(r.htmlBytes)} | ${kb(r.brotliBytes)} | ${r.renders} | ${step(r.steps.total)} | ${step(r.steps.react)} | ${step(r.steps.data)} | ${step(r.steps.document)} | ${step(r.steps.compress)} |`,
    ),
  );
  return lines.join('\n');
}

/** The report's `## Server` section: what was run, then the tables. */
export function serverSection(bench: ServerBench, targets: ServerTargets, note = ''): string {
  return `## Server

${note ? `${note}\n\n` : ''}The built web server on 127.0.0.1 in front of the sandbox, once with one worker (\`WEB_WORKERS=1\`) and once with two, both running side by side; each kind of request ${bench.connections} connections for ${bench.seconds} s, one after the other, Host \`${bench.host}\`, with a browser's Accept-Encoding: cached pages (one URL, asked for first), the static file of the build whose brotli bytes are nearest the home page's, uncached renders (a new query string on every request), and the demo player's \`/account\` with its session cookie (rendered for every request, never from the page cache). The home page is the heaviest guest page; \`/promotions\` a light one. Server CPU per request is the server's own \`process_cpu_seconds_total\` (every worker's) over the run, divided by its answers: what the load generator, the sandbox and other users of the machine cannot move; the renders made during an uncached run are given by step as below. Then each page rendered ${bench.renders[0]?.renders ?? 0} times one after the other with the server otherwise idle: the mean of each step of a render as the server times it (\`playfront_page_render_seconds\`): React's passes over the page (one, then one more with the answers of the calls the first screen made), the wait for those calls, the document around the markup, and its compression (brotli and gzip, once per render).

${serverTables(bench, targets)}
`;
}

/** Scripts with the bytes each transferred, as listed. */
export function scriptTable(scripts: { file: string; bytes: number }[]): string {
  const lines = ['| script | transferred |', '| --- | ---: |'];
  for (const script of scripts) {
    const path = /^https?:/.test(script.file) ? new URL(script.file).pathname : script.file;
    lines.push(`| \`${path}\` | ${kb(script.bytes)} |`);
  }
  return lines.join('\n');
}

/** A page measured in turns with its service worker and with the worker's script refused. */
export interface ServiceWorkerResult {
  name: string;
  path: string;
  withWorker: LighthouseResult;
  withoutWorker: LighthouseResult;
}

/**
 * The service worker's cost: each page's Lighthouse medians with and without the worker, side by
 * side with their ratio, and the first visit's script bytes both ways, which must be equal: the
 * worker is registered after the page has loaded and fetches no script the page would not.
 */
export function serviceWorkerSection(
  pages: ServiceWorkerResult[],
  firstVisit: { withWorker: number; withoutWorker: number },
): string {
  const pair = (a: number, b: number, show: (n: number) => string) =>
    `${show(a)} / ${show(b)} (${b ? (a / b).toFixed(2) : '-'})`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const lines = [
    '| page | path | performance with / without | LCP with / without (ratio) | TBT with / without (ratio) | CLS with / without |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const page of pages) {
    const { withWorker: a, withoutWorker: b } = page;
    lines.push(
      `| ${[
        page.name,
        page.path,
        `${a.performance} / ${b.performance}`,
        pair(a.lcpMs, b.lcpMs, seconds),
        pair(a.tbtMs, b.tbtMs, ms),
        `${a.cls.toFixed(3)} / ${b.cls.toFixed(3)}`,
      ].join(' | ')} |`,
    );
  }
  const same = firstVisit.withWorker === firstVisit.withoutWorker;
  return `## Service worker

Each page measured in turns with the site's service worker and with its script (\`/sw.js\`) refused, so the registration fails and nothing is precached: Lighthouse as above, the median of each side's runs, with the ratio of with to without. The first visit's scripts are counted as below, once with the worker and once in a browser context that blocks service workers.

${lines.join('\n')}

| first visit's scripts | with the worker | without | result |
| --- | ---: | ---: | --- |
| slot1 \`/\`, transferred | ${kb(firstVisit.withWorker)} | ${kb(firstVisit.withoutWorker)} | ${same ? 'pass (unchanged)' : 'FAIL (changed)'} |
`;
}
