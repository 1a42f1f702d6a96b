import { describe, expect, it } from 'vitest';
import {
  backupCodeHash,
  looksLikeBackupCode,
  newBackupCodes,
  newTwoStepSecret,
  otpauthUrl,
  qrDataUrl,
  totpCode,
  totpStep,
} from './two-step';

describe('two-step codes', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('takes the code of the current step and of one step either side', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull();
  });

  it('refuses what is no code', () => {
    expect(totpStep(secret, '12345', 0)).toBeNull();
    expect(totpStep(secret, 'abcdef', 0)).toBeNull();
  });

  it('matches RFC 6238 test vector (SHA-1, T=59)', () => {
    // The RFC's secret is ASCII "12345678901234567890"; its base32 is below.
    const rfc = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfc, 59_000)).toBe('287082');
  });

  it('makes secrets, links and QR codes an app reads', async () => {
    const fresh = newTwoStepSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    const url = otpauthUrl(fresh, 'Slot One', 'demo01');
    expect(url).toContain(`secret=${fresh}`);
    expect(url.startsWith('otpauth://totp/')).toBe(true);
    const qr = await qrDataUrl(url);
    expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });

  it('hands out 10 distinct backup codes compared without case or dash', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [first = ''] = codes;
    expect(looksLikeBackupCode(first)).toBe(true);
    expect(looksLikeBackupCode('123456')).toBe(false);
    expect(backupCodeHash(first.toUpperCase().replace('-', ' '))).toBe(backupCodeHash(first));
  });
});
