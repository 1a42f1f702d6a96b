import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy, vapidFromEnv } from './config';

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:8787, random codes, controls off and .data/sandbox.db in the app folder', () => {
    const config = configFromEnv({});
    expect(config.tac).toBeUndefined();
    expect(config.controls).toBeUndefined();
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      rateLimit: { enabled: true },
      sessions: { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 },
    });
    expect(fileURLToPath(config.dbUrl)).toMatch(/apps\/sandbox-api\/\.data\/sandbox\.db$/);
  });

  it('reads every SANDBOX_* variable', () => {
    const config = configFromEnv({
      SANDBOX_PORT: '9999',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_DB_URL: 'file:/tmp/x/sandbox.db',
      SANDBOX_TAC: '654321',
      SANDBOX_RATE_LIMIT: 'off',
      SANDBOX_SESSION_IDLE_MINUTES: '5',
      SANDBOX_SESSION_MAX_HOURS: '0.5',
    });
    expect(config).toMatchObject({
      port: 9999,
      host: '0.0.0.0',
      dbUrl: 'file:/tmp/x/sandbox.db',
      tac: '654321',
      rateLimit: { enabled: false },
      sessions: { idleMs: 5 * 60_000, maxMs: 30 * 60_000 },
    });
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(
      configFromEnv({
        SANDBOX_PORT: 'http',
        SANDBOX_TAC: '12',
        SANDBOX_SESSION_IDLE_MINUTES: '-3',
        SANDBOX_SESSION_MAX_HOURS: 'long',
      }),
    ).toMatchObject({
      port: 8787,
      tac: undefined,
      sessions: { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 },
    });
  });

  it('opens the controls only with SANDBOX_CONTROLS=on, to a token of 16 characters or more', () => {
    expect(
      configFromEnv({ SANDBOX_CONTROL_TOKEN: 'a-long-enough-token' }).controls,
    ).toBeUndefined();
    expect(
      configFromEnv({ SANDBOX_CONTROLS: 'on', SANDBOX_CONTROL_TOKEN: 'a-long-enough-token' })
        .controls,
    ).toEqual({ token: 'a-long-enough-token' });
    // A short token is not used: the sandbox makes a random one and logs it.
    expect(
      configFromEnv({ SANDBOX_CONTROLS: 'on', SANDBOX_CONTROL_TOKEN: 'short' }).controls,
    ).toEqual({ token: undefined });
  });

  it('reads SANDBOX_SECRET_KEY of 16 characters or more, and none otherwise', () => {
    expect(configFromEnv({ SANDBOX_SECRET_KEY: ' a-long-enough-secret-key ' }).secretKey).toBe(
      'a-long-enough-secret-key',
    );
    // Unset, short or with spaces: the start makes a random key and logs it.
    expect(configFromEnv({}).secretKey).toBeUndefined();
    expect(configFromEnv({ SANDBOX_SECRET_KEY: 'short' }).secretKey).toBeUndefined();
    expect(
      configFromEnv({ SANDBOX_SECRET_KEY: 'a long key with spaces' }).secretKey,
    ).toBeUndefined();
  });

  it('reads SANDBOX_TRUST_PROXY: loopback by default, off, or a list of proxies', () => {
    expect(configFromEnv({}).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy(' 10.0.0.5, 192.168.0.0/16 ,loopback,fd00::/8')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['everyone', '10.0.0.0/40', '10.0.0.1/8/2', 'true'])
      expect(parseTrustProxy(bad)).toEqual(['loopback']);
  });
});

describe('VAPID keys from the environment', () => {
  const pair = {
    VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
  };
  it('takes a whole pair with its subject, and a default contact', () => {
    expect(vapidFromEnv({ ...pair, VAPID_SUBJECT: 'mailto:ops@example.com' })).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@example.com',
    });
    expect(vapidFromEnv(pair)?.subject).toBe('mailto:push@playfront.invalid');
  });
  it('ignores half a pair or keys of the wrong size', () => {
    expect(vapidFromEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toBeUndefined();
    expect(vapidFromEnv({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toBeUndefined();
  });
});
