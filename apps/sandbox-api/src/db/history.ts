import type { Row } from '@libsql/client';
import type { Db, SqlValue } from './client';
import { num } from './client';

/** The history tables and what narrows each list (the transactions screen's type filter). */
export type HistoryTable = 'wallet_transactions' | 'bets' | 'ledger_entries';
export interface HistoryFilter {
  where: string;
  args: SqlValue[];
}

/** A date range of a history, both ends `YYYY-MM-DD` and included. */
export interface HistoryRange {
  start_date: string;
  end_date: string;
}

/**
 * Which of a player's rows a history holds for a date range: the screens' pages and the
 * downloaded file read the same rows, newest first, through this one condition.
 */
export function historyRange(
  playerId: number,
  range: HistoryRange,
  extra: HistoryFilter = { where: '', args: [] },
): { where: string; args: SqlValue[]; order: string } {
  return {
    where: `player_id = ? AND substr(created_at, 1, 10) BETWEEN ? AND ?${extra.where}`,
    args: [playerId, range.start_date, range.end_date, ...extra.args],
    order: 'ORDER BY created_at DESC, id DESC',
  };
}

/** The transactions screen's type filter as a condition. */
export const transactionTypeFilter = (type: 'DEPOSIT' | 'WITHDRAWAL'): HistoryFilter => ({
  where: ' AND type = ?',
  args: [type],
});

/** One page of a player's rows within a date range, newest first, with the total. */
export async function historyPage(
  db: Pick<Db, 'get' | 'all'>,
  table: HistoryTable,
  playerId: number,
  body: HistoryRange & { page: number; page_size: number },
  extra?: HistoryFilter,
): Promise<{ rows: Row[]; total: number }> {
  const { where, args, order } = historyRange(playerId, body, extra);
  const [count, rows] = await Promise.all([
    db.get(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, args),
    db.all(`SELECT * FROM ${table} WHERE ${where} ${order} LIMIT ? OFFSET ?`, [
      ...args,
      body.page_size,
      (body.page - 1) * body.page_size,
    ]),
  ]);
  return { rows, total: count ? num(count, 'n') : 0 };
}

/** Every row of a player's history within a date range, newest first (a downloaded file). */
export async function historyRows(
  db: Pick<Db, 'all'>,
  table: HistoryTable,
  playerId: number,
  range: HistoryRange,
  extra?: HistoryFilter,
): Promise<Row[]> {
  const { where, args, order } = historyRange(playerId, range, extra);
  return db.all(`SELECT * FROM ${table} WHERE ${where} ${order}`, args);
}
