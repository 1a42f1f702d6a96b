// Bonus arithmetic the client and the backend share: functions only, no schemas and no values
// the call schemas need, so a screen that uses it carries nothing else of the contract. Every
// amount is in cents of the account's currency.

/** The game category key (`slot_game`, `casino`, ...) whose stakes count, or `sportsbook`. */
export interface Contribution {
  category: string;
  /** How much of a stake counts towards the wagering, 0 to 100. */
  percent: number;
  /** Sports: the lowest decimal odds of a bet (a parlay's combined odds) that count. */
  min_odds?: number | undefined;
}

/** The bonus a deposit earns: the offer's percentage of it, at most the offer's cap. */
export function matchedBonusCents(
  matchPercent: number,
  maxBonusCents: number,
  depositCents: number,
): number {
  return Math.max(0, Math.min(maxBonusCents, Math.floor((depositCents * matchPercent) / 100)));
}

/** What must be wagered before a bonus turns into cash: a multiple of the bonus. */
export const requiredWagerCents = (bonusCents: number, multiplier: number): number =>
  Math.round(bonusCents * multiplier);

/**
 * The percent of a stake that counts: its category's entry; for sports only at odds of at least
 * the entry's `min_odds`. A category the terms leave out counts nothing.
 */
export function contributionPercent(
  contributions: readonly Contribution[],
  category: string,
  odds?: number,
): number {
  const entry = contributions.find((c) => c.category === category);
  if (!entry) return 0;
  if (entry.min_odds !== undefined && (odds === undefined || odds < entry.min_odds)) return 0;
  return entry.percent;
}

/** The cents a stake adds to the amount wagered at a contribution (rounded down to the cent). */
export const countedCents = (stakeCents: number, percent: number): number =>
  Math.floor((stakeCents * percent) / 100);

/** A stake's parts: cash first, the rest from the bonus. */
export function splitStake(stakeCents: number, cashCents: number): { cash: number; bonus: number } {
  const cash = Math.max(0, Math.min(stakeCents, cashCents));
  return { cash, bonus: stakeCents - cash };
}

/**
 * A win's parts: each part of the stake earns its share, so winnings go back to where the stake
 * came from (the bonus part's share rounded down, the cent left over to cash).
 */
export function splitWin(
  winCents: number,
  stake: { cash: number; bonus: number },
): { cash: number; bonus: number } {
  const total = stake.cash + stake.bonus;
  const bonus = total > 0 ? Math.floor((winCents * stake.bonus) / total) : 0;
  return { cash: winCents - bonus, bonus };
}
