import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResultSet } from '@libsql/client';
import { createClient } from '@libsql/client';
import type { ApiPath, ResponseOf } from '@playfront/core/contract';
import { apiCalls, directVisitTracking, envelope } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SandboxOptions } from '../app';
import { buildSandbox } from '../app';
import { SIGNATURE_HEADER, signBody } from '../provider/signature';
import type { OutgoingMessage } from '../routes/define';

/** A raw answer: HTTP status, headers and the parsed JSON (or text when it is not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
  text: string;
}

/** A sandbox listening on a random port over a database file in a fresh temp folder. */
export interface Harness {
  base: string;
  dir: string;
  dbUrl: string;
  app: FastifyInstance;
  /** Messages the sandbox sent (TACs, temporary passwords). */
  messages: OutgoingMessage[];
  /** POSTs a JSON value (or a raw string body) to a path. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** POSTs to a contract call and asserts a success its response schema accepts (`expectOk`). */
  ok<P extends ApiPath>(path: P, body: unknown): Promise<ResponseOf<P>>;
  /** POSTs and asserts a refusal with that key and HTTP status (`expectError`). */
  refused(
    path: string,
    body: unknown,
    statusMessage: string,
    http: number,
    headers?: Record<string, string>,
  ): Promise<ReturnType<typeof expectError>>;
  /** POSTs each body to `path` in turn (with its headers) and asserts its refusal and HTTP status. */
  refusesEach(
    path: string,
    rows: readonly (readonly [
      body: unknown,
      statusMessage: string,
      http: number,
      headers?: Record<string, string>,
    ])[],
  ): Promise<void>;
  /** POSTs `body` with a token no session holds and asserts `sessionExpired` (HTTP 401). */
  staleSession(path: string, body: object): Promise<ReturnType<typeof expectError>>;
  /** GETs a path. */
  get(path: string): Promise<Answer>;
  /** Runs SQL on the sandbox's database, as the operator's desk would, and answers the rows. */
  sql(statement: string, args?: (string | number)[]): Promise<ResultSet['rows']>;
  /** Closes the server (and the database); `keep` leaves the temp folder for a restart. */
  close(keep?: boolean): Promise<void>;
}

/** The secret tests sign provider callbacks with. */
export const TEST_PROVIDER_SECRET = 'test-provider-secret';
/** The operator token of the tests' sandbox controls. */
export const TEST_CONTROL_TOKEN = 'test-control-token';
/** The one-time code of the tests' sandbox. */
export const TEST_TAC = '123456';
/** The key the tests' sandbox seals secrets with at rest. */
export const TEST_SECRET_KEY = 'test-secret-key-at-rest';

/** The options every test sandbox starts with: a fixed code and secret, controls on. */
export const testDefaults = {
  tac: TEST_TAC,
  payments: { secret: TEST_PROVIDER_SECRET },
  controls: { token: TEST_CONTROL_TOKEN },
  secretKey: TEST_SECRET_KEY,
} satisfies SandboxOptions;

/** Starts a sandbox; pass `dir` to reopen an existing database folder. */
export async function startSandbox(
  options: Omit<SandboxOptions, 'dbUrl' | 'onMessage'> & { dir?: string } = {},
): Promise<Harness> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'sandbox-api-'));
  const dbUrl = pathToFileURL(join(dir, 'sandbox.db')).href;
  const messages: OutgoingMessage[] = [];
  const app = await buildSandbox({
    ...testDefaults,
    ...options,
    dbUrl,
    onMessage: (m) => messages.push(m),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const read = async (res: Response): Promise<Answer> => {
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };

  // Controls are called as the operator would, with its token (tests of the gate pass their own).
  const control = (path: string): Record<string, string> =>
    path.startsWith('/sandbox/') ? { authorization: `Bearer ${TEST_CONTROL_TOKEN}` } : {};
  const post: Harness['post'] = async (path, body, headers = {}) =>
    read(
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...control(path), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  return {
    base,
    dir,
    dbUrl,
    app,
    messages,
    post,
    ok: async (path, body) => expectOk(path, await post(path, body)),
    refused: async (path, body, statusMessage, http, headers) =>
      expectError(await post(path, body, headers), statusMessage, http),
    refusesEach: async (path, rows) => {
      for (const [body, statusMessage, http, headers] of rows)
        expectError(await post(path, body, headers), statusMessage, http);
    },
    staleSession: async (path, body) =>
      expectError(await post(path, { ...body, auth: 'stale-token' }), 'sessionExpired', 401),
    get: async (path) => read(await fetch(`${base}${path}`, { headers: control(path) })),
    sql: async (statement, args = []) => {
      const client = createClient({ url: dbUrl });
      try {
        return (await client.execute({ sql: statement, args })).rows;
      } finally {
        client.close();
      }
    },
    close: async (keep = false) => {
      await app.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Asserts a success (HTTP 200, statusCode 1) that the contract's response schema accepts. */
export function expectOk<P extends ApiPath>(path: P, answer: Answer): ResponseOf<P> {
  expect(answer.status, answer.text).toBe(200);
  const parsed = apiCalls[path].response.safeParse(answer.json);
  expect(parsed.success, parsed.error ? JSON.stringify(parsed.error.issues) : '').toBe(true);
  const data = parsed.data as ResponseOf<P>;
  expect(data.statusCode).toBe(1);
  return data;
}

/** Asserts a failure: the HTTP status, a non-1 statusCode of minus that status and the key. */
export function expectError(answer: Answer, statusMessage: string, http: number) {
  const parsed = envelope.safeParse(answer.json);
  expect(parsed.success, answer.text).toBe(true);
  expect({ http: answer.status, ...parsed.data }).toMatchObject({
    http,
    statusCode: -http,
    statusMessage,
  });
  expect(parsed.data?.statusDetail ?? '').not.toMatch(/\n\s+at /);
  return parsed.data;
}

/** The demo site most tests use. */
export const SITE = { domain_name: 'slot1.localhost', external_id: '' } as const;

/** A sign-up on the demo site without tracking fields (all sent empty, as a direct visit sends them). */
export function signupBody(player: {
  account_id: string;
  password: string;
  contact_phone: string;
}) {
  return {
    ...SITE,
    ...player,
    contact_email: '',
    ...directVisitTracking,
    birth_date: '1990-05-17',
    accept_terms: true,
    not_restricted: true,
  };
}

/** A signed-in player as calls send it: the account id and the session's token. */
export type Session = { account_id: string; auth: string };

/** Signs a seeded player in and answers the token. */
export async function login(h: Harness, accountId = 'demo01', password = 'demo1234') {
  const data = await h.ok('/api/auth/login', { ...SITE, account_id: accountId, password });
  if (!data.token) throw new Error('login gave no token');
  return { account_id: accountId, auth: data.token };
}

/** Runs `work` on a sandbox of its own, for a test that changes seeded data; closes it however `work` ends. */
export async function withSandbox<T>(
  options: Parameters<typeof startSandbox>[0],
  work: (h: Harness) => Promise<T>,
): Promise<T> {
  const h = await startSandbox(options);
  try {
    return await work(h);
  } finally {
    await h.close();
  }
}

/** A sandbox with demo01 signed in, for a test file's `beforeAll`. */
export async function signedInSandbox(
  options: Parameters<typeof startSandbox>[0] = {},
): Promise<{ h: Harness; demo01: Session }> {
  const h = await startSandbox(options);
  return { h, demo01: await login(h) };
}

/** A player's site: the demo site unless a test names another. */
type Site = { domain_name: string; external_id: string };

/** A new player of `site` (password `secret123`), signed up and verified; answers its session. */
export async function verifiedPlayer(
  h: Harness,
  account_id: string,
  contact_phone: string,
  site: Site = SITE,
): Promise<Session> {
  await h.ok('/api/auth/signup', {
    ...signupBody({ account_id, password: 'secret123', contact_phone }),
    ...site,
  });
  const verified = await h.ok('/api/auth/tac/verify', { ...site, account_id, tac: TEST_TAC });
  return { account_id, auth: verified.token ?? '' };
}

/** Pays `amount` to a player of `site` through an inbox reward it claims (`Funds` unless titled). */
export async function claimReward(
  h: Harness,
  who: Session,
  amount: number,
  { title = 'Funds', site = SITE }: { title?: string; site?: Pick<Site, 'domain_name'> } = {},
): Promise<void> {
  const posted = await h.post('/sandbox/inbox', {
    domain_name: site.domain_name,
    account_id: who.account_id,
    title,
    reward: amount,
  });
  const { inbox_id } = posted.json as { inbox_id: number };
  await h.ok('/api/settings/claim_inbox', { ...who, inbox_id });
}

/** A fresh player on the demo site, funded with `amount` through a claimed inbox reward. */
export async function fundedPlayer(
  h: Harness,
  account_id: string,
  contact_phone: string,
  amount: number,
): Promise<Session> {
  const session = await verifiedPlayer(h, account_id, contact_phone);
  if (amount > 0) await claimReward(h, session, amount);
  return session;
}

/** A payout account as the wallet's form sends it. */
type BankDetails = { bank_name: string; account_name: string; account_number: string };

/** Saves `bank` as a payout account of `who` (a player of the demo site unless it names another); answers its id. */
export async function savedBankAccount(
  h: Harness,
  who: Session,
  bank: BankDetails,
): Promise<number> {
  const added = await h.ok('/api/wallet/add_bank_account', { ...SITE, ...who, ...bank });
  return added.value?.bank_account_id ?? 0;
}

/** Presses a button (`approve`, `cancel`) of the checkout page at `url`, as the page's form posts it. */
export const pressCheckout = (url: string, action: string): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });

/** Posts the provider's `payment.updated` callback with `fields`, signed with `secret` at `atMs`. */
export function providerCallback(
  h: Harness,
  fields: Record<string, unknown>,
  atMs: number,
  secret = TEST_PROVIDER_SECRET,
): Promise<Answer> {
  const body = JSON.stringify({ event: 'payment.updated', ...fields });
  return h.post('/payments/callback', body, {
    [SIGNATURE_HEADER]: signBody(secret, body, Math.floor(atMs / 1000)),
  });
}
