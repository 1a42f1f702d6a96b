import { breakPeriods } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import type { Services } from '../routes/define';
import { CONTROL, money, ok, registerCall } from '../routes/define';
import { accountKey, controlPlayer, requirePlayer } from '../routes/lookups';
import { tokenHash, verifyPassword } from '../security/passwords';
import { breakEnd, irrevocableUntil } from './policy';

/** How many sign-ins the login history shows. */
export const LOGIN_HISTORY_SIZE = 20;

/** /api/safety/*: time-out and self-exclusion, the reality check and the login history. */
export function safetyRoutes(app: FastifyInstance, services: Services): void {
  const { db, guard, safety } = services;

  const realityCheck = (minutes: number) => ({
    interval_minutes: minutes,
    options: [...safety.realityCheckOptions],
  });

  const reality = async (playerId: number) => {
    const row = await db.get('SELECT reality_check_minutes FROM players WHERE id = ?', [playerId]);
    return row ? num(row, 'reality_check_minutes') : 0;
  };

  registerCall(app, '/api/safety/status', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    return ok({
      value: {
        minimum_age: safety.minimumAge,
        reality_check: realityCheck(await reality(player.id)),
      },
    });
  });

  registerCall(app, '/api/safety/exclude', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const periods: readonly string[] = breakPeriods[body.kind];
    if (!periods.includes(body.period))
      throw new ApiError('invalidRequest', `period: one of ${periods.join(', ')} for ${body.kind}`);
    const attempt = await guard.admit(accountKey(player, body.account_id), ctx.ip);
    const right = await verifyPassword(body.password, player.passwordHash);
    attempt.end(right ? 'success' : 'failure');
    if (!right) throw new ApiError('wrongPassword');
    const start = services.now();
    const end = breakEnd(start, body.period);
    const value = {
      kind: body.kind,
      period: body.period,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      irrevocable_until: irrevocableUntil(body.kind, start, end).toISOString(),
    };
    await db.write(async (tx) => {
      await tx.run(
        `INSERT INTO account_exclusions
           (player_id, kind, period, starts_at, ends_at, irrevocable_until, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          player.id,
          value.kind,
          value.period,
          value.starts_at,
          value.ends_at,
          value.irrevocable_until,
          sqlTime(start),
        ],
      );
      // Every device is signed out at once, the caller's included.
      await tx.run('DELETE FROM sessions WHERE player_id = ?', [player.id]);
    });
    return ok({ value }, body.kind === 'timeout' ? 'timeoutStarted' : 'exclusionStarted');
  });

  registerCall(app, '/api/safety/reality_check', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const minutes = body.interval_minutes;
    if (minutes !== 0 && !safety.realityCheckOptions.includes(minutes))
      throw new ApiError(
        'invalidRequest',
        `interval_minutes: 0 or one of ${safety.realityCheckOptions.join(', ')}`,
      );
    await db.write((tx) =>
      tx.run('UPDATE players SET reality_check_minutes = ? WHERE id = ?', [minutes, player.id]),
    );
    return ok({ value: realityCheck(minutes) }, 'realityCheckSaved');
  });

  registerCall(app, '/api/safety/session', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const session = await db.get(
      'SELECT started_ms FROM sessions WHERE token_hash = ? AND player_id = ?',
      [tokenHash(body.auth), player.id],
    );
    if (!session) throw new ApiError('sessionExpired');
    const started = num(session, 'started_ms');
    // Stakes are negative BET lines, wins and void stakes positive ones: their sum is the net, of
    // the player's own money (bonus money won or lost is not).
    const net = await db.get(
      `SELECT COALESCE(SUM(amount_cents), 0) AS net FROM ledger_entries
       WHERE player_id = ? AND kind IN ('BET', 'WIN') AND wallet = 'cash' AND created_at >= ?`,
      [player.id, sqlTime(new Date(started))],
    );
    const minutes = await reality(player.id);
    return ok({
      value: {
        started_at: new Date(started).toISOString(),
        elapsed_ms: Math.max(0, services.now().getTime() - started),
        interval_ms: minutes * safety.realityCheckMinuteMs,
        net: money(net ? num(net, 'net') : 0),
        currency: player.currency,
      },
    });
  });

  registerCall(app, '/api/safety/login_history', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await db.all(
      `SELECT h.at, h.device, h.ip, s.token_hash FROM login_history h
       LEFT JOIN sessions s ON s.login_id = h.id
       WHERE h.player_id = ? ORDER BY h.id DESC LIMIT ?`,
      [player.id, LOGIN_HISTORY_SIZE],
    );
    const own = tokenHash(body.auth);
    return ok({
      value: rows.map((r) => ({
        at: str(r, 'at'),
        device: str(r, 'device'),
        ip: str(r, 'ip'),
        active: str(r, 'token_hash') !== '',
        current: str(r, 'token_hash') === own,
      })),
    });
  });

  registerCall(app, '/api/safety/logout_others', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const ended = await db.write((tx) =>
      tx.run('DELETE FROM sessions WHERE player_id = ? AND token_hash <> ?', [
        player.id,
        tokenHash(body.auth),
      ]),
    );
    return ok({ value: { ended } }, 'otherSessionsEnded');
  });

  // The operator's desk, outside the contract: a player asks to end a break early. A time-out
  // runs to its end and a self-exclusion through its first 6 months whatever they say.
  app.post<{ Body: { domain_name?: unknown; account_id?: unknown } | null }>(
    '/sandbox/safety/lift',
    CONTROL,
    async (request) => {
      const player = await controlPlayer(db, request.body);
      const now = services.now().toISOString();
      return db.write(async (tx) => {
        const row = await tx.get(
          `SELECT id, irrevocable_until FROM account_exclusions
         WHERE player_id = ? AND lifted_at IS NULL AND ends_at > ? ORDER BY ends_at DESC LIMIT 1`,
          [player.id, now],
        );
        if (!row) throw new ApiError('notFound', 'The account has no break from play running.');
        const until = str(row, 'irrevocable_until');
        if (until > now)
          throw new ApiError('exclusionIrrevocable', `It cannot be lifted before ${until}.`, {
            params: { until_at: until },
          });
        await tx.run('UPDATE account_exclusions SET lifted_at = ? WHERE id = ?', [
          now,
          num(row, 'id'),
        ]);
        return ok({ lifted_at: now });
      });
    },
  );
}
