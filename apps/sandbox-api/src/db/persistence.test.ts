import { rmSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import { login, SITE, startSandbox, signupBody } from '../testing/harness';
import { openDb } from './client';
import { migrate } from './schema';
import { seed } from './seed';

/** Every row of every table, to compare the whole database before and after a start. */
async function dump(url: string): Promise<Record<string, unknown[]>> {
  const client = createClient({ url });
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const out: Record<string, unknown[]> = {};
    for (const t of tables.rows) {
      const name = typeof t.name === 'string' ? t.name : '';
      out[name] = (await client.execute(`SELECT * FROM "${name}" ORDER BY rowid`)).rows.map(
        (r) => ({ ...r }),
      );
    }
    return out;
  } finally {
    client.close();
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the database file', () => {
  it('keeps accounts, balances, claims, favourites, passwords and sessions across a restart', async () => {
    let h: Harness = await startSandbox();
    dirs.push(h.dir);
    const auth = await login(h);
    const inbox = await h.ok('/api/settings/get_inbox', auth);
    const item = inbox.value?.find((i) => i.reward_amount === 50);
    await h.ok('/api/settings/claim_inbox', { ...auth, inbox_id: item?.inbox_id });
    await h.ok('/api/home/fav_toggle', {
      ...auth,
      provider_code: 'JILI',
      game_code: 'JILI-SUPER-ACE',
    });
    await h.ok(
      '/api/auth/signup',
      signupBody({ account_id: 'keeper01', password: 'keeper123', contact_phone: '0917555000' }),
    );
    await h.ok('/api/auth/tac/verify', { ...SITE, account_id: 'keeper01', tac: '123456' });
    await h.close(true);

    h = await startSandbox({ dir: h.dir });
    const balance = await h.ok('/api/auth/get_balance', auth);
    expect(balance.game_balance).toBe(1050);
    const after = await h.ok('/api/settings/get_inbox', auth);
    expect(after.value?.find((i) => i.inbox_id === item?.inbox_id)).toMatchObject({
      claimed: true,
    });
    await h.refused(
      '/api/settings/claim_inbox',
      { ...auth, inbox_id: item?.inbox_id },
      'alreadyClaimed',
      409,
    );
    const favourites = await h.ok('/api/home/fav_list', auth);
    expect(favourites.value?.map((g) => g.game_code)).not.toContain('JILI-SUPER-ACE');
    expect(favourites.value).toHaveLength(2);
    await login(h, 'keeper01', 'keeper123');
    await h.close(true);
  });

  it('seeds an empty file once: a second start inserts and changes nothing', async () => {
    let h = await startSandbox();
    dirs.push(h.dir);
    await h.close(true);
    const before = await dump(h.dbUrl);
    // Each of the 16 operators (the 15 brands and the demo) has its own 5 seeded players.
    expect(before.players).toHaveLength(16 * 5);
    expect(before.sites).toHaveLength(98);

    h = await startSandbox({ dir: h.dir });
    await h.close(true);
    expect(await dump(h.dbUrl)).toEqual(before);

    const db = await openDb(h.dbUrl);
    try {
      expect(await migrate(db)).toBe(0);
      expect((await seed(db)).inserted).toBe(0);
    } finally {
      db.close();
    }
    expect(await dump(h.dbUrl)).toEqual(before);
  });

  it('creates the folder of a file URL that does not exist yet', async () => {
    const h = await startSandbox();
    dirs.push(h.dir);
    await h.close(true);
    const nested = `${h.dbUrl.replace(/sandbox\.db$/, '')}deeper/still/sandbox.db`;
    const db = await openDb(nested);
    try {
      expect(await migrate(db)).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
