import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import {
  creditLateDeposit,
  finishDeposit,
  finishWithdrawal,
  awaitingReview,
  logPaymentCallback,
  toTransaction,
  transactionById,
  transactionByPaymentRef,
} from '../payments/transactions';
import type { Services } from './define';
import { CONTROL, money } from './define';
import { controlFilter } from './lookups';

/** The operator's decision on a waiting request. */
interface ReviewBody {
  transaction_id?: unknown;
  decision?: unknown;
}

/**
 * The operator's side of payments outside the player contract: the provider's callback
 * (`/payments/callback`) and the back-office decisions a sandbox developer or journey makes
 * (`/sandbox/wallet/*`).
 */
export function paymentRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  /**
   * Tells the player of a deposit credited or a withdrawal paid, once its transaction has
   * committed; the answer to the provider or operator does not wait for the push service.
   */
  const tell = (row: Row) => {
    const kind = str(row, 'type') === 'WITHDRAWAL' ? 'withdrawal_paid' : 'deposit_credited';
    const cents =
      kind === 'deposit_credited'
        ? num(row, 'amount_cents') - num(row, 'fee_cents')
        : num(row, 'amount_cents');
    void services.push.notify(num(row, 'player_id'), kind, {
      amount: money(cents),
      currency: str(row, 'currency'),
    });
  };

  void app.register((scope, _options, ready) => {
    // The signature covers the body exactly as sent, so it is read as text here.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, String(body)),
    );

    scope.post<{ Body: string }>('/payments/callback', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const received = sqlTime(services.now());
      const refuse = async (http: number, reason: string, reference = '') => {
        request.log.warn({ reason, reference }, 'payment callback refused');
        await db.write((tx) =>
          logPaymentCallback(tx, {
            receivedAt: received,
            outcome: 'refused',
            reason,
            reference,
            body: raw.slice(0, 2000),
          }),
        );
        return reply.code(http).send({ accepted: false, reason });
      };
      const read = services.gateway.readCallback(raw, request.headers);
      if ('refused' in read) return refuse(401, read.refused);
      const { event } = read;
      let credited: Row | undefined;
      const result = await db.write(async (tx) => {
        const row = await transactionByPaymentRef(tx, event.reference);
        if (!row || str(row, 'type') !== 'DEPOSIT') return 'unknown reference';
        if (num(row, 'amount_cents') !== event.amountCents) return 'amount changed';
        // Paid in another currency than asked: nothing is converted, the operator looks at it.
        if (str(row, 'currency') !== event.currency) return 'currency changed';
        // However often the same word arrives, only the first one while it waits acts. A PAID
        // after the deposit expired credits it all the same: the player's money arrived.
        const late = event.outcome === 'SUCCESS' && str(row, 'status') === 'EXPIRED';
        const applied = late
          ? await creditLateDeposit(tx, row, received)
          : await finishDeposit(tx, row, event.outcome, received);
        // A PAID for a deposit the provider declined or the player cancelled is not dropped:
        // it is refused, so the provider retries and the operator sees it in the log.
        if (!applied && event.outcome === 'SUCCESS' && str(row, 'status') !== 'SUCCESS')
          return 'paid after it ended';
        await logPaymentCallback(tx, {
          receivedAt: received,
          outcome: applied ? 'applied' : 'repeated',
          reason: event.outcome,
          reference: event.reference,
          body: raw,
        });
        if (applied && event.outcome === 'SUCCESS') credited = row;
        return applied ? 'applied' : 'repeated';
      });
      if (credited) tell(credited);
      if (result === 'unknown reference') return refuse(404, result, event.reference);
      if (
        result === 'amount changed' ||
        result === 'currency changed' ||
        result === 'paid after it ended'
      )
        return refuse(409, result, event.reference);
      return { accepted: true, result };
    });
    ready();
  });

  // What waits for the operator: withdrawals and confirmed or unconfirmed bank transfers.
  app.get<{ Querystring: { account_id?: string; domain_name?: string } }>(
    '/sandbox/wallet/pending',
    CONTROL,
    async (request) => {
      const { accountId, operator } = await controlFilter(db, request.query);
      const rows = await awaitingReview(db, accountId, operator);
      return {
        statusCode: 1,
        pending: rows.map((r) => ({
          ...toTransaction(r),
          account_id: str(r, 'account_id'),
          transfer_reference: str(r, 'transfer_reference'),
        })),
      };
    },
  );

  app.post<{ Body: ReviewBody | null }>('/sandbox/wallet/review', CONTROL, async (request) => {
    const { transaction_id: id, decision } = request.body ?? {};
    if (!Number.isSafeInteger(id) || (decision !== 'approve' && decision !== 'reject'))
      throw new ApiError('invalidRequest', 'transaction_id and decision (approve or reject).');
    const at = sqlTime(services.now());
    const row = await db.write(async (tx) => {
      const found = await transactionById(tx, id as number);
      if (!found) throw new ApiError('notFound', 'No such transaction.');
      const outcome = decision === 'approve' ? 'SUCCESS' : 'REJECTED';
      const done =
        str(found, 'type') === 'WITHDRAWAL'
          ? await finishWithdrawal(tx, found, outcome, at)
          : str(found, 'flow') === 'BANK' && (await finishDeposit(tx, found, outcome, at));
      if (!done) throw new ApiError('walletNotPending');
      return transactionById(tx, id as number);
    });
    if (!row) throw new ApiError('internalServerError');
    if (str(row, 'status') === 'SUCCESS') tell(row);
    return { statusCode: 1, value: toTransaction(row) };
  });
}
