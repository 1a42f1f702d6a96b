import { describe, expect, it } from 'vitest';
import { settingTakes } from './slip-odds';

describe('what the odds-change setting takes without asking', () => {
  it.each([
    ['any', 2.5, 2.2, true],
    ['any', 2.5, 2.8, true],
    ['better', 2.5, 2.8, true],
    ['better', 2.5, 2.2, false],
    ['none', 2.5, 2.8, false],
    ['none', 2.5, 2.2, false],
    ['none', 2.5, 2.5, true],
    ['better', 1.1, 1.1000000001, true],
  ] as const)('%s, taken at %s, now %s: %s', (accept, taken, latest, takes) => {
    expect(settingTakes(accept, taken, latest)).toBe(takes);
  });
});
