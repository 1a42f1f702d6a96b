import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import type { TrustProxy } from './config';
import { DEFAULT_SESSIONS, DEFAULT_TRUST_PROXY, defaultDbUrl, defaultUploadDir } from './config';
import { openDb } from './db/client';
import { migrate } from './db/schema';
import { seed } from './db/seed';
import type { ErrorKey } from './errors';
import { ApiError, errorBody } from './errors';
import { authRoutes } from './routes/auth';
import { twoStepRoutes } from './routes/two-step';
import { accountRoutes } from './routes/account';
import { engageRoutes } from './routes/engage';
import { playRoutes } from './routes/play';
import type { OutgoingMessage, Services, SessionPolicy } from './routes/define';
import { gameRoutes } from './routes/games';
import { gameSearchRoutes } from './routes/game-search';
import { mediaRoutes } from './routes/media';
import { sandboxRoutes } from './routes/sandbox';
import { settingsRoutes } from './routes/settings';
import { sportsRoutes } from './routes/sports';
import { sportsbookRoutes } from './routes/sportsbook';
import { startupRoutes } from './routes/startup';
import { walletRoutes } from './routes/wallet';
import { paymentRoutes } from './routes/payments';
import { sandboxPayGateway } from './payments/adapter';
import { providerRoutes } from './provider/provider';
import type { LimitPolicy } from './responsible';
import { clockRoutes, DEFAULT_LIMIT_POLICY, movableClock, responsibleRoutes } from './responsible';
import { LoginGuard } from './security/login-guard';
import type { RateLimitSetting } from './security/rate-limit';
import { RateLimiter } from './security/rate-limit';
import type { SafetyPolicy } from './safety/policy';
import { DEFAULT_SAFETY } from './safety/policy';
import { safetyRoutes } from './safety/routes';
import type { VapidKeys } from './push/sender';
import { makeVapidKeys, pushSender } from './push/sender';
import { pushRoutes } from './push/routes';
import type { BonusPolicy } from './bonus/offers';
import { bonusRoutes } from './routes/bonus';
import { watchBonusExpiry } from './push/bonus-expiry';
import { verificationRoutes } from './verification/routes';
import { DEFAULT_WAGERING_CAP } from '@playfront/core/contract';
import { randomSecretKey, sealStoredSecrets, secretBox } from './security/sealed';
import type { LiveEngine } from './live/engine';
import { liveEngine } from './live/engine';
import { feedRoutes } from './live/routes';
import { bearerToken, sameSecret } from './security/bearer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-play simulation and the operator feed. */
    live: LiveEngine;
  }
}

/** Largest request body accepted, in bytes (the biggest real call, signup, is far below). */
export const BODY_LIMIT = 32 * 1024;

export interface SandboxOptions {
  /** Log requests and outgoing messages with Fastify's logger. Default false. */
  logger?: boolean;
  /** Database URL (`file:` or `libsql://`). Default `.data/sandbox.db` in the app folder. */
  dbUrl?: string;
  /** Auth token for a remote `libsql://` database. Default none. */
  dbAuthToken?: string | undefined;
  /** The one-time code every TAC request sends (demos and tests). Default a random code each time. */
  tac?: string | undefined;
  /** How long sessions last. Default 30 minutes idle, 12 hours in all. */
  sessions?: SessionPolicy;
  /** Rate limiting of credential checks and code requests. Default on with the standard limits. */
  rateLimit?: RateLimitSetting;
  /** Proxies whose `x-forwarded-for` names the client. Default `['loopback']`; false: none. */
  trustProxy?: TrustProxy;
  /** How a throttled credential check waits. Default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Receives every outgoing message (TACs, temporary passwords) besides the log. Default none. */
  onMessage?: (message: OutgoingMessage) => void;
  /** The clock. Default the system clock. */
  now?: () => Date;
  /** The payment provider's part and the operator's link to it. */
  payments?: PaymentOptions;
  /** The operator's time zone and cooling-off for limits. Default Asia/Manila and 24 hours. */
  limits?: LimitPolicy;
  /** Registers `POST /sandbox/clock`, which moves the clock forward (a control). Default false. */
  clockControl?: boolean;
  /**
   * The operator's and tests' controls (`/sandbox/*` but the site list): on with the token they
   * need, or off (they answer 404). Default off.
   */
  controls?: { token: string } | undefined;
  /** Minimum age and reality-check choices. Default 21 years; checks every 15, 30 or 60 minutes. */
  safety?: SafetyPolicy;
  /**
   * Web push: the VAPID keys (default a pair made for this run), plain-http loopback endpoints,
   * and how often bonuses about to expire are looked for (default every minute).
   */
  push?: { vapid?: VapidKeys | undefined; loopbackEndpoints?: boolean; bonusCheckMs?: number };
  /** Bonus rules: the largest wagering multiple offered. Default 10. */
  bonus?: BonusPolicy;
  /**
   * Where identity documents are kept; nothing serves this folder. Default `uploads` beside the
   * database file (`.data/uploads` in the app folder for a remote database).
   */
  uploadDir?: string;
  /**
   * The key authenticator secrets are sealed with at rest (`SANDBOX_SECRET_KEY`). Default a random
   * one made at start: secrets sealed by an earlier run then no longer open (backup codes still do).
   */
  secretKey?: string | undefined;
  /**
   * In-play matches and the operator feed: the token the web server reads `GET /sandbox/feed`
   * with (none: no feed) and how often the simulation is looked at (false: only when asked, in
   * tests). Default no feed, a look every second. `pause` is how an in-play bet waits out its
   * acceptance delay, a step at a time (default a timer; tests move their clock instead).
   */
  live?: {
    feedToken?: string | undefined;
    tickMs?: number | false;
    pause?: (ms: number) => Promise<void>;
  };
}

/** How the sandbox's provider and the operator reach each other. */
export interface PaymentOptions {
  /** The secret they share (`SANDBOX_PROVIDER_SECRET`). Default a random one made at start. */
  secret?: string | undefined;
  /** Where browsers reach the sandbox (`SANDBOX_PUBLIC_URL`). Default its listening address. */
  publicUrl?: string;
  /** Seconds a signed message's time may differ from the clock. Default 300. */
  windowSeconds?: number;
  /** How the provider posts a callback. Default `fetch`. */
  deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
}

/**
 * The fixed secret earlier versions used when none was configured. Anyone could sign a PAID
 * callback with it, so it is never accepted: configured or not, a random secret replaces it.
 */
export const FORMER_DEFAULT_PROVIDER_SECRET = 'sandbox-provider-secret';

/** Failures Fastify raises before a handler runs, mapped to the sandbox's keys. */
function frameworkError(error: FastifyError): ApiError | null {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
    return new ApiError('payloadTooLarge', `The body is larger than ${BODY_LIMIT} bytes.`);
  if (status < 400 || status >= 500) return null;
  const details: Record<string, string> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object.',
    FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  };
  const key: ErrorKey = 'invalidRequest';
  const detail =
    details[error.code] ??
    (error instanceof SyntaxError
      ? 'The body is not valid JSON or uses a forbidden key such as __proto__.'
      : 'The request could not be read.');
  return new ApiError(key, detail, { http: status });
}

/**
 * Builds the sandbox: opens the database, applies migrations and the idempotent seed, and
 * registers every call of the contract plus the media and developer routes. Call `listen` on it.
 */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const db = await openDb(options.dbUrl ?? defaultDbUrl, options.dbAuthToken);
  const started = Date.now();
  const secrets = secretBox(options.secretKey || randomSecretKey());
  let report;
  let sealed = 0;
  try {
    await migrate(db);
    report = await seed(db, options.now?.() ?? new Date());
    // Secrets an older version stored in clear are sealed before any call can read them.
    sealed = await sealStoredSecrets(db, secrets);
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // By default only the web server, proxying /api from the same machine, names the client.
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.log.info({ inserted: report.inserted, sealed, ms: Date.now() - started }, 'database ready');
  if (!options.secretKey)
    app.log.warn(
      'SANDBOX_SECRET_KEY is not set: authenticator secrets are sealed with a random key made for this run, so after a restart those accounts sign in with a backup code',
    );

  const rateLimit = options.rateLimit ?? { enabled: true, factor: 1 };
  const clock = () => (options.now?.() ?? new Date()).getTime();
  // Tests and demos may move the clock forward (cooling-off, period resets); it never goes back.
  const movable = movableClock(options.now ?? (() => new Date()));
  const now = movable.now;
  const payments = options.payments ?? {};
  const configured =
    payments.secret && payments.secret !== FORMER_DEFAULT_PROVIDER_SECRET ? payments.secret : '';
  const secret = configured || randomBytes(32).toString('base64url');
  if (!configured)
    app.log.warn(
      'SANDBOX_PROVIDER_SECRET is not set (or is the former public default): provider callbacks are signed with a random secret made for this run',
    );
  const windowSeconds = payments.windowSeconds ?? 300;
  // The listening address is known only after listen(), so it is read when first needed.
  const ownUrl = () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : 8787;
    return `http://127.0.0.1:${port}`;
  };
  const publicUrl = () => payments.publicUrl?.replace(/\/$/, '') ?? ownUrl();
  const vapid = options.push?.vapid;
  if (!vapid)
    app.log.warn(
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: push uses keys made for this run, so browsers subscribed now stop receiving after a restart',
    );
  const services: Services = {
    db,
    limiter: new RateLimiter(rateLimit, clock),
    guard: new LoginGuard(rateLimit, {
      now: clock,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    }),
    sessions: options.sessions ?? DEFAULT_SESSIONS,
    tac: options.tac,
    now,
    limits: options.limits ?? DEFAULT_LIMIT_POLICY,
    safety: options.safety ?? DEFAULT_SAFETY,
    push: pushSender(db, vapid ?? makeVapidKeys(), () => app.log),
    pushLoopback: options.push?.loopbackEndpoints ?? false,
    bonus: options.bonus ?? { wageringCap: DEFAULT_WAGERING_CAP },
    secrets,
    pause:
      options.live?.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())),
    gateway: sandboxPayGateway({
      providerUrl: ownUrl,
      callbackUrl: () => `${ownUrl()}/payments/callback`,
      secret,
      windowSeconds,
      now,
    }),
    send(message) {
      app.log.info(
        { account_id: message.accountId, kind: message.kind, to: message.recipient },
        message.text,
      );
      options.onMessage?.(message);
    },
  };

  // Controls answer only when switched on, and only to the operator's token.
  const controls = options.controls;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config.control) return done();
    if (!controls)
      return done(new ApiError('notFound', `No route for ${request.method} on this path.`));
    const given = bearerToken(request);
    if (!given || !sameSecret(given, controls.token))
      return done(new ApiError('controlTokenInvalid'));
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.method === 'POST') reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : frameworkError(error);
    if (!known) request.log.error(error, 'unexpected failure');
    const answer = known ?? new ApiError('internalServerError');
    if (answer.retryAfter) void reply.header('retry-after', String(answer.retryAfter));
    return reply.code(answer.http).send(errorBody(answer));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(new ApiError('notFound', `No route for ${request.method} on this path.`))),
  );

  startupRoutes(app, services);
  authRoutes(app, services);
  twoStepRoutes(app, services);
  accountRoutes(app, services);
  gameRoutes(app, services);
  gameSearchRoutes(app, services);
  settingsRoutes(app, services);
  walletRoutes(app, services);
  paymentRoutes(app, services);
  providerRoutes(app, {
    db,
    now,
    secret,
    publicUrl,
    windowSeconds,
    ...(payments.deliver ? { deliver: payments.deliver } : {}),
  });
  engageRoutes(app, services);
  playRoutes(app, services);
  sportsRoutes(app, services);
  sportsbookRoutes(app, services);
  mediaRoutes(app, services);
  sandboxRoutes(app, services);
  responsibleRoutes(app, services);
  if (options.clockControl) clockRoutes(app, movable);
  safetyRoutes(app, services);
  pushRoutes(app, services);
  bonusRoutes(app, services);
  verificationRoutes(
    app,
    services,
    options.uploadDir ?? defaultUploadDir(options.dbUrl ?? defaultDbUrl),
  );

  const live = liveEngine(db, now, { publishing: Boolean(options.live?.feedToken) });
  app.decorate('live', live);
  feedRoutes(app, live.feed, options.live?.feedToken);
  const tickMs = options.live?.tickMs ?? undefined;
  if (tickMs !== false)
    app.addHook('onReady', (done) => {
      live.start(tickMs);
      done();
    });

  const stopBonusWatch = watchBonusExpiry(services, () => app.log, options.push?.bonusCheckMs);
  app.addHook('onClose', async () => {
    stopBonusWatch();
    await live.stop();
    db.close();
  });
  return app;
}
