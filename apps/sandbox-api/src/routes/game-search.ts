import type { GameSegment, GameSort } from '@playfront/core/contract';
import { gameCategories, GAMES_MAX_PAGE_SIZE, gameSorts } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { check, code } from '../rules';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { providersOf, searchGames } from '../db/games';
import { findSite } from './lookups';

/** Deepest page a caller may ask for. */
const MAX_PAGE = 10_000;

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
