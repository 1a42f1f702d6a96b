import type { ApiPath, ResponseOf } from '@playfront/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness } from '../testing/harness';
import { expectOk, SITE, verifiedPlayer } from '../testing/harness';
import { totpCode } from '../security/two-step';
import { STEP_UP_MS } from './two-step';

const clock = testClock(Date.parse('2026-03-10T08:00:00Z'));
let h: Harness;
beforeAll(async () => {
  h = await clockedSandbox(clock);
});
afterAll(() => h.close());
afterEach(() => clock.reset());

let accounts = 0;
async function newPlayer() {
  accounts += 1;
  const player = { account_id: `twostep${accounts}x`, password: 'secret123' };
  const phone = `+6391700002${String(accounts).padStart(2, '0')}`;
  return { player, auth: await verifiedPlayer(h, player.account_id, phone) };
}

/** A player with two-step sign-in on: the secret and the backup codes. */
async function enrolled() {
  const { player, auth } = await newPlayer();
  const enrol = await h.ok('/api/auth/two_step/enrol', auth);
  const secret = enrol.value?.secret ?? '';
  const confirm = await h.ok('/api/auth/two_step/confirm', {
    ...auth,
    code: totpCode(secret, clock.ms),
  });
  return { player, auth, secret, backup: confirm.value?.backup_codes ?? [] };
}

/** Signs `player` in with `code` as the second step, then asserts a second sign-in cannot reuse it. */
async function signsInOnlyOnce(player: { account_id: string; password: string }, code: string) {
  const a = await h.ok('/api/auth/login', { ...SITE, ...player });
  await h.ok('/api/auth/login_second_step', {
    ...SITE,
    account_id: player.account_id,
    challenge: a.challenge,
    code,
  });
  const b = await h.ok('/api/auth/login', { ...SITE, ...player });
  await h.refused(
    '/api/auth/login_second_step',
    { ...SITE, account_id: player.account_id, challenge: b.challenge, code },
    'invalidTwoStepCode',
    400,
  );
}

/** POSTs `body` to `path` with the wrong code `wrong` (refused), then with `code`; answers the success. */
async function rightCodeAfterWrong<P extends ApiPath>(
  path: P,
  body: object,
  wrong: string,
  code: string,
): Promise<ResponseOf<P>> {
  await h.refused(path, { ...body, code: wrong }, 'invalidTwoStepCode', 400);
  return h.ok(path, { ...body, code });
}

const addBank = (auth: object) =>
  h.post('/api/wallet/add_bank_account', {
    ...SITE,
    ...auth,
    bank_name: 'BDO',
    account_name: 'Juan Dela Cruz',
    account_number: '1234567890',
  });

describe('two-step sign-in', () => {
  it('enrols with a QR code and the secret, and confirms with a code', async () => {
    const { auth } = await newPlayer();
    const enrol = await h.ok('/api/auth/two_step/enrol', auth);
    expect(enrol.value?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.value?.otpauth_url).toContain('otpauth://totp/');
    expect(enrol.value?.qr_code.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const confirm = await rightCodeAfterWrong(
      '/api/auth/two_step/confirm',
      auth,
      '000000',
      totpCode(enrol.value?.secret ?? '', clock.ms),
    );
    expect(confirm.value?.backup_codes).toHaveLength(10);
    const status = await h.ok('/api/auth/two_step/status', auth);
    // The session that confirmed has just passed a code: a withdrawal does not ask again yet.
    expect(status.value).toEqual({ enabled: true, backup_codes_left: 10, step_up_needed: false });
  });

  it('asks for the code after the password, with no session before it', async () => {
    const { player, secret } = await enrolled();
    clock.advance(60_000);
    const first = await h.ok('/api/auth/login', { ...SITE, ...player });
    expect(first.token).toBe('');
    expect(first.statusMessage).toBe('secondStepRequired');
    const challenge = first.challenge ?? '';
    expect(challenge).not.toBe('');
    const second = { ...SITE, account_id: player.account_id, challenge };
    const done = await rightCodeAfterWrong(
      '/api/auth/login_second_step',
      second,
      '000000',
      totpCode(secret, clock.ms),
    );
    expect(done.token).toBeTruthy();
    // The same challenge is used up.
    await h.refused(
      '/api/auth/login_second_step',
      { ...second, code: totpCode(secret, clock.ms + 30_000) },
      'twoStepChallengeExpired',
      401,
    );
  });

  it('refuses a code replayed within its window', async () => {
    const { player, secret } = await enrolled();
    clock.advance(60_000);
    await signsInOnlyOnce(player, totpCode(secret, clock.ms));
  });

  it('takes each backup code once', async () => {
    const { player, backup } = await enrolled();
    const [code = ''] = backup;
    await signsInOnlyOnce(player, code);
  });

  it('ends a waiting sign-in after 5 wrong codes, and after 5 minutes', async () => {
    const { player, secret } = await enrolled();
    const a = await h.ok('/api/auth/login', { ...SITE, ...player });
    const second = { ...SITE, account_id: player.account_id, challenge: a.challenge ?? '' };
    for (let i = 0; i < 5; i += 1)
      await h.refused(
        '/api/auth/login_second_step',
        { ...second, code: '000000' },
        'invalidTwoStepCode',
        400,
      );
    clock.advance(60_000);
    await h.refused(
      '/api/auth/login_second_step',
      { ...second, code: totpCode(secret, clock.ms) },
      'twoStepChallengeExpired',
      401,
    );
    const b = await h.ok('/api/auth/login', { ...SITE, ...player });
    clock.advance(6 * 60_000);
    await h.refused(
      '/api/auth/login_second_step',
      {
        ...SITE,
        account_id: player.account_id,
        challenge: b.challenge,
        code: totpCode(secret, clock.ms),
      },
      'twoStepChallengeExpired',
      401,
    );
  });

  it('asks again (step-up) before a payout-account change once the window has passed', async () => {
    const { auth, secret } = await enrolled();
    // Confirming counts as a step-up for a few minutes.
    expectOk('/api/wallet/add_bank_account', await addBank(auth));
    const needed = async () =>
      (await h.ok('/api/auth/two_step/status', auth)).value?.step_up_needed;
    expect(await needed()).toBe(false);
    clock.advance(STEP_UP_MS + 60_000);
    // The status says a code is due exactly when the guarded call would refuse without one.
    expect(await needed()).toBe(true);
    const refused = await addBank(auth);
    expect(refused.status).toBe(403);
    expect((refused.json as { statusMessage: string }).statusMessage).toBe('stepUpRequired');
    const up = await rightCodeAfterWrong(
      '/api/auth/two_step/step_up',
      auth,
      '000000',
      totpCode(secret, clock.ms),
    );
    expect(Date.parse(up.value?.until ?? '')).toBe(clock.ms + STEP_UP_MS);
    expect(await needed()).toBe(false);
    // Past the step-up, the same bank account is refused for being saved already.
    const again = await addBank(auth);
    expect((again.json as { statusMessage: string }).statusMessage).toBe('walletBankExists');
  });

  it('turns off with a code, and the password alone signs in again', async () => {
    const { player, auth, secret } = await enrolled();
    clock.advance(60_000);
    const off = await rightCodeAfterWrong(
      '/api/auth/two_step/disable',
      auth,
      '111111',
      totpCode(secret, clock.ms),
    );
    expect(off.value).toMatchObject({ enabled: false, step_up_needed: false });
    const login = await h.ok('/api/auth/login', { ...SITE, ...player });
    expect(login.token).toBeTruthy();
    expect(login.challenge).toBeUndefined();
  });
});
