import type { FastifyInstance } from 'fastify';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import type { Services } from './define';
import { CONTROL } from './define';
import { allSites, controlFilter, controlPlayer } from './lookups';

/** A reward inbox item a developer or a browser journey posts to an account. */
interface InboxPost {
  domain_name?: unknown;
  account_id?: unknown;
  title?: unknown;
  message?: unknown;
  reward?: unknown;
}

/** Developer routes outside the contract: health, seeded sites, the message log, inbox items. */
export function sandboxRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  app.get('/health', () => ({ status: 'ok' }));

  app.get('/sandbox/sites', async () => {
    const sites = await allSites(db);
    return {
      statusCode: 1,
      sites: sites.map((s) => ({
        domain: s.domain,
        theme_code: s.themeCode,
        theme_color: s.themeColor,
        language: s.language,
        maintenance: s.isMaintenance,
        site_name: s.siteName,
        currency: s.currency,
        live_chat: s.chatId !== null,
      })),
    };
  });

  app.get<{ Querystring: { account_id?: string; domain_name?: string } }>(
    '/sandbox/outbox',
    CONTROL,
    async (request) => {
      const { accountId, operator } = await controlFilter(db, request.query);
      const rows = await db.all(
        `SELECT o.id, o.account_id, o.channel, o.recipient, o.kind, o.text, o.created_at
       FROM outbox o LEFT JOIN players p ON p.id = o.player_id
       WHERE (? = '' OR o.account_id = ? COLLATE NOCASE) AND (? = '' OR p.operator = ?)
       ORDER BY o.id DESC LIMIT 50`,
        [accountId, accountId, operator, operator],
      );
      return {
        statusCode: 1,
        messages: rows.map((r) => ({
          id: num(r, 'id'),
          account_id: str(r, 'account_id'),
          channel: str(r, 'channel'),
          recipient: str(r, 'recipient'),
          kind: str(r, 'kind'),
          text: str(r, 'text'),
          created_at: str(r, 'created_at'),
        })),
      };
    },
  );

  // Journeys need a claimable item for a fresh account; seeded items can be claimed only once.
  app.post<{ Body: InboxPost }>('/sandbox/inbox', CONTROL, async (request) => {
    const { title, message = '', reward } = request.body ?? {};
    const valid =
      typeof title === 'string' &&
      title.trim() !== '' &&
      title.length <= 100 &&
      typeof message === 'string' &&
      message.length <= 500 &&
      typeof reward === 'number' &&
      Number.isFinite(reward) &&
      reward >= 0 &&
      reward <= 100_000;
    if (!valid)
      throw new ApiError(
        'invalidRequest',
        'title (1-100 characters), message (up to 500) and reward 0-100000 expected.',
      );
    const player = await controlPlayer(db, request.body);
    const id = await db.write(async (tx) => {
      await tx.run(
        `INSERT INTO inbox_items (player_id, title, message, reward_cents, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        [player.id, title.trim(), message, Math.round(reward * 100), sqlTime(services.now())],
      );
      const row = await tx.get('SELECT max(id) AS id FROM inbox_items WHERE player_id = ?', [
        player.id,
      ]);
      const id = row ? num(row, 'id') : 0;
      tx.notify({ kind: 'inbox', playerId: player.id, id });
      return id;
    });
    return { statusCode: 1, inbox_id: id };
  });
}
