import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { CONTROL } from '../routes/define';
import type { MovableClock } from './clock';

/** The longest single step, in hours (a year). */
const MAX_ADVANCE_HOURS = 24 * 366;

/**
 * `POST /sandbox/clock {advance_hours}`: moves the sandbox's clock forward, so a cooling-off or a
 * period reset can be watched without waiting. Registered only when clock control is on.
 */
export function clockRoutes(app: FastifyInstance, clock: MovableClock): void {
  app.post<{ Body: { advance_hours?: unknown } | null }>('/sandbox/clock', CONTROL, (request) => {
    const hours = request.body?.advance_hours;
    if (
      typeof hours !== 'number' ||
      !Number.isFinite(hours) ||
      hours <= 0 ||
      hours > MAX_ADVANCE_HOURS
    )
      throw new ApiError(
        'invalidRequest',
        `advance_hours: a number above 0, at most ${MAX_ADVANCE_HOURS}`,
      );
    return { statusCode: 1, now: clock.advance(hours * 3_600_000).toISOString() };
  });
}
