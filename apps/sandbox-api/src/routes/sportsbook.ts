import type {
  BetLeg,
  BetLineRecord,
  BetRecord,
  LegResult,
  RequestOf,
  SelectionPrice,
  SportsBet,
  SportsbookLimits,
} from '@playfront/core/contract';
import {
  betLine,
  betLineLanguages,
  betStatuses,
  legResults,
  priceHundredths,
  returnCents,
  selectionIdOf,
} from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { SqlValue, Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { enforceLimits } from '../responsible/limits';
import { enforceNotExcluded } from '../safety/policy';
import { inCurrency } from '../payments/currency';
import { betLinesOf } from '../seed/bet-lines';
import { liveLinesAt } from '../live/simulation';
import type { Services } from './define';
import { CONTROL, describeIssues, money, ok, registerCall } from './define';
import { countWager, payReturn, takeStake } from '../bonus/engine';
import { findSite, requirePlayer } from './lookups';

/** Reads only: the database or an open transaction. */
type Reader = Pick<Tx, 'all' | 'get'>;

/** The provider code sports bets carry in the bet history. */
export const SPORTS_PROVIDER = 'SPORTS';

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

/** A bet line as offered now, with its id, current price and whether it takes bets. */
export type OfferedLine = BetLineRecord & { selection_id: string; open: boolean };

/**
 * The day's bet lines and the in-play schedule's, with the moves the sandbox endpoints made: a
 * moved price, a closed market, a started or settled match. A pre-match line closes at its
 * kick-off; an in-play line takes bets while its match is played and its market not suspended.
 */
export async function offeredLines(db: Reader, now: Date): Promise<OfferedLine[]> {
  const lines: (BetLineRecord & { in_play?: boolean; suspended?: boolean })[] = [
    ...betLinesOf(now),
    ...liveLinesAt(now.getTime()),
  ];
  const [prices, matches] = await Promise.all([
    db.all('SELECT selection_id, odds_hundredths, open FROM sport_prices'),
    db.all('SELECT match_id, started, settled_at FROM sport_matches'),
  ]);
  const moved = new Map(prices.map((r) => [str(r, 'selection_id'), r]));
  const marked = new Map(matches.map((r) => [str(r, 'match_id'), r]));
  return lines.map((line) => {
    const selection_id = selectionIdOf(line);
    const move = moved.get(selection_id);
    const mark = marked.get(line.match_id);
    const settled = mark !== undefined && strOrNull(mark, 'settled_at') !== null;
    const odds = move ? num(move, 'odds_hundredths') / 100 : line.odds;
    const running =
      line.in_play === undefined
        ? Date.parse(line.kickoff) > now.getTime() && !(mark && num(mark, 'started') === 1)
        : line.in_play || Date.parse(line.kickoff) > now.getTime();
    const open =
      (move ? num(move, 'open') === 1 : true) && !settled && running && line.suspended !== true;
    return { ...line, selection_id, odds, open };
  });
}

// ---------------------------------------------------------------- reading bets

const betTypes = betLine.shape.bet_type.options;

const inList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

type TeamNameKey = `${'home' | 'away'}_name_${(typeof betLineLanguages)[number]}`;
type TeamNames = Partial<Record<TeamNameKey, string>>;
const teamNameKeys: readonly TeamNameKey[] = betLineLanguages.flatMap(
  (lang) => [`home_name_${lang}`, `away_name_${lang}`] as const,
);

/** The localized team names among a record's fields (a line's, or a leg's stored JSON). */
function teamNamesOf(record: Partial<Record<string, unknown>>): TeamNames {
  const names: TeamNames = {};
  for (const key of teamNameKeys) {
    const name = record[key];
    if (typeof name === 'string') names[key] = name;
  }
  return names;
}

/** A leg's stored team names; legs placed before they were kept have none. */
function storedTeamNames(json: string | null): TeamNames {
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    return typeof parsed === 'object' && parsed !== null ? teamNamesOf(parsed) : {};
  } catch {
    return {};
  }
}

const toLeg = (r: Row): BetLeg => ({
  selection_id: str(r, 'selection_id'),
  match_id: str(r, 'match_id'),
  league: str(r, 'league'),
  kickoff: str(r, 'kickoff'),
  bet_type: inList(betTypes, str(r, 'bet_type')) ?? 'HDP',
  home_away: num(r, 'home_away'),
  criteria1: strOrNull(r, 'criteria1'),
  home_team_name: str(r, 'home_team_name'),
  away_team_name: str(r, 'away_team_name'),
  ...storedTeamNames(strOrNull(r, 'team_names')),
  odds: num(r, 'odds_hundredths') / 100,
  result: inList(legResults, str(r, 'result')) ?? null,
});

/** The sports bets with these ids, in the order given. */
export async function loadSportsBets(db: Reader, ids: readonly number[]): Promise<SportsBet[]> {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(', ');
  const [bets, legs] = await Promise.all([
    db.all(
      `SELECT s.*, b.stake_cents, b.payout_cents, b.bonus_stake_cents, b.created_at FROM sports_bets s
       JOIN bets b ON b.id = s.bet_id WHERE s.bet_id IN (${marks})`,
      [...ids],
    ),
    db.all(`SELECT * FROM sports_bet_legs WHERE bet_id IN (${marks}) ORDER BY bet_id, position`, [
      ...ids,
    ]),
  ]);
  const legsOf = new Map<number, BetLeg[]>();
  for (const row of legs) {
    const id = num(row, 'bet_id');
    legsOf.set(id, [...(legsOf.get(id) ?? []), toLeg(row)]);
  }
  const byId = new Map(
    bets.map((r): [number, SportsBet] => {
      const id = num(r, 'bet_id');
      const betLegs = legsOf.get(id) ?? [];
      return [
        id,
        {
          bet_id: id,
          kind: betLegs.length > 1 ? 'parlay' : 'single',
          stake: money(num(r, 'stake_cents')),
          odds: Number(str(r, 'odds')),
          potential_return: money(num(r, 'potential_return_cents')),
          status: inList(betStatuses, str(r, 'status')) ?? 'open',
          payout: money(num(r, 'payout_cents')),
          ...(num(r, 'bonus_stake_cents') > 0
            ? { bonus_stake: money(num(r, 'bonus_stake_cents')) }
            : {}),
          legs: betLegs,
          created_at: str(r, 'created_at'),
          settled_at: strOrNull(r, 'settled_at'),
        },
      ];
    }),
  );
  return ids.flatMap((id) => {
    const bet = byId.get(id);
    return bet ? [bet] : [];
  });
}

/** Adds their selections to the sports bets of a page of the bet history. */
export async function withSportsBets(db: Reader, records: BetRecord[]): Promise<BetRecord[]> {
  const ids = records.filter((r) => r.provider_code === SPORTS_PROVIDER).map((r) => r.bet_id);
  const details = new Map((await loadSportsBets(db, ids)).map((b) => [b.bet_id, b]));
  return records.map((record) => {
    const sports = details.get(record.bet_id);
    return sports ? { ...record, sports_bet: sports } : record;
  });
}

// ---------------------------------------------------------------- placing

type PlaceBody = RequestOf<'/api/sportsbook/place'>;
type Selection = PlaceBody['selections'][number];

/** One bet of a slip: its legs and stake in cents. */
interface PlannedBet {
  legs: Selection[];
  stakeCents: number;
}

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

/** Whether the acceptance mode takes the price the server holds over the one the player saw. */
function accepts(mode: PlaceBody['accept'], seen: number, now: number): boolean {
  const [before, current] = [priceHundredths(seen), priceHundredths(now)];
  if (mode === 'any') return true;
  if (mode === 'better') return current >= before;
  return current === before;
}

/** What a retry of the same slip must match: everything the player chose, not the session. */
const fingerprint = (body: PlaceBody): string =>
  JSON.stringify({
    site: [body.domain_name, body.external_id],
    accept: body.accept,
    selections: body.selections.map((s) => [selectionIdOf(s), s.odds, s.stake ?? null]),
    parlay: body.parlay_stake ?? null,
  });

/** The answer of a placement, stored with its idempotency key so a retry gets it unchanged. */
interface PlaceAnswer {
  value: SportsBet[];
  game_balance: number;
}

const describeBet = (bet: PlannedBet, line: OfferedLine | undefined): string =>
  bet.legs.length > 1
    ? `Parlay (${bet.legs.length} legs)`
    : line
      ? `${line.home_team_name} v ${line.away_team_name} · ${line.bet_type}`
      : 'Single';

/** Places the planned bets at the server's prices, all in the caller's transaction. */
async function place(
  tx: Tx,
  { id: playerId, currency }: { id: number; currency: string },
  body: PlaceBody,
  bets: PlannedBet[],
  now: Date,
): Promise<PlaceAnswer> {
  const offered = new Map((await offeredLines(tx, now)).map((l) => [l.selection_id, l]));
  for (const selection of body.selections) {
    const line = offered.get(selectionIdOf(selection));
    if (!line?.open) throw new ApiError('betMarketClosed');
    if (!accepts(body.accept, selection.odds, line.odds)) throw new ApiError('betOddsChanged');
  }
  const at = sqlTime(now);
  const ids: number[] = [];
  for (const bet of bets) {
    const lines = bet.legs.map((leg) => offered.get(selectionIdOf(leg)) as OfferedLine);
    const prices = lines.map((l) => l.odds);
    const odds = prices.reduce((product, p) => product * (priceHundredths(p) / 100), 1);
    const description = describeBet(bet, lines[0]);
    const row = await tx.get(
      `INSERT INTO bets (player_id, provider_code, game_name, stake_cents, payout_cents, currency,
         created_at)
       VALUES (?, ?, ?, ?, 0, ?, ?) RETURNING id`,
      [playerId, SPORTS_PROVIDER, description, bet.stakeCents, currency, at],
    );
    if (!row) throw new ApiError('internalServerError');
    const id = num(row, 'id');
    await tx.run(
      `INSERT INTO sports_bets (bet_id, player_id, odds, potential_return_cents, status, settled_at)
       VALUES (?, ?, ?, ?, 'open', NULL)`,
      [id, playerId, String(Number(odds.toFixed(6))), returnCents(bet.stakeCents, prices)],
    );
    for (const [position, line] of lines.entries()) {
      await tx.run(
        `INSERT INTO sports_bet_legs (bet_id, position, selection_id, match_id, league, kickoff,
           bet_type, home_away, criteria1, home_team_name, away_team_name, team_names,
           odds_hundredths)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          position,
          line.selection_id,
          line.match_id,
          line.league,
          line.kickoff,
          line.bet_type,
          line.home_away,
          line.criteria1 === null ? null : String(line.criteria1),
          line.home_team_name,
          line.away_team_name,
          JSON.stringify(teamNamesOf(line)),
          priceHundredths(line.odds),
        ],
      );
    }
    // Cash first, then the sports bonus's money; the bet wagers towards that bonus.
    const staked = await takeStake(
      tx,
      { id: playerId, currency },
      {
        product: 'sports',
        cents: bet.stakeCents,
        description: `Sports bet #${id}: ${description}`,
      },
      at,
      'betStakeAboveBalance',
    );
    if (staked.bonusId !== null)
      await tx.run('UPDATE bets SET bonus_id = ?, bonus_stake_cents = ? WHERE id = ?', [
        staked.bonusId,
        staked.bonus,
        id,
      ]);
    tx.notify({ kind: 'bet', playerId, id, status: 'open' });
    ids.push(id);
  }
  const balance = await tx.get('SELECT game_balance_cents FROM players WHERE id = ?', [playerId]);
  return {
    value: await loadSportsBets(tx, ids),
    game_balance: money(balance ? num(balance, 'game_balance_cents') : 0),
  };
}

// ---------------------------------------------------------------- settling

/** The sandbox's result of a selection when a test names none: fixed by its id (FNV-1a). */
export function seededResult(selectionId: string): LegResult {
  let hash = 0x811c9dc5;
  for (const char of selectionId) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'won' : 'lost';
}

/** A settled bet its player may be told of: whose, how it ended and what it paid or lost. */
interface SettledBet {
  playerId: number;
  currency: string;
  outcome: 'won' | 'lost' | 'void';
  /** What it paid (won, void), or its stake (lost). */
  cents: number;
}

/** What settling a match did. */
interface Settlement {
  /** Bets that reached won, lost or void. */
  settled: number;
  /** What they paid in all. */
  paid: number;
  /** Each bet decided, to tell its player once the settlement has committed. */
  bets: SettledBet[];
}

/**
 * Settles a match once: its legs take their results, and every bet whose legs are all known (or
 * one of them lost) is decided; winnings and void stakes are credited through the ledger. A
 * match settled before settles nothing more.
 */
export async function settleMatch(
  tx: Tx,
  matchId: string,
  results: Readonly<Record<string, LegResult>>,
  now: Date,
): Promise<Settlement> {
  const at = sqlTime(now);
  const marked = await tx.run(
    `INSERT INTO sport_matches (match_id, started, settled_at) VALUES (?, 1, ?)
     ON CONFLICT (match_id) DO UPDATE SET started = 1, settled_at = excluded.settled_at
     WHERE sport_matches.settled_at IS NULL`,
    [matchId, at],
  );
  if (marked === 0) return { settled: 0, paid: 0, bets: [] };
  const legs = await tx.all(
    'SELECT DISTINCT selection_id FROM sports_bet_legs WHERE match_id = ? AND result IS NULL',
    [matchId],
  );
  for (const leg of legs) {
    const id = str(leg, 'selection_id');
    await tx.run(
      'UPDATE sports_bet_legs SET result = ? WHERE match_id = ? AND selection_id = ? AND result IS NULL',
      [results[id] ?? seededResult(id), matchId, id],
    );
  }
  const open = await tx.all(
    `SELECT DISTINCT s.bet_id FROM sports_bets s JOIN sports_bet_legs l ON l.bet_id = s.bet_id
     WHERE l.match_id = ? AND s.status = 'open'`,
    [matchId],
  );
  const settlement: Settlement = { settled: 0, paid: 0, bets: [] };
  for (const row of open) {
    const id = num(row, 'bet_id');
    const [bet] = await loadSportsBets(tx, [id]);
    if (!bet) continue;
    const decided = decide(bet);
    if (!decided) continue;
    const changed = await tx.run(
      `UPDATE sports_bets SET status = ?, settled_at = ? WHERE bet_id = ? AND status = 'open'`,
      [decided.status, at, id],
    );
    if (changed === 0) continue;
    settlement.settled += 1;
    const placed = await stakeOf(tx, id);
    tx.notify({ kind: 'bet', playerId: placed.playerId, id, status: decided.status });
    const account = { id: placed.playerId, currency: placed.currency };
    let paidCents = 0;
    if (decided.payoutCents > 0) {
      // Each part of the return goes where its part of the stake came from.
      const paid = await payReturn(
        tx,
        account,
        placed.staked,
        {
          cents: decided.payoutCents,
          kind: decided.status === 'won' ? 'WIN' : 'BET',
          description:
            decided.status === 'won'
              ? `Sports bet #${id} won`
              : `Sports bet #${id} void: stake returned`,
        },
        at,
      );
      await tx.run('UPDATE bets SET payout_cents = ? WHERE id = ?', [paid.cash + paid.bonus, id]);
      paidCents = paid.cash + paid.bonus;
      settlement.paid += paidCents;
    }
    settlement.bets.push({
      playerId: placed.playerId,
      currency: placed.currency,
      outcome: decided.status,
      cents: decided.status === 'lost' ? placed.staked.cash + placed.staked.bonus : paidCents,
    });
    // A decided bet counts towards its sports bonus (a void one does not); a lost one may leave
    // nothing of the bonus.
    if (placed.staked.bonusId !== null)
      await countWager(
        tx,
        placed.staked.bonusId,
        {
          cents: decided.status === 'void' ? 0 : placed.staked.cash + placed.staked.bonus,
          category: 'sportsbook',
          odds: bet.odds,
        },
        at,
      );
  }
  return settlement;
}

/**
 * Whose stake a bet was, its currency (winnings are paid in the currency staked) and how it was
 * staked (its bonus part, and the bonus it wagers towards).
 */
async function stakeOf(tx: Tx, betId: number) {
  const row = await tx.get(
    'SELECT player_id, currency, stake_cents, bonus_stake_cents, bonus_id FROM bets WHERE id = ?',
    [betId],
  );
  if (!row) throw new ApiError('internalServerError');
  const bonusCents = num(row, 'bonus_stake_cents');
  return {
    playerId: num(row, 'player_id'),
    currency: str(row, 'currency'),
    staked: {
      cash: num(row, 'stake_cents') - bonusCents,
      bonus: bonusCents,
      bonusId: strOrNull(row, 'bonus_id') === null ? null : num(row, 'bonus_id'),
    },
  };
}

/** A bet's outcome once it is known: lost at its first lost leg, else when every leg is in. */
function decide(bet: SportsBet): { status: 'won' | 'lost' | 'void'; payoutCents: number } | null {
  if (bet.legs.some((l) => l.result === 'lost')) return { status: 'lost', payoutCents: 0 };
  if (bet.legs.some((l) => l.result === null)) return null;
  const stakeCents = cents(bet.stake);
  const winning = bet.legs.filter((l) => l.result === 'won');
  // A void leg counts at 1.00; a bet whose legs are all void returns its stake.
  if (winning.length === 0) return { status: 'void', payoutCents: stakeCents };
  return {
    status: 'won',
    payoutCents: returnCents(
      stakeCents,
      winning.map((l) => l.odds),
    ),
  };
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
    };
    return ok({ value });
  });

  registerCall(
    app,
    '/api/sportsbook/prices',
    async ({ domain_name, external_id, selection_ids }) => {
      await findSite(db, domain_name, external_id);
      const offered = new Map(
        (await offeredLines(db, services.now())).map((l) => [l.selection_id, l]),
      );
      const value = selection_ids.map((id): SelectionPrice => {
        const line = offered.get(id);
        return { selection_id: id, odds: line ? line.odds : null, open: line?.open ?? false };
      });
      return ok({ value });
    },
  );

  registerCall(app, '/api/sportsbook/place', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const bets = planBets(body, stakeLimits(site.currency));
    const print = fingerprint(body);
    const answer = await db.write(async (tx) => {
      await enforceNotExcluded(tx, player.id, services.now());
      const earlier = await tx.get(
        'SELECT fingerprint, answer FROM sports_placements WHERE player_id = ? AND idempotency_key = ?',
        [player.id, body.idempotency_key],
      );
      if (earlier) {
        if (str(earlier, 'fingerprint') !== print)
          throw new ApiError('invalidRequest', 'idempotency_key: already used for another slip');
        return JSON.parse(str(earlier, 'answer')) as PlaceAnswer;
      }
      const now = services.now();
      const staked = bets.reduce((sum, bet) => sum + bet.stakeCents, 0);
      await enforceLimits(tx, player, { kind: 'wager', amountCents: staked }, services);
      const placed = await place(tx, { id: player.id, currency: site.currency }, body, bets, now);
      await tx.run(
        `INSERT INTO sports_placements (player_id, idempotency_key, fingerprint, answer, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        [player.id, body.idempotency_key, print, JSON.stringify(placed), sqlTime(now)],
      );
      return placed;
    });
    return ok(answer);
  });

  registerCall(app, '/api/sportsbook/bets', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const where = body.status === 'open' ? "status = 'open'" : "status <> 'open'";
    const order = body.status === 'open' ? 'bet_id DESC' : 'settled_at DESC, bet_id DESC';
    const args: SqlValue[] = [player.id];
    const [count, rows] = await Promise.all([
      db.get(`SELECT count(*) AS n FROM sports_bets WHERE player_id = ? AND ${where}`, args),
      db.all(
        `SELECT bet_id FROM sports_bets WHERE player_id = ? AND ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
        [...args, body.page_size, (body.page - 1) * body.page_size],
      ),
    ]);
    const value = await loadSportsBets(
      db,
      rows.map((r) => num(r, 'bet_id')),
    );
    return ok({ value, total: count ? num(count, 'n') : 0 });
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
    await db.write((tx) =>
      tx.run(
        `INSERT INTO sport_prices (selection_id, odds_hundredths, open) VALUES (?, ?, 1)
         ON CONFLICT (selection_id) DO UPDATE SET odds_hundredths = excluded.odds_hundredths`,
        [selection_id, priceHundredths(odds)],
      ),
    );
    return { statusCode: 1, selection_id, odds, previous: line.odds };
  });

  app.post('/sandbox/sports/market', CONTROL, async (request) => {
    const { selection_id, open } = parse(marketMove, request.body);
    const line = await lineOf(selection_id);
    await db.write((tx) =>
      tx.run(
        `INSERT INTO sport_prices (selection_id, odds_hundredths, open) VALUES (?, ?, ?)
         ON CONFLICT (selection_id) DO UPDATE SET open = excluded.open`,
        [selection_id, priceHundredths(line.odds), open ? 1 : 0],
      ),
    );
    return { statusCode: 1, selection_id, open };
  });

  app.post('/sandbox/sports/start', CONTROL, async (request) => {
    const { match_id } = parse(matchOnly, request.body);
    await db.write((tx) =>
      tx.run(
        `INSERT INTO sport_matches (match_id, started, settled_at) VALUES (?, 1, NULL)
         ON CONFLICT (match_id) DO UPDATE SET started = 1`,
        [match_id],
      ),
    );
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
