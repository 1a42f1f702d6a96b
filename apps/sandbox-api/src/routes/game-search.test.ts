import type { FoundGame } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openDb } from '../db/client';
import { seed } from '../db/seed';
import type { Harness } from '../testing/harness';
import { expectError, expectOk, SITE, startSandbox } from '../testing/harness';
import { searchStatements } from '../db/games';

let h: Harness;
let db: Db;
beforeAll(async () => {
  h = await startSandbox();
  db = await openDb(h.dbUrl);
});
afterAll(async () => {
  db.close();
  await h.close();
});

/** What the client sends when the player has chosen nothing. */
const plain = { query: '', category: '', providers: [], sort: 'popular', page: 1, page_size: 24 };
const post = (body: object) => h.post('/api/product/search_games', { ...SITE, ...plain, ...body });
const search = async (body: Record<string, unknown>) =>
  expectOk('/api/product/search_games', await post(body));
const names = (games: readonly FoundGame[] | undefined) => (games ?? []).map((g) => g.game_name);

describe('POST /api/product/search_games', () => {
  it('seeds several hundred games across the categories and providers', async () => {
    const slots = await search({ category: 'slots', page_size: 1 });
    expect(slots.total).toBeGreaterThan(300);
    expect(slots.providers?.length).toBeGreaterThanOrEqual(20);
    let total = 0;
    for (const category of ['slots', 'livecasino', 'fish', 'table', 'arcade', 'crash']) {
      total += (await search({ category, page_size: 1 })).total ?? 0;
    }
    expect(total).toBeGreaterThan(450);
  });

  it('finds a game by the start of any word of its name, in any case', async () => {
    const found = await search({ query: 'OLYMP' });
    expect(names(found.value)).toContain('Gates of Olympus');
    const phrase = await search({ query: 'gates of' });
    expect(names(phrase.value)[0]).toBe('Gates of Olympus');
    expect((await search({ query: 'lympus' })).total).toBe(0);
  });

  it('finds games by provider name or code, and by their Chinese title', async () => {
    const pg = await search({ query: 'pg soft', page_size: 100 });
    expect(pg.total).toBeGreaterThan(5);
    expect(pg.value?.every((g) => g.provider_code === 'PGSOFT')).toBe(true);
    expect((await search({ query: 'pgsoft', page_size: 1 })).total).toBe(pg.total);
    const cn = await search({ query: '麻将' });
    expect(cn.value?.[0]).toMatchObject({ game_name: 'Mahjong Ways 2', game_name_cn: '麻将胡了2' });
    // Any part of a Chinese title, not just its start.
    expect(names((await search({ query: '胡了' })).value)).toContain('Mahjong Ways 2');
  });

  it('filters by several providers within a category and counts every match', async () => {
    const both = await search({ category: 'slots', providers: ['jili', 'PGSOFT'], page_size: 100 });
    const jili = await search({ category: 'slots', providers: ['JILI'], page_size: 1 });
    const pg = await search({ category: 'slots', providers: ['PGSOFT'], page_size: 1 });
    expect(both.total).toBe((jili.total ?? 0) + (pg.total ?? 0));
    expect(new Set(both.value?.map((g) => g.provider_code))).toEqual(new Set(['JILI', 'PGSOFT']));
    expect(both.value?.every((g) => g.game_type === 'SLOTS')).toBe(true);
  });

  it('pages through a category in a stable order with no game twice or left out', async () => {
    const body = { category: 'slots', providers: ['JILI', 'PPLAY'], sort: 'az' };
    const seen: string[] = [];
    let page = 1;
    let total = 0;
    for (;;) {
      const answer = await search({ ...body, page });
      total = answer.total ?? 0;
      seen.push(...(answer.value ?? []).map((g) => g.game_name.toLowerCase()));
      expect(answer.value?.length).toBeLessThanOrEqual(24);
      if (!answer.has_more) break;
      page += 1;
    }
    expect(page).toBe(Math.ceil(total / 24));
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const again = await search({ ...body, page: 2 });
    expect(again.value?.map((g) => g.game_name.toLowerCase())).toEqual(seen.slice(24, 48));
  });

  it('sorts by popularity (the hot games first) and by release (the new row first)', async () => {
    const popular = await search({ category: 'slots', page_size: 3 });
    expect(names(popular.value)).toEqual(['Super Ace', 'Gates of Olympus', 'Mahjong Ways 2']);
    const fresh = await search({ category: 'slots', sort: 'new', page_size: 2 });
    expect(names(fresh.value)).toEqual(['Fruity Bonanza', 'Golden Bull']);
  });

  it('answers an empty page past the end, and nothing for an empty search', async () => {
    const past = await search({ category: 'crash', page: 50 });
    expect(past.value).toEqual([]);
    expect(past.has_more).toBe(false);
    expect(past.total).toBeGreaterThan(0);
    expect(await search({ query: ' !! ' })).toMatchObject({ value: [], total: 0 });
    // An apostrophe of a name is text, not a quote.
    expect(names((await search({ query: "hold'em" })).value)).toContain("Texas Hold'em");
  });

  it('refuses a page below 1, a page size above 100 and an unknown sort with their own keys', async () => {
    expectError(await post({ category: 'slots', page: 0 }), 'gamesPageInvalid', 400);
    expectError(await post({ category: 'slots', page_size: 101 }), 'gamesPageSizeInvalid', 400);
    expectError(await post({ category: 'slots', page_size: 0 }), 'gamesPageSizeInvalid', 400);
    expectError(await post({ category: 'slots', sort: 'price' }), 'gamesSortUnknown', 400);
    expectError(await post({ category: 'slots', page: 1.5 }), 'invalidRequest', 400);
    expectError(await post({ category: 'slots', providers: ["JILI' --"] }), 'invalidRequest', 400);
    expectError(await post({ category: 'nope' }), 'invalidRequest', 400);
    expectError(await post({ query: 'x; DROP TABLE games' }), 'invalidRequest', 400);
  });

  it('a second seed adds no games and leaves the catalogue as it was', async () => {
    const before = await search({ category: 'slots', page_size: 1 });
    expect((await seed(db)).inserted).toBe(0);
    expect((await search({ category: 'slots', page_size: 1 })).total).toBe(before.total);
  });
});

describe('search plans', () => {
  const plan = async (sql: string, args: readonly unknown[]) =>
    (await db.all(`EXPLAIN QUERY PLAN ${sql}`, args as never)).map((r) =>
      typeof r.detail === 'string' ? r.detail : '',
    );
  const cases = [
    { query: 'lucky', category: null, providers: [], sort: 'popular' },
    { query: 'fortune ti', category: 'slot_game', providers: ['JILI', 'PGSOFT'], sort: 'az' },
    { query: '', category: 'slot_game', providers: [], sort: 'popular' },
    { query: '', category: 'slot_game', providers: [], sort: 'new' },
    { query: '', category: 'slot_game', providers: [], sort: 'az' },
    { query: '', category: 'casino', providers: ['EVO', 'SA'], sort: 'popular' },
  ] as const;

  it.each(cases)('reads indexes, never every game: %o', async (c) => {
    const statements = searchStatements({ ...c, page: 2, pageSize: 24 });
    for (const { sql, args } of [statements.page, statements.count]) {
      const steps = await plan(sql, args);
      expect(steps.join('\n')).toMatch(
        /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|PRIMARY KEY/,
      );
      expect(steps.filter((s) => /^SCAN (g|games|game_terms)\b/.test(s))).toEqual([]);
    }
  });
});
