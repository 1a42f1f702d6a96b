import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
import { num, str } from './client';

/** The launch whose token hashes to `hash`, with its game. */
export const launchRow = (db: Pick<Db, 'get'>, hash: string): Promise<Row | undefined> =>
  db.get(
    `SELECT l.token_hash, l.player_id, l.session_hash, l.play_balance_cents, g.id AS game_id,
       g.provider_code, g.game_name, g.launch_refusal, g.engine, g.category
     FROM game_launches l JOIN games g ON g.id = l.game_id WHERE l.token_hash = ?`,
    [hash],
  );

/**
 * A guest's spin on play money: the stake leaves and the win joins the launch's balance. Answers
 * the new balance, or null when the stake is more than it holds (nothing changes).
 */
export async function movePlayBalance(
  tx: Tx,
  hash: string,
  stakeCents: number,
  winCents: number,
): Promise<number | null> {
  const row = await tx.get(
    `UPDATE game_launches SET play_balance_cents = play_balance_cents - ? + ?
     WHERE token_hash = ? AND play_balance_cents >= ? RETURNING play_balance_cents`,
    [stakeCents, winCents, hash, stakeCents],
  );
  return row ? num(row, 'play_balance_cents') : null;
}

/** Keeps a spin's answer with its id, so a retry gets it unchanged. */
export async function recordSpin(
  tx: Tx,
  s: { launchHash: string; spinId: string; stakeCents: number; answer: string; at: string },
): Promise<void> {
  await tx.run(
    `INSERT INTO slot_spins (launch_hash, spin_id, stake_cents, answer, created_at)
     VALUES (?, ?, ?, ?, ?)`,
    [s.launchHash, s.spinId, s.stakeCents, s.answer, s.at],
  );
}

/** The spin made earlier with this id on this launch: its stake and its answer (JSON). */
export async function findSpin(
  tx: Tx,
  launchHash: string,
  spinId: string,
): Promise<{ stakeCents: number; answer: string } | undefined> {
  const row = await tx.get(
    'SELECT stake_cents, answer FROM slot_spins WHERE launch_hash = ? AND spin_id = ?',
    [launchHash, spinId],
  );
  return row ? { stakeCents: num(row, 'stake_cents'), answer: str(row, 'answer') } : undefined;
}

/** What a launch needs of a game: its id, kind, whether guests may play and why it may refuse. */
export const launchableGame = (
  db: Pick<Db, 'get'>,
  providerCode: string,
  gameCode: string,
): Promise<Row | undefined> =>
  db.get(
    `SELECT id, provider_code, game_code, category, demo, launch_refusal, engine FROM games
     WHERE provider_code = ? AND game_code = ?`,
    [providerCode, gameCode],
  );

/** A launch of a game by a player (with the session's hash) or a guest (with play money). */
export async function insertLaunch(
  tx: Tx,
  l: {
    tokenHash: string;
    gameId: number;
    playerId: number | null;
    sessionHash: string | null;
    playBalanceCents: number | null;
    createdAt: string;
  },
): Promise<void> {
  await tx.run(
    `INSERT INTO game_launches (token_hash, game_id, player_id, session_hash, play_balance_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [l.tokenHash, l.gameId, l.playerId, l.sessionHash, l.playBalanceCents, l.createdAt],
  );
}

/** Puts a game first among the player's recently played, keeping the latest `keep`. */
export async function noteRecentGame(
  tx: Tx,
  playerId: number,
  gameId: number,
  keep: number,
): Promise<void> {
  await tx.run(
    `INSERT INTO recent_games (player_id, game_id, seq)
     VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM recent_games WHERE player_id = ?))
     ON CONFLICT (player_id, game_id) DO UPDATE SET seq = excluded.seq`,
    [playerId, gameId, playerId],
  );
  await tx.run(
    `DELETE FROM recent_games WHERE player_id = ? AND game_id NOT IN
       (SELECT game_id FROM recent_games WHERE player_id = ? ORDER BY seq DESC LIMIT ?)`,
    [playerId, playerId, keep],
  );
}

/** The player's recently played games (`columns` of `games g`), latest first. */
export const recentGameRows = (
  db: Pick<Db, 'all'>,
  columns: string,
  playerId: number,
  limit: number,
): Promise<Row[]> =>
  db.all(
    `SELECT ${columns}
     FROM recent_games r JOIN games g ON g.id = r.game_id
     WHERE r.player_id = ? ORDER BY r.seq DESC LIMIT ?`,
    [playerId, limit],
  );

/** The name of the game with these codes, if there is one. */
export async function gameNameOf(
  db: Pick<Db, 'get'>,
  providerCode: string,
  gameCode: string,
): Promise<string | undefined> {
  const row = await db.get(
    'SELECT game_name FROM games WHERE provider_code = ? AND game_code = ?',
    [providerCode, gameCode],
  );
  return row ? str(row, 'game_name') : undefined;
}

/**
 * Sets a game's simulated state: whether guests may play it (unchanged when undefined) and why
 * it refuses launches (null: it does not; unchanged when undefined). Answers the games changed.
 */
export const setGameFlags = (
  tx: Tx,
  providerCode: string,
  gameCode: string,
  flags: { demo: boolean | undefined; refusal: string | null | undefined },
): Promise<number> =>
  tx.run(
    `UPDATE games SET demo = COALESCE(?, demo),
       launch_refusal = CASE WHEN ? THEN ? ELSE launch_refusal END
     WHERE provider_code = ? AND game_code = ?`,
    [
      flags.demo === undefined ? null : flags.demo ? 1 : 0,
      flags.refusal === undefined ? 0 : 1,
      flags.refusal ?? null,
      providerCode,
      gameCode,
    ],
  );
