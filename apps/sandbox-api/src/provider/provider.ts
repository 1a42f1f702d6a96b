import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { checkoutPage } from './checkout-page';
import { SIGNATURE_HEADER, signatureProblem, signBody } from './signature';

/**
 * The sandbox's payment provider, "Sandbox Pay": kept apart from the operator's code as a real
 * provider would be. It shares nothing with the operator but the database file, its secret and
 * HTTP: merchants create payments with a signed request, players pay on its checkout page, and
 * it tells the merchant the outcome with a signed callback.
 */
export interface ProviderOptions {
  db: Db;
  now: () => Date;
  /** The secret it shares with the merchant; signs both directions. */
  secret: string;
  /** Base URL players' browsers reach the provider at, e.g. `http://127.0.0.1:8787`. */
  publicUrl: () => string;
  /** Seconds a signed request's timestamp may differ from the clock. */
  windowSeconds: number;
  /** Posts a callback; default `fetch`. Answers the HTTP status. */
  deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
}

/** Final outcomes a player can pick on the checkout page, with what the callback says. */
const outcomes = {
  approve: 'PAID',
  decline: 'DECLINED',
  cancel: 'CANCELLED',
  expire: 'EXPIRED',
} as const;
type Action = keyof typeof outcomes;
const isAction = (value: unknown): value is Action =>
  typeof value === 'string' && Object.hasOwn(outcomes, value);

/** What a merchant sends to create a payment. */
interface CreatePayment {
  merchant_ref: string;
  amount_cents: number;
  currency: string;
  method: string;
  flow: 'REDIRECT' | 'QR';
  return_url: string;
  callback_url: string;
  expires_at: string;
}

function readCreate(value: unknown): CreatePayment | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (key: string, max: number) =>
    typeof v[key] === 'string' && v[key].length > 0 && v[key].length <= max;
  const ok =
    text('merchant_ref', 64) &&
    text('currency', 8) &&
    text('method', 32) &&
    text('return_url', 600) &&
    text('callback_url', 600) &&
    text('expires_at', 19) &&
    (v.flow === 'REDIRECT' || v.flow === 'QR') &&
    Number.isSafeInteger(v.amount_cents) &&
    Number(v.amount_cents) > 0;
  return ok ? (v as unknown as CreatePayment) : null;
}

const defaultDeliver = async (url: string, body: string, headers: Record<string, string>) =>
  (await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })).status;

/** Registers `/provider/*`: the merchant API, the checkout page and its form. */
export function providerRoutes(app: FastifyInstance, options: ProviderOptions): void {
  const { db, secret } = options;
  const deliver = options.deliver ?? defaultDeliver;
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  const checkoutUrl = (id: string) => `${options.publicUrl()}/provider/checkout/${id}`;

  const paymentOf = async (id: string) =>
    db.get('SELECT * FROM provider_payments WHERE id = ?', [id]);

  /** Signs and posts the outcome to the merchant; a failed delivery is logged, not retried. */
  async function notify(id: string): Promise<void> {
    const row = await paymentOf(id);
    if (!row) return;
    const body = JSON.stringify({
      event: 'payment.updated',
      payment_id: id,
      merchant_ref: str(row, 'merchant_ref'),
      amount_cents: num(row, 'amount_cents'),
      currency: str(row, 'currency'),
      status: str(row, 'status'),
    });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(secret, body, seconds()),
    };
    try {
      const status = await deliver(str(row, 'callback_url'), body, headers);
      app.log.info({ payment_id: id, status }, 'provider callback delivered');
    } catch (error) {
      app.log.warn({ payment_id: id, err: error }, 'provider callback failed');
    }
  }

  void app.register((scope, _options, ready) => {
    // The merchant API is signed over the raw body, so this scope keeps it.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as { rawBody?: string }).rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(null, null);
      }
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post('/provider/v1/payments', async (request, reply) => {
      const raw = (request as { rawBody?: string }).rawBody ?? '';
      const header = request.headers[SIGNATURE_HEADER];
      const problem = signatureProblem(
        secret,
        raw,
        typeof header === 'string' ? header : undefined,
        seconds(),
        options.windowSeconds,
      );
      if (problem) return reply.code(401).send({ error: problem });
      const input = readCreate(request.body);
      if (!input) return reply.code(400).send({ error: 'invalid payment' });
      // The merchant's reference makes creation idempotent: a retry answers the same payment.
      const row = await db.write(async (tx) => {
        await tx.run(
          `INSERT INTO provider_payments (id, merchant_ref, amount_cents, currency, method, flow,
             return_url, callback_url, status, expires_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?) ON CONFLICT (merchant_ref) DO NOTHING`,
          [
            `pay_${randomBytes(12).toString('hex')}`,
            input.merchant_ref,
            input.amount_cents,
            input.currency,
            input.method,
            input.flow,
            input.return_url,
            input.callback_url,
            input.expires_at,
            sqlTime(options.now()),
          ],
        );
        return tx.get('SELECT * FROM provider_payments WHERE merchant_ref = ?', [
          input.merchant_ref,
        ]);
      });
      if (!row || num(row, 'amount_cents') !== input.amount_cents)
        return reply.code(409).send({ error: 'merchant_ref already used for another amount' });
      const id = str(row, 'id');
      return {
        payment_id: id,
        status: str(row, 'status'),
        checkout_url: checkoutUrl(id),
        // Scanning the code opens the same checkout on the phone.
        qr_payload: `${checkoutUrl(id)}?via=qr`,
        expires_at: str(row, 'expires_at'),
      };
    });

    scope.get<{ Params: { id: string } }>('/provider/checkout/:id', async (request, reply) => {
      const row = await paymentOf(request.params.id);
      if (!row) return reply.code(404).type('text/plain').send('No such payment.');
      const expired =
        str(row, 'status') === 'PENDING' && str(row, 'expires_at') < sqlTime(options.now());
      if (expired) {
        await settle(request.params.id, 'expire');
        return reply.redirect(`/provider/checkout/${request.params.id}`, 303);
      }
      const returnOrigin = new URL(str(row, 'return_url')).origin;
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'`,
        )
        .send(
          checkoutPage({
            id: str(row, 'id'),
            merchantRef: str(row, 'merchant_ref'),
            amount: `${str(row, 'currency')} ${(num(row, 'amount_cents') / 100).toFixed(2)}`,
            method: str(row, 'method'),
            status: str(row, 'status'),
            expiresAt: str(row, 'expires_at'),
          }),
        );
    });

    scope.post<{ Params: { id: string }; Body: { action?: unknown } | null }>(
      '/provider/checkout/:id',
      async (request, reply) => {
        const action = request.body?.action;
        if (!isAction(action)) return reply.code(400).type('text/plain').send('Unknown action.');
        const row = await paymentOf(request.params.id);
        if (!row) return reply.code(404).type('text/plain').send('No such payment.');
        const late = str(row, 'expires_at') < sqlTime(options.now());
        await settle(request.params.id, late ? 'expire' : action);
        // A redirect player goes back to the merchant; a scanned code stays on the provider.
        const back = str(row, 'flow') === 'REDIRECT' ? str(row, 'return_url') : '';
        return reply.redirect(back || `/provider/checkout/${request.params.id}`, 303);
      },
    );
    ready();
  });

  /** Moves a waiting payment to its outcome once, then tells the merchant. */
  async function settle(id: string, action: Action): Promise<void> {
    const changed = await db.write((tx) =>
      tx.run(`UPDATE provider_payments SET status = ? WHERE id = ? AND status = 'PENDING'`, [
        outcomes[action],
        id,
      ]),
    );
    if (changed) await notify(id);
  }
}
