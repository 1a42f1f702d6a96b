import type { BonusKind, BonusOffer, BonusProduct, Contribution } from '@playfront/core/contract';
import { bonusKinds, bonusProducts } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { Tx } from '../db/client';
import { inList, num, str, strOrNull } from '../db/client';
import { inCurrency } from '../payments/currency';
import { money } from '../routes/define';
import { sqlTime } from '../seed/site-record';

/** What read queries need: the database or an open transaction. */
export type Reader = Pick<Tx, 'all' | 'get'>;

/** The operator's rules for offers: wagering above the cap is never offered. */
export interface BonusPolicy {
  /** The largest wagering multiple an offer may ask (`SANDBOX_BONUS_WAGERING_CAP`). */
  wageringCap: number;
}

/** An offer as stored; money in cents of the operator's currency. */
export interface OfferRow {
  id: number;
  operator: string;
  currency: string;
  kind: BonusKind;
  product: BonusProduct;
  code: string | null;
  title: string;
  matchPercent: number;
  maxBonusCents: number;
  minDepositCents: number;
  wageringMultiplier: number;
  validDays: number;
  maxStakeCents: number;
  contributions: Contribution[];
  startsAt: string;
  endsAt: string | null;
}

const DAY_MS = 86_400_000;

/** Slots count whole; live casino a tenth; the operator's shares for the rest; others nothing. */
export const CASINO_CONTRIBUTIONS: readonly Contribution[] = [
  { category: 'slot_game', percent: 100 },
  { category: 'fishing', percent: 50 },
  { category: 'arcade', percent: 50 },
  { category: 'bingo', percent: 50 },
  { category: 'crash', percent: 25 },
  { category: 'casino', percent: 10 },
];
/** Sports bets count whole at odds of 1.50 or more. */
export const SPORTS_CONTRIBUTIONS: readonly Contribution[] = [
  { category: 'sportsbook', percent: 100, min_odds: 1.5 },
];

/** An offer every operator is seeded with; amounts in peso cents, scaled to its currency. */
interface SeedOffer {
  key: string;
  kind: BonusKind;
  product: BonusProduct;
  code: string | null;
  title: string;
  matchPercent: number;
  maxBonus: number;
  minDeposit: number;
  wagering: number;
  validDays: number;
  maxStake: number;
  /** Days from the seed until it ends (negative: it ended before); null: open-ended. */
  endsInDays: number | null;
}

export const seedOffers: readonly SeedOffer[] = [
  {
    key: 'first-deposit',
    kind: 'first_deposit',
    product: 'casino',
    code: null,
    title: '100% first deposit bonus',
    matchPercent: 100,
    maxBonus: 100_000,
    minDeposit: 10_000,
    wagering: 10,
    validDays: 7,
    maxStake: 2_500,
    endsInDays: null,
  },
  {
    key: 'reload',
    kind: 'reload',
    product: 'casino',
    code: 'RELOAD50',
    title: '50% reload bonus',
    matchPercent: 50,
    maxBonus: 50_000,
    minDeposit: 20_000,
    wagering: 10,
    validDays: 7,
    maxStake: 2_500,
    endsInDays: null,
  },
  {
    key: 'no-deposit',
    kind: 'no_deposit',
    product: 'casino',
    code: 'FREE100',
    title: 'Casino bonus, no deposit needed',
    matchPercent: 0,
    maxBonus: 10_000,
    minDeposit: 0,
    wagering: 10,
    validDays: 3,
    maxStake: 2_500,
    endsInDays: null,
  },
  {
    key: 'sports',
    kind: 'no_deposit',
    product: 'sports',
    code: 'BET50',
    title: 'Sports bonus, no deposit needed',
    matchPercent: 0,
    maxBonus: 5_000,
    minDeposit: 0,
    wagering: 5,
    validDays: 7,
    maxStake: 10_000,
    endsInDays: null,
  },
  {
    key: 'summer',
    kind: 'no_deposit',
    product: 'casino',
    code: 'SUMMER25',
    title: 'Summer casino bonus',
    matchPercent: 0,
    maxBonus: 2_500,
    minDeposit: 0,
    wagering: 10,
    validDays: 3,
    maxStake: 2_500,
    endsInDays: -30,
  },
];

const OFFER_COLUMNS = [
  'operator',
  'currency',
  'position',
  'kind',
  'product',
  'code',
  'title',
  'match_percent',
  'max_bonus_cents',
  'min_deposit_cents',
  'wagering_multiplier',
  'valid_days',
  'max_stake_cents',
  'contributions',
  'starts_at',
  'ends_at',
  'seed_key',
] as const;

/** An offer's row for `INSERT INTO bonus_offers (OFFER_COLUMNS)`. */
function offerValues(offer: Omit<OfferRow, 'id'>, position: number, seedKey: string | null) {
  return [
    offer.operator,
    offer.currency,
    position,
    offer.kind,
    offer.product,
    offer.code,
    offer.title,
    offer.matchPercent,
    offer.maxBonusCents,
    offer.minDepositCents,
    offer.wageringMultiplier,
    offer.validDays,
    offer.maxStakeCents,
    JSON.stringify(offer.contributions),
    offer.startsAt,
    offer.endsAt,
    seedKey,
  ];
}

/** Writes one offer; answers its id, or null when its code or seed key is taken. */
export async function insertOffer(
  tx: Tx,
  offer: Omit<OfferRow, 'id'>,
  seedKey: string | null = null,
): Promise<number | null> {
  // A new offer comes last in its operator's list.
  const last = await tx.get(
    'SELECT COALESCE(MAX(position), 0) AS position FROM bonus_offers WHERE operator = ?',
    [offer.operator],
  );
  const row = await tx.get(
    `INSERT INTO bonus_offers (${OFFER_COLUMNS.join(', ')})
     VALUES (${OFFER_COLUMNS.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING RETURNING id`,
    offerValues(offer, (last ? num(last, 'position') : 0) + 1, seedKey),
  );
  return row ? num(row, 'id') : null;
}

/** Seeds every operator's offers in its currency; an operator keeps the ones it has. */
export async function seedBonusOffers(
  tx: Tx,
  operators: readonly { operator: string; currency: string }[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (const { operator, currency } of operators)
    for (const o of seedOffers) {
      const id = await insertOffer(
        tx,
        {
          operator,
          currency,
          kind: o.kind,
          product: o.product,
          code: o.code,
          title: o.title,
          matchPercent: o.matchPercent,
          maxBonusCents: inCurrency(o.maxBonus, currency),
          minDepositCents: inCurrency(o.minDeposit, currency),
          wageringMultiplier: o.wagering,
          validDays: o.validDays,
          maxStakeCents: inCurrency(o.maxStake, currency),
          contributions: [
            ...(o.product === 'casino' ? CASINO_CONTRIBUTIONS : SPORTS_CONTRIBUTIONS),
          ],
          startsAt: sqlTime(new Date(now.getTime() - 60 * DAY_MS)),
          endsAt:
            o.endsInDays === null ? null : sqlTime(new Date(now.getTime() + o.endsInDays * DAY_MS)),
        },
        `${operator}:bonus:${o.key}`,
      );
      if (id !== null) inserted += 1;
    }
  return inserted;
}

/** Reads the stored JSON of contributions; a broken one counts nothing. */
export function contributionsOf(json: string): Contribution[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c: unknown): Contribution[] => {
      if (typeof c !== 'object' || c === null) return [];
      const { category, percent, min_odds } = c as Record<string, unknown>;
      if (typeof category !== 'string' || typeof percent !== 'number') return [];
      return [{ category, percent, ...(typeof min_odds === 'number' ? { min_odds } : {}) }];
    });
  } catch {
    return [];
  }
}

/** The terms a claimed bonus copies from its offer: both rows keep them in the same columns. */
export type BonusTerms = Pick<
  OfferRow,
  'currency' | 'kind' | 'product' | 'title' | 'validDays' | 'maxStakeCents' | 'contributions'
>;

/** Reads the terms of an offer's row or a bonus's row. */
export const termsOf = (r: Row): BonusTerms => ({
  currency: str(r, 'currency'),
  kind: inList(bonusKinds, str(r, 'kind')) ?? 'no_deposit',
  product: inList(bonusProducts, str(r, 'product')) ?? 'casino',
  title: str(r, 'title'),
  validDays: num(r, 'valid_days'),
  maxStakeCents: num(r, 'max_stake_cents'),
  contributions: contributionsOf(str(r, 'contributions')),
});

export const toOfferRow = (r: Row): OfferRow => ({
  ...termsOf(r),
  id: num(r, 'id'),
  operator: str(r, 'operator'),
  code: strOrNull(r, 'code'),
  matchPercent: num(r, 'match_percent'),
  maxBonusCents: num(r, 'max_bonus_cents'),
  minDepositCents: num(r, 'min_deposit_cents'),
  wageringMultiplier: num(r, 'wagering_multiplier'),
  startsAt: str(r, 'starts_at'),
  endsAt: strOrNull(r, 'ends_at'),
});

/** An offer as the API answers it. */
export const toOffer = (o: OfferRow, refusal?: string | null): BonusOffer => ({
  offer_id: o.id,
  kind: o.kind,
  product: o.product,
  title: o.title,
  code: o.code,
  match_percent: o.matchPercent,
  max_bonus: money(o.maxBonusCents),
  min_deposit: money(o.minDepositCents),
  wagering_multiplier: o.wageringMultiplier,
  valid_days: o.validDays,
  max_stake: money(o.maxStakeCents),
  contributions: o.contributions,
  ends_at: o.endsAt,
  ...(refusal === undefined ? {} : { refusal }),
});

/** Whether an offer can be claimed at `at`: started and not ended. */
export const isOpen = (o: OfferRow, at: string): boolean =>
  o.startsAt <= at && (o.endsAt === null || o.endsAt > at);

/** The operator's offers a player can see at `at`, in the operator's order. */
export async function openOffers(
  q: Reader,
  operator: string,
  at: string,
  policy: BonusPolicy,
): Promise<OfferRow[]> {
  const rows = await q.all(
    `SELECT * FROM bonus_offers WHERE operator = ? AND starts_at <= ?
       AND (ends_at IS NULL OR ends_at > ?) AND wagering_multiplier <= ?
     ORDER BY position, id`,
    [operator, at, at, policy.wageringCap],
  );
  return rows.map(toOfferRow);
}
