import { describe, expect, it } from 'vitest';
import type { VipLevel } from '../contract';
import { vipSummary } from './summary';

const level = (over: Partial<VipLevel> = {}): VipLevel => ({
  starting_deposit: 0,
  cycle_deposit: 250,
  deposit_next: 1000,
  starting_turnover: 0,
  cycle_turnover: 3000,
  turnover_next: 4000,
  vip_name: 'Silver',
  vip_name_next: 'Gold',
  ...over,
});

describe('VIP summary', () => {
  it('reads totals, progress and level names from the first nextLevel entry', () => {
    expect(vipSummary([level(), level({ vip_name: 'Gold', vip_name_next: 'Platinum' })])).toEqual({
      totalDeposit: 250,
      depoProgress: 25,
      totalTurnover: 3000,
      toProgress: 75,
      currentLevel: 'Silver',
      nextLevel: 'Gold',
    });
  });

  it('caps deposit progress at 100 percent', () => {
    expect(vipSummary([level({ cycle_deposit: 5000, deposit_next: 1000 })])?.depoProgress).toBe(
      100,
    );
  });

  it('caps turnover progress at 100 percent', () => {
    expect(vipSummary([level({ cycle_turnover: 9000, turnover_next: 4000 })])?.toProgress).toBe(
      100,
    );
  });

  it('counts a zero target as 0 percent when nothing was reached and 100 when it was', () => {
    const s = vipSummary([
      level({ cycle_deposit: 0, deposit_next: 0, cycle_turnover: 10, turnover_next: 0 }),
    ]);
    expect(s?.depoProgress).toBe(0);
    expect(s?.toProgress).toBe(100);
  });

  it('gives no summary when the list is missing or empty', () => {
    expect(vipSummary(undefined)).toBeNull();
    expect(vipSummary([])).toBeNull();
  });
});
