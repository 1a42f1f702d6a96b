import type { FastifyBaseLogger } from 'fastify';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import type { Services } from '../routes/define';
import { money } from '../routes/define';

/** How long before its end a bonus's player is told it is about to expire, in hours. */
export const BONUS_EXPIRY_NOTICE_HOURS = 24;

/** How often the sandbox looks for bonuses about to expire. */
export const BONUS_EXPIRY_CHECK_MS = 60_000;

/**
 * Tells each player whose active bonus ends within the notice (24 hours; half its time for a
 * one-day bonus, so it is not told at the moment it starts) and still holds money. Each bonus is
 * marked told in the same transaction that finds it, so it is told once however often this runs;
 * the messages go after that transaction commits. Answers how many bonuses were told of.
 */
export async function tellExpiringBonuses(
  services: Pick<Services, 'db' | 'now' | 'push'>,
): Promise<number> {
  const at = sqlTime(services.now());
  const untold = `status = 'active' AND expiry_told_at IS NULL AND balance_cents > 0
    AND expires_at > ? AND expires_at <= datetime(?, '+' || min(?, valid_days * 12) || ' hours')`;
  const args = [at, at, BONUS_EXPIRY_NOTICE_HOURS];
  // Most looks find nothing: they read, and write only when there is a bonus to tell of.
  if (!(await services.db.get(`SELECT 1 FROM player_bonuses WHERE ${untold} LIMIT 1`, args)))
    return 0;
  const due = await services.db.write((tx) =>
    tx.all(
      `UPDATE player_bonuses SET expiry_told_at = ? WHERE ${untold}
       RETURNING player_id, balance_cents, currency`,
      [at, ...args],
    ),
  );
  for (const row of due)
    void services.push.notify(num(row, 'player_id'), 'bonus_expiring', {
      amount: money(num(row, 'balance_cents')),
      currency: str(row, 'currency'),
    });
  return due.length;
}

/**
 * Looks for bonuses about to expire every `everyMs` on the sandbox's clock (which tests and demos
 * move forward). A look still running when the next is due is not doubled. Answers how to stop.
 */
export function watchBonusExpiry(
  services: Pick<Services, 'db' | 'now' | 'push'>,
  log: () => FastifyBaseLogger,
  everyMs = BONUS_EXPIRY_CHECK_MS,
): () => void {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    tellExpiringBonuses(services)
      .catch((error: unknown) => log().warn({ err: error }, 'bonus expiry check failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // The check alone never keeps the process alive.
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
