import { buildSandbox } from './app';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';

const app = buildSandbox({ logger: true });
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
