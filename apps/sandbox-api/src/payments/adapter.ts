import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The operator's one door to its payment provider. Everything the operator knows about the
 * provider's API (paths, field names, the signature scheme, status words) lives in this file,
 * so a real provider replaces this adapter and nothing else.
 */
export interface PaymentGateway {
  /** Opens a payment the player completes at the provider; a retry with the same reference is safe. */
  createPayment(input: {
    reference: string;
    amountCents: number;
    currency: string;
    method: string;
    flow: 'REDIRECT' | 'QR';
    returnUrl: string;
    expiresAt: string;
  }): Promise<{ providerPaymentId: string; checkoutUrl: string; qrPayload: string }>;
  /** Checks a callback's signature and time and reads it, or says why it is refused. */
  readCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): { event: PaymentEvent } | { refused: string };
}

/** A provider's word on a payment, in the operator's terms. */
export interface PaymentEvent {
  reference: string;
  providerPaymentId: string;
  amountCents: number;
  /** The currency the provider took the amount in. */
  currency: string;
  outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
}

const HEADER = 'x-provider-signature';
const outcomeOf: Readonly<Record<string, PaymentEvent['outcome']>> = {
  PAID: 'SUCCESS',
  DECLINED: 'FAILED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
};

const mac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest();

/** The adapter for the sandbox's provider ("Sandbox Pay", `/provider/v1`). */
export function sandboxPayGateway(options: {
  /** The provider's base URL, e.g. `http://127.0.0.1:8787`. */
  providerUrl: () => string;
  /** Where the provider posts callbacks: the operator's `/payments/callback`. */
  callbackUrl: () => string;
  secret: string;
  /** Seconds a callback's timestamp may differ from the clock. */
  windowSeconds: number;
  now: () => Date;
}): PaymentGateway {
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    async createPayment(input) {
      const body = JSON.stringify({
        merchant_ref: input.reference,
        amount_cents: input.amountCents,
        currency: input.currency,
        method: input.method,
        flow: input.flow,
        return_url: input.returnUrl,
        callback_url: options.callbackUrl(),
        expires_at: input.expiresAt,
      });
      const t = seconds();
      const res = await fetch(`${options.providerUrl()}/provider/v1/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HEADER]: `t=${t},v1=${mac(options.secret, t, body).toString('hex')}`,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`provider answered ${res.status}`);
      const answer = (await res.json()) as Record<string, unknown>;
      const text = (key: string) => (typeof answer[key] === 'string' ? answer[key] : '');
      if (!text('payment_id') || !text('checkout_url'))
        throw new Error('provider answer lacks payment_id or checkout_url');
      return {
        providerPaymentId: text('payment_id'),
        checkoutUrl: text('checkout_url'),
        qrPayload: text('qr_payload'),
      };
    },

    readCallback(rawBody, headers) {
      const header = headers[HEADER];
      if (typeof header !== 'string') return { refused: 'missing signature' };
      const fields = new Map(
        header.split(',').map((p): [string, string] => {
          const [key = '', value = ''] = p.trim().split('=', 2);
          return [key, value];
        }),
      );
      const t = Number(fields.get('t'));
      const given = Buffer.from(fields.get('v1') ?? '', 'hex');
      const expected = Number.isInteger(t) ? mac(options.secret, t, rawBody) : null;
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected))
        return { refused: 'bad signature' };
      if (Math.abs(seconds() - t) > options.windowSeconds) return { refused: 'stale timestamp' };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return { refused: 'unreadable body' };
      }
      const outcome = outcomeOf[String(body.status)];
      const amount = body.amount_cents;
      if (
        body.event !== 'payment.updated' ||
        !outcome ||
        typeof body.merchant_ref !== 'string' ||
        typeof amount !== 'number' ||
        !Number.isSafeInteger(amount) ||
        typeof body.currency !== 'string'
      )
        return { refused: 'unreadable body' };
      return {
        event: {
          reference: body.merchant_ref,
          providerPaymentId: typeof body.payment_id === 'string' ? body.payment_id : '',
          amountCents: amount,
          currency: body.currency,
          outcome,
        },
      };
    },
  };
}
