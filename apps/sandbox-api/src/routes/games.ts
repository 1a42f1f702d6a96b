import { gameCategories } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import {
  categoryGames,
  favouriteGames,
  gameIdOf,
  listedGames,
  providersOf,
  toggleFavourite,
} from '../db/games';
import { ApiError } from '../errors';
import { check, code } from '../rules';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite, requirePlayer } from './lookups';

/** The category key (`slot_game`) of a URL segment; the empty segment is the hot list. */
export const categoryOfSegment = (segment: string): string =>
  gameCategories.find((c) => c.segment === segment)?.key ?? 'hot';

/** /api/home/* (favourites) and /api/product/* (game lists). */
export function gameRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const favourites = (playerId: number) => favouriteGames(db, playerId);
  const list = (name: string) => listedGames(db, name);

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
    const gameId = await gameIdOf(db, body.provider_code, body.game_code);
    if (gameId === undefined)
      throw new ApiError('notFound', 'No game has this provider_code and game_code.');
    const added = await db.write((tx) => toggleFavourite(tx, player.id, gameId));
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
    const games = category === 'hot' ? await list('hot') : await categoryGames(db, category);
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
