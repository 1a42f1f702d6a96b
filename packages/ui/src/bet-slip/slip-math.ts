import type { OddsAcceptance, SportsbookLimits } from '@playfront/core/contract';
import type { BetSlipState, SlipEntry } from '@playfront/core/sports';
import { parlayOdds, potentialReturn } from '@playfront/core/sports';

/** A typed stake: a positive amount with at most two decimals. */
const STAKE = /^\d+(?:\.\d{1,2})?$/;

/** What a stake field holds: nothing, a stake, or text that is not one. */
export type StakeReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'below'; amount: number }
  | { kind: 'above'; amount: number }
  | { kind: 'ok'; amount: number };

/** Reads a typed stake against the operator's limits (before the limits load, any amount goes). */
export function readStake(
  text: string | undefined,
  limits: Pick<SportsbookLimits, 'min_stake' | 'max_stake'> | undefined,
): StakeReading {
  const trimmed = (text ?? '').trim().replace(/,/g, '');
  if (trimmed === '') return { kind: 'empty' };
  if (!STAKE.test(trimmed)) return { kind: 'invalid' };
  const amount = Number(trimmed);
  if (amount <= 0) return { kind: 'invalid' };
  if (limits && amount < limits.min_stake) return { kind: 'below', amount };
  if (limits && amount > limits.max_stake) return { kind: 'above', amount };
  return { kind: 'ok', amount };
}

/** Why a parlay of these selections cannot be placed, or null when it can. */
export function parlayProblem(
  selections: readonly SlipEntry[],
  limits: Pick<SportsbookLimits, 'min_parlay_legs' | 'max_parlay_legs'> | undefined,
): 'betTooFewLegs' | 'betTooManyLegs' | 'betSameMatchParlay' | null {
  const min = limits?.min_parlay_legs ?? 2;
  if (selections.length < min) return 'betTooFewLegs';
  if (limits && selections.length > limits.max_parlay_legs) return 'betTooManyLegs';
  if (new Set(selections.map((s) => s.line.match_id)).size !== selections.length)
    return 'betSameMatchParlay';
  return null;
}

/** One selection as the placement call takes it. */
interface PlacedSelection {
  match_id: string;
  bet_type: SlipEntry['line']['bet_type'];
  home_away: number;
  odds: number;
  stake?: number;
}

/** The body of a placement (without the idempotency key), or null when nothing can be placed. */
export interface PlacementPlan {
  accept: OddsAcceptance;
  selections: PlacedSelection[];
  parlay_stake?: number;
  /** What the bets cost together. */
  total: number;
  /** What they return together if every one wins. */
  potential: number;
  /** How many bets the slip places. */
  bets: number;
}

const leg = (entry: SlipEntry): PlacedSelection => ({
  match_id: entry.line.match_id,
  bet_type: entry.line.bet_type,
  home_away: entry.line.home_away,
  odds: entry.odds,
});

/**
 * What the slip would place: singles with a valid stake, or the parlay of every selection. Null
 * when a stake is missing or out of limits, a selection is closed or the parlay breaks its rules.
 */
export function planPlacement(
  slip: Pick<BetSlipState, 'selections' | 'mode' | 'stakes' | 'parlayStake' | 'accept'>,
  limits: SportsbookLimits | undefined,
): PlacementPlan | null {
  const { selections, accept } = slip;
  if (selections.length === 0) return null;
  if (slip.mode === 'parlay') {
    if (selections.some((s) => !s.open) || parlayProblem(selections, limits)) return null;
    const stake = readStake(slip.parlayStake, limits);
    if (stake.kind !== 'ok') return null;
    const odds = selections.map((s) => s.odds);
    return {
      accept,
      selections: selections.map(leg),
      parlay_stake: stake.amount,
      total: stake.amount,
      potential: potentialReturn(stake.amount, odds),
      bets: 1,
    };
  }
  const readings = selections.map(
    (s) => [s, readStake(slip.stakes[s.selection_id], limits)] as const,
  );
  if (readings.some(([, r]) => r.kind !== 'ok' && r.kind !== 'empty')) return null;
  const staked = readings.flatMap(([s, r]) => (r.kind === 'ok' ? [{ s, amount: r.amount }] : []));
  if (staked.length === 0 || staked.some(({ s }) => !s.open)) return null;
  const cents = (n: number) => Math.round(n * 100);
  return {
    accept,
    selections: staked.map(({ s, amount }) => ({ ...leg(s), stake: amount })),
    total: staked.reduce((sum, { amount }) => sum + cents(amount), 0) / 100,
    potential:
      staked.reduce((sum, { s, amount }) => sum + cents(potentialReturn(amount, [s.odds])), 0) /
      100,
    bets: staked.length,
  };
}

/** The combined decimal odds of the slip's selections, shown to two places. */
export const combinedOdds = (selections: readonly SlipEntry[]): number =>
  selections.length === 0 ? 0 : Math.round(parlayOdds(selections.map((s) => s.odds)) * 100) / 100;
