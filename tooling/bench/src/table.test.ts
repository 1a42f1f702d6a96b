import { describe, expect, it } from 'vitest';
import { serverTable } from './table';
import type { LoadResult } from './throughput';

describe('tables', () => {
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
});
