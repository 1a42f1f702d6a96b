import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import { expectError, expectOk, login, SITE, startSandbox, withSandbox } from '../testing/harness';
import { MAX_SESSIONS } from './auth';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

/** Each test that hammers a limit uses its own address, as a different player's browser would. */
let address = 10;
const from = () => ({ 'x-forwarded-for': `203.0.113.${address++}` });

const signupBody = (account_id: string, over: Record<string, unknown> = {}) => ({
  ...SITE,
  account_id,
  password: 'secret123',
  contact_phone: '+639175550000',
  contact_email: `${account_id}@example.com`,
  referrer_code: '',
  ch: 'fb',
  cm: 'spring-2025',
  pp: '',
  affiliate_code: 'AFF01',
  fbp: 'fb.1.1596403881668.1116446470',
  appsflyer_id: '1596403881668-1116446470',
  visitor_id: 'v_123',
  birth_date: '1990-05-17',
  accept_terms: true,
  not_restricted: true,
  ...over,
});

describe('POST /api/auth/login', () => {
  it('signs demo01 in with a 32-byte token and the profile fields', async () => {
    const res = await h.ok('/api/auth/login', {
      ...SITE,
      account_id: 'demo01',
      password: 'demo1234',
    });
    expect(Buffer.from(res.token ?? '', 'base64url')).toHaveLength(32);
    expect(res.user).toEqual({ account_id: 'demo01', session_token: res.token });
    expect(res).toMatchObject({ fullname: 'Demo Player', email: 'demo01@example.com' });
  });

  it('accepts the account id in any letter case and on every demo domain', async () => {
    for (const domain_name of ['localhost', 'slot7-rose.localhost', 'sportsbook3.localhost']) {
      const res = await h.post('/api/auth/login', {
        domain_name,
        external_id: '',
        account_id: 'DEMO01',
        password: 'demo1234',
      });
      expect(expectOk('/api/auth/login', res).user?.account_id).toBe('demo01');
    }
  });

  it('refuses a wrong password or an unknown account with invalidCredentials', async () => {
    const body = { ...SITE, account_id: 'demo01', password: 'wrong1234' };
    await h.refused('/api/auth/login', body, 'invalidCredentials', 401, from());
    await h.refused(
      '/api/auth/login',
      { ...body, account_id: 'nobody99' },
      'invalidCredentials',
      401,
      from(),
    );
  });

  it('refuses an unknown domain and a foreign external_id', async () => {
    const body = { account_id: 'demo01', password: 'demo1234' };
    await h.refused(
      '/api/auth/login',
      { ...body, domain_name: 'x.localhost', external_id: '' },
      'unknownDomain',
      404,
    );
    await h.refused(
      '/api/auth/login',
      {
        ...body,
        domain_name: 'slot1.localhost',
        external_id: 'PF-SLOT2',
      },
      'unknownDomain',
      404,
    );
  });

  it('answers BLOCK, accountClosed and accountNotVerified for accounts that may not sign in', async () => {
    const body = { ...SITE, password: 'demo1234' };
    await h.refused('/api/auth/login', { ...body, account_id: 'blocked01' }, 'BLOCK', 403);
    await h.refused('/api/auth/login', { ...body, account_id: 'closed01' }, 'accountClosed', 403);
    await h.refused(
      '/api/auth/login',
      { ...body, account_id: 'pending01' },
      'accountNotVerified',
      403,
    );
  });

  it('never locks successful logins', async () => {
    const headers = from();
    for (let i = 0; i < 14; i++)
      expectOk(
        '/api/auth/login',
        await h.post(
          '/api/auth/login',
          { ...SITE, account_id: 'demo02', password: 'demo1234' },
          headers,
        ),
      );
  });
});

describe('sessions', () => {
  it('keeps a session per device and ends the oldest beyond MAX_SESSIONS', async () => {
    const first = await login(h);
    await h.ok('/api/auth/get_balance', first);
    const later = [];
    for (let i = 0; i < MAX_SESSIONS - 1; i += 1) later.push(await login(h));
    await h.ok('/api/auth/get_balance', first);
    const newest = await login(h);
    await h.refused('/api/auth/get_balance', first, 'sessionExpired', 401);
    await h.refused('/api/home/fav_list', first, 'sessionExpired', 401);
    for (const session of [...later, newest]) await h.ok('/api/auth/get_balance', session);
  });

  it("answers another account's token like an ended session, and a made-up one too", async () => {
    const demo02 = await login(h, 'demo02');
    for (const auth of [demo02.auth, 'made-up', ''])
      await h.refused(
        '/api/auth/get_balance',
        { account_id: 'demo01', auth },
        'sessionExpired',
        401,
      );
    // The other account's token still works for its own account.
    await h.ok('/api/auth/get_balance', demo02);
  });
});

describe('POST /api/auth/get_balance', () => {
  it("answers demo01's game balance and game token", async () => {
    await withSandbox({}, async (h2) => {
      const res = await h2.ok('/api/auth/get_balance', await login(h2));
      expect(res).toMatchObject({ game_balance: 1000, game_token: 50 });
    });
  });

  it('refuses a missing auth or a mistyped account id', async () => {
    await h.refused('/api/auth/get_balance', { account_id: 'demo01' }, 'invalidRequest', 400);
    await h.refused('/api/auth/get_balance', { account_id: 1, auth: 'x' }, 'invalidRequest', 400);
  });
});

describe('registration', () => {
  it('creates an unverified player, sends a TAC, and verifies it into a session', async () => {
    const res = await h.post('/api/auth/signup', signupBody('newbie01'));
    expect(expectOk('/api/auth/signup', res).statusMessage).toBe('tacSent');
    expect(h.messages.at(-1)).toMatchObject({
      accountId: 'newbie01',
      kind: 'tac-register',
      recipient: '+639175550000',
    });
    expect(h.messages.at(-1)?.text).toContain('123456');

    const early = await h.post('/api/auth/login', {
      ...SITE,
      account_id: 'newbie01',
      password: 'secret123',
    });
    expectError(early, 'accountNotVerified', 403);

    const verified = await h.ok('/api/auth/tac/verify', {
      ...SITE,
      account_id: 'newbie01',
      tac: '123456',
    });
    expect(verified).toMatchObject({
      user: { account_id: 'newbie01' },
      email: 'newbie01@example.com',
    });
    const balance = await h.post('/api/auth/get_balance', {
      account_id: 'newbie01',
      auth: verified.token,
    });
    expect(expectOk('/api/auth/get_balance', balance)).toMatchObject({
      game_balance: 0,
      game_token: 0,
    });
    await h.ok('/api/auth/login', { ...SITE, account_id: 'newbie01', password: 'secret123' });
  });

  it('refuses a taken account id in any letter case', async () => {
    await h.refused(
      '/api/auth/signup',
      signupBody('DEMO01', { contact_phone: '+639170000001' }),
      'accountExists',
      409,
    );
  });

  it('refuses fields that break the form rules, naming each', async () => {
    const res = await h.refused(
      '/api/auth/signup',
      signupBody('1bad', { password: 'short', contact_phone: '12ab', contact_email: 'no-at' }),
      'invalidRequest',
      400,
    );
    for (const field of ['account_id', 'password', 'contact_phone', 'contact_email'])
      expect(res?.statusDetail).toContain(field);
    await h.refused(
      '/api/auth/signup',
      { ...signupBody('okname01'), visitor_id: undefined },
      'invalidRequest',
      400,
    );
  });

  it('refuses a wrong or missing TAC and a verified account', async () => {
    await h.ok('/api/auth/signup', signupBody('newbie02'));
    await h.refusesEach('/api/auth/tac/verify', [
      [{ ...SITE, account_id: 'newbie02', tac: '000000' }, 'invalidTac', 400, from()],
      [{ ...SITE, account_id: 'newbie02', tac: 'abc' }, 'invalidRequest', 400, from()],
      [{ ...SITE, account_id: 'demo01', tac: '123456' }, 'invalidTac', 400],
      [{ ...SITE, account_id: 'ghost001', tac: '123456' }, 'accountNotFound', 404],
    ]);
  });

  it('resends a registration code for an unverified account only', async () => {
    await h.ok('/api/auth/signup', signupBody('newbie03'));
    const sent = await h.post('/api/auth/tac/request_new_register', {
      ...SITE,
      account_id: 'newbie03',
    });
    expect(expectOk('/api/auth/tac/request_new_register', sent).statusMessage).toBe('tacSent');
    await h.ok('/api/auth/tac/verify', { ...SITE, account_id: 'newbie03', tac: '123456' });
    await h.refused(
      '/api/auth/tac/request_new_register',
      { ...SITE, account_id: 'newbie03' },
      'accountExists',
      409,
    );
    await h.refused(
      '/api/auth/tac/request_new_register',
      { ...SITE, account_id: 'ghost002' },
      'accountNotFound',
      404,
    );
    await h.refused('/api/auth/tac/request_new_register', { ...SITE }, 'invalidRequest', 400);
  });
});

describe('sign-in by one-time code', () => {
  it('signs in with login_tac after tac/request_login, once per code', async () => {
    const sent = await h.post('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' });
    expect(expectOk('/api/auth/tac/request_login', sent).statusMessage).toBe('tacSent');
    expect(h.messages.at(-1)).toMatchObject({ accountId: 'demo02', kind: 'tac-login' });
    const res = await h.ok('/api/auth/login_tac', { ...SITE, account_id: 'demo02', tac: '123456' });
    expect(res).toMatchObject({ user: { account_id: 'demo02' }, fullname: 'Second Player' });
    await h.ok('/api/auth/get_balance', { account_id: 'demo02', auth: res.token });
    await h.refused(
      '/api/auth/login_tac',
      { ...SITE, account_id: 'demo02', tac: '123456' },
      'invalidTac',
      400,
      from(),
    );
  });

  it('answers every account id alike, and sends a code to an active account only', async () => {
    const sent = h.messages.length;
    for (const account_id of ['blocked01', 'closed01', 'pending01', 'ghost003']) {
      const res = await h.post('/api/auth/tac/request_login', { ...SITE, account_id });
      expect(expectOk('/api/auth/tac/request_login', res).statusMessage).toBe('tacSent');
      expect(res.json).toEqual({ statusCode: 1, statusMessage: 'tacSent' });
    }
    expect(h.messages.length).toBe(sent);
    const active = await h.post('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' });
    expect(active.json).toEqual({ statusCode: 1, statusMessage: 'tacSent' });
    expect(h.messages.length).toBe(sent + 1);
  });

  it('answers invalidTac for an unknown account, a blocked one and a wrong code alike', async () => {
    for (const account_id of ['ghost003', 'blocked01', 'demo02'])
      await h.refused(
        '/api/auth/login_tac',
        { ...SITE, account_id, tac: '999999' },
        'invalidTac',
        400,
        from(),
      );
    await h.refused(
      '/api/auth/login_tac',
      { ...SITE, account_id: 'demo02', tac: 123456 },
      'invalidRequest',
      400,
    );
  });

  it('limits code requests from one address across account ids', async () => {
    const headers = from();
    // Thirty ids, each asked for once: the address's share for ten minutes.
    for (let i = 0; i < 30; i++)
      expectOk(
        '/api/auth/tac/request_login',
        await h.post('/api/auth/tac/request_login', { ...SITE, account_id: `pump${i}` }, headers),
      );
    const sent = h.messages.length;
    for (const [path, body] of [
      ['/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' }],
      ['/api/auth/tac/request_new_register', { ...SITE, account_id: 'pending01' }],
      [
        '/api/auth/forgot_password',
        { ...SITE, account_id: 'demo02', contact_phone: '+639179876543' },
      ],
      ['/api/auth/signup', signupBody('pumper01')],
    ] as const) {
      const refused = await h.post(path, body, headers);
      expectError(refused, 'tooManyAttempts', 429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(h.messages.length).toBe(sent);
    // Another address is not held back.
    expectOk(
      '/api/auth/tac/request_login',
      await h.post('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' }, from()),
    );
  });

  it('limits code requests to 5 a minute per account and address', async () => {
    const headers = from();
    for (let i = 0; i < 5; i++)
      expectOk(
        '/api/auth/tac/request_login',
        await h.post('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' }, headers),
      );
    await h.refused(
      '/api/auth/tac/request_login',
      { ...SITE, account_id: 'demo02' },
      'tooManyAttempts',
      429,
      headers,
    );
  });
});

describe('POST /api/auth/forgot_password', () => {
  const demo01 = { ...SITE, account_id: 'demo01', contact_phone: '+639171234567' };
  const temporaryOf = (text = '') => /password is (\w+)/.exec(text)?.[1] ?? '';

  it('sends a temporary password that signs in once used, ending the old password and session', async () => {
    await withSandbox({}, async (h2) => {
      const old = await login(h2);
      const res = await h2.post('/api/auth/forgot_password', demo01);
      expect(expectOk('/api/auth/forgot_password', res).statusMessage).toBe('passwordResetSent');
      const message = h2.messages.at(-1);
      expect(message).toMatchObject({ accountId: 'demo01', kind: 'temporary-password' });
      const temporary = temporaryOf(message?.text);
      // Asking changed nothing yet: the session and the password still work.
      await h2.ok('/api/auth/get_balance', old);
      const fresh = await h2.ok('/api/auth/login', {
        ...SITE,
        account_id: 'demo01',
        password: temporary,
      });
      await h2.refused('/api/auth/get_balance', old, 'sessionExpired', 401);
      await h2.refused(
        '/api/auth/login',
        { ...SITE, account_id: 'demo01', password: 'demo1234' },
        'invalidCredentials',
        401,
      );
      await h2.ok('/api/auth/get_balance', { account_id: 'demo01', auth: fresh.token });
      // It is now the password, and signs in again like any password.
      await h2.ok('/api/auth/login', { ...SITE, account_id: 'demo01', password: temporary });
    });
  });

  it('leaves the player signed in with the same password when someone else asks for one', async () => {
    let now = Date.parse('2031-05-01T08:00:00Z');
    await withSandbox({ now: () => new Date(now) }, async (h2) => {
      const session = await login(h2);
      await h2.ok('/api/auth/forgot_password', demo01);
      const temporary = temporaryOf(h2.messages.at(-1)?.text);
      await h2.ok('/api/auth/get_balance', session);
      await h2.ok('/api/auth/login', { ...SITE, account_id: 'demo01', password: 'demo1234' });
      // Thirty minutes later the unused temporary password no longer signs in.
      now += 30 * 60_000 + 1;
      await h2.refused(
        '/api/auth/login',
        { ...SITE, account_id: 'demo01', password: temporary },
        'invalidCredentials',
        401,
      );
    });
  });

  it('drops a pending temporary password when the player changes the password', async () => {
    await withSandbox({}, async (h2) => {
      const session = await login(h2);
      await h2.ok('/api/auth/forgot_password', demo01);
      const temporary = temporaryOf(h2.messages.at(-1)?.text);
      await h2.ok('/api/auth/update_password', {
        ...session,
        password: 'demo1234',
        new_password: 'fresh5678',
      });
      await h2.refused(
        '/api/auth/login',
        { ...SITE, account_id: 'demo01', password: temporary },
        'invalidCredentials',
        401,
      );
      await h2.ok('/api/auth/login', { ...SITE, account_id: 'demo01', password: 'fresh5678' });
    });
  });

  it('answers a phone that does not match, an unknown or a blocked account like a match, sending nothing', async () => {
    const headers = from();
    const sent = h.messages.length;
    for (const [account_id, contact_phone] of [
      ['demo02', '+639170000000'],
      ['ghost004', '+639179876543'],
      ['blocked01', '+639170000000'],
    ] as const) {
      const res = await h.post(
        '/api/auth/forgot_password',
        { ...SITE, account_id, contact_phone },
        headers,
      );
      expect(res.json).toEqual({ statusCode: 1, statusMessage: 'passwordResetSent' });
    }
    expect(h.messages.length).toBe(sent);
    // demo02's password did not change.
    await h.ok('/api/auth/login', { ...SITE, account_id: 'demo02', password: 'demo1234' });
    await h.refused(
      '/api/auth/forgot_password',
      { ...SITE, account_id: 'demo02', contact_phone: 'call me' },
      'invalidRequest',
      400,
      headers,
    );
  });

  it('limits requests to 5 a minute per account and address', async () => {
    const headers = from();
    const body = { ...SITE, account_id: 'demo02', contact_phone: '+639170000000' };
    for (let i = 0; i < 5; i++)
      expectOk(
        '/api/auth/forgot_password',
        await h.post('/api/auth/forgot_password', body, headers),
      );
    await h.refused('/api/auth/forgot_password', body, 'tooManyAttempts', 429, headers);
  });
});

describe('POST /api/auth/update_password', () => {
  it('changes the password and keeps the session', async () => {
    await h.ok('/api/auth/signup', signupBody('changer01'));
    const session = await h.ok('/api/auth/tac/verify', {
      ...SITE,
      account_id: 'changer01',
      tac: '123456',
    });
    const auth = { account_id: 'changer01', auth: session.token };
    const res = await h.post('/api/auth/update_password', {
      ...auth,
      password: 'secret123',
      new_password: 'better456',
    });
    expect(expectOk('/api/auth/update_password', res).statusMessage).toBe('passwordChanged');
    await h.ok('/api/auth/get_balance', auth);
    await h.refused(
      '/api/auth/login',
      { ...SITE, account_id: 'changer01', password: 'secret123' },
      'invalidCredentials',
      401,
    );
    await h.ok('/api/auth/login', { ...SITE, account_id: 'changer01', password: 'better456' });
  });

  it('refuses a wrong current password, a weak new one and a stale token', async () => {
    const auth = await login(h, 'demo02');
    await h.refused(
      '/api/auth/update_password',
      {
        ...auth,
        password: 'nope12345',
        new_password: 'better456',
      },
      'wrongPassword',
      400,
    );
    await h.refused(
      '/api/auth/update_password',
      {
        ...auth,
        password: 'demo1234',
        new_password: 'letters',
      },
      'invalidRequest',
      400,
    );
    await h.refused(
      '/api/auth/update_password',
      {
        ...auth,
        password: 'demo1234',
        new_password: 'demo1234',
      },
      'invalidRequest',
      400,
    );
    await h.staleSession('/api/auth/update_password', {
      ...auth,
      password: 'demo1234',
      new_password: 'better456',
    });
  });
});

describe('POST /api/auth/vip', () => {
  it("answers demo01's level with both progress bars part-way to the next level", async () => {
    const res = await h.ok('/api/auth/vip', await login(h));
    const first = res.nextLevel?.[0];
    expect(first).toMatchObject({ vip_name: 'Silver', vip_name_next: 'Gold' });
    const deposit = ((first?.cycle_deposit ?? 0) / (first?.deposit_next ?? 1)) * 100;
    const turnover = ((first?.cycle_turnover ?? 0) / (first?.turnover_next ?? 1)) * 100;
    for (const progress of [deposit, turnover]) {
      expect(progress).toBeGreaterThan(0);
      expect(progress).toBeLessThan(100);
    }
    expect(res.nextLevel?.map((l) => l.vip_name)).toEqual([
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
  });

  it('refuses a stale token and a missing account id', async () => {
    await h.staleSession('/api/auth/vip', { account_id: 'demo01' });
    await h.refused('/api/auth/vip', { auth: 'x' }, 'invalidRequest', 400);
  });
});
