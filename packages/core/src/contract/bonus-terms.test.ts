import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contributionPercent,
  countedCents,
  matchedBonusCents,
  requiredWagerCents,
  splitStake,
  splitWin,
} from './bonus-terms';

const casino = [
  { category: 'slot_game', percent: 100 },
  { category: 'casino', percent: 10 },
];
const sports = [{ category: 'sportsbook', percent: 100, min_odds: 1.5 }];

describe('bonus terms', () => {
  it('matches a deposit up to the cap, and asks a multiple of the bonus', () => {
    expect(matchedBonusCents(100, 100_000, 50_000)).toBe(50_000);
    expect(matchedBonusCents(100, 100_000, 250_000)).toBe(100_000);
    expect(matchedBonusCents(50, 50_000, 33_333)).toBe(16_666);
    expect(requiredWagerCents(50_000, 10)).toBe(500_000);
  });

  it('counts each category at its share, sports only from the minimum odds, the rest not at all', () => {
    expect(contributionPercent(casino, 'slot_game')).toBe(100);
    expect(contributionPercent(casino, 'casino')).toBe(10);
    expect(contributionPercent(casino, 'poker')).toBe(0);
    expect(contributionPercent(sports, 'sportsbook', 1.5)).toBe(100);
    expect(contributionPercent(sports, 'sportsbook', 1.49)).toBe(0);
    expect(contributionPercent(sports, 'sportsbook')).toBe(0);
    expect(countedCents(1_005, 10)).toBe(100);
  });

  it('takes cash first and splits a win by where the stake came from, to the cent', () => {
    expect(splitStake(1_000, 400)).toEqual({ cash: 400, bonus: 600 });
    expect(splitStake(1_000, 5_000)).toEqual({ cash: 1_000, bonus: 0 });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(10_000_000), (stake, cash, win) => {
        const parts = splitStake(stake, cash);
        expect(parts.cash + parts.bonus).toBe(stake);
        expect(parts.cash).toBeLessThanOrEqual(cash);
        const won = splitWin(win, parts);
        expect(won.cash + won.bonus).toBe(win);
        expect(won.bonus >= 0 && won.cash >= 0).toBe(true);
        if (parts.bonus === 0) expect(won.bonus).toBe(0);
      }),
    );
  });
});
