import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, meanStepMs, renderSteps, staticFileNear } from './server-bench';

const scrape = (
  total: [number, number],
  react: [number, number],
) => `# HELP playfront_page_render_seconds x
# TYPE playfront_page_render_seconds histogram
playfront_page_render_seconds_bucket{le="0.005",step="total"} 0
playfront_page_render_seconds_sum{step="total"} ${total[0]}
playfront_page_render_seconds_count{step="total"} ${total[1]}
playfront_page_render_seconds_sum{step="react"} ${react[0]}
playfront_page_render_seconds_count{step="react"} ${react[1]}
playfront_page_cache_total{outcome="miss"} 4`;

describe('the server bench', () => {
  it("reads each render step's mean between two scrapes of /metrics", () => {
    const before = renderSteps(scrape([0.5, 5], [0.2, 5]));
    const after = renderSteps(scrape([2.5, 25], [1.2, 25]));
    expect(after.total).toEqual({ sum: 2.5, count: 25 });
    const mean = meanStepMs(before, after);
    expect(mean.total).toBeCloseTo(100);
    expect(mean.react).toBeCloseTo(50);
    // A step the server did not report has no mean.
    expect(mean.compress).toBeNaN();
  });

  it("reads the server's CPU seconds, every worker's summed", () => {
    expect(
      cpuSeconds('# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total 12.5\n'),
    ).toBe(12.5);
    expect(cpuSeconds('nothing here')).toBeNaN();
  });

  it("compares a page with the build's static file whose brotli bytes are nearest its own", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-bench-near-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, size] of [
      ['a.js.br', 4_000],
      ['b.js.br', 10_500],
      ['c.css.br', 13_000],
      ['d.svg.br', 11_000],
    ] as const) {
      writeFileSync(join(dir, 'assets', name), Buffer.alloc(size));
    }
    expect(staticFileNear(dir, 11_200)).toEqual({ path: '/assets/b.js', bytes: 10_500 });
    expect(staticFileNear(dir, 12_500)).toEqual({ path: '/assets/c.css', bytes: 13_000 });
  });
});
