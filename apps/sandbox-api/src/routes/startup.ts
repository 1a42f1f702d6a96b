import type { MenuItem, ResponseOf } from '@playfront/core/contract';
import { languageCode } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { num, str, strOrNull } from '../db/client';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite } from './lookups';
import { startupParts } from '../seed/site-record';

type Startup = ResponseOf<'/api/startup'>;

/** POST /api/startup: the site, its menu, maintenance state, language and provider counts. */
export function startupRoutes(app: FastifyInstance, { db, safety }: Services): void {
  registerCall(app, '/api/startup', async ({ domain_name }): Promise<Startup> => {
    const site = await findSite(db, domain_name);
    const [menuRows, categoryRows, countRows, hotRow, announcementRows] = await Promise.all([
      db.all('SELECT * FROM menu_items ORDER BY position'),
      db.all('SELECT key, title FROM game_categories ORDER BY position'),
      db.all(
        'SELECT category, COUNT(DISTINCT provider_code) AS count FROM games GROUP BY category',
      ),
      db.get(
        `SELECT COUNT(DISTINCT g.provider_code) AS count FROM game_lists l
         JOIN games g ON g.id = l.game_id WHERE l.list = 'hot'`,
      ),
      db.all('SELECT text FROM site_announcements WHERE site_id = ? ORDER BY position', [site.id]),
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

    const counts = new Map(countRows.map((r) => [str(r, 'category'), num(r, 'count')]));
    counts.set('hot', hotRow ? num(hotRow, 'count') : 0);
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
          announcements: announcementRows.map((r) => str(r, 'text')),
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
