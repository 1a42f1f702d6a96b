// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  clientBuild,
  fakeApi,
  post,
  setCookie,
  signIn as signInAs,
  startWeb,
} from './testing';
import type { FakeBackend } from './testing';

const CSV = '\ufeffDate (Asia/Manila),Entry\r\n2031-05-01 01:00:00,7\r\n';

/** What the backend received on its export calls, with the host it was told. */
const received: { body: Record<string, unknown>; host: string | undefined }[] = [];
let api: FakeBackend;
let port: number;
let web: FastifyInstance;

beforeAll(async () => {
  const clientDir = await clientBuild();
  api = await fakeApi((backend) => {
    backend.post('/api/auth/login', () => ({
      statusCode: 1,
      token: 'token-of-demo01',
      user: { account_id: 'demo01', session_token: 'token-of-demo01' },
      fullname: 'Demo Player',
      email: 'demo01@example.test',
    }));
    backend.post('/api/wallet/history_export', (req, reply) => {
      const body = req.body as Record<string, unknown>;
      received.push({ body, host: req.headers['x-forwarded-host'] as string | undefined });
      if (body.auth !== 'token-of-demo01')
        return reply.code(401).send({ statusCode: -401, statusMessage: 'sessionExpired' });
      if (body.start_date === '2020-01-01')
        return reply.code(400).send({
          statusCode: -400,
          statusMessage: 'historyRangeTooLong',
          statusDetail: 'One file covers at most 366 days; choose a shorter period.',
          statusParams: { days: 366 },
        });
      return {
        statusCode: 1,
        value: {
          file_name: `${String(body.kind)}-2031-05-01-to-2031-05-31.csv`,
          csv: CSV,
          rows: 1,
        },
      };
    });
    backend.post('/api/auth/close_account', () => ({
      statusCode: 1,
      statusMessage: 'accountClosureDone',
    }));
  });
  ({ app: web, port } = await startWeb({ clientDir, apiUrl: api.url }));
});

afterAll(async () => {
  await web.close();
  await api.close();
});

beforeEach(() => {
  received.length = 0;
});

const HOST = 'slot3.localhost';
/** The session cookie of a signed-in player. */
const signIn = async () => (await signInAs(port, 'demo01', HOST)).cookie;

const download = (query: string, cookie?: string) =>
  call(port, {
    path: `/history.csv?${query}`,
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
  });

describe('history download', () => {
  it('sends the held session on and answers the CSV as an attachment', async () => {
    const cookie = await signIn();
    const answer = await download(
      'kind=withdrawals&language=CN&start_date=2031-05-01&end_date=2031-05-31',
      cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="withdrawals-2031-05-01-to-2031-05-31.csv"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(CSV);
    expect(received).toEqual([
      {
        body: {
          account_id: 'demo01',
          auth: 'token-of-demo01',
          kind: 'withdrawals',
          language: 'CN',
          start_date: '2031-05-01',
          end_date: '2031-05-31',
        },
        host: HOST,
      },
    ]);
  });

  it('asks for a session, and checks the query before the backend hears of it', async () => {
    const guest = await download(
      'kind=statement&language=EN&start_date=2031-05-01&end_date=2031-05-31',
    );
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.body)).toEqual({ statusCode: -401, statusMessage: 'sessionExpired' });
    const cookie = await signIn();
    for (const query of [
      'kind=passwords&language=EN&start_date=2031-05-01&end_date=2031-05-31',
      'kind=statement&language=EN&start_date=1%20May&end_date=2031-05-31',
      'kind=statement&language=XX&start_date=2031-05-01&end_date=2031-05-31',
      'kind=statement&language=EN',
    ]) {
      const answer = await download(query, cookie);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body), query).toMatchObject({
        statusCode: -400,
        statusMessage: 'invalidRequest',
      });
    }
    expect(received).toHaveLength(0);
  });

  it("answers the backend's refusal in the API's error shape", async () => {
    const cookie = await signIn();
    const answer = await download(
      'kind=bets&language=EN&start_date=2020-01-01&end_date=2031-05-31',
      cookie,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: -400,
      statusMessage: 'historyRangeTooLong',
      statusDetail: 'One file covers at most 366 days; choose a shorter period.',
      statusParams: { days: 366 },
    });
  });
});

describe('closing the account', () => {
  it('ends the session cookie', async () => {
    const cookie = await signIn();
    const answer = await post(
      port,
      '/api/auth/close_account',
      { password: 'demo1234' },
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(setCookie(answer)).toMatch(
      /pf_session=; Max-Age=0|pf_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });
});
