import { randomBytes } from 'node:crypto';
import type { BankAccount, BetRecord, PaymentFlow, StatementEntry } from '@playfront/core/contract';
import { matchedBonusCents, statementKinds } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import {
  bankAccountCount,
  bankAccountsOf,
  insertBankAccount,
  ownBankAccount,
} from '../db/bank-accounts';
import type { Tx } from '../db/client';
import { num, str } from '../db/client';
import { historyPage, transactionTypeFilter } from '../db/history';
import type { HistoryFilter, HistoryTable } from '../db/history';
import { balancesCents } from '../db/players';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { enforceNotExcluded } from '../safety/policy';
import { check, FULL_NAME } from '../rules';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { requireStepUp } from './two-step';
import { enforceVerification } from '../verification/checks';
import { moveBalance } from '../db/ledger';
import { enforceLimits } from '../responsible/limits';
import type { SiteRow } from './lookups';
import { findSite, requirePlayer } from './lookups';
import { withSportsBets } from '../sportsbook/bets';
import { walletConfig } from '../payments/methods';
import type { OfferPick } from '../bonus/engine';
import {
  activeBonuses,
  applyBonusExpiries,
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

/** A bank account number: 6 to 20 digits. */
export const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** A payment reference: letters, digits, spaces and `-_.` only. */
const REFERENCE = /^[\w .-]{0,64}$/;
/** The most bank accounts one player may save. */
export const MAX_BANK_ACCOUNTS = 5;

const cents = (amount: number) => Math.round(amount * 100);
const inList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

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

const toBankAccount = (r: Row): BankAccount => ({
  bank_account_id: num(r, 'id'),
  bank_name: str(r, 'bank_name'),
  account_name: str(r, 'account_name'),
  account_number: masked(str(r, 'account_number')),
  created_at: str(r, 'created_at'),
});

export const toBet = (r: Row): BetRecord => {
  const stake = num(r, 'stake_cents');
  const payout = num(r, 'payout_cents');
  return {
    bet_id: num(r, 'id'),
    provider_code: str(r, 'provider_code'),
    game_name: str(r, 'game_name'),
    stake: money(stake),
    payout: money(payout),
    win_loss: money(payout - stake),
    created_at: str(r, 'created_at'),
  };
};

export const toEntry = (r: Row): StatementEntry => ({
  entry_id: num(r, 'id'),
  kind: inList(statementKinds, str(r, 'kind')) ?? 'BONUS',
  description: str(r, 'description'),
  amount: money(num(r, 'amount_cents')),
  balance: money(num(r, 'balance_cents')),
  created_at: str(r, 'created_at'),
  wallet: str(r, 'wallet') === 'bonus' ? 'bonus' : 'cash',
});

/** Refuses a range whose start is after its end. */
function checkRange(start: string, end: string): void {
  if (start > end) throw new ApiError('invalidRequest', 'start_date: must not be after end_date');
}

/** One page of a player's rows within a date range, newest first, with the total. */
function page(
  db: Services['db'],
  table: HistoryTable,
  playerId: number,
  body: { start_date: string; end_date: string; page: number; page_size: number },
  extra?: HistoryFilter,
): Promise<{ rows: Row[]; total: number }> {
  checkRange(body.start_date, body.end_date);
  return historyPage(db, table, playerId, body, extra);
}

/** /api/wallet/*: limits, deposit, withdrawal, bank accounts and the three histories. */
export function walletRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

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

  registerCall(app, '/api/wallet/bank_accounts', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await bankAccountsOf(db, player.id);
    return ok({ value: rows.map(toBankAccount) });
  });

  registerCall(app, '/api/wallet/add_bank_account', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    await requireStepUp(services, player.id, body.auth);
    const banks = walletConfig(site.currency).banks;
    const bankName = body.bank_name.trim();
    const accountName = body.account_name.trim().replace(/\s+/g, ' ');
    // Spaces and hyphens are how numbers are printed on cards; only the digits are kept.
    const accountNumber = body.account_number.replace(/[\s-]/g, '');
    check({
      bank_name: [
        banks.includes(bankName) ? 'ok' : '',
        { pattern: /^ok$/, expect: `one of ${banks.join(', ')}` },
      ],
      account_name: [accountName, { pattern: FULL_NAME, expect: 'the name on the account' }],
      account_number: [accountNumber, { pattern: ACCOUNT_NUMBER, expect: '6 to 20 digits' }],
    });
    const row = await db.write(async (tx) => {
      if ((await bankAccountCount(tx, player.id)) >= MAX_BANK_ACCOUNTS)
        throw new ApiError('walletBankLimit');
      const added = await insertBankAccount(tx, {
        playerId: player.id,
        bankName,
        accountName,
        accountNumber,
        createdAt: sqlTime(services.now()),
      });
      if (!added) throw new ApiError('walletBankExists');
      return added;
    });
    return ok({ value: toBankAccount(row) });
  });

  registerCall(app, '/api/wallet/transactions', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const filter =
      body.type === 'all'
        ? undefined
        : transactionTypeFilter(body.type === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL');
    await db.write((tx) => expireDue(tx, player.id, sqlTime(services.now())));
    const { rows, total } = await page(db, 'wallet_transactions', player.id, body, filter);
    return ok({ value: rows.map(toTransaction), total });
  });

  registerCall(app, '/api/wallet/bets', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const { rows, total } = await page(db, 'bets', player.id, body);
    return ok({ value: await withSportsBets(db, rows.map(toBet)), total });
  });

  registerCall(app, '/api/wallet/statement', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    await applyBonusExpiries(db, player.id, sqlTime(services.now()));
    const { rows, total } = await page(db, 'ledger_entries', player.id, body);
    return ok({ value: rows.map(toEntry), total });
  });
}
