import type { HistoryExportKind, LanguageCode } from '@playfront/core/contract';
import { HISTORY_EXPORT_MAX_DAYS } from '@playfront/core/contract';
import { periodStart } from '@playfront/core/responsible';
import type { Row } from '@libsql/client';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sqlTime } from '../db/seed';
import {
  closeAccount,
  hasOpenSportsBet,
  hasPendingWithdrawal,
  netDepositsCents,
} from '../db/players';
import { ApiError } from '../errors';
import { applyBonusExpiries } from '../bonus/engine';
import { expireDue, toTransaction } from '../payments/transactions';
import { verifyPassword } from '../security/passwords';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import type { Caller } from './lookups';
import { accountKey, requirePlayer } from './lookups';
import { withSportsBets } from '../sportsbook/bets';
import type { HistoryFilter, HistoryTable } from '../db/history';
import { historyRows, transactionTypeFilter } from '../db/history';
import { toBet, toEntry } from './histories';

const DAY_MS = 86_400_000;

/** A calendar date the range fields may name (`2026-02-30` is none). */
function calendarDay(text: string): number | null {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

/** Refuses a period that is not two real dates in order, or longer than one file covers. */
export function checkExportPeriod(start: string, end: string): void {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (from === null) throw new ApiError('invalidRequest', 'start_date: not a calendar date');
  if (to === null) throw new ApiError('invalidRequest', 'end_date: not a calendar date');
  if (from > to) throw new ApiError('invalidRequest', 'start_date: must not be after end_date');
  if ((to - from) / DAY_MS + 1 > HISTORY_EXPORT_MAX_DAYS)
    throw new ApiError('historyRangeTooLong', undefined, {
      params: { days: HISTORY_EXPORT_MAX_DAYS },
    });
}

/** A stored UTC time (`YYYY-MM-DD HH:MM:SS`) as the wall clock of `timeZone` shows it. */
export function localTime(stored: string, timeZone: string): string {
  const at = new Date(`${stored.replace(' ', 'T').slice(0, 19)}Z`);
  if (Number.isNaN(at.getTime())) return stored;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** What each file lists: its table, the screen's filter and its columns. */
const sources: Record<HistoryExportKind, { table: HistoryTable; filter?: HistoryFilter }> = {
  statement: { table: 'ledger_entries' },
  bets: { table: 'bets' },
  deposits: { table: 'wallet_transactions', filter: transactionTypeFilter('DEPOSIT') },
  withdrawals: { table: 'wallet_transactions', filter: transactionTypeFilter('WITHDRAWAL') },
};

type Cell = string | number;

/** Column names of each file; `{z}` is the time zone, `{c}` the currency. */
interface Columns {
  statement: readonly string[];
  bets: readonly string[];
  transactions: readonly string[];
}

const englishColumns: Columns = {
  statement: [
    'Date ({z})',
    'Entry',
    'Type',
    'Wallet',
    'Details',
    'Amount ({c})',
    'Balance after ({c})',
  ],
  bets: ['Date ({z})', 'Bet', 'Provider', 'Game', 'Stake ({c})', 'Payout ({c})', 'Win/loss ({c})'],
  transactions: [
    'Date ({z})',
    'Transaction',
    'Type',
    'Method',
    'Amount ({c})',
    'Fee ({c})',
    'Status',
    'Reference',
  ],
};

/** The column names in the languages the site is written in; any other reads English. */
const columnsIn: Partial<Record<LanguageCode, Columns>> = {
  EN: englishColumns,
  PHP: {
    statement: [
      'Petsa ({z})',
      'Entry',
      'Uri',
      'Wallet',
      'Detalye',
      'Halaga ({c})',
      'Balanse pagkatapos ({c})',
    ],
    bets: [
      'Petsa ({z})',
      'Taya',
      'Provider',
      'Laro',
      'Halaga ng taya ({c})',
      'Bayad ({c})',
      'Panalo/talo ({c})',
    ],
    transactions: [
      'Petsa ({z})',
      'Transaksyon',
      'Uri',
      'Paraan',
      'Halaga ({c})',
      'Bayarin ({c})',
      'Katayuan',
      'Reference',
    ],
  },
  CN: {
    statement: [
      '日期（{z}）',
      '流水号',
      '类型',
      '钱包',
      '详情',
      '金额（{c}）',
      '变动后余额（{c}）',
    ],
    bets: [
      '日期（{z}）',
      '注单号',
      '供应商',
      '游戏',
      '投注额（{c}）',
      '派彩（{c}）',
      '输赢（{c}）',
    ],
    transactions: [
      '日期（{z}）',
      '交易号',
      '类型',
      '方式',
      '金额（{c}）',
      '手续费（{c}）',
      '状态',
      '参考号',
    ],
  },
};

/** The header and rows of one history, amounts in the account's currency. */
async function exportTable(
  db: Db,
  kind: HistoryExportKind,
  rows: Row[],
  caller: Pick<Caller, 'currency' | 'timeZone'>,
  language: LanguageCode,
): Promise<Cell[][]> {
  const when = (at: string) => localTime(at, caller.timeZone);
  const columns = columnsIn[language] ?? englishColumns;
  const header = (names: readonly string[]) =>
    names.map((name) => name.replace('{z}', caller.timeZone).replace('{c}', caller.currency));
  if (kind === 'statement')
    return [
      header(columns.statement),
      ...rows
        .map(toEntry)
        .map((e) => [
          when(e.created_at),
          String(e.entry_id),
          e.kind,
          e.wallet ?? 'cash',
          e.description,
          e.amount,
          e.balance,
        ]),
    ];
  if (kind === 'bets') {
    const bets = await withSportsBets(db, rows.map(toBet));
    return [
      header(columns.bets),
      ...bets.map((b) => [
        when(b.created_at),
        String(b.bet_id),
        b.provider_code,
        b.game_name,
        b.stake,
        b.payout,
        b.win_loss,
      ]),
    ];
  }
  return [
    header(columns.transactions),
    ...rows
      .map(toTransaction)
      .map((t) => [
        when(t.created_at),
        String(t.transaction_id),
        t.type,
        t.method,
        t.amount,
        t.fee ?? 0,
        t.status,
        t.reference ?? '',
      ]),
  ];
}

/**
 * CSV text of `table`: amounts with two decimals, and a text cell that starts with = + - @ (or a
 * tab or carriage return) escaped with a leading quote, so a spreadsheet never runs it as a
 * formula. Numbers are left as numbers, so a negative amount stays a number.
 */
export const toCsv = (table: Cell[][]): string =>
  stringify(table, {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { number: (value) => value.toFixed(2) },
  });

/** /api/auth/close_account, /api/wallet/net_deposits and /api/wallet/history_export. */
export function accountRoutes(app: FastifyInstance, services: Services): void {
  const { db, guard } = services;

  registerCall(app, '/api/auth/close_account', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    // The password is checked like a sign-in's: a wrong one counts towards the account's limit.
    const attempt = await guard.admit(accountKey(player.site, player.accountId), ctx.ip);
    const valid = await verifyPassword(body.password, player.passwordHash);
    attempt.end(valid ? 'success' : 'failure');
    if (!valid) throw new ApiError('wrongPassword');
    const at = sqlTime(services.now());
    await db.write(async (tx) => {
      // Read in the same write as the closing, so a withdrawal or bet cannot slip in between.
      if (await hasPendingWithdrawal(tx, player.id))
        throw new ApiError('accountCloseWithdrawalPending');
      if (await hasOpenSportsBet(tx, player.id)) throw new ApiError('accountCloseBetOpen');
      // Only an open account closes: of two requests at once, the second changes nothing.
      if (!(await closeAccount(tx, player.id, at))) throw new ApiError('CLOSE');
    });
    return ok({}, 'accountClosureDone');
  });

  registerCall(app, '/api/wallet/net_deposits', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const now = services.now();
    const monthStart = periodStart('monthly', now, player.timeZone);
    // A deposit counts once credited and a withdrawal once paid: both are SUCCESS, dated when
    // they became so (a row never updated was final when made).
    const net = await netDepositsCents(db, player.id, sqlTime(monthStart));
    return ok({
      value: {
        currency: player.currency,
        lifetime: money(net.lifetime),
        this_month: money(net.sinceThen),
        month_start: monthStart.toISOString(),
      },
    });
  });

  registerCall(app, '/api/wallet/history_export', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    checkExportPeriod(body.start_date, body.end_date);
    const { table, filter } = sources[body.kind];
    // The screens settle what is due before they list; the file lists the same rows.
    const at = sqlTime(services.now());
    if (table === 'ledger_entries') await applyBonusExpiries(db, player.id, at);
    if (table === 'wallet_transactions') await db.write((tx) => expireDue(tx, player.id, at));
    const rows = await historyRows(db, table, player.id, body, filter);
    const csv = toCsv(await exportTable(db, body.kind, rows, player, body.language));
    return ok({
      value: {
        file_name: `${body.kind}-${body.start_date}-to-${body.end_date}.csv`,
        csv,
        rows: rows.length,
      },
    });
  });
}
