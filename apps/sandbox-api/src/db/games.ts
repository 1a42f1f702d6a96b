import type { FoundGame, GameSort, ServerGame } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import { searchText, TERM_LENGTH } from '../seed/catalogue';
import type { Db, SqlValue, Tx } from './client';
import { num, str } from './client';

/** The columns of `games g` every game answer reads. */
export const GAME_COLUMNS =
  'g.provider_code, g.game_code, g.game_name, g.game_type, g.img_url, g.name_cn';

/** A game row as calls answer it, with its Chinese title when it has one. */
export function toGame(r: Row): ServerGame {
  const game: ServerGame = {
    provider_code: str(r, 'provider_code'),
    game_code: str(r, 'game_code'),
    game_name: str(r, 'game_name'),
    game_type: str(r, 'game_type'),
    img_url: str(r, 'img_url'),
  };
  const cn = str(r, 'name_cn');
  return cn ? { ...game, game_name_cn: cn } : game;
}

/** The providers of a category's games (or of the hot list), in the order their games come. */
export async function providersOf(
  db: Db,
  category: string,
): Promise<{ provider_code: string; provider_name: string }[]> {
  const hot = category === 'hot';
  return (
    await db.all(
      `SELECT p.code, p.name, MIN(g.position) AS first FROM games g JOIN providers p ON p.code = g.provider_code
       WHERE g.id IN (${
         hot
           ? "SELECT game_id FROM game_lists WHERE list = 'hot'"
           : 'SELECT id FROM games WHERE category = ?'
       }) GROUP BY p.code, p.name ORDER BY first`,
      hot ? [] : [category],
    )
  ).map((r) => ({ provider_code: str(r, 'code'), provider_name: str(r, 'name') }));
}

/** The games a query's joins and condition pick, for one value of the condition. */
const gamesFrom = async (db: Pick<Db, 'all'>, from: string, value: number | string) =>
  (await db.all(`SELECT ${GAME_COLUMNS} FROM ${from}`, [value])).map(toGame);

/** The player's favourite games, in the order they were added. */
export const favouriteGames = (db: Pick<Db, 'all'>, playerId: number) =>
  gamesFrom(
    db,
    'favourites f JOIN games g ON g.id = f.game_id WHERE f.player_id = ? ORDER BY f.seq',
    playerId,
  );

/** The games of a named list (hot, featured, popular, new), in its order. */
export const listedGames = (db: Pick<Db, 'all'>, name: string) =>
  gamesFrom(
    db,
    'game_lists l JOIN games g ON g.id = l.game_id WHERE l.list = ? ORDER BY l.position',
    name,
  );

/** The games of a category, in their order. */
export const categoryGames = (db: Pick<Db, 'all'>, category: string) =>
  gamesFrom(db, 'games g WHERE g.category = ? ORDER BY g.position', category);

/** The id of the game with these codes, if there is one. */
export async function gameIdOf(
  db: Pick<Db, 'get'>,
  providerCode: string,
  gameCode: string,
): Promise<number | undefined> {
  const row = await db.get('SELECT id FROM games WHERE provider_code = ? AND game_code = ?', [
    providerCode,
    gameCode,
  ]);
  return row ? num(row, 'id') : undefined;
}

/** Adds a game to the player's favourites, or removes it if it is one; answers whether added. */
export async function toggleFavourite(tx: Tx, playerId: number, gameId: number): Promise<boolean> {
  const removed = await tx.run('DELETE FROM favourites WHERE player_id = ? AND game_id = ?', [
    playerId,
    gameId,
  ]);
  if (removed > 0) return false;
  await tx.run(
    `INSERT INTO favourites (player_id, game_id, seq)
     VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM favourites WHERE player_id = ?))`,
    [playerId, gameId, playerId],
  );
  return true;
}

/** The name of the provider with this code, if there is one. */
export async function providerNameOf(
  db: Pick<Db, 'get'>,
  code: string,
): Promise<string | undefined> {
  const row = await db.get('SELECT name FROM providers WHERE code = ?', [code]);
  return row ? str(row, 'name') : undefined;
}

/** How many providers have games in each category, by category key. */
export async function providerCountsByCategory(db: Pick<Db, 'all'>): Promise<Map<string, number>> {
  const rows = await db.all(
    'SELECT category, COUNT(DISTINCT provider_code) AS count FROM games GROUP BY category',
  );
  return new Map(rows.map((r) => [str(r, 'category'), num(r, 'count')]));
}

/** How many providers have games on the hot list. */
export async function hotProviderCount(db: Pick<Db, 'get'>): Promise<number> {
  const row = await db.get(
    `SELECT COUNT(DISTINCT g.provider_code) AS count FROM game_lists l
         JOIN games g ON g.id = l.game_id WHERE l.list = 'hot'`,
  );
  return row ? num(row, 'count') : 0;
}

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
