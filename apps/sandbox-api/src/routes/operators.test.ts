import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client';
import { migrations, migrate } from '../db/schema';
import { seed } from '../db/seed';
import type { Harness, Session } from '../testing/harness';
import { expectError, signupBody, startSandbox } from '../testing/harness';
import { selectionOf } from '../testing/slips';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false } });
});
afterAll(() => h.close());

const IDR = { domain_name: 'slot8.localhost', external_id: '' } as const;
const CNY = { domain_name: 'slot3.localhost', external_id: '' } as const;

async function signIn(site: { domain_name: string }, account_id = 'demo01') {
  const data = await h.ok('/api/auth/login', {
    ...site,
    external_id: '',
    account_id,
    password: 'demo1234',
  });
  return { account_id, auth: data.token ?? '' };
}

/** A bank-transfer deposit the operator approves at its desk: credited in the site's currency. */
async function approvedDeposit(site: { domain_name: string }, session: Session, amount: number) {
  const made = await h.ok('/api/wallet/deposit', {
    ...site,
    external_id: '',
    ...session,
    amount,
    method: 'BANK',
    reference: '',
  });
  const id = made.value?.transaction_id ?? 0;
  await h.ok('/api/wallet/confirm_transfer', {
    ...site,
    external_id: '',
    ...session,
    transaction_id: id,
    transfer_reference: 'REF-0001',
  });
  const review = await h.post('/sandbox/wallet/review', {
    transaction_id: id,
    decision: 'approve',
  });
  expect(review.status, review.text).toBe(200);
}

describe('an account belongs to one operator, in its currency', () => {
  it('keeps an IDR deposit on the IDR site: a withdrawal on a CNY site with its token is refused', async () => {
    const idr = await signIn(IDR);
    const cny = await signIn(CNY);
    const before = await h.ok('/api/auth/get_balance', cny);
    await approvedDeposit(IDR, idr, 1_000_000);

    const onIdr = await h.ok('/api/auth/get_balance', idr);
    expect(onIdr.game_balance).toBe(1_000 + 1_000_000);
    // The same account id on the CNY operator is another account, untouched by the deposit.
    expect((await h.ok('/api/auth/get_balance', cny)).game_balance).toBe(before.game_balance);

    const banks = await h.ok('/api/wallet/bank_accounts', idr);
    const withdrawal = {
      ...CNY,
      ...idr,
      amount: 10_000,
      bank_account_id: banks.value?.[0]?.bank_account_id ?? 0,
    };
    expectError(await h.post('/api/wallet/withdraw', withdrawal), 'sessionExpired', 401);
    expect((await h.ok('/api/auth/get_balance', idr)).game_balance).toBe(1_001_000);
  });

  it("answers sessionExpired for a token carried to another site's domain_name, on every own-data call", async () => {
    const idr = await signIn(IDR);
    const elsewhere = { ...CNY, ...idr };
    const lines = await h.ok('/api/product/get_bet_lines', CNY);
    const line = lines.value?.[0];
    if (!line) throw new Error('no bet line to stake on');
    for (const [path, extra] of [
      ['/api/wallet/deposit', { amount: 500, method: 'BANK', reference: '' }],
      ['/api/wallet/transaction', { transaction_id: 1 }],
      [
        '/api/wallet/add_bank_account',
        { bank_name: 'ICBC', account_name: 'A B', account_number: '12345678' },
      ],
      ['/api/responsible/limits', {}],
      ['/api/engage/referral', {}],
      [
        '/api/sportsbook/place',
        {
          selections: [{ ...selectionOf(line), stake: 10 }],
          accept: 'any',
          idempotency_key: 'elsewhere-1',
        },
      ],
    ] as const)
      expectError(await h.post(path, { ...elsewhere, ...extra }), 'sessionExpired', 401);
    // Calls without a domain_name are bound by the host the web server forwards.
    for (const path of ['/api/auth/get_balance', '/api/wallet/balance', '/api/settings/get_inbox'])
      expectError(
        await h.post(path, idr, { 'x-forwarded-host': 'slot3.localhost:8080' }),
        'sessionExpired',
        401,
      );
    // On its own site the session still works, through the proxy or not.
    await h.ok('/api/auth/get_balance', idr);
    expect(
      (await h.post('/api/auth/get_balance', idr, { 'x-forwarded-host': 'slot8.localhost:8080' }))
        .status,
    ).toBe(200);
  });

  it('lets the same account id register on two operators, each with its own password', async () => {
    const body = { account_id: 'twin0001', contact_phone: '09170001111' };
    for (const [site, password] of [
      [IDR, 'first1234'],
      [CNY, 'second1234'],
    ] as const) {
      await h.ok('/api/auth/signup', { ...signupBody({ ...body, password }), ...site });
      await h.ok('/api/auth/tac/verify', { ...site, account_id: body.account_id, tac: '123456' });
    }
    const login = (site: typeof IDR | typeof CNY, password: string) =>
      h.post('/api/auth/login', { ...site, account_id: body.account_id, password });
    expect((await login(IDR, 'first1234')).status).toBe(200);
    expect((await login(CNY, 'second1234')).status).toBe(200);
    expectError(await login(IDR, 'second1234'), 'invalidCredentials', 401);
  });

  it("dates limits in each operator's own time zone, the sandbox's default where it names none", async () => {
    const zoneOf = async (domain_name: string) => {
      const site = { domain_name, external_id: '' };
      const session = await signIn(site);
      const limits = await h.ok('/api/responsible/limits', { ...site, ...session });
      return limits.value?.time_zone;
    };
    expect(await zoneOf('slot7.localhost')).toBe('Asia/Ulaanbaatar');
    expect(await zoneOf('slot8.localhost')).toBe('Asia/Jakarta');
    expect(await zoneOf('slot3.localhost')).toBe('Asia/Shanghai');
    expect(await zoneOf('localhost')).toBe('Asia/Manila');
  });
});

describe('a database from before operators', () => {
  it('keeps every player, its id, balance and sessions, under the operator of its sign-up site', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-operators-'));
    const url = pathToFileURL(join(dir, 'sandbox.db')).href;
    try {
      const db = await openDb(url);
      // The schema as it was before accounts had an operator, with a seeded demo and a sign-up.
      const before = migrations.filter((m) => m.version < 13);
      await db.write(async (tx) => {
        await tx.run(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
        );
        for (const m of before) {
          for (const sql of m.statements) await tx.run(sql);
          await tx.run('INSERT INTO schema_migrations VALUES (?, ?, ?)', [m.version, m.name, '']);
        }
        await tx.run(
          `INSERT INTO sites (id, domain, site_name, currency, language, local_language, theme_code,
             theme_color, logo1, logo2, logo3, logo_text, status, external_id, android_sub, ios_sub,
             aff_domain, notice, show_preloader, show_bf_ann_modal, show_app_download,
             show_download_bar, is_maintenance, hour_withdrawal_cents, registered_player,
             active_player, deposited_player)
           VALUES (1, 'localhost', 'Playfront Demo', 'PHP', 'EN', 'PHP', 'slot1', 'gold', '', '', '',
             '', 'ACTIVE', 'PF-LOCALHOST', '', '', '', '', 0, 0, 0, 0, 0, 0, 0, 0, 0),
             (2, 'slot3.localhost', 'Golden Dragon', 'CN', 'CN', 'CN', 'slot3', 'red', '', '', '',
             '', 'ACTIVE', 'PF-SLOT3', '', '', '', '', 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
        );
        await tx.run("INSERT INTO vip_levels VALUES (1, 'Bronze', 0, 0)");
        await tx.run(
          `INSERT INTO players (id, account_id, password_hash, full_name, contact_email,
             contact_phone, status, game_balance_cents, created_at, signup_site_id)
           VALUES (7, 'old01', 'x', '', '', '', 'ACTIVE', 4200, '2026-01-01 00:00:00', NULL),
             (8, 'old02', 'x', '', '', '', 'ACTIVE', 900, '2026-01-01 00:00:00', 2)`,
        );
        await tx.run(
          `INSERT INTO sessions (player_id, token_hash, site_id, created_at)
           VALUES (7, 'h7', 1, '2026-01-01 00:00:00'), (8, 'h8', 2, '2026-01-01 00:00:00')`,
        );
      });
      expect(await migrate(db)).toBe(migrations.length - before.length);
      const players = await db.all(
        'SELECT id, operator, currency, game_balance_cents FROM players ORDER BY id',
      );
      expect(players.map((r) => ({ ...r }))).toEqual([
        { id: 7, operator: 'playfrontdemo', currency: 'PHP', game_balance_cents: 4200 },
        { id: 8, operator: 'goldendragon', currency: 'CN', game_balance_cents: 900 },
      ]);
      expect(await db.all('SELECT player_id FROM sessions ORDER BY player_id')).toHaveLength(2);
      expect(await db.all('PRAGMA foreign_key_check')).toEqual([]);
      // Seeding afterwards adds the demo players of each operator beside the migrated ones.
      await seed(db);
      expect(
        (await db.all("SELECT id FROM players WHERE account_id = 'old01'")).map((r) => r.id),
      ).toEqual([7]);
      // The negative-balance guard was rebuilt with the table.
      await expect(
        db.write((tx) => tx.run('UPDATE players SET game_balance_cents = -1 WHERE id = 7')),
      ).rejects.toThrow(/below zero/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
