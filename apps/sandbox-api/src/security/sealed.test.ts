import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../testing/clock';
import type { Harness } from '../testing/harness';
import { SITE, startSandbox, verifiedPlayer } from '../testing/harness';
import { isSealed, secretBox, totpContext } from './sealed';
import { newTwoStepSecret, totpCode } from './two-step';

describe('secret box', () => {
  const box = secretBox('a-long-random-key-for-tests');

  it('opens what it sealed, for the same row only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', totpContext(7));
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, totpContext(7))).toBe('JBSWY3DPEHPK3PXP');
    // A sealed secret copied to another account's row does not open there.
    expect(box.open(sealed, totpContext(8))).toBeNull();
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('does not open under another key, when altered, or when never sealed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'c');
    expect(secretBox('another-long-random-key').open(sealed, 'c')).toBeNull();
    // One bit of the ciphertext flipped: the tag no longer matches.
    const [prefix, iv, tag, body] = sealed.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = [prefix, iv, tag, bytes.toString('base64url')].join('.');
    expect(box.open(altered, 'c')).toBeNull();
    expect(box.open('gcm1.x.y.z', 'c')).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP', 'c')).toBeNull();
  });
});

describe('authenticator secrets at rest', () => {
  const clock = testClock(Date.parse('2026-03-10T08:00:00Z'));
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
    clock.reset();
  });

  const options = (extra: object = {}) => ({
    rateLimit: { enabled: false } as const,
    now: clock.now,
    ...extra,
  });

  /** The stored columns of an account, read straight from the database file. */
  async function stored(sandbox: Harness, accountId: string) {
    const [row] = await sandbox.sql(
      'SELECT id, totp_secret, totp_pending_secret FROM players WHERE account_id = ?',
      [accountId],
    );
    return {
      id: Number(row?.id),
      secret: (row?.totp_secret ?? null) as string | null,
      pending: (row?.totp_pending_secret ?? null) as string | null,
    };
  }

  const newPlayer = (sandbox: Harness, accountId: string) =>
    verifiedPlayer(sandbox, accountId, '+639170000301');

  const signIn = async (sandbox: Harness, accountId: string, code: string) => {
    const first = await sandbox.ok('/api/auth/login', {
      ...SITE,
      account_id: accountId,
      password: 'secret123',
    });
    return sandbox.post('/api/auth/login_second_step', {
      ...SITE,
      account_id: accountId,
      challenge: first.challenge,
      code,
    });
  };

  it('keeps the pending and the confirmed secret sealed, never in clear', async () => {
    h = await startSandbox(options());
    const auth = await newPlayer(h, 'sealed01');
    const enrol = await h.ok('/api/auth/two_step/enrol', auth);
    const secret = enrol.value?.secret ?? '';
    const pending = await stored(h, 'sealed01');
    expect(pending.pending).not.toBeNull();
    expect(isSealed(pending.pending ?? '')).toBe(true);
    expect(pending.pending).not.toContain(secret);
    await h.ok('/api/auth/two_step/confirm', { ...auth, code: totpCode(secret, clock.ms) });
    const confirmed = await stored(h, 'sealed01');
    expect(confirmed.pending).toBeNull();
    expect(isSealed(confirmed.secret ?? '')).toBe(true);
    expect(confirmed.secret).not.toContain(secret);
    // The sealed secret still checks codes, and a code used once stays refused.
    clock.advance(60_000);
    const code = totpCode(secret, clock.ms);
    expect((await signIn(h, 'sealed01', code)).status).toBe(200);
    await h.refused(
      '/api/auth/login_second_step',
      {
        ...SITE,
        account_id: 'sealed01',
        challenge: (
          await h.ok('/api/auth/login', { ...SITE, account_id: 'sealed01', password: 'secret123' })
        ).challenge,
        code,
      },
      'invalidTwoStepCode',
      400,
    );
  });

  it('seals secrets an older version stored in clear when it starts', async () => {
    h = await startSandbox(options());
    await newPlayer(h, 'sealed02');
    const { dir, dbUrl } = h;
    await h.close(true);
    // What an older version left: the secret as base32 text.
    const secret = newTwoStepSecret();
    const client = createClient({ url: dbUrl });
    await client.execute({
      sql: 'UPDATE players SET totp_secret = ? WHERE account_id = ?',
      args: [secret, 'sealed02'],
    });
    client.close();
    h = await startSandbox(options({ dir }));
    const row = await stored(h, 'sealed02');
    expect(isSealed(row.secret ?? '')).toBe(true);
    expect(row.secret).not.toContain(secret);
    clock.advance(60_000);
    expect((await signIn(h, 'sealed02', totpCode(secret, clock.ms))).status).toBe(200);
    // Starting again leaves a sealed row as it is.
    await h.close(true);
    h = await startSandbox(options({ dir }));
    expect((await stored(h, 'sealed02')).secret).toBe(row.secret);
  });

  it('under another key the app code no longer opens, and a backup code still signs in', async () => {
    h = await startSandbox(options());
    const auth = await newPlayer(h, 'sealed03');
    const secret = (await h.ok('/api/auth/two_step/enrol', auth)).value?.secret ?? '';
    const confirm = await h.ok('/api/auth/two_step/confirm', {
      ...auth,
      code: totpCode(secret, clock.ms),
    });
    const { dir } = h;
    await h.close(true);
    h = await startSandbox(options({ dir, secretKey: 'another-key-of-a-later-run' }));
    clock.advance(60_000);
    const refused = await signIn(h, 'sealed03', totpCode(secret, clock.ms));
    expect(refused.status).toBe(400);
    const backup = confirm.value?.backup_codes[0] ?? '';
    expect((await signIn(h, 'sealed03', backup)).status).toBe(200);
  });
});
