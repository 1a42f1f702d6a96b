import type { BetRecord, StatementEntry } from '@playfront/core/contract';
import { statementKinds } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { applyBonusExpiries } from '../bonus/engine';
import { inList, num, str } from '../db/client';
import { historyPage, transactionTypeFilter } from '../db/history';
import type { HistoryFilter, HistoryTable } from '../db/history';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { expireDue, toTransaction } from '../payments/transactions';
import { withSportsBets } from '../sportsbook/bets';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { requirePlayer } from './lookups';

export const toBet = (r: Row): BetRecord => {
  const stake = num(r, 'stake_cents');
  const payout = num(r, 'payout_cents');
  return {
    bet_id: num(r, 'id'),
    provider_code: str(r, 'provider_code'),
    game_name: str(r, 'game_name'),
    stake: money(stake),
    payout: money(payout),
    win_loss: money(payout - stake),
    created_at: str(r, 'created_at'),
  };
};

export const toEntry = (r: Row): StatementEntry => ({
  entry_id: num(r, 'id'),
  kind: inList(statementKinds, str(r, 'kind')) ?? 'BONUS',
  description: str(r, 'description'),
  amount: money(num(r, 'amount_cents')),
  balance: money(num(r, 'balance_cents')),
  created_at: str(r, 'created_at'),
  wallet: str(r, 'wallet') === 'bonus' ? 'bonus' : 'cash',
});
/** Refuses a range whose start is after its end. */
function checkRange(start: string, end: string): void {
  if (start > end) throw new ApiError('invalidRequest', 'start_date: must not be after end_date');
}

/** One page of a player's rows within a date range, newest first, with the total. */
function page(
  db: Services['db'],
  table: HistoryTable,
  playerId: number,
  body: { start_date: string; end_date: string; page: number; page_size: number },
  extra?: HistoryFilter,
): Promise<{ rows: Row[]; total: number }> {
  checkRange(body.start_date, body.end_date);
  return historyPage(db, table, playerId, body, extra);
}

/** /api/wallet/transactions, bets and statement: the three histories, a page at a time. */
export function historyRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerCall(app, '/api/wallet/transactions', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const filter =
      body.type === 'all'
        ? undefined
        : transactionTypeFilter(body.type === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL');
    await db.write((tx) => expireDue(tx, player.id, sqlTime(services.now())));
    const { rows, total } = await page(db, 'wallet_transactions', player.id, body, filter);
    return ok({ value: rows.map(toTransaction), total });
  });

  registerCall(app, '/api/wallet/bets', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const { rows, total } = await page(db, 'bets', player.id, body);
    return ok({ value: await withSportsBets(db, rows.map(toBet), services.now()), total });
  });

  registerCall(app, '/api/wallet/statement', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    await applyBonusExpiries(db, player.id, sqlTime(services.now()));
    const { rows, total } = await page(db, 'ledger_entries', player.id, body);
    return ok({ value: rows.map(toEntry), total });
  });
}
