import { randomBytes } from 'node:crypto';
import type { PaymentFlow } from '@playfront/core/contract';
import { matchedBonusCents } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { ownBankAccount } from '../db/bank-accounts';
import type { Tx } from '../db/client';
import { num, str } from '../db/client';
import { balancesCents } from '../db/players';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { enforceNotExcluded } from '../safety/policy';
import { check } from '../rules';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { requireStepUp } from './two-step';
import { bankAccountRoutes } from './bank-accounts';
import { historyRoutes } from './histories';
import { enforceVerification } from '../verification/checks';
import { moveBalance } from '../db/ledger';
import { enforceLimits } from '../responsible/limits';
import type { SiteRow } from './lookups';
import { findSite, requirePlayer } from './lookups';
import { walletConfig } from '../payments/methods';
import type { OfferPick } from '../bonus/engine';
import {
  activeBonuses,
  bonusOf,
  claim,
  endBonus,
  expireBonuses,
  offerToClaim,
  toPlayerBonus,
} from '../bonus/engine';
import {
  depositBonusId,
  expireDue,
  finishDeposit,
  finishWithdrawal,
  insertDeposit,
  insertWithdrawal,
  masked,
  ownTransaction,
  paymentStepOf,
  pendingCount,
  pendingWithdrawals,
  recordCheckout,
  recordTransferReference,
  toTransaction,
  transactionByKey,
} from '../payments/transactions';

/** Requests of one kind (deposits, withdrawals) that may wait at once per player. */
export const MAX_PENDING = 3;
/** Minutes a redirect or QR deposit may wait for payment; a bank transfer waits a day. */
const EXPIRY_MINUTES: Readonly<Record<PaymentFlow, number>> = {
  REDIRECT: 15,
  QR: 15,
  BANK: 24 * 60,
};

/** A payment reference: letters, digits, spaces and `-_.` only. */
const REFERENCE = /^[\w .-]{0,64}$/;

const cents = (amount: number) => Math.round(amount * 100);
/** Refuses an amount outside `[min, max]` (cents) with the side it falls out on. */
function checkAmount(amount: number, limits: { min: number; max: number }): void {
  if (amount < limits.min) throw new ApiError('walletAmountBelowMinimum');
  if (amount > limits.max) throw new ApiError('walletAmountAboveMaximum');
}

/**
 * Where the checkout sends the player back: the client's page if it is on the site's own host
 * (never elsewhere, so the sandbox cannot be used to redirect players away), with the id added.
 */
function returnUrlFor(site: SiteRow, domainName: string, given: string | undefined, id: number) {
  let url: URL;
  try {
    url = new URL(given || `http://${domainName}/deposit-result`);
  } catch {
    throw new ApiError('invalidRequest', 'return_url: a URL on the site');
  }
  const host = url.hostname.toLowerCase();
  if (
    !/^https?:$/.test(url.protocol) ||
    (host !== domainName.toLowerCase() && host !== site.domain)
  )
    throw new ApiError('invalidRequest', 'return_url: a URL on the site');
  url.searchParams.set('id', String(id));
  return url.href;
}

/** /api/wallet/*: limits, deposit, withdrawal, bank accounts and the three histories. */
export function walletRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  bankAccountRoutes(app, services);
  historyRoutes(app, services);

  registerCall(app, '/api/wallet/limits', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const config = walletConfig(site.currency);
    return ok({
      currency: site.currency,
      methods: config.methods.map((m) => ({ ...m, min: money(m.min), max: money(m.max) })),
      withdrawal: { min: money(config.withdrawal.min), max: money(config.withdrawal.max) },
      banks: [...config.banks],
      max_pending: MAX_PENDING,
    });
  });

  /**
   * The answer of every call about one transaction: it, its next step, the bonus claimed with it
   * and both balances.
   */
  async function answerFor(row: Row, site: SiteRow) {
    const payment = paymentStepOf(row, walletConfig(site.currency).operatorAccount);
    const [balances, bonusId] = await Promise.all([
      balancesCents(db, num(row, 'player_id')),
      depositBonusId(db, num(row, 'id')),
    ]);
    return {
      value: toTransaction(row),
      ...(payment ? { payment } : {}),
      ...(bonusId !== undefined
        ? { bonus: toPlayerBonus(await bonusOf(db, num(row, 'player_id'), bonusId)) }
        : {}),
      game_balance: money(balances?.game ?? 0),
      bonus_balance: money(balances?.bonus ?? 0),
    };
  }

  /** Refuses a new request while MAX_PENDING of its kind wait. */
  async function checkPending(
    tx: Tx,
    playerId: number,
    type: 'DEPOSIT' | 'WITHDRAWAL',
  ): Promise<void> {
    if ((await pendingCount(tx, playerId, type)) >= MAX_PENDING)
      throw new ApiError('walletTooManyPending');
  }

  registerCall(app, '/api/wallet/deposit', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const config = walletConfig(site.currency);
    const method = config.methods.find((m) => m.code === body.method);
    if (!method)
      throw new ApiError(
        'walletMethodUnavailable',
        `method: one of ${config.methods.map((m) => m.code).join(', ')}`,
      );
    const reference = body.reference.trim();
    check({
      reference: [reference, { pattern: REFERENCE, expect: 'letters, digits, spaces and - _ .' }],
    });
    const amount = cents(body.amount);
    checkAmount(amount, method);
    await enforceVerification(db, player, { kind: 'deposit', amountCents: amount });
    const code = body.bonus_code?.trim() ?? '';
    const pick: OfferPick | null =
      code !== ''
        ? { code }
        : body.bonus_offer_id !== undefined
          ? { offerId: body.bonus_offer_id }
          : null;
    const now = services.now();
    const at = sqlTime(now);
    const expires = sqlTime(new Date(now.getTime() + EXPIRY_MINUTES[method.flow] * 60_000));
    const fee = Math.round((amount * (method.fee_percent ?? 0)) / 100);
    let row = await db.write(async (tx) => {
      await enforceNotExcluded(tx, player.id, now);
      const before = await transactionByKey(tx, player.id, 'DEPOSIT', body.idempotency_key);
      if (before) return before;
      await expireDue(tx, player.id, at);
      await checkPending(tx, player.id, 'DEPOSIT');
      await enforceLimits(tx, player, { kind: 'deposit', amountCents: amount }, services);
      await expireBonuses(tx, player.id, at);
      const offer = pick ? await offerToClaim(tx, player, pick, at, services.bonus) : null;
      const bonusCents = offer
        ? matchedBonusCents(offer.matchPercent, offer.maxBonusCents, amount)
        : 0;
      if (
        offer &&
        offer.kind !== 'no_deposit' &&
        (amount < offer.minDepositCents || bonusCents <= 0)
      )
        throw new ApiError('bonusDepositTooSmall', undefined, {
          params: { min_deposit: money(offer.minDepositCents) },
        });
      const created = await insertDeposit(tx, {
        playerId: player.id,
        amountCents: amount,
        currency: site.currency,
        feeCents: fee,
        method: method.code,
        flow: method.flow,
        reference,
        paymentRef: `PF${randomBytes(6).toString('hex').toUpperCase()}`,
        idempotencyKey: body.idempotency_key ?? null,
        expiresAt: expires,
        createdAt: at,
      });
      if (!created) throw new ApiError('internalServerError');
      // A bonus without a deposit is credited at once; a deposit's waits for its deposit.
      if (offer)
        await claim(
          tx,
          player,
          offer,
          offer.kind === 'no_deposit'
            ? { amountCents: offer.maxBonusCents }
            : { amountCents: bonusCents, depositId: num(created, 'id') },
          at,
        );
      return created;
    });
    const flow = str(row, 'flow');
    const opened = str(row, 'checkout_url') !== '';
    if ((flow === 'REDIRECT' || flow === 'QR') && !opened && str(row, 'status') === 'PENDING') {
      // The provider is asked outside the transaction (a slow provider must not hold the write
      // lock); a retry with the same key asks again with the same reference, which it dedupes.
      const id = num(row, 'id');
      try {
        const opened = await services.gateway.createPayment({
          reference: str(row, 'payment_ref'),
          amountCents: num(row, 'amount_cents'),
          currency: site.currency,
          method: method.name,
          flow,
          returnUrl: returnUrlFor(site, body.domain_name, body.return_url, id),
          expiresAt: str(row, 'expires_at'),
        });
        row = (await db.write((tx) => recordCheckout(tx, id, opened))) ?? row;
      } catch (error) {
        await db.write((tx) => finishDeposit(tx, row, 'FAILED', sqlTime(services.now())));
        if (error instanceof ApiError) throw error;
        ctx.log.warn({ err: error, transaction_id: id }, 'payment provider refused a payment');
        throw new ApiError('walletMethodUnavailable', undefined, { http: 503 });
      }
    }
    return ok(await answerFor(row, site), 'depositPending');
  });

  registerCall(app, '/api/wallet/withdraw', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const amount = cents(body.amount);
    checkAmount(amount, walletConfig(site.currency).withdrawal);
    // Before the step-up, so a player is not asked for a code only to be refused.
    await enforceVerification(db, player, { kind: 'withdrawal', amountCents: amount });
    await requireStepUp(services, player.id, body.auth);
    const at = sqlTime(services.now());
    // The amount leaves the balance at once (held); cancel or rejection returns it.
    const row = await db.write(async (tx) => {
      const before = await transactionByKey(tx, player.id, 'WITHDRAWAL', body.idempotency_key);
      if (before) return before;
      // A withdrawal gives up the bonuses being wagered: only once the player has said so.
      await expireBonuses(tx, player.id, at);
      const running = await activeBonuses(tx, player.id);
      if (running.bonuses.length > 0 && body.forfeit_bonus !== true)
        throw new ApiError('bonusForfeitRequired', undefined, {
          params: { amount: money(running.totalCents) },
        });
      await checkPending(tx, player.id, 'WITHDRAWAL');
      const bank = await ownBankAccount(tx, body.bank_account_id, player.id);
      if (!bank)
        throw new ApiError('notFound', 'This bank account does not exist for this account.');
      const label = `${str(bank, 'bank_name')} ${masked(str(bank, 'account_number'))}`;
      for (const bonus of running.bonuses) await endBonus(tx, bonus.id, 'forfeited', at);
      await moveBalance(tx, player.id, {
        kind: 'WITHDRAWAL',
        description: label,
        amountCents: -amount,
        currency: site.currency,
        at,
      });
      const created = await insertWithdrawal(tx, {
        playerId: player.id,
        amountCents: amount,
        currency: site.currency,
        label,
        bankAccountId: body.bank_account_id,
        idempotencyKey: body.idempotency_key ?? null,
        createdAt: at,
      });
      if (!created) throw new ApiError('internalServerError');
      return created;
    });
    return ok(await answerFor(row, site), 'withdrawalPending');
  });

  registerCall(app, '/api/wallet/transaction', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const at = sqlTime(services.now());
    const row = await db.write(async (tx) => {
      await expireDue(tx, player.id, at);
      return ownTransaction(tx, player.id, body.transaction_id);
    });
    return ok(await answerFor(row, site));
  });

  registerCall(app, '/api/wallet/confirm_transfer', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    const transferRef = body.transfer_reference.trim();
    check({
      transfer_reference: [
        transferRef,
        { pattern: /^[\w .-]{4,64}$/, expect: '4 to 64 letters, digits, spaces and - _ .' },
      ],
    });
    const at = sqlTime(services.now());
    const row = await db.write(async (tx) => {
      await expireDue(tx, player.id, at);
      const found = await ownTransaction(tx, player.id, body.transaction_id, 'DEPOSIT');
      if (str(found, 'flow') !== 'BANK')
        throw new ApiError('invalidRequest', 'transaction_id: a bank-transfer deposit');
      const updated = await recordTransferReference(tx, num(found, 'id'), transferRef, at);
      if (!updated) throw new ApiError('walletNotPending');
      return updated;
    });
    return ok(await answerFor(row, site), 'depositPending');
  });

  registerCall(app, '/api/wallet/cancel_withdrawal', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    if (!site.withdrawalCancel) throw new ApiError('withdrawalCancelNotAllowed');
    const at = sqlTime(services.now());
    const row = await db.write(async (tx) => {
      const found = await ownTransaction(tx, player.id, body.transaction_id, 'WITHDRAWAL');
      if (!(await finishWithdrawal(tx, found, 'CANCELLED', at)))
        throw new ApiError('walletNotPending');
      return ownTransaction(tx, player.id, body.transaction_id);
    });
    return ok(await answerFor(row, site), 'withdrawalCancelled');
  });

  registerCall(app, '/api/wallet/balance', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const [balances, pending] = await Promise.all([
      balancesCents(db, player.id),
      pendingWithdrawals(db, player.id),
    ]);
    return ok({
      available: money(balances?.game ?? 0),
      on_hold: money(pending.reduce((sum, r) => sum + num(r, 'amount_cents'), 0)),
      pending_withdrawals: pending.map(toTransaction),
    });
  });
}
