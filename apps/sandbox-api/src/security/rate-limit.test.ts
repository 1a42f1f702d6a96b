import { describe, expect, it } from 'vitest';
import { parseRateLimit, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows 5 code requests a minute, then asks to wait until the oldest expires', () => {
    let now = 0;
    const limiter = new RateLimiter({ enabled: true, factor: 1 }, () => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('codeRequest', 'demo01|1.2.3.4')).toBe(0);
      limiter.hit('codeRequest', 'demo01|1.2.3.4');
      now += 1000;
    }
    expect(limiter.retryAfter('codeRequest', 'demo01|1.2.3.4')).toBe(55);
    expect(limiter.retryAfter('codeRequest', 'demo01|5.6.7.8')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfter('codeRequest', 'demo01|1.2.3.4')).toBe(0);
  });

  it('widens the limits by a factor, or turns them off', () => {
    const wide = new RateLimiter({ enabled: true, factor: 3 });
    for (let i = 0; i < 14; i++) wide.hit('codeRequest', 'k');
    expect(wide.retryAfter('codeRequest', 'k')).toBe(0);
    wide.hit('codeRequest', 'k');
    expect(wide.retryAfter('codeRequest', 'k')).toBeGreaterThan(0);
    const off = new RateLimiter({ enabled: false });
    for (let i = 0; i < 100; i++) off.hit('codeRequest', 'k');
    expect(off.retryAfter('codeRequest', 'k')).toBe(0);
  });

  it('reads SANDBOX_RATE_LIMIT', () => {
    expect(parseRateLimit(undefined)).toEqual({ enabled: true, factor: 1 });
    expect(parseRateLimit('off')).toEqual({ enabled: false });
    expect(parseRateLimit('10')).toEqual({ enabled: true, factor: 10 });
    expect(parseRateLimit('lots')).toEqual({ enabled: true, factor: 1 });
  });
});
