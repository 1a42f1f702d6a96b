import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BetLineRecord, SportsBet, StatementEntry, Wallet } from '@playfront/core/contract';
import { createClient } from '@libsql/client';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { SIGNATURE_HEADER, signBody } from '../provider/signature';
import {
  SITE,
  signupBody,
  TEST_CONTROL_TOKEN,
  TEST_PROVIDER_SECRET,
  testDefaults,
} from '../testing/harness';
import { selectionOf, singleBet } from '../testing/slips';
import { LASTING_SESSIONS, testClock } from '../testing/clock';
import { DEMO_SLOT } from '../seed/play';
import { slotStakesCents } from './demo-slot-page';

/** Runs of the property, and how many operations each run sends at once. */
const RUNS = 60;
const OPS_PER_RUN = { minLength: 30, maxLength: 90 };

/** The two operators the players belong to: a peso site and a yuan site. */
const SITES = {
  PHP: SITE,
  CN: { domain_name: 'slot3.localhost', external_id: '' },
} as const;
type Currency = keyof typeof SITES;
/** Each currency's e-wallets paid through the provider: by redirect and by QR code. */
const METHODS = {
  PHP: { redirect: 'GCASH', qr: 'QRPH' },
  CN: { redirect: 'ALIPAY', qr: 'WECHAT' },
} as const;
const other = (currency: Currency): Currency => (currency === 'PHP' ? 'CN' : 'PHP');
/**
 * Codes a player may claim: five quick casino bonuses the operator's desk writes for this test
 * (wagered once, a day to do it, so runs see them convert and expire), the seeded casino and
 * sports bonuses without a deposit, and a code nobody has.
 */
const QUICK_CODES = ['PQA', 'PQB', 'PQC', 'PQD', 'PQE'];
const CODES = [...QUICK_CODES, 'FREE100', 'BET50', 'NOPE'];

interface Player {
  account_id: string;
  auth: string;
  /** The currency of the account, and so of the site its session was opened on. */
  currency: Currency;
  bankAccountId: number;
  /** Inbox items granted to this player and not known to be claimed. */
  items: number[];
  /** Deposits waiting for the provider: reference and amount in cents. */
  deposits: { reference: string; cents: number }[];
  /** Withdrawals that may still be waiting. */
  withdrawals: { id: number; cents: number }[];
  /** The demo slot's launch token of the player's session. */
  slot: string;
  /** The newest statement line checked so far, and each wallet's running total up to it. */
  checked: { lastId: number; running: Record<Wallet, number> };
}

interface Reply {
  status: number;
  json: Record<string, unknown>;
}

type Op =
  | {
      kind: 'deposit';
      who: number;
      cents: number;
      flow: 'redirect' | 'qr';
      bonus: 'first' | 'reload' | null;
    }
  | { kind: 'pay'; who: number; pick: number; copies: number; paid: boolean }
  | { kind: 'withdraw'; who: number; cents: number; forfeit: boolean }
  | { kind: 'bonusClaim'; who: number; code: number }
  | { kind: 'bonusForfeit'; who: number }
  | { kind: 'slotSpin'; who: number; stake: number }
  | { kind: 'cancel'; who: number; pick: number; operator: boolean }
  | { kind: 'grant'; who: number; cents: number }
  | { kind: 'claim'; who: number; pick: number }
  | { kind: 'spin'; who: number }
  | { kind: 'sportsBet'; who: number; cents: number; line: number; parlay: boolean }
  // The player's token on the other currency's site, or a provider paying in another currency.
  | { kind: 'elsewhere'; who: number; cents: number; call: 'deposit' | 'withdraw' | 'bet' }
  | { kind: 'payInOtherCurrency'; who: number; pick: number };

/** What a failure may be: a refusal that leaves the balance alone. */
const harmlessRefusals = new Set([
  'walletInsufficientBalance',
  'walletAmountBelowMinimum',
  'walletAmountAboveMaximum',
  'walletTooManyPending',
  'walletNotPending',
  'alreadyClaimed',
  'notClaimable',
  'engageAlreadySpun',
  'betStakeAboveBalance',
  'betStakeBelowMinimum',
  'gameStakeAboveBalance',
  'bonusCodeUnknown',
  'bonusCodeUsed',
  'bonusCodeNotEligible',
  'bonusAlreadyActive',
  'bonusDepositTooSmall',
  'bonusStakeAboveMaximum',
  'bonusForfeitRequired',
  'bonusNotActive',
]);

let app: FastifyInstance;
/** Each operator's first-deposit offer. */
const firstDepositOffer: Record<Currency, number> = { PHP: 0, CN: 0 };
let dir: string;
const clock = testClock(Date.parse('2031-03-01T10:00:00Z'));
const players: Player[] = [];

async function post(url: string, payload: object): Promise<Reply> {
  // The operator's desk (grants, reviews) is called with its token.
  const headers = url.startsWith('/sandbox/')
    ? { authorization: `Bearer ${TEST_CONTROL_TOKEN}` }
    : {};
  const res = await app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
}

async function ok(url: string, payload: object): Promise<Record<string, unknown>> {
  const reply = await post(url, payload);
  if (reply.status !== 200) throw new Error(`${url}: ${JSON.stringify(reply.json)}`);
  return reply.json;
}

const cents = (amount: unknown): number => Math.round(Number(amount) * 100);
const own = (p: Player) => ({ account_id: p.account_id, auth: p.auth });
const siteOf = (p: Player) => SITES[p.currency];

async function balanceOf(p: Player): Promise<number> {
  return cents((await ok('/api/auth/get_balance', own(p))).game_balance);
}

/** The bonus balance, and the balances of the player's bonuses it must be the sum of. */
async function bonusesOf(p: Player): Promise<{ balance: number; bonuses: number[] }> {
  const mine = await ok('/api/bonus/mine', own(p));
  const value = mine.value as { balance: number }[];
  return { balance: cents(mine.bonus_balance), bonuses: value.map((b) => cents(b.balance)) };
}

/**
 * The player's statement lines newer than `afterId`, oldest first, as a caller pages through
 * them (newest first, 100 a page).
 */
async function statementOf(p: Player, afterId = 0): Promise<StatementEntry[]> {
  const lines: StatementEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ok('/api/wallet/statement', {
      ...own(p),
      start_date: '2000-01-01',
      end_date: '2099-12-31',
      page,
      page_size: 100,
    });
    const value = answer.value as StatementEntry[];
    const newer = value.filter((line) => line.entry_id > afterId);
    lines.push(...newer);
    if (newer.length < value.length || lines.length >= Number(answer.total) || !value.length) break;
  }
  return lines.reverse();
}

/**
 * Checks the lines written since the last check: each carries the running total of its wallet's
 * statement up to it (cash and bonus money apart), never below zero, and the last lines end at
 * the cash balance and the bonus balance.
 */
async function checkStatement(p: Player, balance: number, bonus: number): Promise<void> {
  for (const line of await statementOf(p, p.checked.lastId)) {
    const wallet = line.wallet ?? 'cash';
    p.checked.running[wallet] += cents(line.amount);
    expect(cents(line.balance)).toBe(p.checked.running[wallet]);
    expect(p.checked.running[wallet]).toBeGreaterThanOrEqual(0);
    p.checked.lastId = line.entry_id;
  }
  expect(p.checked.running).toEqual({ cash: balance, bonus });
}

/** The provider's signed callback on `deposit`, taken in `currency`, as an injected request. */
function callbackRequest(
  deposit: { reference: string; cents: number },
  currency: Currency,
  status: 'PAID' | 'DECLINED',
) {
  const payload = JSON.stringify({
    event: 'payment.updated',
    payment_id: 'pay_property',
    merchant_ref: deposit.reference,
    amount_cents: deposit.cents,
    currency,
    status,
  });
  return {
    method: 'POST' as const,
    url: '/payments/callback',
    payload,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(TEST_PROVIDER_SECRET, payload, Math.floor(clock.ms / 1000)),
    },
  };
}

/** Runs one operation; answers how many cents it moved, or throws on an unexpected answer. */
async function run(op: Op): Promise<{ who: number; moved: number }> {
  const p = players[op.who];
  if (!p) throw new Error(`no player ${op.who}`);
  let reply: Reply;
  let amount = 0;
  switch (op.kind) {
    case 'deposit': {
      // Nothing moves until the provider says the deposit was paid.
      // A deposit may claim the first-deposit offer or the reload code; its bonus waits for it.
      reply = await post('/api/wallet/deposit', {
        ...siteOf(p),
        ...own(p),
        amount: op.cents / 100,
        method: METHODS[p.currency][op.flow],
        reference: '',
        ...(op.bonus === 'first' ? { bonus_offer_id: firstDepositOffer[p.currency] } : {}),
        ...(op.bonus === 'reload' ? { bonus_code: 'RELOAD50' } : {}),
      });
      const value = reply.json.value as { reference?: string } | undefined;
      if (value?.reference) p.deposits.push({ reference: value.reference, cents: op.cents });
      break;
    }
    case 'pay': {
      // The same callback arrives several times at once; only one of them may credit.
      const deposit = p.deposits[op.pick % Math.max(p.deposits.length, 1)];
      if (!deposit) return { who: op.who, moved: 0 };
      const callback = callbackRequest(deposit, p.currency, op.paid ? 'PAID' : 'DECLINED');
      const replies = await Promise.all(
        Array.from({ length: op.copies }, () => app.inject(callback)),
      );
      const applied = replies.filter((r) => r.json<{ result?: string }>().result === 'applied');
      // A PAID after the provider declined the same deposit is refused, never credited.
      for (const r of replies)
        if (r.statusCode !== 200)
          expect({ status: r.statusCode, ...r.json<object>() }).toEqual({
            status: 409,
            accepted: false,
            reason: 'paid after it ended',
          });
      expect(applied.length).toBeLessThanOrEqual(1);
      return { who: op.who, moved: op.paid ? applied.length * deposit.cents : 0 };
    }
    case 'withdraw': {
      amount = -op.cents;
      // Without the player's word a withdrawal leaves an active bonus alone (and is refused).
      reply = await post('/api/wallet/withdraw', {
        ...siteOf(p),
        ...own(p),
        amount: op.cents / 100,
        bank_account_id: p.bankAccountId,
        forfeit_bonus: op.forfeit,
      });
      const value = reply.json.value as { transaction_id?: number } | undefined;
      if (value?.transaction_id) p.withdrawals.push({ id: value.transaction_id, cents: op.cents });
      break;
    }
    case 'cancel': {
      // The player cancels, or the operator rejects: either returns the hold once.
      const withdrawal = p.withdrawals[op.pick % Math.max(p.withdrawals.length, 1)];
      if (!withdrawal) return { who: op.who, moved: 0 };
      amount = withdrawal.cents;
      reply = op.operator
        ? await post('/sandbox/wallet/review', {
            transaction_id: withdrawal.id,
            decision: 'reject',
          })
        : await post('/api/wallet/cancel_withdrawal', {
            ...siteOf(p),
            ...own(p),
            transaction_id: withdrawal.id,
          });
      if (reply.status === 200) return { who: op.who, moved: amount };
      break;
    }
    case 'grant': {
      const granted = await ok('/sandbox/inbox', {
        ...siteOf(p),
        account_id: p.account_id,
        title: 'Property reward',
        reward: op.cents / 100,
      });
      p.items.push(Number(granted.inbox_id));
      return { who: op.who, moved: 0 };
    }
    case 'claim': {
      const id = p.items[op.pick % p.items.length];
      if (id === undefined) return { who: op.who, moved: 0 };
      reply = await post('/api/settings/claim_inbox', { ...own(p), inbox_id: id });
      const value = reply.json.value as { reward_amount?: number } | undefined;
      amount = cents(value?.reward_amount ?? 0);
      break;
    }
    case 'sportsBet': {
      // A single on one line, and with `parlay` a parlay of it and a line of the next match too.
      // Pre-match lines: an in-play market may be suspended at the moment of the bet.
      const lines = (
        (await ok('/api/product/get_bet_lines', siteOf(p))).value as BetLineRecord[]
      ).filter((l) => l.in_play === undefined);
      const first = lines[op.line % lines.length];
      const second = lines.find((l) => first && l.match_id > first.match_id) ?? lines[0];
      if (!first || !second) throw new Error('no bet lines');
      const parlay = op.parlay && second.match_id !== first.match_id;
      reply = await post('/api/sportsbook/place', {
        ...siteOf(p),
        ...own(p),
        idempotency_key: `ledger-${Math.random().toString(36).slice(2)}`,
        accept: 'any',
        selections: parlay
          ? [selectionOf(first, op.cents / 100), selectionOf(second)]
          : [selectionOf(first, op.cents / 100)],
        ...(parlay ? { parlay_stake: op.cents / 100 } : {}),
      });
      // Cash pays each stake but the part a sports bonus paid.
      const bets = (reply.json.value ?? []) as SportsBet[];
      amount = -bets.reduce((sum, bet) => sum + cents(bet.stake) - cents(bet.bonus_stake ?? 0), 0);
      break;
    }
    case 'elsewhere': {
      // A session works only on its own site: whatever it asks there, nothing moves.
      const site = SITES[other(p.currency)];
      const lines = (await ok('/api/product/get_bet_lines', site)).value as BetLineRecord[];
      const [line] = lines;
      if (!line) throw new Error('no bet lines');
      const [path, extra] =
        op.call === 'deposit'
          ? ['/api/wallet/deposit', { amount: op.cents / 100, method: 'BANK', reference: '' }]
          : op.call === 'withdraw'
            ? ['/api/wallet/withdraw', { amount: op.cents / 100, bank_account_id: p.bankAccountId }]
            : [
                '/api/sportsbook/place',
                singleBet(line, op.cents / 100, `elsewhere-${Math.random().toString(36).slice(2)}`),
              ];
      reply = await post(path, { ...site, ...own(p), ...extra });
      expect(reply.status).toBe(401);
      expect(reply.json.statusMessage).toBe('sessionExpired');
      return { who: op.who, moved: 0 };
    }
    case 'payInOtherCurrency': {
      // The provider says it took the amount in another currency: refused, nothing credited.
      const deposit = p.deposits[op.pick % Math.max(p.deposits.length, 1)];
      if (!deposit) return { who: op.who, moved: 0 };
      const answer = await app.inject(callbackRequest(deposit, other(p.currency), 'PAID'));
      expect(answer.statusCode).toBe(409);
      return { who: op.who, moved: 0 };
    }
    case 'bonusClaim': {
      // Bonus money only: no cash moves.
      reply = await post('/api/bonus/claim', {
        ...siteOf(p),
        ...own(p),
        code: CODES[op.code % CODES.length],
      });
      break;
    }
    case 'bonusForfeit': {
      const mine = await ok('/api/bonus/mine', own(p));
      const active = (mine.value as { bonus_id: number; status: string }[]).find(
        (b) => b.status === 'active',
      );
      if (!active) return { who: op.who, moved: 0 };
      reply = await post('/api/bonus/forfeit', { ...own(p), bonus_id: active.bonus_id });
      break;
    }
    case 'slotSpin': {
      // Cash moves by the cash part of the stake and of the win, and by a conversion it met.
      const stakes = slotStakesCents(p.currency);
      const stake = stakes[op.stake % stakes.length] ?? 0;
      reply = await post('/api/games/demo-slot/spin', {
        token: p.slot,
        stake: stake / 100,
        spin_id: `spin-${Math.random().toString(36).slice(2)}`,
      });
      if (reply.status !== 200) break;
      const spun = reply.json as Record<string, number>;
      const part = (field: string) => cents(spun[field]);
      expect(part('balance')).toBeGreaterThanOrEqual(0);
      expect(part('bonus_balance')).toBeGreaterThanOrEqual(0);
      return {
        who: op.who,
        moved:
          -(part('stake') - part('bonus_stake')) +
          (part('win') - part('bonus_win')) +
          part('converted'),
      };
    }
    case 'spin': {
      reply = await post('/api/engage/spin', own(p));
      const value = reply.json.value as { amount?: number } | undefined;
      amount = cents(value?.amount ?? 0);
      break;
    }
  }
  if (reply.status === 200) {
    expect(cents(reply.json.game_balance ?? 0)).toBeGreaterThanOrEqual(0);
    expect(cents(reply.json.bonus_balance ?? 0)).toBeGreaterThanOrEqual(0);
    return { who: op.who, moved: amount };
  }
  const key = String(reply.json.statusMessage);
  if (!harmlessRefusals.has(key)) throw new Error(`${op.kind}: ${JSON.stringify(reply.json)}`);
  return { who: op.who, moved: 0 };
}

/** A signed-in player as the test first knows it: nothing granted, waiting or checked yet. */
const startingPlayer = (account_id: string, auth: string, currency: Currency): Player => ({
  account_id,
  auth,
  currency,
  bankAccountId: 0,
  items: [],
  deposits: [],
  withdrawals: [],
  slot: '',
  checked: { lastId: 0, running: { cash: 0, bonus: 0 } },
});

async function newPlayer(accountId: string, currency: Currency): Promise<Player> {
  await ok('/api/auth/signup', {
    ...signupBody({ account_id: accountId, password: 'secret123', contact_phone: '+639175550100' }),
    ...SITES[currency],
  });
  const session = await ok('/api/auth/tac/verify', {
    ...SITES[currency],
    account_id: accountId,
    tac: '123456',
  });
  return startingPlayer(accountId, String(session.token), currency);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-ledger-'));
  app = await buildSandbox({
    ...testDefaults,
    dbUrl: pathToFileURL(join(dir, 'sandbox.db')).href,
    rateLimit: { enabled: false },
    now: clock.now,
    // The clock moves a day between some runs; the sessions outlive the whole test.
    sessions: LASTING_SESSIONS,
  });
  // Deposits ask the provider over HTTP, so the sandbox listens.
  await app.listen({ port: 0, host: '127.0.0.1' });
  // demo01 of both operators: the same account id, two accounts in two currencies.
  for (const [accountId, currency] of [
    ['demo01', 'PHP'],
    ['demo02', 'PHP'],
    ['demo01', 'CN'],
  ] as const) {
    const session = await ok('/api/auth/login', {
      ...SITES[currency],
      account_id: accountId,
      password: 'demo1234',
    });
    players.push(startingPlayer(accountId, String(session.token), currency));
  }
  players.push(
    ...(await Promise.all([
      newPlayer('ledger01', 'PHP'),
      newPlayer('ledger02', 'PHP'),
      newPlayer('ledger03', 'CN'),
      // Plays bonus money only: it is never paid cash but what its bonuses turn into.
      newPlayer('ledger04', 'PHP'),
    ])),
  );
  for (const [i, p] of players.entries()) {
    const added = await ok('/api/wallet/add_bank_account', {
      ...siteOf(p),
      ...own(p),
      bank_name: p.currency === 'PHP' ? 'BPI' : 'ICBC',
      account_name: 'Ledger Player',
      account_number: `55500011${String(i).padStart(4, '0')}`,
    });
    p.bankAccountId = Number((added.value as { bank_account_id: number }).bank_account_id);
    const launched = await ok('/api/product/launch_game', {
      ...own(p),
      provider_code: DEMO_SLOT.provider,
      game_code: DEMO_SLOT.code,
    });
    p.slot = String(launched.launch_token);
  }
  for (const currency of ['PHP', 'CN'] as const) {
    const offers = await ok('/api/bonus/offers', { ...SITES[currency], account_id: '', auth: '' });
    const first = (offers.value as { offer_id: number; kind: string }[]).find(
      (o) => o.kind === 'first_deposit',
    );
    firstDepositOffer[currency] = first?.offer_id ?? 0;
    for (const code of QUICK_CODES)
      await ok('/sandbox/bonus/offer', {
        domain_name: SITES[currency].domain_name,
        kind: 'no_deposit',
        product: 'casino',
        code,
        title: `Quick bonus ${code}`,
        match_percent: 0,
        max_bonus: currency === 'PHP' ? 10 : 2,
        min_deposit: 0,
        wagering_multiplier: 1,
        valid_days: 1,
        max_stake: currency === 'PHP' ? 50 : 10,
        contributions: [{ category: 'slot_game', percent: 100 }],
        ends_at: null,
      });
  }
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the ledger under random parallel money movements', () => {
  it('keeps each of cash and bonus money adding up to its statement, none below zero, each account in its own currency, and every bonus converting at most once', async () => {
    const who = fc.integer({ min: 0, max: 5 });
    // Bonus claims and slot spins come from every player, the bonus-only one (6) too.
    const anyone = fc.integer({ min: 0, max: 6 });
    // Amounts in cents, partly outside the limits (deposit 100-50,000, withdrawal 200-50,000).
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('deposit' as const),
          who,
          cents: fc.integer({ min: 5_000, max: 600_000 }),
          flow: fc.constantFrom('redirect' as const, 'qr' as const),
          bonus: fc.constantFrom(null, 'first' as const, 'reload' as const),
        }),
      },
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('pay' as const),
          who,
          pick: fc.nat(),
          copies: fc.integer({ min: 1, max: 4 }),
          paid: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('cancel' as const),
          who,
          pick: fc.nat(),
          operator: fc.boolean(),
        }),
      },
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('withdraw' as const),
          who,
          cents: fc.integer({ min: 15_000, max: 400_000 }),
          forfeit: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('grant' as const),
          who,
          cents: fc.integer({ min: 0, max: 50_000 }),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({ kind: fc.constant('claim' as const), who, pick: fc.nat() }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('spin' as const), who }) },
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('bonusClaim' as const),
          who: anyone,
          code: fc.nat(),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('bonusForfeit' as const), who }) },
      {
        weight: 8,
        arbitrary: fc.record({
          kind: fc.constant('slotSpin' as const),
          who: anyone,
          stake: fc.nat(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('elsewhere' as const),
          who,
          cents: fc.integer({ min: 5_000, max: 100_000 }),
          call: fc.constantFrom('deposit' as const, 'withdraw' as const, 'bet' as const),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('payInOtherCurrency' as const),
          who,
          pick: fc.nat(),
        }),
      },
      {
        weight: 3,
        // Stakes partly below the sportsbook minimum of 10.
        arbitrary: fc.record({
          kind: fc.constant('sportsBet' as const),
          who,
          cents: fc.integer({ min: 500, max: 300_000 }),
          line: fc.nat(),
          parlay: fc.boolean(),
        }),
      },
    );

    // The statements start from zero and add up before the first run (seeded opening balances).
    for (const p of players) await checkStatement(p, await balanceOf(p), 0);

    let operations = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(op, OPS_PER_RUN), async (nextDay, ops) => {
        // A new UTC day between runs allows another daily spin; within a run the clock stands
        // still, so the statement's date order is the order the lines were written.
        if (nextDay) clock.advance(86_400_000);
        const before = await Promise.all(players.map(balanceOf));
        const moved = players.map(() => 0);
        // Every operation of a run is in flight at once, several on the same account.
        for (const result of await Promise.all(ops.map(run)))
          moved[result.who] = (moved[result.who] ?? 0) + result.moved;
        operations += ops.length;

        for (const [i, p] of players.entries()) {
          const balance = await balanceOf(p);
          // The cash balance moved by exactly what the successful answers said.
          expect(balance).toBe((before[i] ?? 0) + (moved[i] ?? 0));
          expect(balance).toBeGreaterThanOrEqual(0);
          // The bonus balance is the money of the player's bonuses, none below zero.
          const bonus = await bonusesOf(p);
          expect(bonus.balance).toBeGreaterThanOrEqual(0);
          expect(bonus.bonuses.every((b) => b >= 0)).toBe(true);
          expect(bonus.bonuses.reduce((sum, b) => sum + b, 0)).toBe(bonus.balance);
          await checkStatement(p, balance, bonus.balance);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Read whole once more, every statement still adds up from its first line.
    for (const p of players) {
      p.checked = { lastId: 0, running: { cash: 0, bonus: 0 } };
      await checkStatement(p, await balanceOf(p), (await bonusesOf(p)).balance);
    }
    expect(operations).toBeGreaterThanOrEqual(RUNS * OPS_PER_RUN.minLength);
    // Every payment and bet an account ever made is in the account's own currency.
    const client = createClient({ url: pathToFileURL(join(dir, 'sandbox.db')).href });
    try {
      for (const table of ['wallet_transactions', 'bets']) {
        const crossed = await client.execute(
          `SELECT count(*) AS n FROM ${table} t JOIN players p ON p.id = t.player_id
           WHERE t.currency <> p.currency`,
        );
        expect(crossed.rows[0]?.n, table).toBe(0);
      }
      const count = async (sql: string) => Number((await client.execute(sql)).rows[0]?.n);
      // No bonus turned into cash twice: a cash line names a bonus only when it converted, at most
      // one per bonus, and it pays exactly what the bonus held when it left the bonus balance.
      expect(
        await count(`SELECT count(*) AS n FROM ledger_entries l JOIN player_bonuses b
          ON b.id = l.bonus_id WHERE l.wallet = 'cash' AND b.status <> 'converted'`),
      ).toBe(0);
      expect(
        await count(`SELECT count(*) AS n FROM (SELECT bonus_id FROM ledger_entries
          WHERE wallet = 'cash' AND bonus_id IS NOT NULL GROUP BY bonus_id HAVING count(*) > 1)`),
      ).toBe(0);
      expect(
        await count(`SELECT count(*) AS n FROM player_bonuses b WHERE b.status = 'converted'
          AND (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries l WHERE l.bonus_id = b.id
            AND (l.wallet = 'cash' OR (l.kind = 'BONUS' AND l.amount_cents < 0))) <> 0`),
      ).toBe(0);
      // Each bonus's own lines add up to what it holds, and an ended bonus holds nothing.
      expect(
        await count(`SELECT count(*) AS n FROM player_bonuses b WHERE b.balance_cents <>
          (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries l
           WHERE l.bonus_id = b.id AND l.wallet = 'bonus')
          OR (b.status <> 'active' AND b.balance_cents <> 0)`),
      ).toBe(0);
      // The runs really credited, staked, converted, forfeited and expired bonuses.
      for (const status of ['active', 'converted', 'forfeited', 'expired'])
        expect(
          await count(`SELECT count(*) AS n FROM player_bonuses
            WHERE status = '${status}' OR (status <> 'pending' AND '${status}' = 'active')`),
          status,
        ).toBeGreaterThan(0);
      expect(
        await count(
          `SELECT count(*) AS n FROM ledger_entries WHERE wallet = 'bonus' AND kind = 'BET'`,
        ),
      ).toBeGreaterThan(0);
    } finally {
      client.close();
    }
  }, 120_000);
});

describe('the database', () => {
  it('refuses a balance below zero even from a statement that bypasses the ledger', async () => {
    const client = createClient({ url: pathToFileURL(join(dir, 'sandbox.db')).href });
    try {
      await expect(
        client.execute("UPDATE players SET game_balance_cents = -1 WHERE account_id = 'demo02'"),
      ).rejects.toThrow(/below zero/);
    } finally {
      client.close();
    }
  });
});
