import { describe, expect, it } from 'vitest';
import { markdownTable, pageTable, scriptTable, serverTable } from './table';
import type { LoadResult } from './throughput';

const budgets = {
  performance: 95,
  lcpMs: 2000,
  lcpFloorRatio: 1.3,
  tbtMs: 200,
  cls: 0.02,
  benchmarkIndex: 1400,
};

describe('tables', () => {
  it('marks rows over budget as FAIL', () => {
    const table = markdownTable([
      { what: 'a', value: '1', budget: '<= 2', pass: true },
      { what: 'b', value: '3', budget: '<= 2', pass: false },
    ]);
    expect(table).toContain('| a | 1 | <= 2 | pass |');
    expect(table).toContain('| b | 3 | <= 2 | FAIL |');
  });

  it("gives each page its metrics, its floor's LCP and their ratio, each against its budget, and the floor's TBT", () => {
    const floor = { performance: 100, lcpMs: 1200, tbtMs: 35.6, cls: 0, benchmarkIndex: 1400 };
    const table = pageTable(
      [
        {
          name: 'slot1 home',
          requested: '/',
          landed: '/',
          product: {
            performance: 96,
            lcpMs: 1500,
            tbtMs: 120.4,
            cls: 0.0031,
            benchmarkIndex: 1400,
          },
          floor,
        },
        {
          name: 'sportsbook2 home',
          requested: '/',
          landed: '/en',
          product: { performance: 70, lcpMs: 3000, tbtMs: 640, cls: 0.05, benchmarkIndex: 1400 },
          floor,
        },
      ],
      budgets,
    );
    expect(table.split('\n')[0]).toBe(
      '| page | path | performance (>= 95) | LCP (<= 2.00 s) | no-JS floor LCP | LCP ÷ floor (<= 1.3) | TBT (<= 200 ms) | no-JS floor TBT | CLS (<= 0.02) |',
    );
    expect(table).toContain(
      '| slot1 home | / | 96 pass | 1.50 s pass | 1.20 s | 1.25 pass | 120 ms pass | 36 ms | 0.003 pass |',
    );
    expect(table).toContain(
      '| sportsbook2 home | /en (from /) | 70 FAIL | 3.00 s FAIL | 1.20 s | 2.50 FAIL | 640 ms FAIL | 36 ms | 0.050 FAIL |',
    );
  });

  it('sets the three kinds of request side by side and compares them', () => {
    const row = (name: string, path: string, rps: number, p50: number, p99: number): LoadResult => {
      const pageCache: Record<string, number> =
        name === 'static file' ? { none: rps * 10 } : { hit: rps * 10 - 2, stale: 2 };
      return {
        name,
        path,
        requestsPerSecond: rps,
        p50Ms: p50,
        p99Ms: p99,
        requests: rps * 10,
        bytesPerResponse: 2048,
        failures: 0,
        pageCache,
      };
    };
    const table = serverTable({
      cached: row('cached page', '/promotions', 2000, 4, 12),
      uncached: row('uncached render', '/promotions?v=[<id>]', 50, 180, 400),
      file: row('static file', '/favicon.svg', 5000, 1.5, 6),
    });
    expect(table).toContain(
      '| cached page | `/promotions` | 2000 | 4.0 ms | 12 ms | 20000 | 2.0 KB | hit 19998, stale 2 | 0 |',
    );
    expect(table).toContain('| static file | `/favicon.svg` | 5000 | 1.5 ms | 6.0 ms |');
    expect(table).toContain('| cached page ÷ static file | 0.40× | 2.67× | 2.00× |');
    expect(table).toContain('| uncached render ÷ cached page | 0.025× | 45.00× | 33.33× |');
  });

  it('lists scripts by path with the bytes each transferred', () => {
    expect(
      scriptTable([
        { file: 'http://slot1.localhost:28080/assets/index-a.js', bytes: 70_000 },
        { file: 'assets/react-b.js', bytes: 512 },
      ]),
    ).toBe(
      [
        '| script | transferred |',
        '| --- | ---: |',
        '| `/assets/index-a.js` | 68.4 KB |',
        '| `assets/react-b.js` | 0.5 KB |',
      ].join('\n'),
    );
  });
});
