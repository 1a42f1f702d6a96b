import { isIPv6 } from 'node:net';
import { ApiError } from '../errors';
import type { RateLimitSetting } from './rate-limit';

/**
 * Limits on credential checks (password, one-time code, current password), all kept in memory:
 * - per client address, whatever the account: at most `address.limit` failures in the window,
 *   then that address is refused (`tooManyAttempts`) until the oldest failure leaves the window;
 * - per account, from any address: the first `account.free` failures in the window cost nothing,
 *   then every check for the account waits first, 1 s, 2 s, 4 s, then 8 s at most. Nobody is ever
 *   refused because of the account's failures, so a stranger's guesses cannot lock a player out.
 */
export const loginLimits = {
  address: { limit: 20, windowMs: 15 * 60_000 },
  /** An IPv6 /48 (one site's block, many /64s): a ceiling its addresses share. */
  network: { limit: 100, windowMs: 15 * 60_000 },
  account: { free: 5, windowMs: 15 * 60_000, firstDelayMs: 1_000, maxDelayMs: 8_000 },
  /**
   * Checks of one account run one at a time, each after its wait, so guesses sent in parallel
   * from many addresses queue behind each other; beyond this many waiting, a check is refused.
   */
  queue: { maxWaiting: 5 },
} as const;

/** Clock and sleep of the guard (tests pass fakes). */
export interface GuardClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** How a check ended: a wrong credential, a right one, or neither (another failure). */
export type CheckOutcome = 'failure' | 'success' | 'neither';

/** One admitted check; `end` must be called once when it is over. */
export interface LoginAttempt {
  /** Milliseconds the check waited because of the account's failures. */
  readonly waitedMs: number;
  end(outcome: CheckOutcome): void;
}

/** Most keys kept per map: the oldest key goes first beyond this. */
const MAX_KEYS = 50_000;

/** The eight groups of an IPv6 address, or null for anything else. */
function ipv6Groups(ip: string): string[] | null {
  const address = ip.split('%')[0] ?? '';
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/**
 * The address a limit counts: IPv4 as is (also when written as IPv4-mapped IPv6), IPv6 by its
 * /64 network, as one subscriber usually holds a whole /64.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/**
 * The IPv6 /48 an address belongs to, for the ceiling its /64s share; none for IPv4 (an IPv4
 * address is already one subscriber, or one carrier-grade NAT).
 */
export function networkKey(ip: string): string | null {
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return null;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The guard of every credential check; see `loginLimits`. */
export class LoginGuard {
  readonly #failures = new Map<string, number[]>();
  readonly #busy = new Map<string, number>();
  /** Per account, the end of the last check admitted, which the next one waits for. */
  readonly #lanes = new Map<string, { tail: Promise<void>; waiting: number }>();
  readonly #setting: RateLimitSetting;
  readonly #clock: GuardClock;

  constructor(setting: RateLimitSetting, clock: Partial<GuardClock> = {}) {
    this.#setting = setting;
    this.#clock = { now: clock.now ?? Date.now, sleep: clock.sleep ?? sleepFor };
  }

  #factor(): number {
    return this.#setting.enabled ? this.#setting.factor : 1;
  }

  #recent(key: string, windowMs: number): number[] {
    const since = this.#clock.now() - windowMs;
    const kept = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.#failures.set(key, kept);
    else this.#failures.delete(key);
    return kept;
  }

  #record(key: string, windowMs: number, keep: number): void {
    this.#failures.set(key, [...this.#recent(key, windowMs), this.#clock.now()].slice(-keep));
    if (this.#failures.size > MAX_KEYS) {
      const oldest = this.#failures.keys().next().value;
      if (oldest !== undefined) this.#failures.delete(oldest);
    }
  }

  #count(key: string, by: number): void {
    const next = (this.#busy.get(key) ?? 0) + by;
    if (next > 0) this.#busy.set(key, next);
    else this.#busy.delete(key);
  }

  /** How long checks for this account wait now, in milliseconds. */
  delayFor(accountId: string): number {
    if (!this.#setting.enabled) return 0;
    const { free, windowMs, firstDelayMs, maxDelayMs } = loginLimits.account;
    const failed = this.#recent(`account\u0000${accountId.toLowerCase()}`, windowMs).length;
    const over = failed - Math.round(free * this.#factor());
    return over < 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** over);
  }

  /**
   * Admits one check of a credential for `accountId` from `ip`: refuses the address when it is
   * over its limit, otherwise waits the account's delay. The caller runs the check and then
   * calls `end` with how it went.
   */
  async admit(accountId: string, ip: string): Promise<LoginAttempt> {
    if (!this.#setting.enabled) return { waitedMs: 0, end: () => undefined };
    const account = `account\u0000${accountId.toLowerCase()}`;
    const network = networkKey(ip);
    const counted = [
      { key: `address\u0000${addressKey(ip)}`, rule: loginLimits.address },
      ...(network ? [{ key: `network\u0000${network}`, rule: loginLimits.network }] : []),
    ].map((c) => ({ ...c, limit: Math.max(1, Math.round(c.rule.limit * this.#factor())) }));
    for (const { key, rule, limit } of counted) {
      const failed = this.#recent(key, rule.windowMs);
      // Checks still running count as failures, so parallel requests cannot overshoot the limit.
      if (failed.length + (this.#busy.get(key) ?? 0) >= limit) {
        const oldest = failed[failed.length - limit];
        const wait =
          oldest === undefined
            ? 1
            : Math.max(1, Math.ceil((oldest + rule.windowMs - this.#clock.now()) / 1000));
        throw tooManyAttempts(wait);
      }
    }
    const lane = this.#lanes.get(account) ?? { tail: Promise.resolve(), waiting: 0 };
    if (lane.waiting >= loginLimits.queue.maxWaiting)
      throw tooManyAttempts(Math.ceil(loginLimits.account.maxDelayMs / 1000));
    for (const { key } of counted) this.#count(key, 1);
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    const ahead = lane.tail;
    const tail = ahead.then(() => done);
    this.#lanes.set(account, { tail, waiting: lane.waiting + 1 });
    let ended = false;
    const end = (outcome: CheckOutcome) => {
      if (ended) return;
      ended = true;
      for (const { key } of counted) this.#count(key, -1);
      if (outcome === 'failure') {
        for (const { key, rule, limit } of counted) this.#record(key, rule.windowMs, limit);
        this.#record(account, loginLimits.account.windowMs, 64);
      }
      // The right credential proves the player: the account's delay starts over.
      if (outcome === 'success') this.#failures.delete(account);
      const current = this.#lanes.get(account);
      if (current?.tail === tail) this.#lanes.delete(account);
      else if (current) current.waiting = Math.max(0, current.waiting - 1);
      release();
    };
    let waitedMs = 0;
    try {
      // The checks of this account admitted earlier finish first; then this one waits its delay,
      // which counts their failures.
      await ahead;
      waitedMs = this.delayFor(accountId);
      if (waitedMs > 0) await this.#clock.sleep(waitedMs);
    } catch (error) {
      end('neither');
      throw error;
    }
    return { waitedMs, end };
  }
}

/** The answer of a refused check. */
export const tooManyAttempts = (seconds: number): ApiError =>
  new ApiError(
    'tooManyAttempts',
    `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retryAfter: seconds },
  );
