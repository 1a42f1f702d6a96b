import type { Row } from '@libsql/client';
import type { Db } from './client';
import { str } from './client';

/** Every seeded site's row, in insertion order. */
export const siteRows = (db: Pick<Db, 'all'>): Promise<Row[]> =>
  db.all('SELECT * FROM sites ORDER BY id');

/** The row of the site at `domain` (normalised), if any. */
export const siteRowByDomain = (db: Pick<Db, 'get'>, domain: string): Promise<Row | undefined> =>
  db.get('SELECT * FROM sites WHERE domain = ?', [domain]);

/** The row of the site with this id, if any. */
export const siteRowById = (db: Pick<Db, 'get'>, id: number): Promise<Row | undefined> =>
  db.get('SELECT * FROM sites WHERE id = ?', [id]);

/** The name of the site at `domain` (normalised), if there is one. */
export async function siteNameByDomain(
  db: Pick<Db, 'get'>,
  domain: string,
): Promise<string | undefined> {
  const row = await db.get('SELECT site_name FROM sites WHERE domain = ?', [domain]);
  return row ? str(row, 'site_name') : undefined;
}
