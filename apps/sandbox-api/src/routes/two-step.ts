import { STEP_UP_MINUTES } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import { markPlayerSteppedUp, markSteppedUp } from '../db/sessions';
import {
  advanceTotpStep,
  confirmTotpSecret,
  pendingTotpSecret,
  removeTotp,
  setPendingTotpSecret,
  steppedUpMs,
  storedTotpSecret,
  twoStepState,
  useBackupCode,
} from '../db/two-step';
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
  return storedTotpSecret(db, playerId);
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
  const confirmed = await storedTotpSecret(tx, playerId);
  const stored = secret === undefined ? confirmed : secret;
  if (!stored) return false;
  const key = box.open(stored, totpContext(playerId));
  const typed = code.trim();
  if (secret === undefined && looksLikeBackupCode(typed)) {
    return useBackupCode(tx, playerId, backupCodeHash(typed), new Date(nowMs).toISOString());
  }
  if (!key) return false;
  const step = totpStep(key, typed, nowMs);
  if (step === null) return false;
  return advanceTotpStep(tx, playerId, step);
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
  const at = await steppedUpMs(services.db, tokenHash(auth), playerId);
  if (services.now().getTime() - at > STEP_UP_MS)
    throw new ApiError('stepUpRequired', undefined, { params: { minutes: STEP_UP_MINUTES } });
}

/** /api/auth/two_step/*: enrol, confirm, turn off, step up. */
export function twoStepRoutes(app: FastifyInstance, services: Services): void {
  const { db, guard, secrets } = services;

  const status = async (playerId: number, auth: string) => {
    const state = await twoStepState(db, tokenHash(auth), playerId);
    return {
      enabled: state.enabled,
      backup_codes_left: state.codesLeft,
      // The same test requireStepUp makes, so the form asks exactly when the call would refuse.
      step_up_needed: state.enabled && services.now().getTime() - state.steppedUpMs > STEP_UP_MS,
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
      setPendingTotpSecret(tx, player.id, secrets.seal(secret, totpContext(player.id))),
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
        await confirmTotpSecret(
          tx,
          player.id,
          codes.map((code) => backupCodeHash(code)),
        );
        // The session that just proved the code may move money for a while without asking again.
        await markSteppedUp(tx, tokenHash(body.auth), services.now().getTime());
      },
      (tx) => pendingTotpSecret(tx, player.id),
    );
    return ok({ value: { backup_codes: codes } }, 'twoStepEnabled');
  });

  registerCall(app, '/api/auth/two_step/disable', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (!(await twoStepSecret(db, player.id))) throw new ApiError('twoStepNotEnabled');
    await checked(player, body.account_id, ctx, body.code, async (tx) => {
      await removeTotp(tx, player.id);
    });
    return ok({ value: await status(player.id, body.auth) }, 'twoStepDisabled');
  });

  registerCall(app, '/api/auth/two_step/step_up', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    if (!(await twoStepSecret(db, player.id))) throw new ApiError('twoStepNotEnabled');
    const now = services.now().getTime();
    await checked(player, body.account_id, ctx, body.code, async (tx) => {
      await markPlayerSteppedUp(tx, tokenHash(body.auth), player.id, now);
    });
    return ok({ value: { until: new Date(now + STEP_UP_MS).toISOString() } });
  });
}
