import { randomInt, timingSafeEqual } from 'node:crypto';
import type { ResponseOf } from '@playfront/core/contract';
import type { Tx } from '../db/client';
import { countTacMiss, dropTac, findTac, queueSms, storeTac } from '../db/codes';
import type { TacPurpose } from '../db/codes';
import { activatePendingPlayer } from '../db/players';
import { sqlTime } from '../db/seed';
import { dropExpiredChallenges, insertChallenge, openSession } from '../db/sessions';
import { ApiError } from '../errors';
import { check, RULES } from '../rules';
import { enforceNotExcluded } from '../safety/policy';
import { deviceOf } from '../safety/device';
import { addressKey, networkKey, tooManyAttempts } from '../security/login-guard';
import { newToken, tokenHash } from '../security/passwords';
import type { CallContext, OutgoingMessage, Services } from './define';
import { ok } from './define';
import type { PlayerRow, SiteRow } from './lookups';
import { accountKey, assertUsable, findPlayer, findSite } from './lookups';
import { twoStepSecret } from './two-step';

/** How long a sign-in whose password was right waits for its authenticator code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Wrong codes one waiting sign-in survives: the fifth ends it, and the password is asked again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Most sessions (devices) an account keeps open at once; a sign-in beyond ends the oldest. */
export const MAX_SESSIONS = 5;

/** How long a one-time code stays valid. */
export const TAC_TTL_MS = 10 * 60_000;

/** A sign-up not verified within this long is removed, so nobody holds an account id forever. */
export const UNVERIFIED_SIGNUP_TTL_MS = 24 * 3_600_000;

/** Wrong tries a one-time code survives: the fifth ends it, and the player asks for a new one. */
export const TAC_MAX_ATTEMPTS = 5;

/** A fresh 6-digit one-time code. */
const randomTac = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type Session = ResponseOf<'/api/auth/login'>;

/**
 * The steps every way of signing in shares: opening a session or a waiting sign-in, one-time
 * codes and their messages, and the limits on guessing and on asking for codes.
 */
export function authSessions(services: Services) {
  const { db, limiter, guard } = services;

  /**
   * Counts one request that sends a message (a code or a temporary password): at most so many per
   * account id and address, and per address whatever the account id.
   */
  function countCodeRequest(site: SiteRow, accountId: string, ctx: CallContext): void {
    const address = addressKey(ctx.ip);
    const network = networkKey(ctx.ip);
    const counts = [
      ['codeRequest', `${accountKey(site, accountId)}|${address}`],
      ['codeRequestAddress', address],
      ...(network ? [['codeRequestNetwork', network] as const] : []),
    ] as const;
    const wait = Math.max(...counts.map(([name, key]) => limiter.retryAfter(name, key)));
    if (wait > 0) throw tooManyAttempts(wait);
    for (const [name, key] of counts) limiter.hit(name, key);
  }

  /**
   * Opens a session for this device beside the account's others (the oldest beyond
   * MAX_SESSIONS ends), records the sign-in and answers its token. A break from play refuses it.
   */
  async function startSession(
    tx: Tx,
    playerId: number,
    siteId: number,
    ctx: CallContext,
  ): Promise<string> {
    const token = newToken();
    const at = services.now();
    await enforceNotExcluded(tx, playerId, at);
    await openSession(tx, {
      playerId,
      siteId,
      tokenHash: tokenHash(token),
      at,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      device: deviceOf(ctx.userAgent),
      keep: MAX_SESSIONS,
    });
    return token;
  }

  const sessionAnswer = (player: PlayerRow, token: string): Session =>
    ok({
      token,
      user: { account_id: player.accountId, session_token: token },
      fullname: player.fullName,
      email: player.contactEmail,
    });

  /**
   * Opens the session, or, for an account with two-step sign-in, a waiting sign-in that
   * `/api/auth/login_second_step` finishes with a code: no token until then.
   */
  async function startOrChallenge(
    tx: Tx,
    playerId: number,
    siteId: number,
    ctx: CallContext,
  ): Promise<{ token: string } | { challenge: string }> {
    if (!(await twoStepSecret(tx, playerId)))
      return { token: await startSession(tx, playerId, siteId, ctx) };
    await enforceNotExcluded(tx, playerId, services.now());
    const nowMs = services.now().getTime();
    await dropExpiredChallenges(tx, nowMs);
    const challenge = newToken();
    await insertChallenge(tx, {
      idHash: tokenHash(challenge),
      playerId,
      siteId,
      expiresMs: nowMs + CHALLENGE_TTL_MS,
    });
    return { challenge };
  }

  const startedAnswer = (player: PlayerRow, started: { token: string } | { challenge: string }) =>
    'token' in started
      ? sessionAnswer(player, started.token)
      : ok({ token: '', challenge: started.challenge }, 'secondStepRequired');

  const queueMessage = (tx: Tx, playerId: number, message: OutgoingMessage) =>
    queueSms(tx, playerId, message, sqlTime(services.now()));

  /** Stores a fresh one-time code for `purpose` and queues its message. */
  async function issueTac(tx: Tx, player: PlayerRow, purpose: TacPurpose) {
    const expires = new Date(services.now().getTime() + TAC_TTL_MS);
    const code = services.tac ?? randomTac();
    await storeTac(tx, player.id, purpose, code, expires);
    const message: OutgoingMessage = {
      accountId: player.accountId,
      recipient: player.contactPhone,
      kind: purpose === 'register' ? 'tac-register' : 'tac-login',
      text: `Your ${purpose === 'register' ? 'registration' : 'login'} code is ${code}. It expires in 10 minutes.`,
    };
    await queueMessage(tx, player.id, message);
    return message;
  }

  /**
   * Checks a one-time code inside the transaction: the right one is used up (true); a wrong one
   * counts a try and the last allowed try ends the code (false). It never throws, so the caller
   * commits the count before it answers invalidTac.
   */
  async function useTac(tx: Tx, playerId: number, purpose: TacPurpose, tac: string) {
    const stored = await findTac(tx, playerId, purpose);
    if (!stored) return false;
    const fresh = Date.parse(stored.expiresAt) > services.now().getTime();
    const same =
      stored.code.length === tac.length &&
      timingSafeEqual(Buffer.from(stored.code), Buffer.from(tac));
    if (fresh && same) {
      await dropTac(tx, playerId, purpose);
      return true;
    }
    if (stored.attempts + 1 >= TAC_MAX_ATTEMPTS || !fresh) await dropTac(tx, playerId, purpose);
    else await countTacMiss(tx, playerId, purpose);
    return false;
  }

  /**
   * Runs one check of a password or code under the login guard: the caller's address may be
   * refused, the account's recent failures may make it wait, and a wrong credential counts.
   */
  async function guarded<T>(
    site: SiteRow,
    accountId: string,
    ctx: CallContext,
    check: () => Promise<T>,
  ) {
    const attempt = await guard.admit(accountKey(site, accountId), ctx.ip);
    try {
      const result = await check();
      attempt.end('success');
      return result;
    } catch (error) {
      const wrong =
        error instanceof ApiError &&
        (error.key === 'invalidTac' ||
          error.key === 'invalidCredentials' ||
          error.key === 'wrongPassword' ||
          error.key === 'invalidTwoStepCode');
      attempt.end(wrong ? 'failure' : 'neither');
      throw error;
    }
  }

  /** Finds the site, then counts one code request of this account id from this address. */
  async function codeRequest(
    body: { domain_name: string; external_id: string; account_id: string },
    ctx: CallContext,
  ): Promise<PlayerRow | null> {
    const site = await findSite(db, body.domain_name, body.external_id);
    countCodeRequest(site, body.account_id, ctx);
    return body.account_id ? findPlayer(db, site, body.account_id) : null;
  }

  /** Signs in with a one-time code: registration verification or code login. */
  async function signInWithTac(
    body: { domain_name: string; external_id: string; account_id: string; tac: string },
    ctx: CallContext,
    purpose: TacPurpose,
  ): Promise<Session> {
    const site = await findSite(db, body.domain_name, body.external_id);
    check({ tac: [body.tac, RULES.tac] });
    const player = body.account_id ? await findPlayer(db, site, body.account_id) : null;
    if (purpose === 'register') {
      if (!player) throw new ApiError('accountNotFound');
      if (player.status === 'ACTIVE')
        throw new ApiError('invalidTac', 'This account is already verified; sign in instead.');
      if (player.status !== 'PENDING') assertUsable(player);
    }
    const session = await guarded(site, body.account_id, ctx, async () => {
      // A code login tells nothing about the account before the code is right.
      if (!player) throw new ApiError('invalidTac');
      const token = await db.write(async (tx) => {
        if (!(await useTac(tx, player.id, purpose, body.tac))) return null;
        if (purpose === 'login') assertUsable(player);
        if (purpose === 'register') await activatePendingPlayer(tx, player.id);
        return startOrChallenge(tx, player.id, site.id, ctx);
      });
      if (token === null) throw new ApiError('invalidTac');
      return { player, token };
    });
    return startedAnswer(session.player, session.token);
  }

  return {
    countCodeRequest,
    startSession,
    sessionAnswer,
    startOrChallenge,
    startedAnswer,
    queueMessage,
    issueTac,
    guarded,
    codeRequest,
    signInWithTac,
  };
}

export type AuthSessions = ReturnType<typeof authSessions>;
