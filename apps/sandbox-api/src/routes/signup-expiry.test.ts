import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../testing/clock';
import type { Harness } from '../testing/harness';
import { expectError, SITE, signupBody, startSandbox } from '../testing/harness';

const clock = testClock(Date.parse('2031-07-01T08:00:00Z'));
let h: Harness;
beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false }, now: clock.now });
});
afterAll(() => h.close());

const signUp = (password: string) =>
  h.post(
    '/api/auth/signup',
    signupBody({ account_id: 'holder01', password, contact_phone: '09175550001' }),
  );

describe('a sign-up that is never verified', () => {
  it('holds its account id for a day, then gives it up to the next sign-up', async () => {
    expect((await signUp('first1234')).status).toBe(200);
    clock.advance(23 * 3_600_000);
    expectError(await signUp('second1234'), 'accountExists', 409);
    clock.advance(2 * 3_600_000);
    expect((await signUp('second1234')).status).toBe(200);
    // The new sign-up is the account now: its code verifies it and its password signs in.
    await h.ok('/api/auth/tac/verify', { ...SITE, account_id: 'holder01', tac: '123456' });
    await h.ok('/api/auth/login', { ...SITE, account_id: 'holder01', password: 'second1234' });
    expectError(
      await h.post('/api/auth/login', { ...SITE, account_id: 'holder01', password: 'first1234' }),
      'invalidCredentials',
      401,
    );
  });

  it('keeps a verified account however old it is', async () => {
    clock.advance(400 * 86_400_000);
    expectError(await signUp('third1234'), 'accountExists', 409);
  });
});
