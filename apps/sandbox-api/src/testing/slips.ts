import type { BetLineRecord, RequestOf } from '@playfront/core/contract';

type Selection = RequestOf<'/api/sportsbook/place'>['selections'][number];

/** A selection of a bet line as a slip sends it, with its stake when given (a single's leg). */
export const selectionOf = (
  line: Pick<BetLineRecord, 'match_id' | 'bet_type' | 'home_away' | 'odds'>,
  stake?: number,
): Selection => ({
  match_id: line.match_id,
  bet_type: line.bet_type,
  home_away: line.home_away,
  odds: line.odds,
  ...(stake === undefined ? {} : { stake }),
});

/** The slip fields of a single bet of `stake` on a line that takes any odds change. */
export const singleBet = (
  line: Pick<BetLineRecord, 'match_id' | 'bet_type' | 'home_away' | 'odds'>,
  stake: number,
  idempotency_key: string,
) => ({ idempotency_key, accept: 'any' as const, selections: [selectionOf(line, stake)] });
