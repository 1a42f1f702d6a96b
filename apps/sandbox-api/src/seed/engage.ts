import type { Row } from '@libsql/client';
import type { SqlValue, Tx } from '../db/client';
import { walletConfig } from '../payments/methods';
import { insertMany, insertTables, num, str } from '../db/client';
import {
  leaderboardMasks,
  missionTexts,
  newsTexts,
  promotionTexts,
  reviewTexts,
  seedSpinPrizes,
} from './engage-data';
import { sqlTime } from './site-record';

/** The description of the statement line that holds a seeded player's starting balance. */
export const OPENING_BALANCE = 'Opening balance';

const day = (date: Date): string => date.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

/** One movement of demo01's seeded history, oldest first. */
interface HistoryEvent {
  daysAgo: number;
  kind: 'DEPOSIT' | 'WITHDRAWAL' | 'BET';
  amount: number;
  method?: string;
  status?: 'SUCCESS' | 'PENDING' | 'REJECTED';
  game?: readonly [string, string];
  payout?: number;
}

const games = [
  ['JILI', 'Super Ace'],
  ['PPLAY', 'Gates of Olympus'],
  ['PGSOFT', 'Lucky Neko'],
  ['EVO', 'Crazy Time'],
] as const;

/** demo01's history in its operator's currency: its methods and its first bank. */
const demoHistory = (currency: string): readonly HistoryEvent[] => {
  const { methods, banks } = walletConfig(currency);
  const wallet = (n: number) => methods[n]?.code ?? 'BANK';
  const bank = `${banks[0] ?? 'Bank'} ****7890`;
  return [
    { daysAgo: 20, kind: 'DEPOSIT', amount: 50_000, method: wallet(0), status: 'SUCCESS' },
    { daysAgo: 12, kind: 'DEPOSIT', amount: 100_000, method: 'BANK', status: 'SUCCESS' },
    { daysAgo: 9, kind: 'WITHDRAWAL', amount: 80_000, method: bank, status: 'SUCCESS' },
    { daysAgo: 5, kind: 'DEPOSIT', amount: 30_000, method: wallet(1), status: 'SUCCESS' },
    { daysAgo: 1, kind: 'WITHDRAWAL', amount: 20_000, method: bank, status: 'PENDING' },
    ...Array.from({ length: 14 }, (_, i): HistoryEvent => {
      const game = games[i % games.length] ?? games[0];
      const stake = 1_000 + (i % 5) * 500;
      // Every third bet wins twice the stake; the rest lose.
      return {
        daysAgo: 19 - i,
        kind: 'BET',
        amount: stake,
        game,
        payout: i % 3 === 0 ? stake * 2 : 0,
      };
    }),
  ];
};

/** Every operator's demo01: transactions, bets and statement, ending at its current balance. */
async function seedDemoHistory(tx: Tx, now: Date): Promise<number> {
  let inserted = 0;
  const players = await tx.all(
    `SELECT id, operator, currency, game_balance_cents FROM players WHERE account_id = 'demo01'`,
  );
  for (const player of players) inserted += await seedOneHistory(tx, player, now);
  return inserted;
}

async function seedOneHistory(tx: Tx, player: Row, now: Date): Promise<number> {
  const playerId = num(player, 'id');
  const key = `${str(player, 'operator')}:demo01`;
  const seeded = await tx.get('SELECT 1 FROM ledger_entries WHERE seed_key = ?', [`${key}-l0`]);
  const history = demoHistory(str(player, 'currency'));
  const bank = walletConfig(str(player, 'currency')).banks[0] ?? 'Bank';
  let inserted = await insertMany(
    tx,
    'bank_accounts',
    ['player_id', 'bank_name', 'account_name', 'account_number', 'created_at', 'seed_key'],
    [[playerId, bank, 'Demo Player', '001234567890', sqlTime(daysFrom(now, -30)), `${key}-bank`]],
  );
  if (seeded) return inserted;

  const events = [...history].sort((a, b) => b.daysAgo - a.daysAgo);
  const moves: { kind: string; description: string; amount: number; at: Date }[] = [];
  const transactions: SqlValue[][] = [];
  const bets: SqlValue[][] = [];
  events.forEach((e, i) => {
    // Minutes keep events of one day in list order, so the running balance reads in time order.
    const at = new Date(daysFrom(now, -e.daysAgo).getTime() - 3_600_000 + i * 60_000);
    if (e.kind === 'BET') {
      const [provider, name] = e.game ?? games[0];
      const payout = e.payout ?? 0;
      bets.push([
        playerId,
        provider,
        name,
        e.amount,
        payout,
        str(player, 'currency'),
        sqlTime(at),
        `${key}-b${i}`,
      ]);
      moves.push({ kind: 'BET', description: name, amount: -e.amount, at });
      if (payout > 0) moves.push({ kind: 'WIN', description: name, amount: payout, at });
      return;
    }
    transactions.push([
      playerId,
      e.kind,
      e.amount,
      str(player, 'currency'),
      e.status ?? 'SUCCESS',
      e.method ?? '',
      sqlTime(at),
      `${key}-t${i}`,
    ]);
    const sign = e.kind === 'DEPOSIT' ? 1 : -1;
    moves.push({ kind: e.kind, description: e.method ?? '', amount: sign * e.amount, at });
  });
  // The history ends at today's balance; what it does not explain is the opening balance.
  const net = moves.reduce((sum, m) => sum + m.amount, 0);
  const opening = num(player, 'game_balance_cents') - net;
  const first = moves[0]?.at ?? now;
  if (opening !== 0)
    moves.unshift({
      kind: 'BONUS',
      description: OPENING_BALANCE,
      amount: opening,
      at: daysFrom(first, -1),
    });
  let balance = 0;
  const ledger = moves.map((m, i): SqlValue[] => {
    balance += m.amount;
    return [playerId, m.kind, m.description, m.amount, balance, sqlTime(m.at), `${key}-l${i}`];
  });
  inserted += await insertTables(tx, [
    [
      'wallet_transactions',
      [
        'player_id',
        'type',
        'amount_cents',
        'currency',
        'status',
        'method',
        'created_at',
        'seed_key',
      ],
      transactions,
    ],
    [
      'bets',
      [
        'player_id',
        'provider_code',
        'game_name',
        'stake_cents',
        'payout_cents',
        'currency',
        'created_at',
        'seed_key',
      ],
      bets,
    ],
    [
      'ledger_entries',
      [
        'player_id',
        'kind',
        'description',
        'amount_cents',
        'balance_cents',
        'created_at',
        'seed_key',
      ],
      ledger,
    ],
  ]);
  return inserted;
}

/**
 * Seeds spin prizes, each site's promotions, missions, leaderboard, news and reviews, and
 * demo01's wallet history; idempotent like the rest of the seed.
 */
export async function seedEngage(tx: Tx, now: Date): Promise<number> {
  let inserted = await insertMany(
    tx,
    'spin_prizes',
    ['position', 'label', 'amount_cents', 'weight'],
    seedSpinPrizes.map((p, i) => [i, p.label, p.amount, p.weight]),
  );
  const sites = await tx.all('SELECT id, site_name FROM sites ORDER BY id');
  const rows: Record<string, SqlValue[][]> = {};
  const add = (table: string, list: SqlValue[][]) => (rows[table] ??= []).push(...list);
  for (const site of sites) {
    const id = num(site, 'id');
    const name = str(site, 'site_name');
    const fill = (text: string) => text.replaceAll('{site}', name);
    add(
      'promotions',
      promotionTexts.map((p, i) => [
        id,
        i,
        p.title,
        fill(p.summary),
        `/api/media/banner/${(i % 3) + 1}.svg`,
        p.endsIn === null ? null : day(daysFrom(now, p.endsIn)),
      ]),
    );
    add(
      'missions',
      missionTexts.map((m, i) => [id, i, m.title, m.description, m.metric, m.target, m.reward]),
    );
    add(
      'leaderboard_entries',
      leaderboardMasks.map((mask, i) => [id, i + 1, mask, (120_000 - i * 17_500 + id * 300) * 100]),
    );
    add(
      'news_items',
      newsTexts.map((n, i) => [id, i, n.title, fill(n.body), day(daysFrom(now, -(i * 4 + 1)))]),
    );
    add(
      'reviews',
      reviewTexts.map((r, i) => [id, i, r.author, r.rating, r.text, day(daysFrom(now, -(i * 6)))]),
    );
  }
  inserted += await insertTables(tx, [
    [
      'promotions',
      ['site_id', 'position', 'title', 'summary', 'image_url', 'ends_on'],
      rows['promotions'] ?? [],
    ],
    [
      'missions',
      ['site_id', 'position', 'title', 'description', 'metric', 'target', 'reward_cents'],
      rows['missions'] ?? [],
    ],
    [
      'leaderboard_entries',
      ['site_id', 'position', 'account_mask', 'score_cents'],
      rows['leaderboard_entries'] ?? [],
    ],
    [
      'news_items',
      ['site_id', 'position', 'title', 'body', 'published_on'],
      rows['news_items'] ?? [],
    ],
    [
      'reviews',
      ['site_id', 'position', 'author', 'rating', 'text', 'published_on'],
      rows['reviews'] ?? [],
    ],
  ]);
  inserted += await seedDemoHistory(tx, now);
  return inserted;
}
