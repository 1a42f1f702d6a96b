import { bonusKinds, bonusProducts, contribution } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { balancesCents } from '../db/players';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import type { BonusRow } from '../bonus/engine';
import {
  applyBonusExpiries,
  bonusesOf,
  bonusOf,
  claim,
  earlierClaim,
  endBonus,
  expireBonuses,
  offerToClaim,
  refusalOf,
  toPlayerBonus,
} from '../bonus/engine';
import { insertOffer, openOffers, toOffer } from '../bonus/offers';
import type { Services } from './define';
import { CONTROL, describeIssues, money, ok, registerCall } from './define';
import { findSite, requirePlayer } from './lookups';

const DAY_MS = 86_400_000;
/** How long an ended bonus stays in the player's list. */
const ENDED_DAYS = 30;

/** An amount in the operator's currency, at most two decimals. */
const amount = z.number().check(
  z.nonnegative(),
  z.maximum(100_000_000),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
);

/** An offer the operator writes through its desk (`POST /sandbox/bonus/offer`). */
const offerBody = z.object({
  domain_name: z.string().check(z.maxLength(253)),
  kind: z.enum(bonusKinds),
  product: z.enum(bonusProducts),
  code: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9]{3,32}$/))),
  title: z.string().check(z.minLength(1), z.maxLength(100)),
  match_percent: z.int().check(z.minimum(0), z.maximum(1000)),
  max_bonus: z.number().check(z.positive(), z.maximum(100_000_000)),
  min_deposit: amount,
  wagering_multiplier: z.number().check(z.positive()),
  valid_days: z.int().check(z.minimum(1), z.maximum(365)),
  max_stake: z.number().check(z.positive(), z.maximum(100_000_000)),
  contributions: z.array(contribution).check(z.maxLength(20)),
  /** `YYYY-MM-DD HH:mm:ss` UTC; null: open-ended. */
  ends_at: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/))),
});

const cents = (value: number) => Math.round(value * 100);

/** /api/bonus/*: the operator's offers, the player's bonuses, claiming and giving one up. */
export function bonusRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  /** The balances an answer about bonuses carries, read in `q` after the change. */
  async function balancesOf(q: Pick<typeof db, 'get'>, playerId: number) {
    const balances = await balancesCents(q, playerId);
    return {
      game_balance: money(balances?.game ?? 0),
      bonus_balance: money(balances?.bonus ?? 0),
    };
  }

  registerCall(app, '/api/bonus/offers', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    // Guests send empty fields and see the offers without whether they may claim them.
    const player =
      body.account_id === '' && body.auth === '' ? null : await requirePlayer(services, body, ctx);
    const offers = await openOffers(db, site.operator, sqlTime(services.now()), services.bonus);
    const value = [];
    for (const offer of offers)
      value.push(
        toOffer(offer, player ? ((await refusalOf(db, player, offer))?.key ?? null) : undefined),
      );
    return ok({ currency: site.currency, value });
  });

  registerCall(app, '/api/bonus/mine', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const now = services.now();
    await applyBonusExpiries(db, player.id, sqlTime(now));
    const since = sqlTime(new Date(now.getTime() - ENDED_DAYS * DAY_MS));
    const bonuses = await bonusesOf(db, player.id, since);
    return ok({ value: bonuses.map(toPlayerBonus), ...(await balancesOf(db, player.id)) });
  });

  registerCall(app, '/api/bonus/claim', async (body, ctx) => {
    await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const code = body.code?.trim() ?? '';
    if (code === '' && body.offer_id === undefined)
      throw new ApiError('invalidRequest', 'code or offer_id: one of them is required');
    const at = sqlTime(services.now());
    const answer = await db.write(async (tx) => {
      // A retry with the same key answers the first claim and claims nothing more.
      const before = await earlierClaim(tx, player.id, body.idempotency_key);
      if (before) return { bonus: before, ...(await balancesOf(tx, player.id)) };
      await expireBonuses(tx, player.id, at);
      const offer = await offerToClaim(
        tx,
        player,
        code !== '' ? { code } : { offerId: body.offer_id ?? 0 },
        at,
        services.bonus,
      );
      if (offer.kind !== 'no_deposit')
        throw new ApiError('bonusDepositRequired', undefined, {
          params: { min_deposit: money(offer.minDepositCents) },
        });
      const id = await claim(
        tx,
        player,
        offer,
        { amountCents: offer.maxBonusCents, idempotencyKey: body.idempotency_key },
        at,
      );
      return { bonus: await bonusOf(tx, player.id, id), ...(await balancesOf(tx, player.id)) };
    });
    const { bonus, ...balances } = answer;
    return ok({ value: toPlayerBonus(bonus), ...balances });
  });

  registerCall(app, '/api/bonus/forfeit', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const at = sqlTime(services.now());
    const answer = await db.write(async (tx) => {
      await expireBonuses(tx, player.id, at);
      const found: BonusRow = await bonusOf(tx, player.id, body.bonus_id);
      if ((await endBonus(tx, found.id, 'forfeited', at)) === null)
        throw new ApiError('bonusNotActive');
      return {
        bonus: await bonusOf(tx, player.id, found.id),
        ...(await balancesOf(tx, player.id)),
      };
    });
    const { bonus, ...balances } = answer;
    return ok({ value: toPlayerBonus(bonus), ...balances });
  });

  // The operator's desk writes an offer: tests use it for terms the seed does not have.
  app.post('/sandbox/bonus/offer', CONTROL, async (request) => {
    const parsed = offerBody.safeParse(request.body);
    if (!parsed.success) throw new ApiError('invalidRequest', describeIssues(parsed.error));
    const o = parsed.data;
    if (o.wagering_multiplier > services.bonus.wageringCap)
      throw new ApiError(
        'invalidRequest',
        `wagering_multiplier: at most ${services.bonus.wageringCap} (the operator's cap)`,
      );
    if (
      (o.kind === 'no_deposit') !== (o.match_percent === 0) ||
      (o.kind !== 'first_deposit' && !o.code)
    )
      throw new ApiError(
        'invalidRequest',
        'match_percent: 0 exactly for a bonus without a deposit; code: required but for a first deposit',
      );
    const site = await findSite(db, o.domain_name);
    const id = await db.write((tx) =>
      insertOffer(tx, {
        operator: site.operator,
        currency: site.currency,
        kind: o.kind,
        product: o.product,
        code: o.code,
        title: o.title,
        matchPercent: o.match_percent,
        maxBonusCents: cents(o.max_bonus),
        minDepositCents: cents(o.min_deposit),
        wageringMultiplier: o.wagering_multiplier,
        validDays: o.valid_days,
        maxStakeCents: cents(o.max_stake),
        contributions: o.contributions,
        startsAt: sqlTime(new Date(services.now().getTime() - 60_000)),
        endsAt: o.ends_at,
      }),
    );
    if (id === null)
      throw new ApiError('invalidRequest', 'code: the operator has this code already');
    return { statusCode: 1, offer_id: id };
  });
}
