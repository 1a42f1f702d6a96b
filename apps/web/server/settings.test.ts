// @vitest-environment node
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('settings', () => {
  it('default to a worker per core, metrics for loopback, 5 s shared caching with 30 s stale, no other origins', () => {
    expect(readSettings({})).toMatchObject({
      workers: availableParallelism(),
      metricsAllow: ['loopback'],
      metricsPort: undefined,
      pageSMaxAge: 5,
      pageStaleWhileRevalidate: 30,
      imageOrigins: [],
      frameOrigins: [],
    });
  });

  it('read workers, the metrics listeners, the page cache times and the CSP origins', () => {
    expect(
      readSettings({
        WEB_WORKERS: '3',
        METRICS_ALLOW: '10.0.0.0/8, loopback',
        METRICS_PORT: '9464',
        PAGE_S_MAXAGE: '60',
        PAGE_STALE_WHILE_REVALIDATE: '600',
        CSP_IMAGE_ORIGINS: 'https://img.games.example/, https://*.cdn.example',
        CSP_FRAME_ORIGINS: 'https://play.games.example:8443',
      }),
    ).toMatchObject({
      workers: 3,
      metricsAllow: ['10.0.0.0/8', 'loopback'],
      metricsPort: 9464,
      pageSMaxAge: 60,
      pageStaleWhileRevalidate: 600,
      imageOrigins: ['https://img.games.example', 'https://*.cdn.example'],
      frameOrigins: ['https://play.games.example:8443'],
    });
    expect(readSettings({ METRICS_ALLOW: 'off' }).metricsAllow).toEqual([]);
  });

  it('refuse what would break the server or its policy', () => {
    for (const env of [
      { WEB_WORKERS: '0' },
      { WEB_WORKERS: '1.5' },
      { METRICS_ALLOW: '*' },
      { METRICS_ALLOW: 'everyone' },
      { METRICS_PORT: '70000' },
      { CSP_IMAGE_ORIGINS: "https://a.example; script-src 'unsafe-inline'" },
      { CSP_FRAME_ORIGINS: 'javascript:' },
      { CSP_FRAME_ORIGINS: 'https://a.example/path' },
    ]) {
      expect(() => readSettings(env), JSON.stringify(env)).toThrow();
    }
  });

  it('share the live feed through REDIS_URL with a lease of LIVE_LEASE_MS, and refuse other URLs', () => {
    expect(readSettings({ SANDBOX_FEED_TOKEN: 'tok' }).live).toEqual({ feedToken: 'tok' });
    expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).live).toEqual({
      redisUrl: 'redis://127.0.0.1:6379/0',
      leaseMs: 3_000,
    });
    expect(
      readSettings({ REDIS_URL: 'rediss://r.example:6380', LIVE_LEASE_MS: '5000' }).live,
    ).toMatchObject({ leaseMs: 5_000 });
    expect(() => readSettings({ REDIS_URL: 'http://r.example' })).toThrow(/REDIS_URL/);
    expect(() => readSettings({ REDIS_URL: 'redis://r', LIVE_LEASE_MS: '10' })).toThrow(
      /LIVE_LEASE_MS/,
    );
  });
});
