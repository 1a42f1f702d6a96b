import { createClient } from '@libsql/client';
import type { ApiPath } from '@playfront/core/contract';
import { apiCalls, envelope } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Answer, Harness, Session } from './testing/harness';
import { signedInSandbox } from './testing/harness';

let h: Harness;
let auth: Session;
beforeAll(
  async () => ({ h, demo01: auth } = await signedInSandbox({ rateLimit: { enabled: false } })),
);
afterAll(() => h.close());

const site = { domain_name: 'slot1.localhost', external_id: '' };
const tracking = { fbp: 'fb.1.1', appsflyer_id: 'af-1' };
const history = { start_date: '2020-01-01', end_date: '2099-12-31', page: 1, page_size: 10 };

/** A body each call accepts; the tests below break one field of it at a time. */
const validBodies = (): Record<ApiPath, Record<string, unknown>> => ({
  '/api/startup': { domain_name: 'slot1.localhost' },
  '/api/auth/login': { ...site, account_id: 'demo02', password: 'demo1234' },
  '/api/auth/get_balance': auth,
  '/api/auth/forgot_password': { ...site, account_id: 'demo02', contact_phone: '+639179876543' },
  '/api/auth/signup': {
    ...site,
    account_id: 'hostile01',
    password: 'secret123',
    contact_phone: '+639170000009',
    contact_email: 'h@example.com',
    referrer_code: '',
    ch: '',
    cm: '',
    pp: '',
    affiliate_code: '',
    visitor_id: '',
    ...tracking,
    birth_date: '1990-05-17',
    accept_terms: true,
    not_restricted: true,
  },
  '/api/auth/tac/verify': { ...site, account_id: 'pending01', tac: '123456' },
  '/api/auth/tac/request_new_register': { ...site, account_id: 'pending01' },
  '/api/auth/tac/request_login': { ...site, account_id: 'demo02' },
  '/api/auth/login_tac': { ...site, account_id: 'demo02', tac: '123456' },
  '/api/auth/update_password': { ...auth, password: 'demo1234', new_password: 'demo12345' },
  '/api/auth/vip': auth,
  '/api/auth/logout': { account_id: 'demo02', auth: 'not-a-session' },
  '/api/home/fav_list': auth,
  '/api/home/fav_toggle': { ...auth, provider_code: 'JILI', game_code: 'JILI-SUPER-ACE' },
  '/api/product/get_hot_games': { ...site, game_type: '' },
  '/api/product/get_bet_lines': site,
  '/api/product/get_games': { ...site, game_type: 'slots', provider_code: '' },
  '/api/product/get_providers': { ...site, game_type: 'slots' },
  '/api/seo': { ...site, page_name: 'home' },
  '/api/settings/profile_update': {
    ...auth,
    full_name: 'Demo Player',
    contact_email: 'demo01@example.com',
  },
  '/api/settings/social_account': site,
  '/api/settings/top10winner_withdrawal': site,
  '/api/settings/siteinfodetail': site,
  '/api/settings/get_inbox': auth,
  '/api/settings/claim_inbox': { ...auth, inbox_id: 3 },
  '/api/settings/check_status': auth,
  '/api/settings/get_analytics': { domain_name: 'slot1.localhost' },
  '/api/settings/adsvisit': { ...site, ...tracking },
  '/api/wallet/limits': site,
  '/api/wallet/deposit': { ...site, ...auth, amount: 500, method: 'GCASH', reference: '' },
  '/api/wallet/withdraw': { ...site, ...auth, amount: 500, bank_account_id: 1 },
  '/api/wallet/transaction': { ...site, ...auth, transaction_id: 1 },
  '/api/wallet/confirm_transfer': {
    ...site,
    ...auth,
    transaction_id: 1,
    transfer_reference: 'TR-1234',
  },
  '/api/wallet/cancel_withdrawal': { ...site, ...auth, transaction_id: 1 },
  '/api/wallet/balance': auth,
  '/api/wallet/bank_accounts': auth,
  '/api/wallet/add_bank_account': {
    ...site,
    ...auth,
    bank_name: 'BPI',
    account_name: 'Demo Player',
    account_number: '1234567890',
  },
  '/api/wallet/transactions': { ...auth, ...history, type: 'all' },
  '/api/wallet/bets': { ...auth, ...history },
  '/api/wallet/statement': { ...auth, ...history },
  '/api/engage/referral': { ...site, ...auth },
  '/api/engage/promotions': site,
  '/api/engage/missions': { ...site, ...auth },
  '/api/engage/leaderboard': site,
  '/api/engage/news': site,
  '/api/engage/reviews': site,
  '/api/engage/spin': auth,
  '/api/product/launch_game': { ...auth, provider_code: 'JILI', game_code: 'JILI-SUPER-ACE' },
  '/api/sportsbook/limits': site,
  '/api/sportsbook/prices': { ...site, selection_ids: ['PF-20200101-1:HDP:1'] },
  '/api/sportsbook/place': {
    ...site,
    ...auth,
    idempotency_key: 'hostile-slip-0001',
    accept: 'none',
    selections: [{ match_id: 'PF-20200101-1', bet_type: 'HDP', home_away: 1, odds: 1.5 }],
    parlay_stake: 10,
  },
  '/api/sportsbook/bets': { ...auth, status: 'open', page: 1, page_size: 10 },
  '/api/sportsbook/cash_out': {
    ...site,
    ...auth,
    idempotency_key: 'hostile-cash-0001',
    bet_id: 1,
    cash_out: 12.5,
  },
  '/api/product/search_games': {
    ...site,
    query: 'lucky',
    category: 'slots',
    providers: [],
    sort: 'popular',
    page: 1,
    page_size: 24,
  },
  '/api/product/recent_games': auth,
  '/api/responsible/limits': { ...site, ...auth },
  '/api/responsible/set_limit': {
    ...site,
    ...auth,
    kind: 'wager',
    period: 'monthly',
    amount: 900000,
  },
  '/api/safety/status': auth,
  '/api/safety/exclude': { ...auth, kind: 'timeout', period: '24h', password: 'demo1234' },
  '/api/safety/reality_check': { ...auth, interval_minutes: 30 },
  '/api/safety/session': auth,
  '/api/safety/login_history': auth,
  '/api/safety/logout_others': auth,
  '/api/auth/login_second_step': { ...site, account_id: 'demo02', challenge: 'x', code: '123456' },
  '/api/auth/two_step/status': auth,
  '/api/auth/two_step/enrol': auth,
  '/api/auth/two_step/confirm': { ...auth, code: '123456' },
  '/api/auth/two_step/disable': { ...auth, code: '123456' },
  '/api/auth/two_step/step_up': { ...auth, code: '123456' },
  '/api/push/key': { domain_name: 'slot1.localhost' },
  '/api/push/save': {
    ...auth,
    language: 'EN',
    subscription: {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      kinds: ['deposit_credited'],
    },
  },
  '/api/push/list': auth,
  '/api/push/remove': { ...auth, endpoint: 'https://push.example.com/send/abc' },
  '/api/bonus/offers': { ...site, account_id: '', auth: '' },
  '/api/bonus/mine': auth,
  '/api/bonus/claim': { ...site, ...auth, code: 'FREE100' },
  '/api/bonus/forfeit': { ...auth, bonus_id: 1 },
  '/api/verification/status': auth,
  '/api/auth/close_account': { ...auth, password: 'demo1234' },
  '/api/wallet/net_deposits': auth,
  '/api/wallet/history_export': {
    ...auth,
    kind: 'statement',
    language: 'EN',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
  },
});

const paths = Object.keys(apiCalls) as ApiPath[];
const fieldsOf = (path: ApiPath): string[] => {
  const schema: unknown = apiCalls[path].request;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
};

const INJECTION = "x' OR '1'='1'; DROP TABLE players; --";

/** A refusal: a JSON envelope with a non-1 statusCode, a 4xx status and no stack trace. */
function expectRefused(answer: Answer, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  const parsed = envelope.safeParse(answer.json);
  expect(parsed.success, `${what}: ${answer.text}`).toBe(true);
  expect(parsed.data?.statusCode, what).not.toBe(1);
  expect(parsed.data?.statusMessage, what).toMatch(/^[A-Za-z]+$/);
  expect(answer.text, what).not.toMatch(/\n\s+at |SQLITE|LibsqlError/);
}

describe('hostile input on every call', () => {
  it('covers every call of the contract', () => {
    expect(paths.length).toBe(81);
    const bodies = validBodies();
    expect(Object.keys(bodies).sort()).toEqual([...paths].sort());
    for (const path of paths)
      expect(apiCalls[path].request.safeParse(bodies[path]).success, path).toBe(true);
  });

  it('refuses each missing field with invalidRequest', async () => {
    const bodies = validBodies();
    for (const path of paths) {
      for (const field of fieldsOf(path)) {
        const body = { ...bodies[path] };
        delete body[field];
        await h.refused(path, body, 'invalidRequest', 400);
      }
    }
  });

  it('refuses each field of the wrong type with invalidRequest', async () => {
    const bodies = validBodies();
    for (const path of paths) {
      for (const field of fieldsOf(path)) {
        const wrong = typeof bodies[path][field] === 'number' ? 'seven' : { $gt: '' };
        await h.refused(path, { ...bodies[path], [field]: wrong }, 'invalidRequest', 400);
      }
    }
  });

  it('refuses SQL metacharacters in every string field without touching the data', async () => {
    const bodies = validBodies();
    for (const path of paths) {
      for (const field of fieldsOf(path)) {
        if (typeof bodies[path][field] !== 'string') continue;
        expectRefused(
          await h.post(path, { ...bodies[path], [field]: INJECTION }),
          `${path} ${field}`,
        );
      }
    }
    const client = createClient({ url: h.dbUrl });
    try {
      const check = await client.execute('PRAGMA integrity_check');
      expect(check.rows[0]?.[0]).toBe('ok');
      const players = await client.execute(
        "SELECT DISTINCT account_id FROM players WHERE operator = 'luckymanila' ORDER BY id",
      );
      expect(players.rows.map((r) => r.account_id)).toEqual([
        'demo01',
        'demo02',
        'blocked01',
        'closed01',
        'pending01',
      ]);
      const count = await client.execute('SELECT count(*) AS n FROM players');
      expect(count.rows[0]?.n).toBe(16 * 5);
    } finally {
      client.close();
    }
    await h.ok('/api/auth/get_balance', auth);
  });

  it('never echoes a stack trace for extreme values', async () => {
    for (const value of ['\u0000', '\uD800', 'é'.repeat(60), '%00%27', '../../etc/passwd']) {
      const res = await h.post('/api/auth/login', { ...site, account_id: value, password: value });
      expectRefused(res, JSON.stringify(value));
    }
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    expectRefused(await h.post('/api/startup', deep), 'deeply nested JSON');
  });
});
