import type { SessionPolicy } from '../routes/define';
import type { Harness } from './harness';
import { startSandbox } from './harness';

/** A clock a test moves by hand; the sandbox reads it through `now`. */
export interface TestClock {
  /** The time the clock shows, as the sandbox's `now` option answers it. */
  now: () => Date;
  /** The time the clock shows, in milliseconds since the epoch. */
  readonly ms: number;
  /** Puts the clock at `ms`. */
  set: (ms: number) => void;
  /** Moves the clock on by `ms` (back when negative). */
  advance: (ms: number) => void;
  /** Puts the clock back at its start. */
  reset: () => void;
}

/** A clock that starts at `start` (milliseconds since the epoch) and moves only when told. */
export function testClock(start: number): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    get ms() {
      return at;
    },
    set: (ms) => {
      at = ms;
    },
    advance: (ms) => {
      at += ms;
    },
    reset: () => {
      at = start;
    },
  };
}

const TEN_YEARS_MS = 10 * 365 * 86_400_000;

/** Sessions that outlast any move of a test's clock, so moving it never signs a player out. */
export const LASTING_SESSIONS: SessionPolicy = { idleMs: TEN_YEARS_MS, maxMs: TEN_YEARS_MS };

/** A sandbox on `clock` without rate limits, with lasting sessions unless `options` say otherwise. */
export function clockedSandbox(
  clock: TestClock,
  options: Parameters<typeof startSandbox>[0] = {},
): Promise<Harness> {
  return startSandbox({
    rateLimit: { enabled: false },
    now: clock.now,
    sessions: LASTING_SESSIONS,
    ...options,
  });
}
