import type { BetLeg, BetRecord, LegResult, RequestOf, SportsBet } from '@playfront/core/contract';
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
import { insertBet, setBetBonus } from '../db/bets';
import type { Tx } from '../db/client';
import { balancesCents } from '../db/players';
import { inList, num, str, strOrNull } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { countWager, payReturn, takeStake } from '../bonus/engine';
import { money } from '../routes/define';
import { refusalOf } from './acceptance';
import { withCashOut } from './cashout';
import { offeredById } from './lines';
import type { OfferedLine, Reader } from './lines';

/** The provider code sports bets carry in the bet history. */
export const SPORTS_PROVIDER = 'SPORTS';

// ---------------------------------------------------------------- reading bets

const betTypes = betLine.shape.bet_type.options;

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

/**
 * The sports bets with these ids, in the order given. Given the time, each open bet carries its
 * cash-out value at the prices of that moment.
 */
export async function loadSportsBets(
  db: Reader,
  ids: readonly number[],
  now?: Date,
): Promise<SportsBet[]> {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(', ');
  const [bets, legs] = await Promise.all([
    db.all(
      `SELECT s.*, b.stake_cents - s.cashed_stake_cents AS riding_cents, b.payout_cents,
         b.bonus_stake_cents, b.created_at
       FROM sports_bets s JOIN bets b ON b.id = s.bet_id WHERE s.bet_id IN (${marks})`,
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
          stake: money(num(r, 'riding_cents')),
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
          ...(num(r, 'cashed_out_cents') > 0
            ? {
                cashed_out: money(num(r, 'cashed_out_cents')),
                cashed_out_at: str(r, 'cashed_out_at'),
              }
            : {}),
        },
      ];
    }),
  );
  const found = ids.flatMap((id) => {
    const bet = byId.get(id);
    return bet ? [bet] : [];
  });
  if (!now || !found.some((bet) => bet.status === 'open')) return found;
  return withCashOut(found, await offeredById(db, now));
}

/** Adds their selections to the sports bets of a page of the bet history. */
export async function withSportsBets(
  db: Reader,
  records: BetRecord[],
  now?: Date,
): Promise<BetRecord[]> {
  const ids = records.filter((r) => r.provider_code === SPORTS_PROVIDER).map((r) => r.bet_id);
  const details = new Map((await loadSportsBets(db, ids, now)).map((b) => [b.bet_id, b]));
  return records.map((record) => {
    const sports = details.get(record.bet_id);
    return sports ? { ...record, sports_bet: sports } : record;
  });
}

/** A page of the player's open or settled sports bets (ids, newest first) with the total. */
export async function sportsBetPage(
  db: Reader,
  playerId: number,
  status: 'open' | 'settled',
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const where = status === 'open' ? "status = 'open'" : "status <> 'open'";
  const order = status === 'open' ? 'bet_id DESC' : 'settled_at DESC, bet_id DESC';
  const args = [playerId];
  const [count, rows] = await Promise.all([
    db.get(`SELECT count(*) AS n FROM sports_bets WHERE player_id = ? AND ${where}`, args),
    db.all(
      `SELECT bet_id FROM sports_bets WHERE player_id = ? AND ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...args, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return { ids: rows.map((r) => num(r, 'bet_id')), total: count ? num(count, 'n') : 0 };
}

// ---------------------------------------------------------------- placing

export type PlaceBody = RequestOf<'/api/sportsbook/place'>;
type Selection = PlaceBody['selections'][number];

/** One bet of a slip: its legs and stake in cents. */
export interface PlannedBet {
  legs: Selection[];
  stakeCents: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The answer of a placement, stored with its idempotency key so a retry gets it unchanged. */
export interface PlaceAnswer {
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
export async function place(
  tx: Tx,
  { id: playerId, currency }: { id: number; currency: string },
  body: PlaceBody,
  bets: PlannedBet[],
  now: Date,
  /** Whether the bet has waited the in-play acceptance delay (its refusals then say so). */
  waited = false,
): Promise<PlaceAnswer> {
  const offered = await offeredById(tx, now);
  const refusal = refusalOf(body, offered, waited);
  if (refusal) throw refusal;
  const at = sqlTime(now);
  const ids: number[] = [];
  for (const bet of bets) {
    const lines = bet.legs.map((leg) => offered.get(selectionIdOf(leg)) as OfferedLine);
    const prices = lines.map((l) => l.odds);
    const odds = prices.reduce((product, p) => product * (priceHundredths(p) / 100), 1);
    const description = describeBet(bet, lines[0]);
    const id = await insertBet(tx, {
      playerId,
      providerCode: SPORTS_PROVIDER,
      gameName: description,
      stakeCents: bet.stakeCents,
      payoutCents: 0,
      currency,
      createdAt: at,
    });
    if (id === null) throw new ApiError('internalServerError');
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
    if (staked.bonusId !== null) await setBetBonus(tx, id, staked.bonusId, staked.bonus);
    tx.notify({ kind: 'bet', playerId, id, status: 'open' });
    ids.push(id);
  }
  const balances = await balancesCents(tx, playerId);
  return {
    value: await loadSportsBets(tx, ids),
    game_balance: money(balances?.game ?? 0),
  };
}

/** Keeps a placement's answer with its idempotency key, so a retry gets it unchanged. */
export async function recordPlacement(
  tx: Tx,
  p: { playerId: number; key: string; fingerprint: string; answer: PlaceAnswer; at: Date },
): Promise<void> {
  await tx.run(
    `INSERT INTO sports_placements (player_id, idempotency_key, fingerprint, answer, created_at)
     VALUES (?, ?, ?, ?, ?)`,
    [p.playerId, p.key, p.fingerprint, JSON.stringify(p.answer), sqlTime(p.at)],
  );
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
      // A partly cashed-out bet has paid its cash-outs already; the settlement adds the rest.
      await tx.run('UPDATE bets SET payout_cents = payout_cents + ? WHERE id = ?', [
        paid.cash + paid.bonus,
        id,
      ]);
      paidCents = paid.cash + paid.bonus;
      settlement.paid += paidCents;
    }
    settlement.bets.push({
      playerId: placed.playerId,
      currency: placed.currency,
      outcome: decided.status,
      // A lost bet lost the stake still riding on it (a cash-out took the rest out before).
      cents: decided.status === 'lost' ? cents(bet.stake) : paidCents,
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
export async function stakeOf(tx: Tx, betId: number) {
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
