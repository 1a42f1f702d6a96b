import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Answer, Harness } from '../testing/harness';
import { expectError, expectOk, SITE, startSandbox } from '../testing/harness';

/**
 * One sandbox whose credential checks record their waits instead of sleeping. Each test uses
 * its own addresses and accounts, as different people would.
 */
let h: Harness;
const waits: number[] = [];
beforeAll(async () => {
  h = await startSandbox({
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
});
afterAll(() => h.close());
beforeEach(() => {
  waits.length = 0;
});

const login = (account_id: string, password: string) => ({ ...SITE, account_id, password });

/** POSTs as a caller at `remoteAddress` (not a proxy the sandbox trusts), in process. */
async function fromRemote(
  h: Harness,
  remoteAddress: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    remoteAddress,
    headers,
  });
  return {
    status: res.statusCode,
    headers: new Headers(res.headers as Record<string, string>),
    json: res.json(),
    text: res.body,
  };
}

describe('failed sign-ins per client address', () => {
  it('does not give a caller more guesses for rotating X-Forwarded-For when it is not a trusted proxy', async () => {
    // Twenty wrong passwords on twenty different account ids, each "forwarded for" someone else.
    for (let i = 0; i < 20; i++)
      expectError(
        await fromRemote(h, '198.51.100.20', login(`victim${i}`, 'guess1234'), {
          'x-forwarded-for': `203.0.113.${i}`,
        }),
        'invalidCredentials',
        401,
      );
    const refused = await fromRemote(h, '198.51.100.20', login('demo02', 'demo1234'), {
      'x-forwarded-for': '203.0.113.99',
    });
    const error = expectError(refused, 'tooManyAttempts', 429);
    expect(error?.statusDetail).toMatch(/Try again in \d+ seconds/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // The player at another address is not held back.
    expectOk('/api/auth/login', await fromRemote(h, '198.51.100.21', login('demo02', 'demo1234')));
  });

  it('ignores X-Forwarded-For from loopback too when no proxy is trusted', async () => {
    const direct = await startSandbox({ trustProxy: false });
    try {
      for (let i = 0; i < 20; i++)
        await direct.refused(
          '/api/auth/login',
          login(`victim${i}`, 'guess1234'),
          'invalidCredentials',
          401,
          {
            'x-forwarded-for': `203.0.113.${i}`,
          },
        );
      await direct.refused('/api/auth/login', login('demo02', 'demo1234'), 'tooManyAttempts', 429, {
        'x-forwarded-for': '192.0.2.1',
      });
    } finally {
      await direct.close();
    }
  });

  it('counts guesses sent in parallel, and wrong one-time codes too', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.post('/api/auth/login', login(`victim${i}`, 'guess1234'), headers),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
    for (const a of answers.filter((x) => x.status !== 401)) expectError(a, 'tooManyAttempts', 429);

    const codes = { 'x-forwarded-for': '203.0.113.78' };
    const wrongCode = { ...SITE, account_id: 'pending01', tac: '000000' };
    await h.refusesEach('/api/auth/login_tac', [
      ...Array.from({ length: 20 }, () => [wrongCode, 'invalidTac', 400, codes] as const),
      [{ ...SITE, account_id: 'pending01', tac: '1234' }, 'tooManyAttempts', 429, codes],
    ]);
  });
});

describe('failed sign-ins per account', () => {
  it('lets the player at another address sign in after ten wrong passwords, after a bounded wait', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 10; i++)
      await h.refused(
        '/api/auth/login',
        login('demo02', 'guess1234'),
        'invalidCredentials',
        401,
        attacker,
      );
    // Each guess past the fifth waited longer, up to 8 seconds.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    const player = { 'x-forwarded-for': '198.51.100.60' };
    expectOk(
      '/api/auth/login',
      await h.post('/api/auth/login', login('demo02', 'demo1234'), player),
    );
    expect(waits.at(-1)).toBe(8000);
    // The right password starts the account's count over.
    expectOk(
      '/api/auth/login',
      await h.post('/api/auth/login', login('demo02', 'demo1234'), player),
    );
    expect(waits).toHaveLength(6);
  });

  it('keeps the wait capped however many addresses guess', async () => {
    for (let i = 0; i < 25; i++)
      await h.refused('/api/auth/login', login('demo01', 'guess1234'), 'invalidCredentials', 401, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
    expect(waits).toEqual([1000, 2000, 4000, ...Array<number>(17).fill(8000)]);
    expectOk(
      '/api/auth/login',
      await h.post('/api/auth/login', login('demo01', 'demo1234'), {
        'x-forwarded-for': '198.51.100.61',
      }),
    );
  });
});
