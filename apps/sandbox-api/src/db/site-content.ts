import type { Row } from '@libsql/client';
import type { Db } from './client';

type Reader = Pick<Db, 'all'>;

/** A site's rows of one content table in their display order. */
const bySite =
  (select: string, order: string) =>
  (db: Reader, siteId: number): Promise<Row[]> =>
    db.all(`${select} WHERE site_id = ? ORDER BY ${order}`, [siteId]);

/** The site's promotions. */
export const promotionRows = bySite('SELECT * FROM promotions', 'position');
/** The site's missions. */
export const missionRows = bySite('SELECT * FROM missions', 'position');
/** The site's leaderboard. */
export const leaderboardRows = bySite('SELECT * FROM leaderboard_entries', 'position');
/** The site's news, newest first. */
export const newsRows = bySite('SELECT * FROM news_items', 'published_on DESC, position');
/** The site's reviews, newest first. */
export const reviewRows = bySite('SELECT * FROM reviews', 'published_on DESC, position');
/** The site's social accounts. */
export const socialAccountRows = bySite('SELECT * FROM social_accounts', 'position');
/** The site's top-ten lists (winners, withdrawals), each in rank order. */
export const top10Rows = bySite('SELECT * FROM top10_entries', 'kind, position');
/** The site's analytics snippets. */
export const analyticsScriptRows = bySite(
  'SELECT section, script FROM analytics_scripts',
  'position',
);

/** The site's announcements. */
export const announcementRows = bySite('SELECT text FROM site_announcements', 'position');

/** The site's CMS pages. */
export const cmsPageRows = (db: Reader, siteId: number): Promise<Row[]> =>
  db.all('SELECT * FROM cms_pages WHERE site_id = ?', [siteId]);

/** The site's SEO record of a page, if it has one. */
export const seoPageRow = (
  db: Pick<Db, 'get'>,
  siteId: number,
  pageName: string,
): Promise<Row | undefined> =>
  db.get('SELECT * FROM seo_pages WHERE site_id = ? AND page_name = ?', [siteId, pageName]);

/** The daily spin's prizes. */
export const spinPrizeRows = (db: Reader): Promise<Row[]> =>
  db.all('SELECT * FROM spin_prizes ORDER BY position');

/** The site menu's items, parents and children alike, in menu order. */
export const menuItemRows = (db: Reader): Promise<Row[]> =>
  db.all('SELECT * FROM menu_items ORDER BY position');

/** The game categories' keys and titles, in menu order. */
export const gameCategoryRows = (db: Reader): Promise<Row[]> =>
  db.all('SELECT key, title FROM game_categories ORDER BY position');
