import type { Tx } from '../db/client';
import { catalogueFacts } from './catalogue';
import { DEMO_SLOT, gameImageUrl, gameTypeOf } from './games';

export { DEMO_SLOT };

/** Providers whose slots offer demo play to guests, as real providers commonly do. */
const DEMO_PROVIDERS = ['JILI', 'PPLAY', 'PGSOFT'] as const;

/**
 * Adds the demo slot to the slots (its rank and Chinese title follow from `completeGames`) and,
 * the first time only, marks which games guests may play for fun; later runs leave the flags as
 * an operator (or a test) set them.
 */
export async function seedPlay(tx: Tx): Promise<number> {
  let inserted = await tx.run(
    'INSERT INTO providers (code, name) VALUES (?, ?) ON CONFLICT DO NOTHING',
    [DEMO_SLOT.provider, DEMO_SLOT.providerName],
  );
  const added = await tx.run(
    `INSERT INTO games (provider_code, game_code, game_name, category, game_type, img_url, position,
       demo, engine)
     VALUES (?, ?, ?, 'slot_game', ?, ?,
       (SELECT COALESCE(MAX(position), 0) + 1 FROM games), 1, 'demo-slot')
     ON CONFLICT DO NOTHING`,
    [
      DEMO_SLOT.provider,
      DEMO_SLOT.code,
      DEMO_SLOT.name,
      gameTypeOf('slot_game'),
      gameImageUrl(DEMO_SLOT.provider, DEMO_SLOT.code),
    ],
  );
  inserted += added;
  // A database seeded before the slot had its rank and Chinese title: completeGames fills them.
  await tx.run(
    `UPDATE games SET released = '' WHERE provider_code = ? AND game_code = ? AND popularity <> ?`,
    [
      DEMO_SLOT.provider,
      DEMO_SLOT.code,
      catalogueFacts(DEMO_SLOT.provider, DEMO_SLOT.code).popularity,
    ],
  );
  if (added > 0)
    await tx.run(
      `UPDATE games SET demo = 1 WHERE category = 'slot_game'
       AND provider_code IN (${DEMO_PROVIDERS.map(() => '?').join(', ')})`,
      [...DEMO_PROVIDERS],
    );
  return inserted;
}
