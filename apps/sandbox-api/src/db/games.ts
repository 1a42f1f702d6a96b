import type { ServerGame } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
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
