import type { FastifyInstance } from 'fastify';
import { num, str } from '../db/client';
import { outboxRows } from '../db/codes';
import { postInboxItem } from '../db/inbox';
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
      const rows = await outboxRows(db, accountId, operator);
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
    const id = await db.write((tx) =>
      postInboxItem(
        tx,
        player.id,
        { title: title.trim(), message, rewardCents: Math.round(reward * 100) },
        sqlTime(services.now()),
      ),
    );
    return { statusCode: 1, inbox_id: id };
  });
}
