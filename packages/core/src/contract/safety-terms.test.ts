import { describe, expect, it } from 'vitest';
import { ageOn } from './safety-terms';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('ageOn', () => {
  it('counts whole years, a birthday counting from its morning', () => {
    expect(ageOn('2005-03-10', day('2026-03-09'))).toBe(20);
    expect(ageOn('2005-03-10', day('2026-03-10'))).toBe(21);
    expect(ageOn('1990-12-31', day('2026-01-01'))).toBe(35);
  });

  it('lets a leap-day birthday turn a year older on 1 March', () => {
    expect(ageOn('2004-02-29', day('2025-02-28'))).toBe(20);
    expect(ageOn('2004-02-29', day('2025-03-01'))).toBe(21);
  });

  it('answers null for no real date, the future or before 1900', () => {
    for (const text of ['1990-02-30', '1990-13-01', '90-01-01', '', '1899-12-31', '2026-03-11'])
      expect(ageOn(text, day('2026-03-10')), text).toBeNull();
  });
});
