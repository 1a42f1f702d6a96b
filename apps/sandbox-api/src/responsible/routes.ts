import { sessionMinutes } from '@playfront/core/contract';
import { changeLimit, LIMIT_WARNING_RATIO, loosens } from '@playfront/core/responsible';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import type { Services } from '../routes/define';
import { ok, registerCall } from '../routes/define';
import type { Caller } from '../routes/lookups';
import { findSite, requirePlayer } from '../routes/lookups';
import { readLimits, storedLimit, storeLimit } from './limits';

/** /api/responsible/*: the player's limits and changing one. */
export function responsibleRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  const answer = async (player: Caller) => ({
    currency: player.currency,
    time_zone: player.timeZone,
    cooling_off_hours: services.limits.coolingOffHours,
    warning_percent: Math.round(LIMIT_WARNING_RATIO * 100),
    limits: await readLimits(db, player, services),
    // Any deposit asked for counts: the information was on the page it was asked from.
    deposited:
      (await db.get(
        "SELECT 1 FROM wallet_transactions WHERE player_id = ? AND type = 'DEPOSIT' LIMIT 1",
        [player.id],
      )) !== undefined,
  });

  registerCall(app, '/api/responsible/limits', async (body, ctx) => {
    await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    return ok({ value: await answer(player) });
  });

  registerCall(app, '/api/responsible/set_limit', async (body, ctx) => {
    await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const session = body.kind === 'session_time';
    if (session !== (body.period === 'session'))
      throw new ApiError(
        'invalidRequest',
        'period: session for session_time, daily, weekly or monthly for the others',
      );
    if (session && body.amount !== null && !sessionMinutes.safeParse(body.amount).success)
      throw new ApiError('invalidRequest', 'amount: whole minutes from 1 to 1440');
    const requested =
      body.amount === null ? null : session ? body.amount : Math.round(body.amount * 100);
    const now = services.now();
    const waits = await db.write(async (tx) => {
      const stored = await storedLimit(tx, player.id, body.kind, body.period);
      const changed = changeLimit(stored, requested, now, services.limits.coolingOffHours);
      await storeLimit(tx, player.id, body.kind, body.period, changed, now);
      return changed.pending !== null && loosens(changed.value, requested);
    });
    return ok({ value: await answer(player) }, waits ? 'limitPending' : 'limitSaved');
  });
}
