import { randomBytes, randomInt } from 'node:crypto';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { insertBet, setBetBonus } from '../db/bets';
import {
  findSpin,
  gameNameOf,
  insertLaunch,
  launchableGame,
  launchRow,
  movePlayBalance,
  noteRecentGame,
  recentGameRows,
  recordSpin,
  setGameFlags,
} from '../db/play';
import { balancesCents } from '../db/players';
import { sqlTime } from '../db/seed';
import type { ErrorKey } from '../errors';
import { ApiError } from '../errors';
import { enforceLimits } from '../responsible/limits';
import { enforceNotExcluded } from '../safety/policy';
import { escapeHtml } from '../seed/content';
import { tokenHash } from '../security/passwords';
import type { Services } from './define';
import { CONTROL, describeIssues, money, ok, registerCall } from './define';
import type { SlotSymbol } from './demo-slot-page';
import {
  demoSlotPage,
  endedPage,
  demoSlotScript,
  SLOT_SYMBOLS,
  slotMultiplier,
  slotStakesCents,
} from './demo-slot-page';
import { GAME_COLUMNS, toGame } from '../db/games';
import { countWager, payReturn, takeStake } from '../bonus/engine';
import type { Caller } from './lookups';
import { requirePlayer, sessionCaller } from './lookups';

/** How many games the recently played list keeps per player. */
export const RECENT_GAMES = 12;

/** Play money a guest's demo launch starts with, in cents. */
export const DEMO_PLAY_BALANCE = 200_000;

/** The error each simulated launch refusal answers. */
const refusals: Readonly<Record<string, ErrorKey>> = {
  maintenance: 'gameUnderMaintenance',
  region: 'gameRegionBlocked',
  limits: 'gameLimitReached',
};

const refuse = (refusal: string | null) => {
  const key = refusal ? refusals[refusal] : undefined;
  if (key) throw new ApiError(key);
};

const numOrNull = (row: Row, column: string): number | null =>
  row[column] === null || row[column] === undefined ? null : num(row, column);

/** Reels drawn at random, or from a seeded sequence a test set through the sandbox control. */
function reelSource() {
  let state: number | null = null;
  // mulberry32: small, fast and good enough to make a test's spins repeatable.
  const seeded = (n: number) => {
    state = ((state ?? 0) + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  return {
    seed(value: number | null) {
      state = value;
    },
    draw(): SlotSymbol[] {
      const pick = state === null ? randomInt : seeded;
      return [0, 1, 2].map(() => SLOT_SYMBOLS[pick(SLOT_SYMBOLS.length)]?.key ?? 'LEMON');
    },
  };
}

const spinBody = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(128)),
  /** One of the launch's stakes (`slotStakesCents` of its currency), checked with the launch. */
  stake: z.number().check(z.positive(), z.maximum(1_000_000)),
  spin_id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** What a spin answers, stored with its spin_id so a retry gets it unchanged. */
export interface SpinAnswer {
  statusCode: 1;
  spin_id: string;
  reels: SlotSymbol[];
  stake: number;
  win: number;
  /** Cash after the spin (the launch's play money for a guest). */
  balance: number;
  /** Bonus money after the spin. */
  bonus_balance: number;
  /** The part of the stake that was bonus money (cash goes first). */
  bonus_stake: number;
  /** The part of the win that went to the bonus (the bonus part of the stake's share). */
  bonus_win: number;
  /** Cash a bonus paid by turning into cash at this spin, once its wagering was met. */
  converted: number;
  demo: boolean;
}

const flagsBody = z.object({
  provider_code: z.string().check(z.minLength(1), z.maxLength(32)),
  game_code: z.string().check(z.minLength(1), z.maxLength(64)),
  demo: z.optional(z.boolean()),
  refusal: z.optional(z.nullable(z.enum(['maintenance', 'region', 'limits']))),
});

const seedBody = z.object({ seed: z.nullable(z.int()) });

/**
 * The launch a token names, with its game; the token is stored only as its hash. A player's
 * launch is checked as every use of its session is (open, in use, not expired, the account
 * usable), so play ends with the session that opened it (sign-out, expiry, a block, the oldest
 * device) and every spin counts as activity.
 */
async function findLaunch(services: Services, token: string) {
  const row = await launchRow(services.db, tokenHash(token));
  if (!row || strOrNull(row, 'engine') !== 'demo-slot') throw new ApiError('gameLaunchExpired');
  const playerId = numOrNull(row, 'player_id');
  let caller: Caller | null = null;
  if (playerId !== null) {
    try {
      caller = await sessionCaller(services, str(row, 'session_hash'));
    } catch (error) {
      if (error instanceof ApiError && error.key === 'sessionExpired')
        throw new ApiError('gameLaunchExpired');
      throw error;
    }
  }
  return {
    hash: str(row, 'token_hash'),
    caller,
    providerCode: str(row, 'provider_code'),
    gameName: str(row, 'game_name'),
    category: str(row, 'category'),
    refusal: strOrNull(row, 'launch_refusal'),
    balanceCents: caller ? caller.balanceCents : num(row, 'play_balance_cents'),
    bonusCents: caller ? caller.bonusCents : 0,
    /** The stakes it offers: the player's currency's, or pesos of play money for a guest. */
    stakes: slotStakesCents(caller ? caller.site.currency : 'PHP'),
  };
}

type Launch = Awaited<ReturnType<typeof findLaunch>>;

/**
 * One spin inside the caller's transaction: the wager (cash first, then the casino bonus's
 * money), the outcome, the win (each part back where its stake came from) and the stake counted
 * towards the casino bonus move together.
 */
async function spin(
  tx: Tx,
  launch: Launch,
  body: { stake: number; spin_id: string },
  reels: SlotSymbol[],
  at: string,
): Promise<SpinAnswer> {
  const stakeCents = Math.round(body.stake * 100);
  const winCents = stakeCents * slotMultiplier(reels);
  const { caller } = launch;
  const moved = { balance: 0, bonus: 0, bonusStake: 0, bonusWin: 0, converted: 0 };
  if (caller === null) {
    const balance = await movePlayBalance(tx, launch.hash, stakeCents, winCents);
    if (balance === null) throw new ApiError('gameStakeAboveBalance');
    moved.balance = balance;
  } else {
    const betId = await insertBet(tx, {
      playerId: caller.id,
      providerCode: launch.providerCode,
      gameName: launch.gameName,
      stakeCents,
      payoutCents: winCents,
      currency: caller.site.currency,
      createdAt: at,
    });
    if (betId === null) throw new ApiError('internalServerError');
    const description = `${launch.gameName} spin #${betId}`;
    const account = { id: caller.id, currency: caller.site.currency };
    const staked = await takeStake(
      tx,
      account,
      { product: 'casino', cents: stakeCents, description },
      at,
      'gameStakeAboveBalance',
    );
    if (staked.bonusId !== null) {
      await setBetBonus(tx, betId, staked.bonusId, staked.bonus);
      moved.bonusStake = staked.bonus;
    }
    if (winCents > 0)
      moved.bonusWin = (
        await payReturn(tx, account, staked, { cents: winCents, kind: 'WIN', description }, at)
      ).bonus;
    if (staked.bonusId !== null)
      moved.converted = await countWager(
        tx,
        staked.bonusId,
        { cents: stakeCents, category: launch.category },
        at,
      );
    const balances = await balancesCents(tx, caller.id);
    moved.balance = balances?.game ?? 0;
    moved.bonus = balances?.bonus ?? 0;
  }
  const answer: SpinAnswer = {
    statusCode: 1,
    spin_id: body.spin_id,
    reels,
    stake: money(stakeCents),
    win: money(winCents),
    balance: money(moved.balance),
    bonus_balance: money(moved.bonus),
    bonus_stake: money(moved.bonusStake),
    bonus_win: money(moved.bonusWin),
    converted: money(moved.converted),
    demo: caller === null,
  };
  await recordSpin(tx, {
    launchHash: launch.hash,
    spinId: body.spin_id,
    stakeCents,
    answer: JSON.stringify(answer),
    at,
  });
  return answer;
}

/**
 * launch_game (real-money launches for players, demo launches for guests where the game allows
 * them), recently played, the stand-in game page, the demo slot and its sandbox controls.
 */
export function playRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const reelsOf = reelSource();

  registerCall(app, '/api/product/launch_game', async (body, ctx) => {
    const guest = body.account_id === '' && body.auth === '';
    const player = guest ? null : await requirePlayer(services, body, ctx);
    const game = await launchableGame(db, body.provider_code, body.game_code);
    if (!game) throw new ApiError('notFound', 'No game has this provider_code and game_code.');
    refuse(strOrNull(game, 'launch_refusal'));
    if (!player && num(game, 'demo') !== 1) throw new ApiError('gameSignInRequired');
    if (player) {
      await enforceNotExcluded(db, player.id, services.now());
      await enforceLimits(db, player, { kind: 'launch' }, services);
    }
    const gameId = num(game, 'id');
    const token = randomBytes(24).toString('base64url');
    await db.write(async (tx) => {
      await insertLaunch(tx, {
        tokenHash: tokenHash(token),
        gameId,
        playerId: player?.id ?? null,
        sessionHash: player ? tokenHash(body.auth) : null,
        playBalanceCents: player ? null : DEMO_PLAY_BALANCE,
        createdAt: sqlTime(services.now()),
      });
      if (!player) return;
      await noteRecentGame(tx, player.id, gameId, RECENT_GAMES);
    });
    const category = str(game, 'category');
    if (strOrNull(game, 'engine') === 'demo-slot')
      return ok({ url: '/api/games/demo-slot/', launch_token: token, demo: guest, category });
    const query = new URLSearchParams({
      provider: str(game, 'provider_code'),
      game: str(game, 'game_code'),
    });
    if (guest) query.set('demo', '1');
    return ok({ url: `/api/media/play?${query.toString()}`, demo: guest, category });
  });

  registerCall(app, '/api/product/recent_games', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await recentGameRows(db, GAME_COLUMNS, player.id, RECENT_GAMES);
    return ok({ value: rows.map(toGame) });
  });

  app.get<{ Querystring: { provider?: string; game?: string; demo?: string } }>(
    '/api/media/play',
    async (request, reply) => {
      const { provider = '', game = '', demo = '' } = request.query;
      const gameName = await gameNameOf(db, provider, game);
      if (gameName === undefined)
        throw new ApiError('notFound', 'No game has this provider and game code.');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
        )
        .send(standInPage(gameName, provider, demo === '1'));
    },
  );

  // The slot's page is opened by a form POST carrying the launch token, so the token is in no
  // address, log line or history entry; the page keeps it for its spins.
  void app.register((scope, _options, ready) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Body: { token?: unknown } | null }>(
      '/api/games/demo-slot/',
      async (request, reply) => {
        const token = typeof request.body?.token === 'string' ? request.body.token : '';
        const launch = await findLaunch(services, token);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header(
            'content-security-policy',
            "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'self'",
          )
          .send(
            demoSlotPage({
              token,
              gameName: launch.gameName,
              balanceCents: launch.balanceCents,
              bonusCents: launch.bonusCents,
              stakesCents: launch.stakes,
              demo: launch.caller === null,
            }),
          );
      },
    );
    // The slot's frame has an origin of its own: its spins come as text (no preflight) and are
    // read as JSON here.
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new ApiError('invalidRequest', 'The body is not valid JSON.'), undefined);
        }
      },
    );
    const anyOrigin = {
      // The launch token is the spin's only credential, so any origin may send it and read the
      // answer, a refusal of an unreadable body included.
      onRequest: (
        _request: unknown,
        reply: { header(n: string, v: string): unknown },
        done: () => void,
      ) => {
        reply.header('access-control-allow-origin', '*');
        done();
      },
    };
    scope.post('/api/games/demo-slot/spin', anyOrigin, async (request) => {
      const parsed = spinBody.safeParse(request.body);
      if (!parsed.success) throw new ApiError('invalidRequest', describeIssues(parsed.error));
      const body = parsed.data;
      const launch = await findLaunch(services, body.token);
      refuse(launch.refusal);
      if (!launch.stakes.includes(Math.round(body.stake * 100)))
        throw new ApiError('invalidRequest', 'stake: one of the stakes the game offers');
      const at = sqlTime(services.now());
      return db.write(async (tx) => {
        const earlier = await findSpin(tx, launch.hash, body.spin_id);
        if (earlier) {
          if (earlier.stakeCents !== Math.round(body.stake * 100))
            throw new ApiError(
              'invalidRequest',
              'This spin_id was already used with another stake.',
            );
          return JSON.parse(earlier.answer) as SpinAnswer;
        }
        // A wager with real money checks what a launch checks: not during a break, and within
        // every limit, play time included.
        if (launch.caller) {
          await enforceNotExcluded(tx, launch.caller.id, services.now());
          const amountCents = Math.round(body.stake * 100);
          await enforceLimits(tx, launch.caller, { kind: 'wager', amountCents }, services);
        }
        return spin(tx, launch, body, reelsOf.draw(), at);
      });
    });

    ready();
  });

  // Opened without its token (a reload, a link): the game asks to be opened again.
  app.get('/api/games/demo-slot/', async (_request, reply) =>
    reply
      .code(410)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(endedPage),
  );

  app.get('/api/games/demo-slot/slot.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(demoSlotScript),
  );

  // Sandbox controls: repeatable reels for tests, and the flags that simulate a game's state.
  app.post('/sandbox/slot_seed', CONTROL, (request) => {
    const parsed = seedBody.safeParse(request.body);
    if (!parsed.success) throw new ApiError('invalidRequest', 'seed: an integer or null expected.');
    reelsOf.seed(parsed.data.seed);
    return { statusCode: 1 };
  });

  app.post('/sandbox/game_flags', CONTROL, async (request) => {
    const parsed = flagsBody.safeParse(request.body);
    if (!parsed.success) throw new ApiError('invalidRequest', describeIssues(parsed.error));
    const { provider_code, game_code, demo, refusal } = parsed.data;
    const changed = await db.write((tx) =>
      setGameFlags(tx, provider_code, game_code, { demo, refusal }),
    );
    if (changed === 0)
      throw new ApiError('notFound', 'No game has this provider_code and game_code.');
    return { statusCode: 1 };
  });
}

/** The harmless stand-in page of games the sandbox does not run. */
function standInPage(gameName: string, provider: string, demo: boolean): string {
  const title = escapeHtml(gameName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#101828;color:#f9fafb;text-align:center}p{color:#d0d5dd}</style>
</head><body><main><h1>${title}</h1><p>${escapeHtml(provider)} · sandbox ${demo ? 'demo play' : 'demo game'}</p><p>No real money is played here.</p></main></body></html>`;
}
