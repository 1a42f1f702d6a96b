import { describe, expect, it } from 'vitest';
import { median, medianResult } from './lighthouse';

describe('medians of Lighthouse runs', () => {
  it('takes the median of an odd and an even number of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes each metric from its own median run', () => {
    expect(
      medianResult([
        { performance: 70, lcpMs: 3000, tbtMs: 500, cls: 0, benchmarkIndex: 1400 },
        { performance: 80, lcpMs: 2500, tbtMs: 700, cls: 0.01, benchmarkIndex: 1400 },
        { performance: 75, lcpMs: 2800, tbtMs: 300, cls: 0.002, benchmarkIndex: 1400 },
      ]),
    ).toEqual({ performance: 75, lcpMs: 2800, tbtMs: 500, cls: 0.002, benchmarkIndex: 1400 });
  });
});
