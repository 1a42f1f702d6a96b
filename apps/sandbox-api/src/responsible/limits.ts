import type { PlayerLimit } from '@playfront/core/contract';
import type {
  AnyLimitKind,
  AnyLimitPeriod,
  LimitKind,
  StoredLimit,
} from '@playfront/core/responsible';
import {
  exceeds,
  limitAt,
  limitKinds,
  limitPeriods,
  periodEnd,
  periodStart,
} from '@playfront/core/responsible';
import type { Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { sqlTime } from '../db/seed';
import type { ErrorKey } from '../errors';
import { ApiError } from '../errors';
import { money } from '../routes/define';

/** What reading limits needs: any query runner (the database or an open transaction). */
type Reader = Pick<Tx, 'all' | 'get'>;

/** Every limit a player has, in the order the API lists them. */
export const allLimits: readonly (readonly [AnyLimitKind, AnyLimitPeriod])[] = [
  ...limitKinds.flatMap((kind) => limitPeriods.map((period) => [kind, period] as const)),
  ['session_time', 'session'],
];

/** What the limits read: the clock, and how long an unused session stays open. */
export interface LimitContext {
  now(): Date;
  sessions: { idleMs: number };
}

/** The player whose limits apply, with the time zone their operator's days start in. */
export interface LimitHolder {
  id: number;
  timeZone: string;
}

/** A money movement or a game launch checked against the player's limits. */
export type LimitedAction =
  | { kind: 'deposit'; amountCents: number }
  | { kind: 'wager'; amountCents: number }
  | { kind: 'launch' };

const keyOf = (kind: string, period: string) => `${kind}:${period}`;
const fromSql = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** The player's stored limits by `kind:period`; missing ones have no limit. */
async function storedLimits(q: Reader, playerId: number): Promise<Map<string, StoredLimit>> {
  const rows = await q.all('SELECT * FROM player_limits WHERE player_id = ?', [playerId]);
  return new Map(
    rows.map((r) => {
      const value = strOrNull(r, 'value') === null ? null : num(r, 'value');
      const pendingValue = strOrNull(r, 'pending_value') === null ? null : num(r, 'pending_value');
      const effectiveAt = strOrNull(r, 'effective_at');
      const pending =
        num(r, 'has_pending') === 1 && effectiveAt
          ? { value: pendingValue, effectiveAt: fromSql(effectiveAt) }
          : null;
      return [keyOf(str(r, 'kind'), str(r, 'period')), { value, pending }];
    }),
  );
}

/**
 * What the player used of a money limit since `since`, in cents: deposits asked for (waiting or
 * credited), stakes of cash and bonus money alike (net of stakes returned on void bets), or
 * losses of cash net of cash wins (never below 0): bonus money lost is not the player's.
 */
export async function usedCents(
  q: Reader,
  playerId: number,
  kind: LimitKind,
  since: Date,
): Promise<number> {
  const at = sqlTime(since);
  const row =
    kind === 'deposit'
      ? await q.get(
          `SELECT COALESCE(SUM(amount_cents), 0) AS used FROM wallet_transactions
           WHERE player_id = ? AND type = 'DEPOSIT' AND status IN ('PENDING', 'SUCCESS')
             AND created_at >= ?`,
          [playerId, at],
        )
      : await q.get(
          `SELECT COALESCE(-SUM(amount_cents), 0) AS used FROM ledger_entries
           WHERE player_id = ? AND kind IN (${kind === 'wager' ? "'BET'" : "'BET', 'WIN'"})
             ${kind === 'wager' ? '' : "AND wallet = 'cash'"} AND created_at >= ?`,
          [playerId, at],
        );
  return Math.max(0, row ? num(row, 'used') : 0);
}

/**
 * Whole minutes the player has played today (since `dayStart`): every sign-in of the day from its
 * start to its last use, or to now while its session is open and in use; sessions on two devices
 * at once count once. Signing in again adds to the count, never starts it over.
 */
export async function playedMinutes(
  q: Reader,
  playerId: number,
  dayStart: Date,
  context: LimitContext,
): Promise<number> {
  const now = context.now().getTime();
  const since = dayStart.getTime();
  const rows = await q.all(
    `SELECT h.at, h.seen_ms, s.id AS open_id FROM login_history h
     LEFT JOIN sessions s ON s.login_id = h.id
     WHERE h.player_id = ? AND (h.seen_ms IS NULL OR h.seen_ms >= ? OR s.id IS NOT NULL)`,
    [playerId, since],
  );
  const spans = rows
    .map((r) => {
      const start = Date.parse(str(r, 'at'));
      const seen = strOrNull(r, 'seen_ms') === null ? start : num(r, 'seen_ms');
      const live = strOrNull(r, 'open_id') !== null && now - seen < context.sessions.idleMs;
      return [Math.max(start, since), Math.min(live ? now : seen, now)] as const;
    })
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = since;
  for (const [from, to] of spans) {
    if (to <= reached) continue;
    total += to - Math.max(from, reached);
    reached = to;
  }
  return Math.floor(total / 60_000);
}

/** Every limit as the API answers it: in force now, waiting changes, usage and reset time. */
export async function readLimits(
  q: Reader,
  { id: playerId, timeZone }: LimitHolder,
  context: LimitContext,
): Promise<PlayerLimit[]> {
  const now = context.now();
  const stored = await storedLimits(q, playerId);
  return Promise.all(
    allLimits.map(async ([kind, period]): Promise<PlayerLimit> => {
      const limit = limitAt(stored.get(keyOf(kind, period)) ?? { value: null, pending: null }, now);
      const asAmount = (v: number | null) => (v === null || kind === 'session_time' ? v : money(v));
      const pending = limit.pending
        ? {
            value: asAmount(limit.pending.value),
            effective_at: limit.pending.effectiveAt.toISOString(),
          }
        : null;
      if (kind === 'session_time' || period === 'session')
        return {
          kind,
          period,
          value: limit.value,
          pending,
          used: await playedMinutes(q, playerId, periodStart('daily', now, timeZone), context),
          resets_at: periodEnd('daily', now, timeZone).toISOString(),
        };
      const since = periodStart(period, now, timeZone);
      return {
        kind,
        period,
        value: asAmount(limit.value),
        pending,
        used: money(await usedCents(q, playerId, kind, since)),
        resets_at: periodEnd(period, now, timeZone).toISOString(),
      };
    }),
  );
}

const refusalOf: Readonly<Record<LimitKind, ErrorKey>> = {
  deposit: 'limitDepositReached',
  loss: 'limitLossReached',
  wager: 'limitWagerReached',
};

/**
 * Refuses an action that a limit does not allow, inside the caller's transaction and before it
 * writes anything, so a refused deposit, bet or launch records nothing. Deposits count against
 * deposit limits; stakes against wager limits and, since a stake can be lost, loss limits; a game
 * launch, spin or bet is refused once a loss limit is used up or the day's play time has passed. The
 * refusal names the limit and when it resets (`statusParams`).
 */
export async function enforceLimits(
  tx: Reader,
  { id: playerId, timeZone }: LimitHolder,
  action: LimitedAction,
  context: LimitContext,
): Promise<void> {
  const now = context.now();
  const stored = await storedLimits(tx, playerId);
  const inForce = (kind: AnyLimitKind, period: AnyLimitPeriod) =>
    limitAt(stored.get(keyOf(kind, period)) ?? { value: null, pending: null }, now).value;

  const checks: LimitKind[] =
    action.kind === 'deposit'
      ? ['deposit']
      : action.kind === 'wager'
        ? ['wager', 'loss']
        : ['loss'];
  const amount = action.kind === 'launch' ? 0 : action.amountCents;
  for (const kind of checks) {
    for (const period of limitPeriods) {
      const limit = inForce(kind, period);
      if (limit === null) continue;
      const used = await usedCents(tx, playerId, kind, periodStart(period, now, timeZone));
      const over = action.kind === 'launch' ? used >= limit : exceeds(used, amount, limit);
      if (!over) continue;
      const resets = periodEnd(period, now, timeZone);
      throw new ApiError(
        refusalOf[kind],
        `The ${period} ${kind} limit of ${money(limit)} does not allow this; it resets at ${resets.toISOString()}.`,
        {
          params: {
            period,
            limit: money(limit),
            remaining: money(Math.max(0, limit - used)),
            resets_at: resets.toISOString(),
            time_zone: timeZone,
          },
        },
      );
    }
  }
  // Play time stops launches, spins and bets alike, counted over the whole day.
  if (action.kind === 'launch' || action.kind === 'wager') {
    const minutes = inForce('session_time', 'session');
    const dayStart = periodStart('daily', now, timeZone);
    if (minutes !== null && (await playedMinutes(tx, playerId, dayStart, context)) >= minutes) {
      const resets = periodEnd('daily', now, timeZone);
      throw new ApiError(
        'limitSessionTimeReached',
        `The daily play-time limit of ${minutes} minutes has passed; it resets at ${resets.toISOString()}.`,
        { params: { minutes, resets_at: resets.toISOString(), time_zone: timeZone } },
      );
    }
  }
}

/** Stores a change a player made (already worked out by `changeLimit`). */
export async function storeLimit(
  tx: Tx,
  playerId: number,
  kind: AnyLimitKind,
  period: AnyLimitPeriod,
  limit: StoredLimit,
  now: Date,
): Promise<void> {
  await tx.run(
    `INSERT INTO player_limits (player_id, kind, period, value, has_pending, pending_value, effective_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, kind, period) DO UPDATE SET value = excluded.value,
       has_pending = excluded.has_pending, pending_value = excluded.pending_value,
       effective_at = excluded.effective_at, updated_at = excluded.updated_at`,
    [
      playerId,
      kind,
      period,
      limit.value,
      limit.pending ? 1 : 0,
      limit.pending?.value ?? null,
      limit.pending ? sqlTime(limit.pending.effectiveAt) : null,
      sqlTime(now),
    ],
  );
}

/** The stored limit of one kind and period (none when never set). */
export async function storedLimit(
  q: Reader,
  playerId: number,
  kind: AnyLimitKind,
  period: AnyLimitPeriod,
): Promise<StoredLimit> {
  return (
    (await storedLimits(q, playerId)).get(keyOf(kind, period)) ?? { value: null, pending: null }
  );
}
