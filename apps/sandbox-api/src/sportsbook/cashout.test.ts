import { describe, expect, it } from 'vitest';
import { CASH_OUT_MARGIN_BP, quoteCashOut } from './cashout';

const open = (odds: number) => ({ odds, open: true, in_play: true, period: '1H' as const });

describe('the cash-out price', () => {
  it('pays the stake times the placed price over the current one, less the margin', () => {
    expect(CASH_OUT_MARGIN_BP).toBe(500);
    // 100.00 at 2.00, now 1.60: 100 × 2 / 1.6 × 0.95 = 118.75.
    expect(quoteCashOut(10_000, [{ placed: 2, result: null, line: open(1.6) }])).toEqual({
      cents: 11_875,
    });
    // The price drifted out: 100 × 2 / 3 × 0.95 = 63.333… rounds down to 63.33.
    expect(quoteCashOut(10_000, [{ placed: 2, result: null, line: open(3) }])).toEqual({
      cents: 6_333,
    });
  });

  it('multiplies a parlay’s legs, counting a won leg as settled and a void one at 1', () => {
    const legs = [
      { placed: 2, result: 'won' as const, line: undefined },
      { placed: 1.5, result: null, line: open(1.25) },
      { placed: 3.1, result: 'void' as const, line: undefined },
    ];
    // 10.00 × 2 × 1.5 / 1.25 × 0.95 = 22.80.
    expect(quoteCashOut(1_000, legs)).toEqual({ cents: 2_280 });
  });

  it('offers none once a leg lost, while a market is suspended, or when the match is over', () => {
    expect(
      quoteCashOut(1_000, [
        { placed: 2, result: 'lost', line: undefined },
        { placed: 2, result: null, line: open(2) },
      ]),
    ).toEqual({ cents: null, reason: 'closed' });
    expect(
      quoteCashOut(1_000, [{ placed: 2, result: null, line: { ...open(2), open: false } }]),
    ).toEqual({ cents: null, reason: 'suspended' });
    expect(
      quoteCashOut(1_000, [{ placed: 2, result: null, line: { ...open(2), period: 'FT' } }]),
    ).toEqual({ cents: null, reason: 'closed' });
    expect(quoteCashOut(1_000, [{ placed: 2, result: null, line: undefined }])).toEqual({
      cents: null,
      reason: 'closed',
    });
    // A pre-match line that stopped taking bets has kicked off: closed, not suspended.
    expect(
      quoteCashOut(1_000, [
        { placed: 2, result: null, line: { odds: 2, open: false, in_play: false } },
      ]),
    ).toEqual({ cents: null, reason: 'closed' });
  });
});
