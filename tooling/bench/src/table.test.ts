import { describe, expect, it } from 'vitest';
import type { ServerRun } from './server-bench';
import { markdownTable, pageTable, scriptTable, serverTables, serviceWorkerSection } from './table';

const budgets = {
  performance: 95,
  lcpMs: 2000,
  lcpFloorRatio: 1.3,
  tbtMs: 200,
  cls: 0.02,
  benchmarkIndex: 1400,
  cpuSlowdown: 3.4,
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

  it("gives each page its metrics, its floor's LCP and their ratio, each against its budget, the spread of its TBT's runs, and the floor's TBT", () => {
    const floor = {
      performance: 100,
      lcpMs: 1200,
      tbtMs: 35.6,
      cls: 0,
      benchmarkIndex: 1400,
      cpuSlowdown: 3.4,
    };
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
            cpuSlowdown: 3.4,
            tbtRunsMs: [98.2, 120.4, 349.6],
          },
          floor,
        },
        {
          name: 'sportsbook2 home',
          requested: '/',
          landed: '/en',
          product: {
            performance: 70,
            lcpMs: 3000,
            tbtMs: 640,
            cls: 0.05,
            benchmarkIndex: 1400,
            cpuSlowdown: 3.4,
          },
          floor,
        },
      ],
      budgets,
    );
    expect(table.split('\n')[0]).toBe(
      '| page | path | performance (>= 95) | LCP (<= 2.00 s) | no-JS floor LCP | LCP ÷ floor (<= 1.3) | TBT (<= 200 ms) | no-JS floor TBT | CLS (<= 0.02) |',
    );
    expect(table).toContain(
      '| slot1 home | / | 96 pass | 1.50 s pass | 1.20 s | 1.25 pass | 120 ms pass (98 to 350 in 3) | 36 ms | 0.003 pass |',
    );
    expect(table).toContain(
      '| sportsbook2 home | /en (from /) | 70 FAIL | 3.00 s FAIL | 1.20 s | 2.50 FAIL | 640 ms FAIL | 36 ms | 0.050 FAIL |',
    );
  });

  it('sets the server runs side by side, compares them against their targets and gives each render by step', () => {
    const row = (
      name: string,
      path: string,
      workers: number,
      rps: number,
      p50: number,
      p99: number,
    ): ServerRun => ({
      name,
      path,
      workers,
      cpuMsPerRequest: 1000 / rps / 2,
      renderMs: { total: 900, react: 300, data: 500, document: 2, compress: 5 },
      requestsPerSecond: rps,
      p50Ms: p50,
      p99Ms: p99,
      requests: rps * 10,
      bytesPerResponse: 11_264,
      failures: 0,
      pageCache:
        name === 'static file'
          ? { none: rps * 10 }
          : path.includes('[<id>]')
            ? { miss: rps * 10 }
            : { hit: rps * 10 - 2, stale: 2 },
    });
    const steps = { total: 80, react: 45.25, data: 20, document: 1.2, compress: 3 };
    const tables = serverTables(
      {
        runs: {
          home: row('cached home', '/', 1, 2000, 4, 12),
          promotions: row('cached page', '/promotions', 1, 4000, 2, 6),
          file: row('static file', '/assets/x.js', 1, 2500, 3, 8),
          homeTwo: row('cached home', '/', 2, 3000, 3, 10),
          uncachedHome: row('uncached home', '/?v=[<id>]', 1, 12, 700, 900),
          uncachedHomeTwo: row('uncached home', '/?v=[<id>]', 2, 22, 400, 600),
          uncachedPromotions: row('uncached page', '/promotions?v=[<id>]', 1, 40, 200, 300),
          account: row('signed-in account', '/account', 1, 100, 90, 150),
        },
        renders: [{ path: '/', renders: 20, htmlBytes: 90_112, brotliBytes: 11_264, steps }],
        host: 'slot1.localhost',
        connections: 10,
        seconds: 10,
      },
      { cachedPageRps: 0.8, cachedPageP99: 2, workersRps: 1.7 },
    );
    expect(tables).toContain(
      '| cached home | 1 | `/` | 2000 | 4.0 ms | 12 ms | 0.25 ms | 20000 | 11.0 KB | hit 19998, stale 2 | 0 |',
    );
    expect(tables).toContain('| uncached home | 2 | `/?v=[<id>]` | 22 | 400 ms | 600 ms |');
    expect(tables).toContain(
      '| cached home ÷ static file | 0.80× | 1.33× | 1.50× | requests/s >= 0.8×, p99 <= 2× | pass |',
    );
    expect(tables).toContain(
      '| cached home, two workers ÷ one | 1.50× | 0.75× | 0.83× | requests/s >= 1.7× | FAIL |',
    );
    expect(tables).toContain(
      '| uncached home, two workers ÷ one | 1.83× | 0.57× | 0.67× | requests/s >= 1.7× | pass |',
    );
    expect(tables).toContain(
      '| cached /promotions ÷ static file | 1.60× | 0.67× | 0.75× | - | - |',
    );
    expect(tables).toContain(
      '| signed-in /account ÷ cached home | 0.050× | 22.50× | 12.50× | - | - |',
    );
    expect(tables).toContain('| signed-in account | 1 | `/account` | 100 | 90 ms | 150 ms |');
    expect(tables).toContain('| `/?v=[<id>]` | 2 | 900 ms | 300 ms | 500 ms | 5.0 ms |');
    expect(tables).toContain(
      '| `/` | 88.0 KB | 11.0 KB | 20 | 80 ms | 45 ms | 20 ms | 1.2 ms | 3.0 ms |',
    );
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

  it('sets each page with and without the service worker side by side, and fails a first visit the worker changed', () => {
    const result = (performance: number, lcpMs: number, tbtMs: number) => ({
      performance,
      lcpMs,
      tbtMs,
      cls: 0,
      benchmarkIndex: 1400,
      cpuSlowdown: 3.4,
    });
    const pages = [
      {
        name: 'slot1 home',
        path: '/',
        withWorker: result(98, 1100, 120),
        withoutWorker: result(99, 1000, 100),
      },
    ];
    const same = serviceWorkerSection(pages, { withWorker: 150_000, withoutWorker: 150_000 });
    expect(same).toContain(
      '| slot1 home | / | 98 / 99 | 1.10 s / 1.00 s (1.10) | 120 ms / 100 ms (1.20) | 0.000 / 0.000 |',
    );
    expect(same).toContain('| slot1 `/`, transferred | 146.5 KB | 146.5 KB | pass (unchanged) |');
    const changed = serviceWorkerSection(pages, { withWorker: 151_000, withoutWorker: 150_000 });
    expect(changed).toContain('| slot1 `/`, transferred | 147.5 KB | 146.5 KB | FAIL (changed) |');
  });
});
