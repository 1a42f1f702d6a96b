import type { ApiPath, RequestOf, ResponseOf } from '@playfront/core/contract';
import { apiCalls } from '@playfront/core/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { BonusPolicy } from '../bonus/offers';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/adapter';
import type { LimitPolicy } from '../responsible/policy';
import type { PushSender } from '../push/sender';
import type { SafetyPolicy } from '../safety/policy';
import { ApiError } from '../errors';
import type { LoginGuard } from '../security/login-guard';
import type { RateLimiter } from '../security/rate-limit';
import type { SecretBox } from '../security/sealed';

/** A message the sandbox would send by SMS: TAC codes and temporary passwords. */
export interface OutgoingMessage {
  accountId: string;
  recipient: string;
  kind: 'tac-register' | 'tac-login' | 'temporary-password';
  text: string;
}

/** How long a session lasts: since its last use (idle) and since sign-in (absolute). */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

/** What every call handler may use. */
export interface Services {
  db: Db;
  limiter: RateLimiter;
  /** Limits on password and one-time code checks. */
  guard: LoginGuard;
  sessions: SessionPolicy;
  /** The one-time code every TAC request sends (demos and tests); undefined: a random one each time. */
  tac: string | undefined;
  /** Delivers an outgoing message (the sandbox logs it). */
  send(message: OutgoingMessage): void;
  now(): Date;
  /** The operator's payment provider. */
  gateway: PaymentGateway;
  /** The operator's rules for responsible-gaming limits. */
  limits: LimitPolicy;
  /** Minimum age and reality-check choices. */
  safety: SafetyPolicy;
  /** Push messages players asked for; sent only after the change they tell of has committed. */
  push: PushSender;
  /** Subscriptions may name a plain-http push service on loopback (a stand-in, in tests). */
  pushLoopback: boolean;
  /** The operator's rules for bonus offers. */
  bonus: BonusPolicy;
  /** Seals secrets the database keeps (authenticator secrets) under `SANDBOX_SECRET_KEY`. */
  secrets: SecretBox;
  /** How an in-play bet waits out a step of its acceptance delay. */
  pause(ms: number): Promise<void>;
}

/** Facts about the HTTP request a handler may need. */
export interface CallContext {
  /** The caller's address (the proxy's client address when it comes through a loopback proxy). */
  ip: string;
  /** The page's host as a trusted proxy forwards it (`X-Forwarded-Host`); none without one. */
  host?: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

/** A call's handler: the validated body in, the success answer out; failures throw ApiError. */
export type CallHandler<P extends ApiPath> = (
  body: RequestOf<P>,
  ctx: CallContext,
) => Promise<ResponseOf<P>>;

// The contract uses zod/mini, which ships no messages: callers of the sandbox get English ones.
z.config(z.locales.en());

/** A readable summary of what is wrong with a body, naming fields but never echoing values. */
export function describeIssues(error: z.core.$ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return `${field}: ${issue.message}`;
  });
  return issues.join('; ');
}

/** Registers one POST call of the contract: the body is checked with the contract's schema first. */
export function registerCall<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  handler: CallHandler<P>,
): void {
  const schema = apiCalls[path].request as unknown as z.ZodMiniType<RequestOf<P>>;
  app.post(path, async (request) => {
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) throw new ApiError('invalidRequest', describeIssues(parsed.error));
    // Fastify reads X-Forwarded-Host only from a trusted proxy; from anyone else it is ignored.
    const forwarded = request.headers['x-forwarded-host'];
    const host =
      forwarded !== undefined && request.host === forwarded ? request.hostname : undefined;
    return handler(parsed.data, {
      ip: request.ip,
      ...(host ? { host } : {}),
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 256),
      log: request.log,
    });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator or test control: it answers only when controls are on, and to their token. */
    control?: boolean;
  }
}

/**
 * Route options of an operator or test control (`/sandbox/*`): off, it answers 404 like a route
 * that does not exist; on, only to `Authorization: Bearer <SANDBOX_CONTROL_TOKEN>`.
 */
export const CONTROL = { config: { control: true } } as const;

/** A success answer: statusCode 1 with `OK` or a success key the client can translate. */
export const ok = <T extends object>(fields: T, statusMessage = 'OK') => ({
  statusCode: 1,
  statusMessage,
  ...fields,
});

/** Cents (as stored) to the currency amount the API answers. */
export const money = (cents: number): number => Math.round(cents) / 100;
