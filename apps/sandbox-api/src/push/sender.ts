import type { PushKind } from '@playfront/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import type { PushEvent } from './texts';
import { pushMessage } from './texts';

/** The server's VAPID identity: the key pair browsers subscribe with and a contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use. */
  subject: string;
}

/** Sends the push messages players asked for. */
export interface PushSender {
  /** The key a browser subscribes with (base64url). */
  readonly publicKey: string;
  /**
   * Sends a message of `kind` to each subscription of the player that chose it. Never throws:
   * a push failure is logged, and a subscription the push service says is gone is removed.
   */
  notify(playerId: number, kind: PushKind, event: PushEvent): Promise<void>;
}

/** A made-up key pair for one run, when none is configured. */
export const makeVapidKeys = (): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:push@playfront.invalid',
});

/** 404 and 410 from a push service: the subscription has ended for good. */
const gone = (status: number) => status === 404 || status === 410;

export function pushSender(
  db: Db,
  vapid: VapidKeys,
  log: () => FastifyBaseLogger,
  /** How long a push service keeps an undelivered message, in seconds. */
  ttlSeconds = 24 * 3600,
): PushSender {
  return {
    publicKey: vapid.publicKey,
    async notify(playerId, kind, event) {
      try {
        const rows = await db.all(
          `SELECT p.id, p.endpoint, p.p256dh, p.auth, p.kinds, p.language,
             s.language AS site_language
           FROM push_subscriptions p LEFT JOIN sites s ON s.id = p.site_id
           WHERE p.player_id = ?`,
          [playerId],
        );
        const chosen = rows.filter((r) => {
          const kinds: unknown = JSON.parse(str(r, 'kinds'));
          return Array.isArray(kinds) && kinds.includes(kind);
        });
        await Promise.all(
          chosen.map(async (r) => {
            const message = pushMessage(
              kind,
              str(r, 'language'),
              event,
              strOrNull(r, 'site_language') ?? undefined,
            );
            const request = webpush.generateRequestDetails(
              {
                endpoint: str(r, 'endpoint'),
                keys: { p256dh: str(r, 'p256dh'), auth: str(r, 'auth') },
              },
              JSON.stringify(message),
              { vapidDetails: vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
            );
            let status = 0;
            try {
              // web-push encrypts and signs; the post itself is fetch's, which never follows a
              // redirect elsewhere and gives up on a push service that does not answer.
              const answer = await fetch(request.endpoint, {
                method: 'POST',
                headers: Object.fromEntries(
                  Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
                ),
                body: request.body,
                redirect: 'manual',
                signal: AbortSignal.timeout(10_000),
              });
              status = answer.status;
              await answer.body?.cancel();
            } catch (error) {
              log().warn({ subscription: num(r, 'id'), err: error }, 'push service unreachable');
              return;
            }
            if (gone(status)) {
              await db.write((tx) =>
                tx.run('DELETE FROM push_subscriptions WHERE id = ?', [num(r, 'id')]),
              );
              log().info({ subscription: num(r, 'id'), status }, 'push subscription gone');
            } else if (status < 200 || status >= 300)
              log().warn({ subscription: num(r, 'id'), status }, 'push refused');
          }),
        );
      } catch (error) {
        log().warn({ err: error, kind }, 'push not sent');
      }
    },
  };
}
