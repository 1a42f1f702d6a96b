import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { addressKey, LoginGuard, loginLimits, networkKey } from './login-guard';

/** A guard on a fake clock whose sleep moves the clock and records each wait. */
function fakeGuard(factor = 1) {
  const clock = { now: 1_000_000 };
  const waits: number[] = [];
  const guard = new LoginGuard(
    { enabled: true, factor },
    {
      now: () => clock.now,
      sleep: (ms) => {
        waits.push(ms);
        clock.now += ms;
        return Promise.resolve();
      },
    },
  );
  return { guard, clock, waits };
}

async function fail(guard: LoginGuard, account: string, ip: string) {
  (await guard.admit(account, ip)).end('failure');
}

const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('LoginGuard per account', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('really sleeps on its own clock: the check after five failures starts a second later', async () => {
    vi.useFakeTimers();
    const guard = new LoginGuard({ enabled: true, factor: 1 });
    for (let i = 0; i < 5; i++) await fail(guard, 'demo02', `198.51.100.${i}`);
    let admitted = false;
    const attempt = guard.admit('demo02', '198.51.100.62').then((a) => {
      admitted = true;
      return a;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(admitted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(admitted).toBe(true);
    expect((await attempt).waitedMs).toBe(1000);
  });

  it('lets 5 failures pass, then makes every check wait 1, 2, 4, then at most 8 seconds', async () => {
    const { guard, waits } = fakeGuard();
    for (let i = 0; i < 10; i++) await fail(guard, 'demo02', `198.51.100.${i}`);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    // The right password still gets in, after the same capped wait, and starts the count over.
    const attempt = await guard.admit('DEMO02', '203.0.113.1');
    expect(attempt.waitedMs).toBe(8000);
    attempt.end('success');
    expect(guard.delayFor('demo02')).toBe(0);
  });

  it('forgets failures after 15 minutes and never refuses because of the account', async () => {
    const { guard, clock } = fakeGuard();
    for (let i = 0; i < 40; i++) await fail(guard, 'demo02', `198.51.100.${i}`);
    expect(guard.delayFor('demo02')).toBe(8000);
    clock.now += 15 * 60_000;
    expect(guard.delayFor('demo02')).toBe(0);
  });
});

describe('LoginGuard against parallel guesses', () => {
  it('runs the checks of one account one at a time, each waiting for the failures before it', async () => {
    const { guard, waits } = fakeGuard();
    for (let i = 0; i < 5; i++) await fail(guard, 'demo02', `198.51.100.${i}`);
    // Three guesses from three addresses arrive at once.
    const first = guard.admit('demo02', '203.0.113.1');
    const second = guard.admit('demo02', '203.0.113.2');
    const third = guard.admit('demo02', '203.0.113.3');
    let secondIn = false;
    void second.then(() => (secondIn = true));
    const running = await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The second guess is held until the first is over.
    expect(secondIn).toBe(false);
    running.end('failure');
    (await second).end('failure');
    (await third).end('failure');
    // Each waited for the one before to fail, so the waits grew as they would one by one.
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('refuses a check while the account already has the most checks waiting', async () => {
    const { guard } = fakeGuard();
    const queued = Array.from({ length: loginLimits.queue.maxWaiting }, (_, i) =>
      guard.admit('demo02', `203.0.113.${i}`),
    );
    const error = await refusal(guard.admit('demo02', '203.0.113.99'));
    expect(error.key).toBe('tooManyAttempts');
    for (const attempt of queued) (await attempt).end('neither');
    // Another account is never held up by this one.
    (await guard.admit('demo01', '203.0.113.99')).end('success');
    (await guard.admit('demo02', '203.0.113.99')).end('success');
  });
});

describe('LoginGuard per address', () => {
  it('refuses an address after 20 failures on any accounts, with the seconds to wait', async () => {
    const { guard, clock } = fakeGuard();
    for (let i = 0; i < 20; i++) {
      await fail(guard, `victim${i}`, '198.51.100.7');
      clock.now += 1000;
    }
    const error = await refusal(guard.admit('another1', '198.51.100.7'));
    expect(error.key).toBe('tooManyAttempts');
    expect(error.retryAfter).toBe(15 * 60 - 20);
    expect(error.detail).toBe(`Too many attempts. Try again in ${15 * 60 - 20} seconds.`);
    // Another address is not affected, nor is the same address once the window has passed.
    (await guard.admit('another1', '198.51.100.8')).end('success');
    clock.now += 15 * 60_000;
    (await guard.admit('another1', '198.51.100.7')).end('success');
  });

  it('counts checks still running, so parallel guesses cannot pass the limit', async () => {
    const { guard } = fakeGuard();
    const running = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guard.admit(`victim${i}`, '198.51.100.9')),
    );
    expect((await refusal(guard.admit('victim99', '198.51.100.9'))).retryAfter).toBe(1);
    for (const attempt of running) attempt.end('neither');
    (await guard.admit('victim99', '198.51.100.9')).end('success');
  });

  it('counts an IPv6 network by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  });

  it('gives the /64s of one IPv6 /48 a shared ceiling of 100 failures', async () => {
    const { guard } = fakeGuard();
    expect(networkKey('2001:db8:7:1::1')).toBe('2001:db8:7::/48');
    expect(networkKey('203.0.113.5')).toBeNull();
    // 100 failures from 10 different /64s of one /48, each /64 under its own limit of 20.
    for (let i = 0; i < 100; i++) await fail(guard, `victim${i}`, `2001:db8:7:${i % 10}::1`);
    const error = await refusal(guard.admit('victim', '2001:db8:7:a::1'));
    expect(error.key).toBe('tooManyAttempts');
    (await guard.admit('victim', '2001:db8:8:a::1')).end('success');
  });

  it('scales with the rate limit factor and does nothing when off', async () => {
    const { guard } = fakeGuard(2);
    for (let i = 0; i < 39; i++) await fail(guard, `victim${i}`, '198.51.100.10');
    (await guard.admit('victim', '198.51.100.10')).end('failure');
    await refusal(guard.admit('victim', '198.51.100.10'));
    const off = new LoginGuard({ enabled: false });
    for (let i = 0; i < 100; i++) (await off.admit('demo02', '198.51.100.11')).end('failure');
    expect(off.delayFor('demo02')).toBe(0);
  });
});
