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
