import type { SqlValue, Tx } from './client';
import { num, str } from './client';
import {
  catalogueFacts,
  chineseTitle,
  generateCatalogue,
  searchTerms,
  searchText,
} from '../seed/catalogue';
import { gameImageUrl, gameTypeOf, seedGames, seedProviders } from '../seed/games';

const providerNames = new Map(seedProviders.map((p) => [p.code, p.name]));

/** Fills what migration 7 added for games that lack it: facts, Chinese titles and search terms. */
export async function completeGames(tx: Tx): Promise<void> {
  const bare = await tx.all(
    `SELECT g.id, g.provider_code, g.game_code, g.game_name, g.name_cn, p.name AS provider_name
     FROM games g JOIN providers p ON p.code = g.provider_code WHERE g.released = ''`,
  );
  for (const r of bare) {
    const provider = str(r, 'provider_code');
    const name = str(r, 'game_name');
    const nameCn = str(r, 'name_cn') || chineseTitle(name);
    const { popularity, released } = catalogueFacts(provider, str(r, 'game_code'));
    await tx.run(
      'UPDATE games SET name_cn = ?, name_key = ?, popularity = ?, released = ? WHERE id = ?',
      [nameCn, searchText(name), popularity, released, num(r, 'id')],
    );
    const terms = new Set([
      ...searchTerms(name),
      ...searchTerms(nameCn),
      ...searchTerms(str(r, 'provider_name') || (providerNames.get(provider) ?? '')),
      ...searchTerms(provider),
    ]);
    const rows = [...terms].flatMap((term) => [term, num(r, 'id')]);
    if (rows.length)
      await tx.run(
        `INSERT INTO game_terms (term, game_id) VALUES ${[...terms].map(() => '(?, ?)').join(', ')}
         ON CONFLICT DO NOTHING`,
        rows,
      );
  }
}

/**
 * Adds the catalogue's games after the hand-picked ones (from position `first`), then completes
 * every game's facts and terms. Answers how many games were new; a second run adds none.
 */
export async function seedCatalogue(tx: Tx, first: number, scale = 1): Promise<number> {
  // Only the hand-picked games are left out, so every run generates the same games.
  const games = generateCatalogue(new Set(seedGames.map((g) => `${g.provider}/${g.code}`)), scale);
  let inserted = 0;
  const columns = 9;
  const chunk = Math.floor(900 / columns);
  for (let i = 0; i < games.length; i += chunk) {
    const part = games.slice(i, i + chunk);
    const values: SqlValue[] = part.flatMap((g, j) => [
      g.provider,
      g.code,
      g.name,
      g.nameCn,
      g.category,
      gameTypeOf(g.category),
      gameImageUrl(g.provider, g.code),
      first + i + j,
      '',
    ]);
    inserted += await tx.run(
      `INSERT INTO games (provider_code, game_code, game_name, name_cn, category, game_type, img_url,
         position, released)
       VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} ON CONFLICT DO NOTHING`,
      values,
    );
  }
  await completeGames(tx);
  return inserted;
}
