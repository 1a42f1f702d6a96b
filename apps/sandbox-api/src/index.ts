import { buildSandbox } from './app';
import { configFromEnv } from './config';

const config = configFromEnv(process.env);
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
  safety: config.safety,
});
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
