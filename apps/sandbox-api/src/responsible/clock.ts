/** A clock the sandbox's tests and demos can move forward (`POST /sandbox/clock`). */
export interface MovableClock {
  now: () => Date;
  /** Moves the clock forward by `ms` and answers the new time. */
  advance: (ms: number) => Date;
}

/** Wraps a clock with an offset that only grows. */
export function movableClock(base: () => Date): MovableClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance: (ms) => {
      offsetMs += ms;
      return now();
    },
  };
}
