import type { FastifyInstance } from 'fastify';
import { setPasswordHash } from '../db/players';
import { sqlTime } from '../db/seed';
import {
  challengeAttempts,
  countChallengeMiss,
  dropChallenge,
  endAllSessions,
  endSession,
  markSteppedUp,
} from '../db/sessions';
import { ApiError } from '../errors';
import { check } from '../rules';
import type { PendingResets } from '../security/password-reset';
import { tokenHash, verifyPassword } from '../security/passwords';
import { CHALLENGE_MAX_ATTEMPTS } from './auth-sessions';
import type { AuthSessions } from './auth-sessions';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { assertMaySignIn, findPlayer, findSite } from './lookups';
import { useSecondFactor } from './two-step';

/** Signing in (password, second step, one-time code) and out. */
export function signInRoutes(
  app: FastifyInstance,
  services: Services,
  auth: AuthSessions,
  resets: PendingResets,
): void {
  const { db } = services;

  registerCall(app, '/api/auth/login', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const { player, resetHash } = await auth.guarded(site, body.account_id, ctx, async () => {
      const found = body.account_id ? await findPlayer(db, site, body.account_id) : null;
      const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
      // A pending temporary password signs in too, and then becomes the password.
      const resetHash = found && !valid ? await resets.match(found.id, body.password) : null;
      if (!found || !(valid || resetHash)) throw new ApiError('invalidCredentials');
      return { player: found, resetHash };
    });
    assertMaySignIn(player);
    const started = await db.write(async (tx) => {
      if (resetHash) {
        await setPasswordHash(tx, player.id, resetHash, sqlTime(services.now()));
        // Whoever held the old password is signed out everywhere.
        await endAllSessions(tx, player.id);
      }
      return auth.startOrChallenge(tx, player.id, site.id, ctx);
    });
    if (resetHash) resets.drop(player.id);
    return auth.startedAnswer(player, started);
  });

  registerCall(app, '/api/auth/login_second_step', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    check({
      code: [
        body.code.trim(),
        { pattern: /^[A-Za-z0-9 -]{6,12}$/, expect: 'a 6-digit code or a backup code' },
      ],
    });
    const player = body.account_id ? await findPlayer(db, site, body.account_id) : null;
    if (!player) throw new ApiError('twoStepChallengeExpired');
    const hash = tokenHash(body.challenge);
    const outcome = await auth.guarded(site, body.account_id, ctx, async () => {
      const result = await db.write(async (tx) => {
        const nowMs = services.now().getTime();
        const attempts = await challengeAttempts(tx, {
          idHash: hash,
          playerId: player.id,
          siteId: site.id,
          nowMs,
        });
        if (attempts === null) return 'expired' as const;
        if (!(await useSecondFactor(tx, services.secrets, player.id, body.code, nowMs))) {
          await countChallengeMiss(tx, hash, attempts + 1 >= CHALLENGE_MAX_ATTEMPTS);
          return 'wrong' as const;
        }
        await dropChallenge(tx, hash);
        assertMaySignIn(player);
        const token = await auth.startSession(tx, player.id, site.id, ctx);
        // Signing in with a code counts as a step-up for the next few minutes.
        await markSteppedUp(tx, tokenHash(token), nowMs);
        return { token };
      });
      if (result === 'expired') throw new ApiError('twoStepChallengeExpired');
      if (result === 'wrong') throw new ApiError('invalidTwoStepCode');
      return result;
    });
    return auth.sessionAnswer(player, outcome.token);
  });

  // The same answer for every account id: only an active account is sent a code.
  registerCall(app, '/api/auth/tac/request_login', async (body, ctx) => {
    const player = await auth.codeRequest(body, ctx);
    if (player?.status === 'ACTIVE') {
      const message = await db.write((tx) => auth.issueTac(tx, player, 'login'));
      services.send(message);
    }
    return ok({}, 'tacSent');
  });

  registerCall(app, '/api/auth/login_tac', (body, ctx) => auth.signInWithTac(body, ctx, 'login'));

  registerCall(app, '/api/auth/logout', async ({ account_id, auth: token }) => {
    const ended =
      account_id && token
        ? await db.write((tx) => endSession(tx, tokenHash(token), account_id))
        : 0;
    // A token that is not the account's session has nothing to end, like any own-data call.
    if (ended !== 1) throw new ApiError('sessionExpired');
    return ok({});
  });
}
