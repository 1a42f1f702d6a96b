import Fastify from 'fastify';

export interface SandboxOptions {
  logger?: boolean;
}

export function buildSandbox({ logger = false }: SandboxOptions = {}) {
  const app = Fastify({ logger });
  app.get('/health', () => ({ status: 'ok' }));
  return app;
}
