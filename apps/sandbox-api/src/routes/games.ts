import type { ServerGame } from '@playfront/core/contract';
import { gameCategories } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { num, str } from '../db/client';
import { ApiError } from '../errors';
import { check, code } from '../rules';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite, requirePlayer } from './lookups';

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

/** The category key (`slot_game`) of a URL segment; the empty segment is the hot list. */
export const categoryOfSegment = (segment: string): string =>
  gameCategories.find((c) => c.segment === segment)?.key ?? 'hot';

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

/** /api/home/* (favourites) and /api/product/* (game lists). */
export function gameRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  /** The games a query's joins and condition pick, for one value of the condition. */
  const gamesFrom = async (from: string, value: number | string) =>
    (await db.all(`SELECT ${GAME_COLUMNS} FROM ${from}`, [value])).map(toGame);
  const favourites = (playerId: number) =>
    gamesFrom(
      'favourites f JOIN games g ON g.id = f.game_id WHERE f.player_id = ? ORDER BY f.seq',
      playerId,
    );
  const list = (name: string) =>
    gamesFrom(
      'game_lists l JOIN games g ON g.id = l.game_id WHERE l.list = ? ORDER BY l.position',
      name,
    );

  registerCall(app, '/api/home/fav_list', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    return ok({ value: await favourites(player.id) });
  });

  registerCall(app, '/api/home/fav_toggle', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    check({
      provider_code: [body.provider_code, code('a provider code')],
      game_code: [body.game_code, code('a game code')],
    });
    const game = await db.get('SELECT id FROM games WHERE provider_code = ? AND game_code = ?', [
      body.provider_code,
      body.game_code,
    ]);
    if (!game) throw new ApiError('notFound', 'No game has this provider_code and game_code.');
    const gameId = num(game, 'id');
    const added = await db.write(async (tx) => {
      const removed = await tx.run('DELETE FROM favourites WHERE player_id = ? AND game_id = ?', [
        player.id,
        gameId,
      ]);
      if (removed > 0) return false;
      await tx.run(
        `INSERT INTO favourites (player_id, game_id, seq)
         VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM favourites WHERE player_id = ?))`,
        [player.id, gameId, player.id],
      );
      return true;
    });
    return ok(
      { value: await favourites(player.id) },
      added ? 'favouriteAdded' : 'favouriteRemoved',
    );
  });

  registerCall(app, '/api/product/get_hot_games', async ({ domain_name, external_id }) => {
    await findSite(db, domain_name, external_id);
    const [value, featured, popular, fresh] = await Promise.all(
      ['hot', 'featured', 'popular', 'new'].map(list),
    );
    return ok({ value, featured, popular, new: fresh });
  });

  registerCall(app, '/api/product/get_games', async (body) => {
    await findSite(db, body.domain_name, body.external_id);
    check({ provider_code: [body.provider_code, code('a provider code')] });
    const category = categoryOfSegment(body.game_type);
    const provider = body.provider_code.toUpperCase();
    const games =
      category === 'hot'
        ? await list('hot')
        : (
            await db.all(
              `SELECT ${GAME_COLUMNS} FROM games g WHERE g.category = ? ORDER BY g.position`,
              [category],
            )
          ).map(toGame);
    return ok({
      value: provider ? games.filter((g) => g.provider_code.toUpperCase() === provider) : games,
      providers: await providersOf(db, category),
    });
  });

  registerCall(app, '/api/product/get_providers', async (body) => {
    await findSite(db, body.domain_name, body.external_id);
    return ok({ value: await providersOf(db, categoryOfSegment(body.game_type)) });
  });
}
