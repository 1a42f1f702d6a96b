import { randomInt, timingSafeEqual } from 'node:crypto';
import type { ResponseOf } from '@playfront/core/contract';
import { ageOn, signupTrackingFields } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { check, phoneDigits, RULES } from '../rules';
import { enforceNotExcluded } from '../safety/policy';
import { deviceOf } from '../safety/device';
import { addressKey, networkKey, tooManyAttempts } from '../security/login-guard';
import { PendingResets, RESET_TTL_MS } from '../security/password-reset';
import {
  hashPassword,
  newToken,
  temporaryPassword,
  tokenHash,
  verifyPassword,
} from '../security/passwords';
import type { CallContext, OutgoingMessage, Services } from './define';
import { money, ok, registerCall } from './define';
import type { PlayerRow, SiteRow } from './lookups';
import {
  accountKey,
  assertMaySignIn,
  assertUsable,
  findPlayer,
  findSite,
  requirePlayer,
} from './lookups';
import { vipLadder } from '../seed/vip-ladder';
import { dropExpiredChallenges, twoStepSecret, useSecondFactor } from './two-step';
import { applyBonusExpiries } from '../bonus/engine';

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

type Session = ResponseOf<'/api/auth/login'>;

/**
 * Removes the operator's sign-ups that were never verified within a day, with their codes and
 * reward items; the messages sent to them stay in the log without an account.
 */
async function removeStaleSignups(tx: Tx, site: SiteRow, now: Date): Promise<void> {
  const stale = `SELECT id FROM players WHERE operator = ? AND status = 'PENDING' AND created_at < ?`;
  const args = [site.operator, sqlTime(new Date(now.getTime() - UNVERIFIED_SIGNUP_TTL_MS))];
  await tx.run(`DELETE FROM tac_codes WHERE player_id IN (${stale})`, args);
  await tx.run(`DELETE FROM inbox_items WHERE player_id IN (${stale})`, args);
  await tx.run(`UPDATE outbox SET player_id = NULL WHERE player_id IN (${stale})`, args);
  await tx.run(`DELETE FROM players WHERE id IN (${stale})`, args);
}

/** /api/auth/*: sign-in, registration, one-time codes, passwords, balance and VIP. */
export function authRoutes(app: FastifyInstance, services: Services): void {
  const { db, limiter, guard } = services;
  const resets = new PendingResets(() => services.now().getTime());

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
    const now = sqlTime(at);
    await enforceNotExcluded(tx, playerId, at);
    const login = await tx.get(
      `INSERT INTO login_history (player_id, at, ip, user_agent, device, seen_ms)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      [playerId, at.toISOString(), ctx.ip, ctx.userAgent, deviceOf(ctx.userAgent), at.getTime()],
    );
    await tx.run(
      `INSERT INTO sessions (player_id, token_hash, site_id, created_at, started_ms, seen_ms, login_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [playerId, tokenHash(token), siteId, now, at.getTime(), at.getTime(), login?.id ?? null],
    );
    await tx.run(
      `DELETE FROM sessions WHERE player_id = ? AND id NOT IN
         (SELECT id FROM sessions WHERE player_id = ? ORDER BY id DESC LIMIT ?)`,
      [playerId, playerId, MAX_SESSIONS],
    );
    await tx.run('UPDATE players SET last_login_at = ? WHERE id = ?', [now, playerId]);
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
    await tx.run(
      'INSERT INTO login_challenges (id_hash, player_id, site_id, expires_ms) VALUES (?, ?, ?, ?)',
      [tokenHash(challenge), playerId, siteId, nowMs + CHALLENGE_TTL_MS],
    );
    return { challenge };
  }

  const startedAnswer = (player: PlayerRow, started: { token: string } | { challenge: string }) =>
    'token' in started
      ? sessionAnswer(player, started.token)
      : ok({ token: '', challenge: started.challenge }, 'secondStepRequired');

  async function queueMessage(tx: Tx, playerId: number, message: OutgoingMessage) {
    await tx.run(
      `INSERT INTO outbox (player_id, account_id, channel, recipient, kind, text, created_at)
       VALUES (?, ?, 'sms', ?, ?, ?, ?)`,
      [
        playerId,
        message.accountId,
        message.recipient,
        message.kind,
        message.text,
        sqlTime(services.now()),
      ],
    );
  }

  /** Stores a fresh one-time code for `purpose` and queues its message. */
  async function issueTac(tx: Tx, player: PlayerRow, purpose: 'register' | 'login') {
    const expires = new Date(services.now().getTime() + TAC_TTL_MS);
    const code = services.tac ?? randomTac();
    await tx.run(
      `INSERT INTO tac_codes (player_id, purpose, code, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (player_id, purpose) DO UPDATE SET code = excluded.code,
         expires_at = excluded.expires_at, attempts = 0`,
      [player.id, purpose, code, expires.toISOString()],
    );
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
  async function useTac(tx: Tx, playerId: number, purpose: 'register' | 'login', tac: string) {
    const row = await tx.get(
      'SELECT code, expires_at, attempts FROM tac_codes WHERE player_id = ? AND purpose = ?',
      [playerId, purpose],
    );
    if (!row) return false;
    const stored = str(row, 'code');
    const fresh = Date.parse(str(row, 'expires_at')) > services.now().getTime();
    const same =
      stored.length === tac.length && timingSafeEqual(Buffer.from(stored), Buffer.from(tac));
    if (fresh && same) {
      await tx.run('DELETE FROM tac_codes WHERE player_id = ? AND purpose = ?', [
        playerId,
        purpose,
      ]);
      return true;
    }
    await tx.run(
      num(row, 'attempts') + 1 >= TAC_MAX_ATTEMPTS || !fresh
        ? 'DELETE FROM tac_codes WHERE player_id = ? AND purpose = ?'
        : 'UPDATE tac_codes SET attempts = attempts + 1 WHERE player_id = ? AND purpose = ?',
      [playerId, purpose],
    );
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

  registerCall(app, '/api/auth/login', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const { player, resetHash } = await guarded(site, body.account_id, ctx, async () => {
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
        await tx.run('UPDATE players SET password_hash = ?, password_changed_at = ? WHERE id = ?', [
          resetHash,
          sqlTime(services.now()),
          player.id,
        ]);
        // Whoever held the old password is signed out everywhere.
        await tx.run('DELETE FROM sessions WHERE player_id = ?', [player.id]);
      }
      return startOrChallenge(tx, player.id, site.id, ctx);
    });
    if (resetHash) resets.drop(player.id);
    return startedAnswer(player, started);
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
    const outcome = await guarded(site, body.account_id, ctx, async () => {
      const result = await db.write(async (tx) => {
        const nowMs = services.now().getTime();
        const row = await tx.get(
          `SELECT attempts FROM login_challenges
           WHERE id_hash = ? AND player_id = ? AND site_id = ? AND expires_ms > ?`,
          [hash, player.id, site.id, nowMs],
        );
        if (!row) return 'expired' as const;
        if (!(await useSecondFactor(tx, services.secrets, player.id, body.code, nowMs))) {
          await tx.run(
            num(row, 'attempts') + 1 >= CHALLENGE_MAX_ATTEMPTS
              ? 'DELETE FROM login_challenges WHERE id_hash = ?'
              : 'UPDATE login_challenges SET attempts = attempts + 1 WHERE id_hash = ?',
            [hash],
          );
          return 'wrong' as const;
        }
        await tx.run('DELETE FROM login_challenges WHERE id_hash = ?', [hash]);
        assertMaySignIn(player);
        const token = await startSession(tx, player.id, site.id, ctx);
        // Signing in with a code counts as a step-up for the next few minutes.
        await tx.run('UPDATE sessions SET stepped_up_ms = ? WHERE token_hash = ?', [
          nowMs,
          tokenHash(token),
        ]);
        return { token };
      });
      if (result === 'expired') throw new ApiError('twoStepChallengeExpired');
      if (result === 'wrong') throw new ApiError('invalidTwoStepCode');
      return result;
    });
    return sessionAnswer(player, outcome.token);
  });

  registerCall(app, '/api/auth/get_balance', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    // A bonus whose time is up leaves the bonus balance when it is next read.
    const expired = await applyBonusExpiries(db, player.id, sqlTime(services.now()));
    const bonus = expired
      ? await db.get('SELECT bonus_balance_cents FROM players WHERE id = ?', [player.id])
      : undefined;
    return ok({
      game_balance: money(player.balanceCents),
      game_token: money(player.tokenCents),
      bonus_balance: money(bonus ? num(bonus, 'bonus_balance_cents') : player.bonusCents),
    });
  });

  registerCall(app, '/api/auth/forgot_password', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    countCodeRequest(site, body.account_id, ctx);
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
      await db.write((tx) => queueMessage(tx, player.id, message));
      resets.put(player.id, hash);
      services.send(message);
    }
    return ok({}, 'passwordResetSent');
  });

  registerCall(app, '/api/auth/signup', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    check({
      account_id: [body.account_id, RULES.accountId],
      password: [body.password, RULES.password],
      contact_phone: [body.contact_phone, RULES.phone],
      contact_email: [body.contact_email, RULES.email],
      ...Object.fromEntries(
        signupTrackingFields.map((field) => [field, [body[field], RULES.tracking]] as const),
      ),
    });
    const birthDate = body.birth_date;
    if (birthDate === undefined || body.accept_terms === undefined)
      throw new ApiError('invalidRequest', 'birth_date and accept_terms are required');
    if (!body.accept_terms) throw new ApiError('termsNotAccepted');
    if (body.not_restricted !== true) throw new ApiError('restrictedNotDeclared');
    const age = ageOn(birthDate, services.now());
    if (age === null)
      throw new ApiError('invalidRequest', 'birth_date: a real date of birth, YYYY-MM-DD');
    const { minimumAge } = services.safety;
    if (age < minimumAge)
      throw new ApiError('underMinimumAge', `Players must be at least ${minimumAge} years old.`, {
        params: { age: minimumAge },
      });
    countCodeRequest(site, body.account_id, ctx);
    const hash = await hashPassword(body.password);
    const message = await db.write(async (tx) => {
      await removeStaleSignups(tx, site, services.now());
      if (await findPlayer(tx, site, body.account_id)) throw new ApiError('accountExists');
      const now = sqlTime(services.now());
      await tx.run(
        `INSERT INTO players (operator, currency, account_id, password_hash, full_name, contact_email,
           contact_phone, status, signup_site_id, referrer_code, ch, cm, pp, affiliate_code, fbp,
           appsflyer_id, visitor_id, created_at, birth_date, not_restricted_at)
         VALUES (?, ?, ?, ?, '', ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          site.operator,
          site.currency,
          body.account_id,
          hash,
          body.contact_email,
          body.contact_phone,
          site.id,
          body.referrer_code,
          body.ch,
          body.cm,
          body.pp,
          body.affiliate_code,
          body.fbp,
          body.appsflyer_id,
          body.visitor_id,
          now,
          birthDate,
          // The declaration is kept with its time, as the regulator may ask for both.
          now,
        ],
      );
      const player = await findPlayer(tx, site, body.account_id);
      if (!player) throw new ApiError('internalServerError');
      return issueTac(tx, player, 'register');
    });
    services.send(message);
    return ok({}, 'tacSent');
  });

  /** Finds the site, then counts one code request of this account id from this address. */
  async function codeRequest(
    body: { domain_name: string; external_id: string; account_id: string },
    ctx: CallContext,
  ): Promise<PlayerRow | null> {
    const site = await findSite(db, body.domain_name, body.external_id);
    countCodeRequest(site, body.account_id, ctx);
    return body.account_id ? findPlayer(db, site, body.account_id) : null;
  }

  // Registration says when an id is taken anyway (signup answers accountExists), so this does too.
  registerCall(app, '/api/auth/tac/request_new_register', async (body, ctx) => {
    const player = await codeRequest(body, ctx);
    if (!player) throw new ApiError('accountNotFound');
    if (player.status === 'ACTIVE')
      throw new ApiError('accountExists', 'This account is already verified; sign in instead.');
    if (player.status !== 'PENDING') assertUsable(player);
    const message = await db.write((tx) => issueTac(tx, player, 'register'));
    services.send(message);
    return ok({}, 'tacSent');
  });

  // The same answer for every account id: only an active account is sent a code.
  registerCall(app, '/api/auth/tac/request_login', async (body, ctx) => {
    const player = await codeRequest(body, ctx);
    if (player?.status === 'ACTIVE') {
      const message = await db.write((tx) => issueTac(tx, player, 'login'));
      services.send(message);
    }
    return ok({}, 'tacSent');
  });

  /** Signs in with a one-time code: registration verification or code login. */
  async function signInWithTac(
    body: { domain_name: string; external_id: string; account_id: string; tac: string },
    ctx: CallContext,
    purpose: 'register' | 'login',
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
        if (purpose === 'register')
          await tx.run(
            `UPDATE players SET status = 'ACTIVE', phone_verified = 1 WHERE id = ? AND status = 'PENDING'`,
            [player.id],
          );
        return startOrChallenge(tx, player.id, site.id, ctx);
      });
      if (token === null) throw new ApiError('invalidTac');
      return { player, token };
    });
    return startedAnswer(session.player, session.token);
  }

  registerCall(app, '/api/auth/tac/verify', (body, ctx) => signInWithTac(body, ctx, 'register'));
  registerCall(app, '/api/auth/login_tac', (body, ctx) => signInWithTac(body, ctx, 'login'));

  registerCall(app, '/api/auth/update_password', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    check({ new_password: [body.new_password, RULES.password] });
    await guarded(player.site, body.account_id, ctx, async () => {
      if (!(await verifyPassword(body.password, player.passwordHash)))
        throw new ApiError('wrongPassword');
    });
    if (body.new_password === body.password)
      throw new ApiError('invalidRequest', 'new_password: must differ from the current password');
    const hash = await hashPassword(body.new_password);
    await db.write(async (tx) => {
      await tx.run('UPDATE players SET password_hash = ?, password_changed_at = ? WHERE id = ?', [
        hash,
        sqlTime(services.now()),
        player.id,
      ]);
      // The caller's session stays; any other session of the account ends with the old password.
      await tx.run('DELETE FROM sessions WHERE player_id = ? AND token_hash <> ?', [
        player.id,
        tokenHash(body.auth),
      ]);
    });
    // A temporary password asked for earlier no longer replaces the one just chosen.
    resets.drop(player.id);
    return ok({}, 'passwordChanged');
  });

  registerCall(app, '/api/auth/logout', async ({ account_id, auth }) => {
    const ended =
      account_id && auth
        ? await db.write(async (tx) => {
            const closed = await tx.run(
              `DELETE FROM sessions WHERE token_hash = ?
               AND player_id IN (SELECT id FROM players WHERE account_id = ?)`,
              [tokenHash(auth), account_id],
            );
            // A browser signed out is no longer the player's: its pushes stop with the session.
            if (closed === 1)
              await tx.run('DELETE FROM push_subscriptions WHERE session_hash = ?', [
                tokenHash(auth),
              ]);
            return closed;
          })
        : 0;
    // A token that is not the account's session has nothing to end, like any own-data call.
    if (ended !== 1) throw new ApiError('sessionExpired');
    return ok({});
  });

  registerCall(app, '/api/auth/vip', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const levels = (await db.all('SELECT * FROM vip_levels ORDER BY level')).map((r) => ({
      level: num(r, 'level'),
      name: str(r, 'name'),
      deposit: num(r, 'deposit_cents'),
      turnover: num(r, 'turnover_cents'),
    }));
    // The player's own progress first, then the rest of the ladder above it.
    const nextLevel = vipLadder(levels, {
      vipLevel: player.vipLevel,
      cycleDeposit: player.cycleDepositCents,
      cycleTurnover: player.cycleTurnoverCents,
    });
    return ok({ nextLevel });
  });
}
