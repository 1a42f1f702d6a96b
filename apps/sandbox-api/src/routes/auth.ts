import type { FastifyInstance } from 'fastify';
import { applyBonusExpiries } from '../bonus/engine';
import { bonusBalanceCents, vipLevels } from '../db/players';
import { sqlTime } from '../db/seed';
import { PendingResets } from '../security/password-reset';
import { vipLadder } from '../seed/vip-ladder';
import { authSessions } from './auth-sessions';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { requirePlayer } from './lookups';
import { passwordRoutes } from './password';
import { registrationRoutes } from './registration';
import { signInRoutes } from './sign-in';

export {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  MAX_SESSIONS,
  TAC_MAX_ATTEMPTS,
  TAC_TTL_MS,
  UNVERIFIED_SIGNUP_TTL_MS,
} from './auth-sessions';

/** /api/auth/*: sign-in, registration, one-time codes, passwords, balance and VIP. */
export function authRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const auth = authSessions(services);
  // A temporary password is held here until it signs in: both sign-in and password calls see it.
  const resets = new PendingResets(() => services.now().getTime());

  signInRoutes(app, services, auth, resets);
  registrationRoutes(app, services, auth);
  passwordRoutes(app, services, auth, resets);

  registerCall(app, '/api/auth/get_balance', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    // A bonus whose time is up leaves the bonus balance when it is next read.
    const expired = await applyBonusExpiries(db, player.id, sqlTime(services.now()));
    const bonus = expired ? await bonusBalanceCents(db, player.id) : undefined;
    return ok({
      game_balance: money(player.balanceCents),
      game_token: money(player.tokenCents),
      bonus_balance: money(bonus ?? player.bonusCents),
    });
  });

  registerCall(app, '/api/auth/vip', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    // The player's own progress first, then the rest of the ladder above it.
    const nextLevel = vipLadder(await vipLevels(db), {
      vipLevel: player.vipLevel,
      cycleDeposit: player.cycleDepositCents,
      cycleTurnover: player.cycleTurnoverCents,
    });
    return ok({ nextLevel });
  });
}
