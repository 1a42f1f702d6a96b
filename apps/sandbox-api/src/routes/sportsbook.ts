import type { SelectionPrice, SportsbookLimits } from '@playfront/core/contract';
import { legResults, priceHundredths, selectionIdOf } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ApiError } from '../errors';
import { enforceLimits } from '../responsible/limits';
import { enforceNotExcluded } from '../safety/policy';
import { inCurrency } from '../payments/currency';
import { steadyMatchesAt } from '../live/simulation';
import {
  awaitAcceptance,
  hasInPlay,
  liveDelayMs,
  MAX_LIVE_DELAY_MS,
  refusalOf,
  setLiveDelayMs,
  WaitingBets,
} from '../sportsbook/acceptance';
import {
  loadSportsBets,
  place,
  recordPlacement,
  settleMatch,
  sportsBetPage,
} from '../sportsbook/bets';
import type { PlaceBody, PlannedBet } from '../sportsbook/bets';
import {
  offeredById,
  offeredLines,
  setMarketOpen,
  setPrice,
  startMatch,
} from '../sportsbook/lines';
import type { OfferedLine } from '../sportsbook/lines';
import { cashOut, cashOutFingerprint, recordCashOut } from '../sportsbook/cashout';
import { keptAnswer, replayOf } from '../sportsbook/kept-answers';
import type { Services } from './define';
import { CONTROL, describeIssues, money, ok, registerCall } from './define';
import { findSite, requirePlayer } from './lookups';

/** A parlay's legs: at least two, at most ten. */
export const PARLAY_LEGS = { min: 2, max: 10 } as const;

/** Stake limits of PHP in cents; other currencies scale them by their rough value against the peso. */
const PHP_STAKES = { min: 1_000, max: 5_000_000, quick: [5_000, 10_000, 50_000, 100_000] };

/** The sportsbook limits of a currency, in cents. */
export function stakeLimits(currency: string): { min: number; max: number; quick: number[] } {
  return {
    min: inCurrency(PHP_STAKES.min, currency),
    max: inCurrency(PHP_STAKES.max, currency),
    quick: PHP_STAKES.quick.map((cents) => inCurrency(cents, currency)),
  };
}

// ---------------------------------------------------------------- placing

const cents = (amount: number) => Math.round(amount * 100);

/** Checks the slip's shape against the limits before anything is read or written. */
function planBets(body: PlaceBody, limits: { min: number; max: number }): PlannedBet[] {
  const ids = body.selections.map(selectionIdOf);
  if (new Set(ids).size !== ids.length)
    throw new ApiError('invalidRequest', 'selections: each selection at most once');
  const bets: PlannedBet[] = body.selections.flatMap((selection) =>
    selection.stake === undefined
      ? []
      : [{ legs: [selection], stakeCents: cents(selection.stake) }],
  );
  if (body.parlay_stake !== undefined) {
    const matches = new Set(body.selections.map((s) => s.match_id));
    if (matches.size !== body.selections.length) throw new ApiError('betSameMatchParlay');
    if (body.selections.length < PARLAY_LEGS.min) throw new ApiError('betTooFewLegs');
    if (body.selections.length > PARLAY_LEGS.max) throw new ApiError('betTooManyLegs');
    bets.push({ legs: body.selections, stakeCents: cents(body.parlay_stake) });
  }
  if (bets.length === 0)
    throw new ApiError('invalidRequest', 'selections.stake or parlay_stake: at least one stake');
  for (const bet of bets) {
    if (bet.stakeCents < limits.min) throw new ApiError('betStakeBelowMinimum');
    if (bet.stakeCents > limits.max) throw new ApiError('betStakeAboveMaximum');
  }
  return bets;
}

/** What a retry of the same slip must match: everything the player chose, not the session. */
const fingerprint = (body: PlaceBody): string =>
  JSON.stringify({
    site: [body.domain_name, body.external_id],
    accept: body.accept,
    selections: body.selections.map((s) => [selectionIdOf(s), s.odds, s.stake ?? null]),
    parlay: body.parlay_stake ?? null,
  });

/**
 * Waits out the site's acceptance delay when the slip holds an in-play selection, refusing it as
 * soon as a price moves against its setting or a market suspends; nothing is written meanwhile.
 * A retry of a placement already made, and a slip already refused at its prices, do not wait.
 * Answers whether the slip waited.
 */
async function waitIfInPlay(
  services: Services,
  waiting: WaitingBets,
  siteId: number,
  playerId: number,
  body: PlaceBody,
): Promise<boolean> {
  const { db } = services;
  const offered = await offeredById(db, services.now());
  if (!hasInPlay(body, offered)) return false;
  if (await keptAnswer(db, 'sports_placements', playerId, body.idempotency_key)) return false;
  const refusal = refusalOf(body, offered, false);
  if (refusal) throw refusal;
  await awaitAcceptance(services, body, await liveDelayMs(db, siteId), waiting);
  return true;
}

// ---------------------------------------------------------------- routes

const legResult = z.enum(legResults);
const priceMove = z.object({
  selection_id: z.string().check(z.maxLength(120)),
  odds: z.number().check(
    z.gt(1),
    z.lte(1000),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
  ),
});
const marketMove = z.object({
  selection_id: z.string().check(z.maxLength(120)),
  open: z.boolean(),
});
const delayBody = z.object({
  domain_name: z.string().check(z.minLength(1), z.maxLength(253)),
  seconds: z.number().check(z.gte(0), z.lte(MAX_LIVE_DELAY_MS / 1_000)),
});
/** Seconds ahead, as a query: 1 to 600. */
const steadyQuery = z.object({
  seconds: z.string().check(
    z.regex(/^\d{1,3}$/),
    z.refine((text) => Number(text) >= 1 && Number(text) <= 600, '1 to 600'),
  ),
});
const matchOnly = z.object({ match_id: z.string().check(z.minLength(1), z.maxLength(100)) });
const settleBody = z.object({
  match_id: z.string().check(z.minLength(1), z.maxLength(100)),
  results: z.optional(z.record(z.string().check(z.maxLength(120)), legResult)),
});

function parse<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalidRequest', describeIssues(parsed.error));
  return parsed.data;
}

/** /api/sportsbook/* of the contract, and the sandbox's own market and settlement controls. */
export function sportsbookRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const waiting = new WaitingBets();

  registerCall(app, '/api/sportsbook/limits', async ({ domain_name, external_id }) => {
    const site = await findSite(db, domain_name, external_id);
    const limits = stakeLimits(site.currency);
    const value: SportsbookLimits = {
      currency: site.currency,
      min_stake: money(limits.min),
      max_stake: money(limits.max),
      min_parlay_legs: PARLAY_LEGS.min,
      max_parlay_legs: PARLAY_LEGS.max,
      quick_stakes: limits.quick.map(money),
      live_delay_seconds: (await liveDelayMs(db, site.id)) / 1_000,
    };
    return ok({ value });
  });

  registerCall(
    app,
    '/api/sportsbook/prices',
    async ({ domain_name, external_id, selection_ids }) => {
      await findSite(db, domain_name, external_id);
      const offered = await offeredById(db, services.now());
      const value = selection_ids.map((id): SelectionPrice => {
        const line = offered.get(id);
        return {
          selection_id: id,
          odds: line ? line.odds : null,
          open: line?.open ?? false,
          ...(line?.in_play === undefined ? {} : { suspended: line.suspended === true }),
        };
      });
      return ok({ value });
    },
  );

  registerCall(app, '/api/sportsbook/place', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const bets = planBets(body, stakeLimits(site.currency));
    const print = fingerprint(body);
    const waited = await waitIfInPlay(services, waiting, site.id, player.id, body);
    const answer = await db.write(async (tx) => {
      await enforceNotExcluded(tx, player.id, services.now());
      const earlier = replayOf(
        await keptAnswer(tx, 'sports_placements', player.id, body.idempotency_key),
        print,
        'slip',
      );
      if (earlier) return earlier;
      const now = services.now();
      const staked = bets.reduce((sum, bet) => sum + bet.stakeCents, 0);
      await enforceLimits(tx, player, { kind: 'wager', amountCents: staked }, services);
      const placed = await place(
        tx,
        { id: player.id, currency: site.currency },
        body,
        bets,
        now,
        waited,
      );
      await recordPlacement(tx, {
        playerId: player.id,
        key: body.idempotency_key,
        fingerprint: print,
        answer: placed,
        at: now,
      });
      return placed;
    });
    return ok(answer);
  });

  registerCall(app, '/api/sportsbook/cash_out', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const print = cashOutFingerprint(body);
    const answer = await db.write(async (tx) => {
      const earlier = replayOf(
        await keptAnswer(tx, 'sports_cash_outs', player.id, body.idempotency_key),
        print,
        'cash-out',
      );
      if (earlier) return earlier;
      const now = services.now();
      const done = await cashOut(tx, { id: player.id, currency: site.currency }, body, now);
      await recordCashOut(tx, {
        playerId: player.id,
        key: body.idempotency_key,
        fingerprint: print,
        betId: body.bet_id,
        answer: done,
        at: now,
      });
      return done;
    });
    return ok(answer);
  });

  registerCall(app, '/api/sportsbook/bets', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const { ids, total } = await sportsBetPage(
      db,
      player.id,
      body.status,
      body.page,
      body.page_size,
    );
    return ok({ value: await loadSportsBets(db, ids, services.now()), total });
  });

  // Sandbox controls outside the contract: tests and demos move prices, close markets, start and
  // settle matches (see the README).
  const lineOf = async (selectionId: string): Promise<OfferedLine> => {
    const line = (await offeredLines(db, services.now())).find(
      (l) => l.selection_id === selectionId,
    );
    if (!line) throw new ApiError('notFound', 'No bet line of today has this selection_id.');
    return line;
  };

  app.post('/sandbox/sports/price', CONTROL, async (request) => {
    const { selection_id, odds } = parse(priceMove, request.body);
    const line = await lineOf(selection_id);
    await db.write((tx) => setPrice(tx, selection_id, priceHundredths(odds)));
    return { statusCode: 1, selection_id, odds, previous: line.odds };
  });

  app.post('/sandbox/sports/market', CONTROL, async (request) => {
    const { selection_id, open } = parse(marketMove, request.body);
    const line = await lineOf(selection_id);
    await db.write((tx) => setMarketOpen(tx, selection_id, priceHundredths(line.odds), open));
    return { statusCode: 1, selection_id, open };
  });

  app.get('/sandbox/sports/waiting', CONTROL, () => ({
    statusCode: 1,
    selection_ids: waiting.selections(),
  }));

  app.get('/sandbox/sports/steady', CONTROL, (request) => {
    const { seconds } = parse(steadyQuery, request.query);
    return {
      statusCode: 1,
      match_ids: steadyMatchesAt(services.now().getTime(), Number(seconds) * 1_000),
    };
  });

  app.post('/sandbox/sports/delay', CONTROL, async (request) => {
    const { domain_name, seconds } = parse(delayBody, request.body);
    const site = await findSite(db, domain_name);
    const ms = Math.round(seconds * 1_000);
    await setLiveDelayMs(db, site.id, ms);
    return { statusCode: 1, domain_name: site.domain, seconds: ms / 1_000 };
  });

  app.post('/sandbox/sports/start', CONTROL, async (request) => {
    const { match_id } = parse(matchOnly, request.body);
    await db.write((tx) => startMatch(tx, match_id));
    return { statusCode: 1, match_id, started: true };
  });

  app.post('/sandbox/sports/settle', CONTROL, async (request) => {
    const { match_id, results = {} } = parse(settleBody, request.body);
    const settlement = await db.write((tx) => settleMatch(tx, match_id, results, services.now()));
    // Each player who asked is told once the settlement has committed; the answer does not wait.
    for (const bet of settlement.bets)
      void services.push.notify(bet.playerId, 'bet_settled', {
        amount: money(bet.cents),
        currency: bet.currency,
        outcome: bet.outcome,
      });
    return { statusCode: 1, match_id, settled: settlement.settled, paid: money(settlement.paid) };
  });
}
