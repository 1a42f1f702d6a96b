import { str } from '../db/client';
import { ApiError } from '../errors';
import type { PlaceAnswer } from './bets';
import type { CashOutAnswer } from './cashout';
import type { Reader } from './lines';

/** The tables a sportsbook call keeps its answers in, by player and idempotency key. */
interface AnswerTables {
  sports_placements: PlaceAnswer;
  sports_cash_outs: CashOutAnswer;
}

/** An answer kept with its idempotency key, and the fingerprint of the request it answered. */
export interface KeptAnswer<T> {
  fingerprint: string;
  answer: T;
}

/** The answer `table` keeps for this player's idempotency key, if a call made earlier kept one. */
export async function keptAnswer<Table extends keyof AnswerTables>(
  tx: Reader,
  table: Table,
  playerId: number,
  key: string,
): Promise<KeptAnswer<AnswerTables[Table]> | undefined> {
  const row = await tx.get(
    `SELECT fingerprint, answer FROM ${table} WHERE player_id = ? AND idempotency_key = ?`,
    [playerId, key],
  );
  return row
    ? {
        fingerprint: str(row, 'fingerprint'),
        answer: JSON.parse(str(row, 'answer')) as AnswerTables[Table],
      }
    : undefined;
}

/**
 * The earlier answer a retry gets unchanged, when the key was used for the same request; a key
 * used for another `what` (a slip, a cash-out) is refused.
 */
export function replayOf<T>(
  earlier: KeptAnswer<T> | undefined,
  fingerprint: string,
  what: string,
): T | undefined {
  if (!earlier) return undefined;
  if (earlier.fingerprint !== fingerprint)
    throw new ApiError('invalidRequest', `idempotency_key: already used for another ${what}`);
  return earlier.answer;
}
