import type { FoundGame, GameSegment, GameSort } from '@playfront/core/contract';
import { gameCategories, GAMES_MAX_PAGE_SIZE, gameSorts } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, SqlValue } from '../db/client';
import { num } from '../db/client';
import { ApiError } from '../errors';
import { check, code } from '../rules';
import { searchText, TERM_LENGTH } from '../seed/catalogue';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { GAME_COLUMNS, providersOf, toGame } from '../db/games';
import { findSite } from './lookups';

/** Deepest page a caller may ask for. */
const MAX_PAGE = 10_000;
/** Words of a query that narrow the search; more add nothing a player needs. */
const MAX_WORDS = 5;
/** Above every character, so `term < word || TOP` ends the range of terms starting with `word`. */
const TOP = '\u{10FFFF}';

/** Order of each sort; the id makes it total, so pages neither overlap nor skip. */
const orders: Record<GameSort, string> = {
  popular: 'g.popularity DESC, g.id',
  new: 'g.released DESC, g.id',
  az: 'g.name_key, g.id',
};

/** What one search asks for, checked. */
export interface GameSearch {
  query: string;
  /** Category key (`slot_game`), or null for every category. */
  category: string | null;
  providers: readonly string[];
  sort: GameSort;
  page: number;
  pageSize: number;
}

/** The statements of one search: its page, and the count of every match. */
export function searchStatements(search: GameSearch): {
  page: { sql: string; args: SqlValue[] };
  count: { sql: string; args: SqlValue[] };
} {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (search.category) {
    where.push('g.category = ?');
    args.push(search.category);
  }
  if (search.providers.length) {
    where.push(`g.provider_code IN (${search.providers.map(() => '?').join(', ')})`);
    args.push(...search.providers);
  }
  // Every word must start a word of one of the game's names (or its provider's).
  for (const word of searchText(search.query).split(' ').filter(Boolean).slice(0, MAX_WORDS)) {
    const cut = [...word].slice(0, TERM_LENGTH).join('');
    where.push('g.id IN (SELECT game_id FROM game_terms WHERE term >= ? AND term < ?)');
    args.push(cut, cut + TOP);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return {
    page: {
      sql: `SELECT ${GAME_COLUMNS}
            FROM games g ${filter} ORDER BY ${orders[search.sort]} LIMIT ? OFFSET ?`,
      args: [...args, search.pageSize, (search.page - 1) * search.pageSize],
    },
    count: { sql: `SELECT COUNT(*) AS n FROM games g ${filter}`, args },
  };
}

/** One page of games, the total and whether more follow. */
export async function searchGames(
  db: Db,
  search: GameSearch,
): Promise<{ value: FoundGame[]; total: number; has_more: boolean }> {
  // Without words or a category there is nothing to look for.
  if (!search.category && !searchText(search.query))
    return { value: [], total: 0, has_more: false };
  const { page, count } = searchStatements(search);
  const [rows, counted] = await Promise.all([
    db.all(page.sql, page.args),
    db.get(count.sql, count.args),
  ]);
  const total = counted ? num(counted, 'n') : 0;
  return {
    value: rows.map(toGame),
    total,
    has_more: search.page * search.pageSize < total,
  };
}

/** The category key of a URL segment; the empty segment (hot) searches every category. */
const categoryOf = (segment: GameSegment | undefined): string | null =>
  (segment && gameCategories.find((c) => c.segment === segment)?.key) || null;

/** /api/product/search_games. */
export function gameSearchRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  registerCall(app, '/api/product/search_games', async (body) => {
    await findSite(db, body.domain_name, body.external_id);
    const providers = body.providers.filter(Boolean);
    const provider = code('a provider code');
    check(
      Object.fromEntries(
        providers.map((value, i) => [`providers.${i}`, [value, provider]] as const),
      ),
    );
    const { page, page_size: pageSize, sort } = body;
    if (page < 1 || page > MAX_PAGE) throw new ApiError('gamesPageInvalid');
    if (pageSize < 1 || pageSize > GAMES_MAX_PAGE_SIZE) throw new ApiError('gamesPageSizeInvalid');
    if (!gameSorts.includes(sort as GameSort)) throw new ApiError('gamesSortUnknown');
    const category = categoryOf(body.category);
    const found = await searchGames(db, {
      query: body.query,
      category,
      providers: [...new Set(providers.map((p) => p.toUpperCase()))],
      sort: sort as GameSort,
      page,
      pageSize,
    });
    return ok({
      ...found,
      page,
      ...(category ? { providers: await providersOf(db, category) } : {}),
    });
  });
}
