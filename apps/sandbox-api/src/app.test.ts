import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';

const app = buildSandbox();
let base = '';

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('sandbox API', () => {
  it('answers GET /health over HTTP', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
