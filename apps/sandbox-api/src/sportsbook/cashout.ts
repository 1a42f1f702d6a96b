import type {
  CashOutReason,
  LegResult,
  RequestOf,
  ResponseOf,
  SportsBet,
} from '@playfront/core/contract';
import { priceHundredths, returnCents } from '@playfront/core/contract';
import type { Tx } from '../db/client';
import { moveBalance } from '../db/ledger';
import { balancesCents } from '../db/players';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { money } from '../routes/define';
import { loadSportsBets, stakeOf } from './bets';
import type { OfferedLine } from './lines';

/** The operator's margin on a cash-out, in basis points of its fair value (5 %). */
export const CASH_OUT_MARGIN_BP = 500;

/** A leg as the cash-out prices it: the price it was placed at, its result, and its line now. */
export interface PricedLeg {
  placed: number;
  result: LegResult | null;
  line: Pick<OfferedLine, 'odds' | 'open' | 'in_play' | 'period'> | undefined;
}

export type CashOutQuote = { cents: number } | { cents: null; reason: CashOutReason };

/**
 * What the operator pays now to end a bet: the stake times the placed prices over the current
 * ones, less the margin, rounded down to the cent. A leg already won counts as settled (its
 * current price is 1), a void leg counts at 1 both ways, and a lost leg leaves nothing to pay.
 * None while a leg's market is suspended, or once its match is over or its line gone.
 */
export function quoteCashOut(
  stakeCents: number,
  legs: readonly PricedLeg[],
  marginBp = CASH_OUT_MARGIN_BP,
): CashOutQuote {
  if (legs.some((leg) => leg.result === 'lost')) return { cents: null, reason: 'closed' };
  let numerator = BigInt(Math.round(stakeCents)) * BigInt(10_000 - marginBp);
  let denominator = 10_000n;
  for (const leg of legs) {
    if (leg.result === 'void') continue;
    numerator *= BigInt(priceHundredths(leg.placed));
    denominator *= 100n;
    if (leg.result === 'won') continue;
    const { line } = leg;
    if (!line || line.period === 'FT') return { cents: null, reason: 'closed' };
    // An in-play line that takes no bets is suspended (an event, or the operator closed it); a
    // pre-match line that takes none has kicked off or been withdrawn.
    if (!line.open) return { cents: null, reason: line.in_play ? 'suspended' : 'closed' };
    numerator *= 100n;
    denominator *= BigInt(priceHundredths(line.odds));
  }
  return { cents: Number(numerator / denominator) };
}

/** The quote of an open bet at these lines; a bet staked with bonus money offers none. */
export function quoteBet(bet: SportsBet, lines: ReadonlyMap<string, OfferedLine>): CashOutQuote {
  if (bet.bonus_stake !== undefined) return { cents: null, reason: 'bonus' };
  return quoteCashOut(
    Math.round(bet.stake * 100),
    bet.legs.map((leg) => ({
      placed: leg.odds,
      result: leg.result,
      line: lines.get(leg.selection_id),
    })),
  );
}

/** The bets with the cash-out of each open one at these lines. */
export function withCashOut(
  bets: SportsBet[],
  lines: ReadonlyMap<string, OfferedLine>,
): SportsBet[] {
  return bets.map((bet) => {
    if (bet.status !== 'open') return bet;
    const quote = quoteBet(bet, lines);
    return quote.cents === null
      ? { ...bet, cash_out: null, cash_out_reason: quote.reason }
      : { ...bet, cash_out: money(quote.cents) };
  });
}

// ---------------------------------------------------------------- cashing out

export type CashOutBody = RequestOf<'/api/sportsbook/cash_out'>;
/** The answer of a cash-out, stored with its idempotency key so a retry gets it unchanged. */
export type CashOutAnswer = Required<
  Pick<ResponseOf<'/api/sportsbook/cash_out'>, 'value' | 'paid' | 'game_balance'>
>;

const cents = (amount: number) => Math.round(amount * 100);

/** What a retry of the same cash-out must match: everything the player chose. */
export const cashOutFingerprint = (body: CashOutBody): string =>
  JSON.stringify({
    site: [body.domain_name, body.external_id],
    bet: body.bet_id,
    seen: cents(body.cash_out),
    amount: body.amount === undefined ? null : cents(body.amount),
  });

/**
 * Cashes out a player's open bet in the caller's transaction, at the backend's price of `now`:
 * refused with the new value when it is not the one the player saw. All of it settles the bet;
 * a part pays that part and shrinks the stake (and the return) in proportion, the rest riding on.
 */
export async function cashOut(
  tx: Tx,
  player: { id: number; currency: string },
  body: CashOutBody,
  now: Date,
): Promise<CashOutAnswer> {
  const [bet] = await loadSportsBets(tx, [body.bet_id], now);
  const placed = bet ? await stakeOf(tx, bet.bet_id) : undefined;
  if (!bet || !placed || placed.playerId !== player.id)
    throw new ApiError('notFound', 'The player has no sports bet with this bet_id.');
  // Paid in the currency staked, into an account of that currency only: nothing converts.
  if (placed.currency !== player.currency) throw new ApiError('walletCurrencyMismatch');
  if (bet.status !== 'open' || bet.cash_out === undefined || bet.cash_out === null)
    throw new ApiError('betCashOutUnavailable', undefined, {
      params: { reason: bet.status === 'open' ? (bet.cash_out_reason ?? 'closed') : 'closed' },
    });
  const valueCents = cents(bet.cash_out);
  if (valueCents !== cents(body.cash_out))
    throw new ApiError('betCashOutChanged', undefined, { params: { cash_out: bet.cash_out } });
  const amountCents = body.amount === undefined ? valueCents : cents(body.amount);
  if (amountCents > valueCents)
    throw new ApiError('invalidRequest', 'amount: at most the cash-out value');
  const ridingCents = cents(bet.stake);
  const full = amountCents === valueCents;
  // The part of the stake the amount buys back, in proportion to the whole value.
  const cutCents = full ? ridingCents : Math.round((ridingCents * amountCents) / valueCents);
  if (!full && (cutCents < 1 || cutCents >= ridingCents))
    throw new ApiError('invalidRequest', 'amount: too small or too close to the whole value');
  const at = sqlTime(now);
  const rest = ridingCents - cutCents;
  const changed = full
    ? await tx.run(
        `UPDATE sports_bets SET status = 'cashed_out', settled_at = ?,
           cashed_out_cents = cashed_out_cents + ?, cashed_out_at = ?
         WHERE bet_id = ? AND status = 'open'`,
        [at, amountCents, at, bet.bet_id],
      )
    : await tx.run(
        `UPDATE sports_bets SET cashed_stake_cents = cashed_stake_cents + ?,
           potential_return_cents = ?, cashed_out_cents = cashed_out_cents + ?, cashed_out_at = ?
         WHERE bet_id = ? AND status = 'open'`,
        [
          cutCents,
          returnCents(
            rest,
            bet.legs.map((l) => l.odds),
          ),
          amountCents,
          at,
          bet.bet_id,
        ],
      );
  if (changed === 0)
    throw new ApiError('betCashOutUnavailable', undefined, { params: { reason: 'closed' } });
  await moveBalance(tx, player.id, {
    kind: 'WIN',
    description: full
      ? `Sports bet #${bet.bet_id} cashed out`
      : `Sports bet #${bet.bet_id} partly cashed out`,
    amountCents,
    currency: placed.currency,
    at,
  });
  await tx.run('UPDATE bets SET payout_cents = payout_cents + ? WHERE id = ?', [
    amountCents,
    bet.bet_id,
  ]);
  tx.notify({
    kind: 'bet',
    playerId: player.id,
    id: bet.bet_id,
    status: full ? 'cashed_out' : 'open',
  });
  const [after] = await loadSportsBets(tx, [bet.bet_id], now);
  const balances = await balancesCents(tx, player.id);
  if (!after) throw new ApiError('internalServerError');
  return {
    value: after,
    paid: money(amountCents),
    game_balance: money(balances?.game ?? 0),
  };
}

/** Keeps a cash-out's answer with its idempotency key, so a retry gets it unchanged. */
export async function recordCashOut(
  tx: Tx,
  c: {
    playerId: number;
    key: string;
    fingerprint: string;
    betId: number;
    answer: CashOutAnswer;
    at: Date;
  },
): Promise<void> {
  await tx.run(
    `INSERT INTO sports_cash_outs (player_id, idempotency_key, fingerprint, bet_id, paid_cents,
       answer, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      c.playerId,
      c.key,
      c.fingerprint,
      c.betId,
      cents(c.answer.paid),
      JSON.stringify(c.answer),
      sqlTime(c.at),
    ],
  );
}
