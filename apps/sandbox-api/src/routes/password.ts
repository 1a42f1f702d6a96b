import type { FastifyInstance } from 'fastify';
import { setPasswordHash } from '../db/players';
import { sqlTime } from '../db/seed';
import { endOtherSessions } from '../db/sessions';
import { ApiError } from '../errors';
import { check, phoneDigits, RULES } from '../rules';
import { RESET_TTL_MS } from '../security/password-reset';
import type { PendingResets } from '../security/password-reset';
import { hashPassword, temporaryPassword, tokenHash, verifyPassword } from '../security/passwords';
import type { AuthSessions } from './auth-sessions';
import type { OutgoingMessage, Services } from './define';
import { ok, registerCall } from './define';
import { findPlayer, findSite, requirePlayer } from './lookups';

/** A forgotten password (a temporary one by text message) and a password change. */
export function passwordRoutes(
  app: FastifyInstance,
  services: Services,
  auth: AuthSessions,
  resets: PendingResets,
): void {
  const { db } = services;

  registerCall(app, '/api/auth/forgot_password', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    auth.countCodeRequest(site, body.account_id, ctx);
    check({ contact_phone: [body.contact_phone, RULES.phone] });
    // Hashed whether or not it is used, so a match takes as long as a miss.
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const player = body.account_id ? await findPlayer(db, site, body.account_id) : null;
    // The answer is the same whether or not the details match an active account; only a match
    // gets a temporary password, so nobody learns which account ids and phones go together.
    // Nothing about the account changes until the temporary password is used to sign in.
    if (
      player?.status === 'ACTIVE' &&
      phoneDigits(player.contactPhone) === phoneDigits(body.contact_phone)
    ) {
      const message: OutgoingMessage = {
        accountId: player.accountId,
        recipient: player.contactPhone,
        kind: 'temporary-password',
        text: `Your temporary password is ${password}. It works for ${RESET_TTL_MS / 60_000} minutes; sign in with it and change it. If you did not ask for it, ignore this message: your password has not changed.`,
      };
      await db.write((tx) => auth.queueMessage(tx, player.id, message));
      resets.put(player.id, hash);
      services.send(message);
    }
    return ok({}, 'passwordResetSent');
  });

  registerCall(app, '/api/auth/update_password', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    check({ new_password: [body.new_password, RULES.password] });
    await auth.guarded(player.site, body.account_id, ctx, async () => {
      if (!(await verifyPassword(body.password, player.passwordHash)))
        throw new ApiError('wrongPassword');
    });
    if (body.new_password === body.password)
      throw new ApiError('invalidRequest', 'new_password: must differ from the current password');
    const hash = await hashPassword(body.new_password);
    await db.write(async (tx) => {
      await setPasswordHash(tx, player.id, hash, sqlTime(services.now()));
      // The caller's session stays; any other session of the account ends with the old password.
      await endOtherSessions(tx, player.id, tokenHash(body.auth));
    });
    // A temporary password asked for earlier no longer replaces the one just chosen.
    resets.drop(player.id);
    return ok({}, 'passwordChanged');
  });
}
