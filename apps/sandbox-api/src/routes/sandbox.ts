import type { FastifyInstance } from 'fastify';
import { num, str } from '../db/client';
import type { Services } from './define';
import { allSites } from './lookups';

/** Developer routes outside the contract: health, the list of seeded sites, the message log. */
export function sandboxRoutes(app: FastifyInstance, { db }: Services): void {
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

  app.get<{ Querystring: { account_id?: string } }>('/sandbox/outbox', async (request) => {
    const accountId = typeof request.query.account_id === 'string' ? request.query.account_id : '';
    const rows = await db.all(
      `SELECT id, account_id, channel, recipient, kind, text, created_at FROM outbox
       WHERE (? = '' OR account_id = ? COLLATE NOCASE) ORDER BY id DESC LIMIT 50`,
      [accountId, accountId],
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
  });
}
