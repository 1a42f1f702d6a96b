import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_DEFAULT_PROVIDER_SECRET } from './app';
import type { Harness } from './testing/harness';
import {
  expectError,
  login,
  providerCallback,
  SITE,
  signupBody,
  startSandbox,
} from './testing/harness';

type Control = readonly [method: 'GET' | 'POST', path: string, body?: object];

/** Every operator and test control, with a body it accepts. */
const controls: readonly Control[] = [
  ['GET', '/sandbox/outbox?account_id=demo01'],
  ['POST', '/sandbox/inbox', { ...SITE, account_id: 'demo01', title: 'Gift', reward: 5 }],
  ['GET', '/sandbox/wallet/pending'],
  ['POST', '/sandbox/wallet/review', { transaction_id: 999_999, decision: 'approve' }],
  ['POST', '/sandbox/sports/price', { selection_id: 'x', odds: 2 }],
  ['POST', '/sandbox/sports/market', { selection_id: 'x', open: false }],
  ['POST', '/sandbox/sports/start', { match_id: 'x' }],
  ['POST', '/sandbox/sports/settle', { match_id: 'x' }],
  ['POST', '/sandbox/slot_seed', { seed: 1 }],
  ['POST', '/sandbox/game_flags', { provider_code: 'JILI', game_code: 'x', demo: true }],
  ['POST', '/sandbox/safety/lift', { ...SITE, account_id: 'demo01' }],
  ['POST', '/sandbox/clock', { advance_hours: 1 }],
  ['GET', '/sandbox/verification/pending'],
  ['POST', '/sandbox/verification/review', { ...SITE, account_id: 'demo01', decision: 'approve' }],
  ['POST', '/sandbox/verification/rule', { domain_name: SITE.domain_name, rule: 'none' }],
];

const named = controls.map((control) => ({ name: `${control[0]} ${control[1]}`, control }));

/** Calls a control as a stranger would: no token unless one is given. */
async function call(h: Harness, [method, path, body]: Control, token?: string) {
  const res = await fetch(`${h.base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as unknown };
}

describe('controls switched off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ controls: undefined, clockControl: true });
  });
  afterAll(() => h.close());

  it.each(named)('$name answers 404, token or not', async ({ control }) => {
    for (const token of [undefined, 'test-control-token'])
      expectError(await call(h, control, token), 'notFound', 404);
  });

  it('still lists the sites and serves the checkout, which are not controls', async () => {
    expect((await h.get('/sandbox/sites')).status).toBe(200);
    const player = await login(h, 'demo02');
    const made = await h.ok('/api/wallet/deposit', {
      ...SITE,
      ...player,
      amount: 250,
      method: 'GCASH',
      reference: '',
    });
    const checkout = made.payment?.flow === 'REDIRECT' ? made.payment.checkout_url : '';
    expect(new URL(checkout).pathname).toMatch(/^\/provider\/checkout\//);
    const page = await fetch(checkout);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve payment');
  });
});

describe('controls switched on', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ clockControl: true });
  });
  afterAll(() => h.close());

  it.each(named)('$name needs the operator token', async ({ control }) => {
    expectError(await call(h, control), 'controlTokenInvalid', 401);
    expectError(await call(h, control, 'not-the-token'), 'controlTokenInvalid', 401);
    expectError(await call(h, control, ''), 'controlTokenInvalid', 401);
    // With the token the control runs (its own answer, whatever the body asked).
    expect((await call(h, control, 'test-control-token')).status).not.toBe(401);
  });
});

describe('the payment provider secret', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ payments: {} });
  });
  afterAll(() => h.close());

  it('is random when none is configured: a callback signed with the former default is refused', async () => {
    const player = await login(h, 'demo02');
    const before = await h.ok('/api/auth/get_balance', player);
    const made = await h.ok('/api/wallet/deposit', {
      ...SITE,
      ...player,
      amount: 500,
      method: 'GCASH',
      reference: '',
    });
    const forged = await providerCallback(
      h,
      {
        payment_id: 'pay_forged',
        merchant_ref: made.value?.reference,
        amount_cents: 50_000,
        currency: 'PHP',
        status: 'PAID',
      },
      Date.now(),
      FORMER_DEFAULT_PROVIDER_SECRET,
    );
    expect(forged.status).toBe(401);
    expect(forged.json).toEqual({ accepted: false, reason: 'bad signature' });
    expect((await h.ok('/api/auth/get_balance', player)).game_balance).toBe(before.game_balance);
  });

  it('refuses the former default even when it is configured', async () => {
    const configured = await startSandbox({ payments: { secret: FORMER_DEFAULT_PROVIDER_SECRET } });
    try {
      const forged = await providerCallback(
        configured,
        { merchant_ref: 'PF1', status: 'PAID' },
        Date.now(),
        FORMER_DEFAULT_PROVIDER_SECRET,
      );
      expect(forged.status).toBe(401);
    } finally {
      await configured.close();
    }
  });
});

describe('one-time codes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ tac: undefined, rateLimit: { enabled: false } });
  });
  afterAll(() => h.close());

  /** The code the last message to this account carried. */
  const lastCode = (accountId: string) => {
    const text = [...h.messages].reverse().find((m) => m.accountId === accountId)?.text ?? '';
    return /code is (\d{6})\./.exec(text)?.[1] ?? '';
  };
  const other = (code: string) => (code === '000000' ? '111111' : '000000');

  it('are random per request when SANDBOX_TAC is not set', async () => {
    await h.ok(
      '/api/auth/signup',
      signupBody({ account_id: 'random01', password: 'secret123', contact_phone: '09171112222' }),
    );
    const first = lastCode('random01');
    expect(first).toMatch(/^\d{6}$/);
    const seen = new Set([first]);
    for (let i = 0; i < 4; i++) {
      await h.ok('/api/auth/tac/request_new_register', { ...SITE, account_id: 'random01' });
      seen.add(lastCode('random01'));
    }
    expect(seen.size).toBeGreaterThan(1);
    // Only the newest code works.
    await h.ok('/api/auth/tac/verify', {
      ...SITE,
      account_id: 'random01',
      tac: lastCode('random01'),
    });
  });

  it('die after 5 wrong tries: the right code then fails too, and a new one works', async () => {
    await h.ok('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' });
    const code = lastCode('demo02');
    const attempt = (tac: string) =>
      h.post('/api/auth/login_tac', { ...SITE, account_id: 'demo02', tac });
    for (let i = 0; i < 5; i++) expectError(await attempt(other(code)), 'invalidTac', 400);
    expectError(await attempt(code), 'invalidTac', 400);
    await h.ok('/api/auth/tac/request_login', { ...SITE, account_id: 'demo02' });
    expect((await attempt(lastCode('demo02'))).status).toBe(200);
  });

  it('survive fewer than 5 wrong tries', async () => {
    await h.ok('/api/auth/tac/request_login', { ...SITE, account_id: 'demo01' });
    const code = lastCode('demo01');
    for (let i = 0; i < 4; i++)
      expectError(
        await h.post('/api/auth/login_tac', { ...SITE, account_id: 'demo01', tac: other(code) }),
        'invalidTac',
        400,
      );
    await h.ok('/api/auth/login_tac', { ...SITE, account_id: 'demo01', tac: code });
  });
});
