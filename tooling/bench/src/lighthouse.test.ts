import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, medianResult } from './lighthouse';

describe('medians of Lighthouse runs', () => {
  it('takes the median of an odd and an even number of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes each metric from its own median run', () => {
    expect(
      medianResult([
        {
          performance: 70,
          lcpMs: 3000,
          tbtMs: 500,
          cls: 0,
          benchmarkIndex: 1400,
          cpuSlowdown: 3.4,
        },
        {
          performance: 80,
          lcpMs: 2500,
          tbtMs: 700,
          cls: 0.01,
          benchmarkIndex: 1400,
          cpuSlowdown: 3.4,
        },
        {
          performance: 75,
          lcpMs: 2800,
          tbtMs: 300,
          cls: 0.002,
          benchmarkIndex: 1400,
          cpuSlowdown: 3.4,
        },
      ]),
    ).toEqual({
      performance: 75,
      lcpMs: 2800,
      tbtMs: 500,
      cls: 0.002,
      benchmarkIndex: 1400,
      cpuSlowdown: 3.4,
      tbtRunsMs: [300, 500, 700],
    });
  });
});

describe('the CPU slowdown calibrated to the machine', () => {
  it("is Lighthouse's 4x at the benchmark index it is calibrated for, and scales with the machine", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(3000)).toBeCloseTo(10.3, 1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds a slow machine up', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });
});
