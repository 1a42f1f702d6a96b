// Price arithmetic the client and the backend share; no schemas, so a page can use it without zod.

/**
 * A selection's id: its match, market (bet type) and outcome (home_away), e.g. `PF-20261125-1:HDP:1`.
 * Stable for as long as the match is offered, so a slip can hold it across reloads.
 */
export const selectionIdOf = (line: {
  match_id: string;
  bet_type: string;
  home_away: number;
}): string => `${line.match_id}:${line.bet_type}:${line.home_away}`;

/** Decimal odds as whole hundredths (2.15 -> 215): prices are quoted to two decimals. */
export const priceHundredths = (decimal: number): number => Math.round(decimal * 100);

/**
 * The return of a stake at the product of decimal prices (one for a single, the legs' for a
 * parlay), in cents, rounded down to the cent. Exact: prices are multiplied as whole hundredths.
 */
export function returnCents(stakeCents: number, decimals: readonly number[]): number {
  let numerator = BigInt(Math.round(stakeCents));
  let denominator = 1n;
  for (const decimal of decimals) {
    numerator *= BigInt(priceHundredths(decimal));
    denominator *= 100n;
  }
  return Number(numerator / denominator);
}
