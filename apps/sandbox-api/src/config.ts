import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_WAGERING_CAP } from '@playfront/core/contract';
import { isTimeZone } from '@playfront/core/responsible';
import type { BonusPolicy } from './bonus/offers';
import type { LimitPolicy } from './responsible/policy';
import { DEFAULT_LIMIT_POLICY } from './responsible/policy';
import type { SessionPolicy } from './routes/define';
import type { VapidKeys } from './push/sender';
import type { SafetyPolicy } from './safety/policy';
import { DEFAULT_SAFETY } from './safety/policy';
import type { RateLimitSetting } from './security/rate-limit';
import { parseRateLimit } from './security/rate-limit';
import { secretKeySetting } from './security/sealed';

/** The app folder: both `src/` and `dist/` sit directly inside it. */
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Default database: `.data/sandbox.db` in the app folder, whatever the working directory. */
export const defaultDbUrl = pathToFileURL(join(appDir, '.data', 'sandbox.db')).href;

/**
 * Where identity documents go when no folder is set: `uploads` beside a `file:` database, else
 * `.data/uploads` in the app folder. Neither is served.
 */
export function defaultUploadDir(dbUrl: string): string {
  if (dbUrl.startsWith('file://')) return join(dirname(fileURLToPath(dbUrl)), 'uploads');
  // `file:/abs/path` or `file:relative/path`, as libsql reads them.
  if (dbUrl.startsWith('file:')) return join(dirname(dbUrl.slice('file:'.length)), 'uploads');
  return join(appDir, '.data', 'uploads');
}

/** Sessions end after 30 minutes without a call or 12 hours after sign-in, whichever is first. */
export const DEFAULT_SESSIONS: SessionPolicy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };

/** A positive number of `unit` milliseconds from the environment, or the fallback. */
function duration(value: string | undefined, unitMs: number, fallbackMs: number): number {
  const amount = Number((value ?? '').trim());
  return value?.trim() && Number.isFinite(amount) && amount > 0
    ? Math.round(amount * unitMs)
    : fallbackMs;
}

/** A whole number from `min` to `max` from the environment, or undefined. */
function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  const text = (value ?? '').trim();
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max ? n : undefined;
}

const isOn = (value: string | undefined) =>
  ['on', 'true', '1'].includes(value?.trim().toLowerCase() ?? '');

/** A control token long enough not to be guessed, or none. */
const controlToken = (value: string | undefined): string | undefined => {
  const token = value?.trim() ?? '';
  return token.length >= 16 && !/\s/.test(token) ? token : undefined;
};

/** Whose `x-forwarded-for` the sandbox believes: nobody, or these addresses, ranges and names. */
export type TrustProxy = false | string[];

/** By default only a proxy on the same machine (the web server) may name the client address. */
export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of `SANDBOX_TRUST_PROXY`: a name, an address or an address/prefix range. */
function validProxy(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Reads `SANDBOX_TRUST_PROXY`: `off` trusts nobody (the connection's address is the client's),
 * a comma-separated list trusts those proxies; unset or unreadable means `loopback`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'off' || text === 'none' || text === 'false' || text === '0') return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length && entries.every(validProxy) ? entries : DEFAULT_TRUST_PROXY;
}

/** Everything the sandbox reads from its environment. */
export interface SandboxConfig {
  /** `SANDBOX_PORT`, default 8787. */
  port: number;
  /** `SANDBOX_HOST`, default 127.0.0.1. */
  host: string;
  /** `SANDBOX_DB_URL`: `file:` path or `libsql://` URL; default `.data/sandbox.db` in the app folder. */
  dbUrl: string;
  /** `SANDBOX_DB_AUTH_TOKEN`: token for a remote `libsql://` database; default none. */
  dbAuthToken: string | undefined;
  /** `SANDBOX_TAC`: 4-8 digits every code request sends (demos, tests); unset, a random code each time. */
  tac: string | undefined;
  /** `SANDBOX_RATE_LIMIT`: `off`, or a factor that widens the limits; default on (factor 1). */
  rateLimit: RateLimitSetting;
  /** `SANDBOX_SESSION_IDLE_MINUTES` (default 30) and `SANDBOX_SESSION_MAX_HOURS` (default 12). */
  sessions: SessionPolicy;
  /** `SANDBOX_TRUST_PROXY`: `off` or a list; default `loopback`. */
  trustProxy: TrustProxy;
  /** `SANDBOX_PROVIDER_SECRET` and `SANDBOX_PUBLIC_URL`; defaults in `buildSandbox`. */
  payments: { secret?: string; publicUrl?: string };
  /** `SANDBOX_TIME_ZONE` (default Asia/Manila) and `SANDBOX_LIMIT_COOLING_OFF_HOURS` (default 24). */
  limits: LimitPolicy;
  /** `SANDBOX_CLOCK_CONTROL=on` registers `POST /sandbox/clock`; default off. */
  clockControl: boolean;
  /**
   * `SANDBOX_CONTROLS=on` opens the operator's and tests' controls to `SANDBOX_CONTROL_TOKEN`
   * (at least 16 characters; without one a random token is made and logged); default off.
   */
  controls: { token: string | undefined } | undefined;
  /**
   * `SANDBOX_MINIMUM_AGE` (default 21) and `SANDBOX_REALITY_CHECK_MINUTE_MS`, how long a
   * reality-check minute lasts (default 60000; journeys shorten it to see a check appear).
   */
  safety: SafetyPolicy;
  /** `SANDBOX_BONUS_WAGERING_CAP`: the largest wagering multiple an offer may ask; default 10. */
  bonus: BonusPolicy;
  /** `SANDBOX_UPLOAD_DIR`: where identity documents are kept; default `uploads` beside the database. */
  uploadDir: string;
  /**
   * `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (base64url, as `web-push generate-vapid-keys` makes
   * them) and `VAPID_SUBJECT` (default `mailto:push@playfront.invalid`); both keys or none.
   */
  vapid: VapidKeys | undefined;
  /**
   * `SANDBOX_SECRET_KEY`: at least 16 characters without spaces; authenticator secrets are sealed
   * with it at rest (AES-256-GCM). Unset or too short: a random key is made and logged at start.
   */
  secretKey: string | undefined;
  /** `SANDBOX_FEED_TOKEN`: the web server's token for `GET /sandbox/feed` (16+ characters); none: no feed. */
  feedToken: string | undefined;
}

/** The VAPID keys of the environment: a 65-byte public and a 32-byte private key, or none. */
export function vapidFromEnv(env: NodeJS.ProcessEnv): VapidKeys | undefined {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  const bytes = (key: string) =>
    /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : 0;
  if (bytes(publicKey) !== 65 || bytes(privateKey) !== 32) return undefined;
  const subject = env.VAPID_SUBJECT?.trim() ?? '';
  return {
    publicKey,
    privateKey,
    subject: /^(mailto:|https:\/\/)\S+$/.test(subject) ? subject : 'mailto:push@playfront.invalid',
  };
}

/** Reads the configuration from environment variables. */
export function configFromEnv(env: NodeJS.ProcessEnv): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? 8787);
  const tac = (env.SANDBOX_TAC ?? '').trim();
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8787,
    host: env.SANDBOX_HOST?.trim() || '127.0.0.1',
    dbUrl: env.SANDBOX_DB_URL?.trim() || defaultDbUrl,
    dbAuthToken: env.SANDBOX_DB_AUTH_TOKEN?.trim() || undefined,
    tac: /^\d{4,8}$/.test(tac) ? tac : undefined,
    rateLimit: parseRateLimit(env.SANDBOX_RATE_LIMIT),
    sessions: {
      idleMs: duration(env.SANDBOX_SESSION_IDLE_MINUTES, 60_000, DEFAULT_SESSIONS.idleMs),
      maxMs: duration(env.SANDBOX_SESSION_MAX_HOURS, 3_600_000, DEFAULT_SESSIONS.maxMs),
    },
    trustProxy: parseTrustProxy(env.SANDBOX_TRUST_PROXY),
    limits: {
      timeZone: isTimeZone(env.SANDBOX_TIME_ZONE?.trim() ?? '')
        ? (env.SANDBOX_TIME_ZONE?.trim() ?? DEFAULT_LIMIT_POLICY.timeZone)
        : DEFAULT_LIMIT_POLICY.timeZone,
      coolingOffHours:
        duration(
          env.SANDBOX_LIMIT_COOLING_OFF_HOURS,
          3_600_000,
          DEFAULT_LIMIT_POLICY.coolingOffHours * 3_600_000,
        ) / 3_600_000,
    },
    clockControl: isOn(env.SANDBOX_CLOCK_CONTROL),
    controls: isOn(env.SANDBOX_CONTROLS)
      ? { token: controlToken(env.SANDBOX_CONTROL_TOKEN) }
      : undefined,
    safety: {
      ...DEFAULT_SAFETY,
      minimumAge: wholeNumber(env.SANDBOX_MINIMUM_AGE, 1, 120) ?? DEFAULT_SAFETY.minimumAge,
      realityCheckMinuteMs:
        wholeNumber(env.SANDBOX_REALITY_CHECK_MINUTE_MS, 1, 3_600_000) ??
        DEFAULT_SAFETY.realityCheckMinuteMs,
    },
    bonus: {
      wageringCap: wholeNumber(env.SANDBOX_BONUS_WAGERING_CAP, 1, 100) ?? DEFAULT_WAGERING_CAP,
    },
    payments: {
      ...(env.SANDBOX_PROVIDER_SECRET?.trim()
        ? { secret: env.SANDBOX_PROVIDER_SECRET.trim() }
        : {}),
      ...(/^https?:\/\/\S+$/.test(env.SANDBOX_PUBLIC_URL?.trim() ?? '')
        ? { publicUrl: env.SANDBOX_PUBLIC_URL?.trim() }
        : {}),
    },
    vapid: vapidFromEnv(env),
    uploadDir:
      env.SANDBOX_UPLOAD_DIR?.trim() ||
      defaultUploadDir(env.SANDBOX_DB_URL?.trim() || defaultDbUrl),
    secretKey: secretKeySetting(env.SANDBOX_SECRET_KEY),
    feedToken: controlToken(env.SANDBOX_FEED_TOKEN),
  };
}
