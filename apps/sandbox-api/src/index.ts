import { randomBytes } from 'node:crypto';
import { buildSandbox } from './app';
import { configFromEnv } from './config';
import { randomSecretKey } from './security/sealed';

const config = configFromEnv(process.env);
// Controls switched on without a usable token get a random one, printed once for the operator.
const controls = config.controls
  ? { token: config.controls.token ?? randomBytes(18).toString('base64url') }
  : undefined;
// Without a key, one is made for this run and printed once, so the operator can keep it.
const secretKey = config.secretKey ?? randomSecretKey();
const app = await buildSandbox({
  logger: true,
  dbUrl: config.dbUrl,
  dbAuthToken: config.dbAuthToken,
  tac: config.tac,
  rateLimit: config.rateLimit,
  sessions: config.sessions,
  trustProxy: config.trustProxy,
  payments: config.payments,
  limits: config.limits,
  clockControl: config.clockControl,
  controls,
  safety: config.safety,
  push: { vapid: config.vapid },
  bonus: config.bonus,
  uploadDir: config.uploadDir,
  secretKey,
  live: { feedToken: config.feedToken },
});
if (!config.secretKey)
  app.log.warn(
    `SANDBOX_SECRET_KEY is not set (or shorter than 16 characters); this run's key: ${secretKey}`,
  );
if (controls && !config.controls?.token)
  app.log.warn(
    `SANDBOX_CONTROLS is on without a usable SANDBOX_CONTROL_TOKEN; this run's token: ${controls.token}`,
  );
if (!config.tac) app.log.info('SANDBOX_TAC is not set: each one-time code is random');
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
