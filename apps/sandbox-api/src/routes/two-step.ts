import { STEP_UP_MINUTES } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { ApiError } from '../errors';
import { accountKey, requirePlayer } from './lookups';
import type { CallContext, Services } from './define';
import { ok, registerCall } from './define';
import {
  backupCodeHash,
  looksLikeBackupCode,
  newBackupCodes,
  newTwoStepSecret,
  otpauthUrl,
  qrDataUrl,
  totpStep,
} from '../security/two-step';
import { tokenHash } from '../security/passwords';
import type { SecretBox } from '../security/sealed';
import { totpContext } from '../security/sealed';

export const STEP_UP_MS = STEP_UP_MINUTES * 60_000;

/** The account's confirmed secret as stored (sealed), or null when two-step sign-in is off. */
export async function twoStepSecret(db: Db | Tx, playerId: number): Promise<string | null> {
  const row = await db.get('SELECT totp_secret FROM players WHERE id = ?', [playerId]);
  return row ? strOrNull(row, 'totp_secret') : null;
}

/**
 * Uses up one code of the account inside the transaction: an app's code of a step later than the
 * last one used (a replay within its window is refused), or an unused backup code. `secret` is a
 * stored (sealed) secret to check instead of the confirmed one. A secret sealed under another key
 * does not open, and then only a backup code passes. Answers whether it was good; it never throws,
 * so a caller may commit what it counted first.
 */
export async function useSecondFactor(
  tx: Tx,
  box: SecretBox,
  playerId: number,
  code: string,
  nowMs: number,
  secret?: string | null,
): Promise<boolean> {
  const row = await tx.get('SELECT totp_secret FROM players WHERE id = ?', [playerId]);
  const stored = secret === undefined ? (row ? strOrNull(row, 'totp_secret') : null) : secret;
  if (!stored) return false;
  const key = box.open(stored, totpContext(playerId));
  const typed = code.trim();
  if (secret === undefined && looksLikeBackupCode(typed)) {
    const used = await tx.run(
      `UPDATE totp_backup_codes SET used_at = ?
       WHERE player_id = ? AND code_hash = ? AND used_at IS NULL`,
      [new Date(nowMs).toISOString(), playerId, backupCodeHash(typed)],
    );
    return used === 1;
  }
  if (!key) return false;
  const step = totpStep(key, typed, nowMs);
  if (step === null) return false;
  const won = await tx.run(
    'UPDATE players SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?',
    [step, playerId, step],
  );
  return won === 1;
}

/**
 * Refuses a withdrawal or payout-account change (`stepUpRequired`) of an account with two-step
 * sign-in whose session has not passed a code within the last STEP_UP_MINUTES.
 */
export async function requireStepUp(
  services: Pick<Services, 'db' | 'now'>,
  playerId: number,
  auth: string,
): Promise<void> {
  if (!(await twoStepSecret(services.db, playerId))) return;
  const row = await services.db.get(
    'SELECT stepped_up_ms FROM sessions WHERE token_hash = ? AND player_id = ?',
    [tokenHash(auth), playerId],
  );
  const at = row ? num(row, 'stepped_up_ms') : 0;
  if (services.now().getTime() - at > STEP_UP_MS)
    throw new ApiError('stepUpRequired', undefined, { params: { minutes: STEP_UP_MINUTES } });
}

/** /api/auth/two_step/*: enrol, confirm, turn off, step up. */
export function twoStepRoutes(app: FastifyInstance, services: Services): void {
  const { db, guard, secrets } = services;

  const status = async (playerId: number, auth: string) => {
    const row = await db.get(
      `SELECT p.totp_secret, (SELECT count(*) FROM totp_backup_codes b
         WHERE b.player_id = p.id AND b.used_at IS NULL) AS left_codes,
       (SELECT s.stepped_up_ms FROM sessions s
         WHERE s.token_hash = ? AND s.player_id = p.id) AS stepped_up_ms
       FROM players p WHERE p.id = ?`,
      [tokenHash(auth), playerId],
    );
    const enabled = Boolean(row && str(row, 'totp_secret'));
    const steppedUp = row ? num(row, 'stepped_up_ms') : 0;
    return {
      enabled,
      backup_codes_left: row ? num(row, 'left_codes') : 0,
      // The same test requireStepUp makes, so the form asks exactly when the call would refuse.
      step_up_needed: enabled && services.now().getTime() - steppedUp > STEP_UP_MS,
    };
  };

  /** Checks a code under the login guard: wrong codes count like wrong passwords. */
  async function checked(
    player: { id: number; site: Parameters<typeof accountKey>[0] },
    accountId: string,
    ctx: CallContext,
    code: string,
    then: (tx: Tx) => Promise<void>,
    secretOf?: (tx: Tx) => Promise<string | null>,
  ): Promise<void> {
    const attempt = await guard.admit(accountKey(player.site, accountId), ctx.ip);
    const good = await db
      .write(async (tx) => {
        const secret = secretOf ? await secretOf(tx) : undefined;
        if (secretOf && !secret) throw new ApiError('twoStepNotEnabled');
        const nowMs = services.now().getTime();
        if (!(await useSecondFactor(tx, secrets, player.id, code, nowMs, secret))) return false;
        await then(tx);
        return true;
      })
      .catch((error: unknown) => {
        attempt.end('neither');
        throw error;
      });
    attempt.end(good ? 'success' : 'failure');
    if (!good) throw new ApiError('invalidTwoStepCode');
  }

  registerCall(app, '/api/auth/two_step/status', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    return ok({ value: await status(player.id, body.auth) });
  });

  registerCall(app, '/api/auth/two_step/enrol', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (await twoStepSecret(db, player.id)) throw new ApiError('twoStepAlreadyEnabled');
    const secret = newTwoStepSecret();
    // The secret is kept sealed: a copy of the database does not hand out anyone's codes.
    await db.write((tx) =>
      tx.run('UPDATE players SET totp_pending_secret = ? WHERE id = ?', [
        secrets.seal(secret, totpContext(player.id)),
        player.id,
      ]),
    );
    const url = otpauthUrl(secret, player.site.siteName || player.site.domain, player.accountId);
    return ok({ value: { secret, otpauth_url: url, qr_code: await qrDataUrl(url) } });
  });

  registerCall(app, '/api/auth/two_step/confirm', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (await twoStepSecret(db, player.id)) throw new ApiError('twoStepAlreadyEnabled');
    const codes = newBackupCodes();
    await checked(
      player,
      body.account_id,
      ctx,
      body.code,
      async (tx) => {
        await tx.run(
          `UPDATE players SET totp_secret = totp_pending_secret, totp_pending_secret = NULL
           WHERE id = ?`,
          [player.id],
        );
        await tx.run('DELETE FROM totp_backup_codes WHERE player_id = ?', [player.id]);
        for (const code of codes)
          await tx.run('INSERT INTO totp_backup_codes (player_id, code_hash) VALUES (?, ?)', [
            player.id,
            backupCodeHash(code),
          ]);
        // The session that just proved the code may move money for a while without asking again.
        await tx.run('UPDATE sessions SET stepped_up_ms = ? WHERE token_hash = ?', [
          services.now().getTime(),
          tokenHash(body.auth),
        ]);
      },
      async (tx) => {
        const row = await tx.get('SELECT totp_pending_secret FROM players WHERE id = ?', [
          player.id,
        ]);
        return row ? strOrNull(row, 'totp_pending_secret') : null;
      },
    );
    return ok({ value: { backup_codes: codes } }, 'twoStepEnabled');
  });

  registerCall(app, '/api/auth/two_step/disable', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (!(await twoStepSecret(db, player.id))) throw new ApiError('twoStepNotEnabled');
    await checked(player, body.account_id, ctx, body.code, async (tx) => {
      await tx.run(
        `UPDATE players SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = ?`,
        [player.id],
      );
      await tx.run('DELETE FROM totp_backup_codes WHERE player_id = ?', [player.id]);
    });
    return ok({ value: await status(player.id, body.auth) }, 'twoStepDisabled');
  });

  registerCall(app, '/api/auth/two_step/step_up', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (!(await twoStepSecret(db, player.id))) throw new ApiError('twoStepNotEnabled');
    const now = services.now().getTime();
    await checked(player, body.account_id, ctx, body.code, async (tx) => {
      await tx.run('UPDATE sessions SET stepped_up_ms = ? WHERE token_hash = ? AND player_id = ?', [
        now,
        tokenHash(body.auth),
        player.id,
      ]);
    });
    return ok({ value: { until: new Date(now + STEP_UP_MS).toISOString() } });
  });
}

/** Removes the account's waiting sign-ins whose time ran out (any account's, cheaply). */
export async function dropExpiredChallenges(tx: Tx, nowMs: number): Promise<void> {
  await tx.run('DELETE FROM login_challenges WHERE expires_ms <= ?', [nowMs]);
}
