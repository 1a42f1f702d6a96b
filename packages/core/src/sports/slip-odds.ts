import { priceHundredths, returnCents } from '../contract/prices';
import type { OddsAcceptance } from '../contract/sportsbook-calls';
import { assertDecimal } from './odds';

/*
 * The bet slip's arithmetic on prices, apart from their formatting so that pages which only
 * show prices do not load it.
 */

/** The combined decimal odds of a parlay: the product of its legs' prices as quoted. */
export function parlayOdds(decimals: readonly number[]): number {
  if (decimals.length === 0) throw new RangeError('A parlay has at least one leg.');
  return decimals.reduce((product, decimal) => {
    assertDecimal(decimal);
    return product * (priceHundredths(decimal) / 100);
  }, 1);
}

/**
 * What a stake returns (stake included) at the product of these prices: one price for a single,
 * the legs' for a parlay; rounded down to the cent, exactly as the server pays it.
 */
export function potentialReturn(stake: number, decimals: readonly number[]): number {
  for (const decimal of decimals) assertDecimal(decimal);
  if (!Number.isFinite(stake) || stake <= 0) return 0;
  return returnCents(Math.round(stake * 100), decimals) / 100;
}

/** How a price moved against the one a slip showed. */
export type OddsMove = 'up' | 'down' | 'same';

/** Compares the current price with the one shown, at the quoted precision. */
export function oddsMove(shown: number, current: number): OddsMove {
  const [before, now] = [priceHundredths(shown), priceHundredths(current)];
  if (now === before) return 'same';
  return now > before ? 'up' : 'down';
}

/**
 * Whether the player's setting takes a price that moved from the one taken without asking: any
 * move with `any`, a higher price with `better`, none with `none`. The backend applies the same
 * rule when it places the bet; the slip only shows it.
 */
export function settingTakes(accept: OddsAcceptance, taken: number, latest: number): boolean {
  const move = oddsMove(taken, latest);
  return move === 'same' || accept === 'any' || (accept === 'better' && move === 'up');
}
