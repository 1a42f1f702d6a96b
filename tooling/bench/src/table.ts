import type { Budgets } from './budgets';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './throughput';

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
        `${Math.round(product.tbtMs)} ms ${verdict(product.tbtMs <= budgets.tbtMs)}`,
        `${Math.round(floor.tbtMs)} ms`,
        `${product.cls.toFixed(3)} ${verdict(product.cls <= budgets.cls)}`,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const times = (value: number) => `${value < 0.1 ? value.toFixed(3) : value.toFixed(2)}×`;

/** The three kinds of request side by side, then how they compare. */
export function serverTable(rows: { cached: LoadResult; uncached: LoadResult; file: LoadResult }) {
  const { cached, uncached, file } = rows;
  const lines = [
    '| request | path | requests/s | p50 | p99 | requests | bytes/response | x-page-cache | failures |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const row of [cached, uncached, file]) {
    const outcomes = Object.entries(row.pageCache)
      .sort(([, a], [, b]) => b - a)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ');
    lines.push(
      `| ${[
        row.name,
        `\`${row.path}\``,
        Math.round(row.requestsPerSecond),
        ms(row.p50Ms),
        ms(row.p99Ms),
        row.requests,
        kb(row.bytesPerResponse),
        outcomes,
        row.failures,
      ].join(' | ')} |`,
    );
  }
  const compare = (label: string, a: LoadResult, b: LoadResult) =>
    `| ${label} | ${times(a.requestsPerSecond / b.requestsPerSecond)} | ${times(a.p50Ms / b.p50Ms)} | ${times(a.p99Ms / b.p99Ms)} |`;
  lines.push(
    '',
    '| ratio | requests/s | p50 | p99 |',
    '| --- | ---: | ---: | ---: |',
    compare(`${cached.name} ÷ ${file.name}`, cached, file),
    compare(`${uncached.name} ÷ ${cached.name}`, uncached, cached),
  );
  return lines.join('\n');
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
