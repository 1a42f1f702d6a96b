import type { MenuItem, ResponseOf } from '@playfront/core/contract';
import { languageCode } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { num, str, strOrNull } from '../db/client';
import { hotProviderCount, providerCountsByCategory } from '../db/games';
import { announcementRows, gameCategoryRows, menuItemRows } from '../db/site-content';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite } from './lookups';
import { startupParts } from '../seed/site-record';

type Startup = ResponseOf<'/api/startup'>;

/** POST /api/startup: the site, its menu, maintenance state, language and provider counts. */
export function startupRoutes(app: FastifyInstance, { db, safety }: Services): void {
  registerCall(app, '/api/startup', async ({ domain_name }): Promise<Startup> => {
    const site = await findSite(db, domain_name);
    const [menuRows, categoryRows, counts, hotCount, announcements] = await Promise.all([
      menuItemRows(db),
      gameCategoryRows(db),
      providerCountsByCategory(db),
      hotProviderCount(db),
      announcementRows(db, site.id),
    ]);

    const children = new Map<number | null, MenuItem[]>();
    const items = menuRows.map((r) => {
      const category = strOrNull(r, 'category');
      const item: MenuItem = {
        title: str(r, 'title'),
        path: str(r, 'path'),
        ...(category ? { category } : {}),
        content_id: num(r, 'content_id'),
        children: [],
      };
      return { item, parent: r.parent_id === null ? null : num(r, 'parent_id') };
    });
    for (const { item, parent } of items) {
      const list = children.get(parent) ?? [];
      list.push(item);
      children.set(parent, list);
    }
    for (const { item } of items) item.children = children.get(item.content_id) ?? [];

    counts.set('hot', hotCount);
    const categories = categoryRows.map((r) => ({
      category: str(r, 'key'),
      title: str(r, 'title'),
    }));
    // Sportsbook brands lead with sports, right after hot games.
    if (site.themeCode.startsWith('sportsbook')) {
      const sports = categories.findIndex((c) => c.category === 'sportsbook');
      const [entry] = sports >= 0 ? categories.splice(sports, 1) : [];
      if (entry) categories.splice(1, 0, entry);
    }

    const parts = startupParts(site);
    return ok(
      {
        ...parts,
        content: {
          menu: children.get(null) ?? [],
          game_menu: categories,
          announcements: announcements.map((r) => str(r, 'text')),
        },
        site: { ...parts.site, minimum_age: safety.minimumAge },
        language: z.catch(languageCode, 'EN').parse(site.language),
        provider_count: categories.map((c) => ({
          category: c.category,
          count: counts.get(c.category) ?? 0,
        })),
      },
      'OK',
    );
  });
}
