/** One limit: at most `limit` events per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/** The limits the sandbox applies per account and address (credential checks: `LoginGuard`). */
export const defaultLimits = {
  /** Requests that send a one-time code or a temporary password, per account id and address. */
  codeRequest: { limit: 5, windowMs: 60_000 },
  /**
   * The same requests per client address, whatever the account id: rotating ids does not buy more
   * messages. Wide enough for many players behind one carrier-grade NAT address.
   */
  codeRequestAddress: { limit: 30, windowMs: 10 * 60_000 },
  /** The same per IPv6 /48: its /64s share a ceiling, so a block of addresses buys no more. */
  codeRequestNetwork: { limit: 150, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof defaultLimits;

/** How rate limiting runs: `off`, or the default limits multiplied by `factor`. */
export type RateLimitSetting = { enabled: false } | { enabled: true; factor: number };

/** Sliding-window counters kept in memory (a restart clears them). */
export class RateLimiter {
  readonly #events = new Map<string, number[]>();
  readonly #setting: RateLimitSetting;
  readonly #now: () => number;

  constructor(setting: RateLimitSetting, now: () => number = Date.now) {
    this.#setting = setting;
    this.#now = now;
  }

  #limit(name: LimitName): Limit | null {
    if (!this.#setting.enabled) return null;
    const base = defaultLimits[name];
    return {
      limit: Math.max(1, Math.round(base.limit * this.#setting.factor)),
      windowMs: base.windowMs,
    };
  }

  #recent(name: LimitName, key: string, windowMs: number): number[] {
    const id = `${name}\u0000${key}`;
    const since = this.#now() - windowMs;
    const kept = (this.#events.get(id) ?? []).filter((at) => at > since);
    if (kept.length) this.#events.set(id, kept);
    else this.#events.delete(id);
    return kept;
  }

  /** Seconds to wait before `key` may try again; 0 when it may go ahead now. */
  retryAfter(name: LimitName, key: string): number {
    const limit = this.#limit(name);
    if (!limit) return 0;
    const recent = this.#recent(name, key, limit.windowMs);
    if (recent.length < limit.limit) return 0;
    const oldest = recent[recent.length - limit.limit] ?? this.#now();
    return Math.max(1, Math.ceil((oldest + limit.windowMs - this.#now()) / 1000));
  }

  /** Counts one event for `key`. */
  hit(name: LimitName, key: string): void {
    const limit = this.#limit(name);
    if (!limit) return;
    const id = `${name}\u0000${key}`;
    const recent = this.#recent(name, key, limit.windowMs);
    this.#events.set(id, [...recent, this.#now()].slice(-limit.limit));
    // Bounded memory: forget the oldest key once too many addresses are tracked.
    if (this.#events.size > 50_000) {
      const first = this.#events.keys().next().value;
      if (first !== undefined) this.#events.delete(first);
    }
  }
}

/** Reads `SANDBOX_RATE_LIMIT`: `off`, a factor such as `10`, or unset (factor 1). */
export function parseRateLimit(value: string | undefined): RateLimitSetting {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'off' || text === '0' || text === 'false') return { enabled: false };
  const factor = Number(text);
  return {
    enabled: true,
    factor: text !== '' && Number.isFinite(factor) && factor > 0 ? factor : 1,
  };
}
