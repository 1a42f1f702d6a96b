import type { BetLineRecord, LegResult } from '@playfront/core/contract';
import { selectionIdOf } from '@playfront/core/contract';
import { localizedNames, sandboxTeams } from '../seed/bet-lines';
import { random as generator } from '../seed/catalogue';

/**
 * In-play matches: a pure function of a match's slot and the sandbox clock. One match kicks off
 * every SLOT_MS, so about four are being played at any moment; what happens in each (goals,
 * cards) is drawn once from its slot, and its clock, score and prices follow from the time alone.
 */

const MINUTE = 60_000;
/** A new match kicks off every 30 minutes. */
export const SLOT_MS = 30 * MINUTE;
const HALF_MS = 45 * MINUTE;
const HALF_TIME_MS = 15 * MINUTE;
/** Kick-off to full time: two halves and the break. */
export const MATCH_MS = 2 * HALF_MS + HALF_TIME_MS;
/** How far ahead a match is offered before it kicks off. */
export const PRE_MATCH_MS = 2 * SLOT_MS;
/** Prices move every few seconds. */
export const PRICE_TICK_MS = 5_000;
/** Markets are suspended from a little before an event until a while after it (20 s in all). */
export const SUSPEND_BEFORE_MS = 5_000;
export const SUSPEND_AFTER_MS = 15_000;
/** The total line of the over/under market. */
export const TOTAL_LINE = 2.5;
const MATCH_PREFIX = 'PF-LIVE-';

export type Period = 'pre' | '1H' | 'HT' | '2H' | 'FT';

/** Something that happens in a match, `at` ms after kick-off. */
export interface MatchEvent {
  kind: 'goal' | 'card';
  side: 'home' | 'away';
  minute: number;
  at: number;
}

/** A match of the schedule and what will happen in it. */
export interface LiveMatch {
  match_id: string;
  slot: number;
  kickoff: number;
  home: number;
  away: number;
  /** Goals a side scores in 90 minutes on average. */
  strength: { home: number; away: number };
  events: MatchEvent[];
}

/** How a match stands at a moment. */
export interface MatchState {
  match_id: string;
  period: Period;
  /** The match minute (1-90) while it is played; 0 before, 45 at half time, 90 after. */
  minute: number;
  score: { home: number; away: number };
  cards: { home: number; away: number };
  in_play: boolean;
  suspended: boolean;
  finished: boolean;
}

/** Time after kick-off at which a match minute starts, with the break counted. */
const offsetOfMinute = (minute: number): number =>
  minute <= 45 ? (minute - 1) * MINUTE : HALF_MS + HALF_TIME_MS + (minute - 46) * MINUTE;

/** Draws a Poisson count with mean `mean`. */
function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let product = random();
  let count = 0;
  while (product > limit && count < 8) {
    product *= random();
    count += 1;
  }
  return count;
}

/**
 * How many slots can be on offer at once (played or kicking off soon). Slot k draws its teams
 * from lane k mod LANES only, so no team plays two matches on offer at the same time and no two
 * matches on offer share a name. The pre-match lines pair teams 2i and 2i+1, which sit in
 * neighbouring lanes, so an in-play match never shares a name with one of those either.
 */
export const LANES = Math.ceil((MATCH_MS + PRE_MATCH_MS) / SLOT_MS);

/** The teams of a lane: every LANES-th team, from the lane's own index. */
const laneTeams = (lane: number): number[] =>
  sandboxTeams.map((_, index) => index).filter((index) => index % LANES === lane);

/** The match of a slot (its kick-off is slot × SLOT_MS). */
export function matchOfSlot(slot: number): LiveMatch {
  const random = generator(slot * 2_654_435_761);
  const lane = laneTeams(slot % LANES);
  const first = Math.floor(random() * lane.length);
  const second = (first + 1 + Math.floor(random() * (lane.length - 1))) % lane.length;
  const [home, away] = [lane[first] as number, lane[second] as number];
  const strength = { home: 0.8 + random() * 1.2, away: 0.6 + random() * 1.1 };
  const events: MatchEvent[] = [];
  const draw = (kind: MatchEvent['kind'], side: MatchEvent['side'], count: number) => {
    for (let i = 0; i < count; i += 1) {
      const minute = 1 + Math.floor(random() * 90);
      const at = offsetOfMinute(minute) + Math.floor(random() * 50) * 1_000;
      events.push({ kind, side, minute, at });
    }
  };
  draw('goal', 'home', poisson(random, strength.home));
  draw('goal', 'away', poisson(random, strength.away));
  draw('card', 'home', poisson(random, 1.2));
  draw('card', 'away', poisson(random, 1.2));
  events.sort((a, b) => a.at - b.at);
  return {
    match_id: `${MATCH_PREFIX}${slot}`,
    slot,
    kickoff: slot * SLOT_MS,
    home,
    away,
    strength,
    events,
  };
}

/** The slot of a live match id, or null for any other id. */
export function slotOfMatch(matchId: string): number | null {
  if (!matchId.startsWith(MATCH_PREFIX)) return null;
  const text = matchId.slice(MATCH_PREFIX.length);
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** The matches offered at `now`: those being played and those kicking off soon, oldest first. */
export function scheduleAt(now: number): LiveMatch[] {
  const first = Math.ceil((now - MATCH_MS) / SLOT_MS);
  const last = Math.floor((now + PRE_MATCH_MS) / SLOT_MS);
  const matches: LiveMatch[] = [];
  for (let slot = Math.max(first, 0); slot <= last; slot += 1) {
    const match = matchOfSlot(slot);
    if (now < match.kickoff + MATCH_MS) matches.push(match);
  }
  return matches;
}

/** The match state at `now`. */
export function stateAt(match: LiveMatch, now: number): MatchState {
  const elapsed = now - match.kickoff;
  const period: Period =
    elapsed < 0
      ? 'pre'
      : elapsed < HALF_MS
        ? '1H'
        : elapsed < HALF_MS + HALF_TIME_MS
          ? 'HT'
          : elapsed < MATCH_MS
            ? '2H'
            : 'FT';
  const minute =
    period === 'pre'
      ? 0
      : period === '1H'
        ? Math.floor(elapsed / MINUTE) + 1
        : period === 'HT'
          ? 45
          : period === '2H'
            ? Math.min(90, 46 + Math.floor((elapsed - HALF_MS - HALF_TIME_MS) / MINUTE))
            : 90;
  const happened = match.events.filter((e) => e.at <= elapsed);
  const count = (kind: MatchEvent['kind'], side: MatchEvent['side']) =>
    happened.filter((e) => e.kind === kind && e.side === side).length;
  const inPlay = period === '1H' || period === 'HT' || period === '2H';
  const suspended =
    inPlay &&
    match.events.some(
      (e) => elapsed >= e.at - SUSPEND_BEFORE_MS && elapsed < e.at + SUSPEND_AFTER_MS,
    );
  return {
    match_id: match.match_id,
    period,
    minute,
    score: { home: count('goal', 'home'), away: count('goal', 'away') },
    cards: { home: count('card', 'home'), away: count('card', 'away') },
    in_play: inPlay,
    suspended,
    finished: period === 'FT',
  };
}

/**
 * The matches whose markets stay open from `now` for `ms`: in play throughout, no suspension
 * around a goal or card reaching into that time. The future is fixed by the slot, so a test or a
 * demo can back a match knowing it will still take bets in a minute.
 */
export function steadyMatchesAt(now: number, ms: number): string[] {
  return scheduleAt(now)
    .filter((match) => {
      const [from, to] = [now - match.kickoff, now - match.kickoff + ms];
      return (
        from >= 0 &&
        to < MATCH_MS &&
        !match.events.some((e) => e.at - SUSPEND_BEFORE_MS <= to && e.at + SUSPEND_AFTER_MS > from)
      );
    })
    .map((match) => match.match_id);
}

/** Probabilities of 0..10 goals with Poisson mean `mean`. */
function poissonTable(mean: number): number[] {
  const table: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= 10; k += 1) {
    table.push(p);
    p = (p * mean) / (k + 1);
  }
  return table;
}

/** Decimal odds of a probability with the book's margin, within 1.01 and 51. */
const oddsOf = (probability: number, wobble: number): number => {
  const fair = 1 / Math.max(probability * 1.06, 1e-6);
  return Number(Math.min(51, Math.max(1.01, fair * (1 + wobble))).toFixed(2));
};

/** A small move of a price, the same for everyone at the same tick. */
function wobbleOf(slot: number, tick: number, selection: number): number {
  const random = generator(slot * 31 + tick * 7_919 + selection * 104_729);
  return (random() - 0.5) * 0.06;
}

/** The five selections of a live match: home, draw, away; over and under the total. */
export type LivePick = 'home' | 'draw' | 'away' | 'over' | 'under';
const picks: readonly LivePick[] = ['home', 'draw', 'away', 'over', 'under'];

/** The prices of a match's selections at `now`, from the score and the time left. */
export function pricesAt(match: LiveMatch, now: number): Record<LivePick, number> {
  const state = stateAt(match, now);
  const left = state.in_play ? Math.max(0, 90 - state.minute) / 90 : state.finished ? 0 : 1;
  const home = poissonTable(match.strength.home * left);
  const away = poissonTable(match.strength.away * left);
  let pHome = 0;
  let pDraw = 0;
  let pOver = 0;
  for (const [h, ph] of home.entries())
    for (const [a, pa] of away.entries()) {
      const p = ph * pa;
      const [fh, fa] = [state.score.home + h, state.score.away + a];
      if (fh > fa) pHome += p;
      else if (fh === fa) pDraw += p;
      if (fh + fa > TOTAL_LINE) pOver += p;
    }
  const pAway = Math.max(0, 1 - pHome - pDraw);
  const tick = Math.floor(now / PRICE_TICK_MS);
  const price = (pick: LivePick, p: number) =>
    oddsOf(p, state.in_play ? wobbleOf(match.slot, tick, picks.indexOf(pick)) : 0);
  return {
    home: price('home', pHome),
    draw: price('draw', pDraw),
    away: price('away', pAway),
    over: price('over', pOver),
    under: price('under', 1 - pOver),
  };
}

/** The bet line of each pick: 1X2 home (1), away (2), draw (3); OU over (1), under (2). */
const lineOfPick: Record<LivePick, { bet_type: '1X2' | 'OU'; home_away: number }> = {
  home: { bet_type: '1X2', home_away: 1 },
  away: { bet_type: '1X2', home_away: 2 },
  draw: { bet_type: '1X2', home_away: 3 },
  over: { bet_type: 'OU', home_away: 1 },
  under: { bet_type: 'OU', home_away: 2 },
};

/** A live bet line: the contract's line with the match's in-play state. */
export type LiveLine = BetLineRecord & {
  selection_id: string;
  in_play: boolean;
  suspended: boolean;
  period: Period;
  minute: number;
  score: { home: number; away: number };
};

/** The bet lines of the matches offered at `now`, with their state and current prices. */
export function liveLinesAt(now: number): LiveLine[] {
  return scheduleAt(now).flatMap((match) => {
    const state = stateAt(match, now);
    const prices = pricesAt(match, now);
    const [home, away] = [sandboxTeams[match.home], sandboxTeams[match.away]];
    if (!home || !away) return [];
    return picks.map((pick): LiveLine => {
      const { bet_type, home_away } = lineOfPick[pick];
      const line = {
        match_id: match.match_id,
        league: 'Playfront Live League',
        kickoff: new Date(match.kickoff).toISOString(),
        bet_type,
        home_away,
        criteria1: bet_type === 'OU' ? String(TOTAL_LINE) : null,
        home_team_name: home.en,
        away_team_name: away.en,
        ...localizedNames(home, away),
        odds: prices[pick],
      };
      return {
        ...line,
        selection_id: selectionIdOf(line),
        in_play: state.in_play,
        suspended: state.suspended,
        period: state.period,
        minute: state.minute,
        score: state.score,
      };
    });
  });
}

/** The result of each selection of a finished match, from its final score. */
export function resultsOf(match: LiveMatch): Record<string, LegResult> {
  const { score } = stateAt(match, match.kickoff + MATCH_MS);
  const outcome = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  const over = score.home + score.away > TOTAL_LINE;
  const won: Record<LivePick, boolean> = {
    home: outcome === 'home',
    draw: outcome === 'draw',
    away: outcome === 'away',
    over,
    under: !over,
  };
  return Object.fromEntries(
    picks.map((pick) => {
      const { bet_type, home_away } = lineOfPick[pick];
      const id = selectionIdOf({ match_id: match.match_id, bet_type, home_away });
      return [id, won[pick] ? 'won' : 'lost'];
    }),
  );
}
