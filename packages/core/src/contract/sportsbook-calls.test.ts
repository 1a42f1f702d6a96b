import { describe, expect, it } from 'vitest';
import { priceHundredths, returnCents, selectionIdOf } from './prices';
import { placeBetsRequest } from './sportsbook-calls';

const slip = {
  domain_name: 'demo.test',
  external_id: '',
  account_id: 'demo01',
  auth: 'tok',
  idempotency_key: 'slip-0001-abcd',
  accept: 'better',
  selections: [{ match_id: 'M1', bet_type: 'HDP', home_away: 1, odds: 1.91, stake: 10 }],
};
const valid = (body: object) => placeBetsRequest.safeParse(body).success;

describe('place bets request', () => {
  it('accepts singles and a parlay in one slip', () => {
    expect(valid(slip)).toBe(true);
    expect(
      valid({
        ...slip,
        selections: [
          ...slip.selections,
          { match_id: 'M2', bet_type: '1X2', home_away: 3, odds: 3.2 },
        ],
        parlay_stake: 5.5,
      }),
    ).toBe(true);
  });

  it('refuses prices and stakes that cannot be quoted', () => {
    const withSelection = (over: object) => ({
      ...slip,
      selections: [{ ...slip.selections[0], ...over }],
    });
    expect(valid(withSelection({ odds: 1 }))).toBe(false);
    expect(valid(withSelection({ odds: 1.915 }))).toBe(false);
    expect(valid(withSelection({ stake: 0 }))).toBe(false);
    expect(valid(withSelection({ stake: 10.005 }))).toBe(false);
    expect(valid(withSelection({ home_away: 4 }))).toBe(false);
    expect(valid(withSelection({ bet_type: 'XYZ' }))).toBe(false);
  });

  it('needs an idempotency key, an acceptance mode and 1 to 20 selections', () => {
    expect(valid({ ...slip, idempotency_key: 'short' })).toBe(false);
    expect(valid({ ...slip, idempotency_key: "x' OR 1=1 --" })).toBe(false);
    expect(valid({ ...slip, accept: 'worse' })).toBe(false);
    expect(valid({ ...slip, selections: [] })).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => ({
      ...slip.selections[0],
      match_id: `M${i}`,
    }));
    expect(valid({ ...slip, selections: many })).toBe(false);
  });
});

describe('prices', () => {
  it('names a selection by match, market and outcome', () => {
    expect(selectionIdOf({ match_id: 'PF-20310511-2', bet_type: 'OU', home_away: 2 })).toBe(
      'PF-20310511-2:OU:2',
    );
  });

  it('computes returns on whole hundredths, rounded down to the cent', () => {
    expect(priceHundredths(1.15)).toBe(115);
    // 3 x 1.1 is 3.3000000000000003 in floating point; the return stays exact.
    expect(returnCents(300, [1.1])).toBe(330);
    expect(returnCents(1000, [1.91, 1.91, 1.91])).toBe(6967);
    expect(returnCents(1, [1.5])).toBe(1);
  });
});
