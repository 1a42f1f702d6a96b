import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { num, str, strOrNull } from '../db/client';
import { sqlTime } from '../db/seed';
import { missionProgress, recordDailySpin, referralCounts } from '../db/engage';
import { balancesCents } from '../db/players';
import {
  leaderboardRows,
  missionRows,
  newsRows,
  promotionRows,
  reviewRows,
  spinPrizeRows,
} from '../db/site-content';
import { ApiError } from '../errors';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { moveBalance } from '../db/ledger';
import { findSite, requirePlayer } from './lookups';

/** What each invited player who deposits earns the referrer, in cents. */
export const REFERRAL_REWARD = 5_000;

/** The player's referral code: the account id in capitals (unique within its operator). */
export const referralCode = (accountId: string): string => accountId.toUpperCase();

const nextUtcMidnight = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/** /api/engage/*: referral, promotions, missions, leaderboard, news, reviews and the daily spin. */
export function engageRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerCall(app, '/api/engage/referral', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const code = referralCode(player.accountId);
    const { invited, qualified } = await referralCounts(db, player.operator, code);
    const host = site.affDomain || site.domain;
    const link = `https://${host}/register?referrer_code=${encodeURIComponent(code)}&site=${encodeURIComponent(site.domain)}`;
    return ok({
      value: {
        referral_code: code,
        referral_link: link,
        invited,
        qualified,
        earned: money(qualified * REFERRAL_REWARD),
      },
    });
  });

  registerCall(app, '/api/engage/promotions', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await promotionRows(db, site.id);
    return ok({
      value: rows.map((r) => ({
        promotion_id: num(r, 'id'),
        title: str(r, 'title'),
        summary: str(r, 'summary'),
        image_url: str(r, 'image_url'),
        ends_on: strOrNull(r, 'ends_on'),
      })),
    });
  });

  registerCall(app, '/api/engage/missions', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    // Guests send empty fields and see the list without progress.
    const player =
      body.account_id === '' && body.auth === '' ? null : await requirePlayer(services, body, ctx);
    const rows = await missionRows(db, site.id);
    const progress = player ? await missionProgress(db, player.id) : null;
    return ok({
      value: rows.map((r) => {
        const target = num(r, 'target');
        return {
          mission_id: num(r, 'id'),
          title: str(r, 'title'),
          description: str(r, 'description'),
          reward: money(num(r, 'reward_cents')),
          target,
          progress: progress ? Math.min(target, progress[str(r, 'metric')] ?? 0) : null,
        };
      }),
    });
  });

  registerCall(app, '/api/engage/leaderboard', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await leaderboardRows(db, site.id);
    return ok({
      title: 'Weekly top winners',
      value: rows.map((r) => ({
        rank: num(r, 'position'),
        account_id: str(r, 'account_mask'),
        score: money(num(r, 'score_cents')),
      })),
    });
  });

  registerCall(app, '/api/engage/news', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await newsRows(db, site.id);
    return ok({
      value: rows.map((r) => ({
        news_id: num(r, 'id'),
        title: str(r, 'title'),
        body: str(r, 'body'),
        published_on: str(r, 'published_on'),
      })),
    });
  });

  registerCall(app, '/api/engage/reviews', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const rows = await reviewRows(db, site.id);
    return ok({
      value: rows.map((r) => ({
        review_id: num(r, 'id'),
        author: str(r, 'author'),
        rating: Math.min(5, Math.max(1, num(r, 'rating'))),
        text: str(r, 'text'),
        published_on: str(r, 'published_on'),
      })),
    });
  });

  registerCall(app, '/api/engage/spin', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const now = services.now();
    const prizes = await spinPrizeRows(db);
    const total = prizes.reduce((sum, p) => sum + num(p, 'weight'), 0);
    let roll = total > 0 ? randomInt(total) : 0;
    const prize = prizes.find((p) => (roll -= num(p, 'weight')) < 0) ?? prizes[0];
    if (!prize) throw new ApiError('internalServerError', 'No spin prizes are configured.');
    const amount = num(prize, 'amount_cents');
    const label = str(prize, 'label');
    const at = sqlTime(now);
    const balance = await db.write(async (tx) => {
      if (
        !(await recordDailySpin(tx, { playerId: player.id, prize: label, amountCents: amount, at }))
      )
        throw new ApiError('engageAlreadySpun');
      if (amount === 0) return (await balancesCents(tx, player.id))?.game ?? 0;
      return moveBalance(tx, player.id, {
        kind: 'BONUS',
        description: 'Lucky spin',
        amountCents: amount,
        currency: player.site.currency,
        at,
      });
    });
    return ok({
      value: { prize: label, amount: money(amount) },
      game_balance: money(balance),
      next_spin_at: sqlTime(nextUtcMidnight(now)),
    });
  });
}
