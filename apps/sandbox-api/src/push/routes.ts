import type { PushKind, PushSaved } from '@playfront/core/contract';
import { pushKinds } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import type { Services } from '../routes/define';
import { ok, registerCall } from '../routes/define';
import { findSite, requirePlayer } from '../routes/lookups';
import { tokenHash } from '../security/passwords';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether the backend may post to `endpoint`: an https URL without credentials, as every push
 * service gives. Plain http is taken only on loopback, and only where a stand-in push service is
 * allowed (tests).
 */
export function acceptableEndpoint(endpoint: string, loopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return loopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

const kindsOf = (r: Row): PushKind[] => {
  const stored: unknown = JSON.parse(str(r, 'kinds'));
  return pushKinds.filter((k) => Array.isArray(stored) && stored.includes(k));
};
const toSaved = (r: Row): PushSaved => ({ endpoint: str(r, 'endpoint'), kinds: kindsOf(r) });

/** /api/push/*: the public key, and the signed-in player's subscriptions. */
export function pushRoutes(app: FastifyInstance, services: Services): void {
  const { db, push } = services;

  registerCall(app, '/api/push/key', async (body) => {
    await findSite(db, body.domain_name);
    return ok({ value: { public_key: push.publicKey } });
  });

  registerCall(app, '/api/push/save', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const { endpoint, keys, kinds } = body.subscription;
    if (!acceptableEndpoint(endpoint, services.pushLoopback))
      throw new ApiError('pushEndpointInvalid');
    const chosen = pushKinds.filter((k) => kinds.includes(k));
    const at = sqlTime(services.now());
    const row = await db.write(async (tx) => {
      await tx.run(
        `INSERT INTO push_subscriptions (player_id, operator, site_id, session_hash, endpoint, p256dh,
           auth, kinds, language, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id,
           operator = excluded.operator, site_id = excluded.site_id,
           session_hash = excluded.session_hash, p256dh = excluded.p256dh, auth = excluded.auth,
           kinds = excluded.kinds, language = excluded.language, updated_at = excluded.updated_at`,
        [
          player.id,
          player.operator,
          player.site.id,
          tokenHash(body.auth),
          endpoint,
          keys.p256dh,
          keys.auth,
          JSON.stringify(chosen),
          body.language,
          at,
          at,
        ],
      );
      return tx.get('SELECT * FROM push_subscriptions WHERE endpoint = ?', [endpoint]);
    });
    if (!row) throw new ApiError('internalServerError');
    return ok({ value: toSaved(row) });
  });

  registerCall(app, '/api/push/list', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await db.all('SELECT * FROM push_subscriptions WHERE player_id = ? ORDER BY id', [
      player.id,
    ]);
    return ok({ value: rows.map(toSaved) });
  });

  registerCall(app, '/api/push/remove', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const removed = await db.write((tx) =>
      tx.run('DELETE FROM push_subscriptions WHERE player_id = ? AND endpoint = ?', [
        player.id,
        body.endpoint,
      ]),
    );
    return ok({ value: { removed } });
  });
}
