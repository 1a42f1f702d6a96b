import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type {
  Agent,
  IncomingHttpHeaders,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { RenderRequest } from '../src/entry-server';
import { buildServer } from './app';
import { readFrames } from './live';
import type { ServerOptions } from './options';
import { createSessionSeal } from './session';

/**
 * A client build with only what the server reads: index.html and one hashed asset. With
 * `template`, it is written as Vite writes it (the entry, its import and its stylesheet in the
 * head) and its manifest names template3's chunk, stylesheet and fonts.
 */
export async function clientBuild({ template = false } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pf-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    template
      ? '<!doctype html><html lang="en"><head><title>Playfront</title>' +
          '<script type="module" crossorigin src="/assets/index-x1.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/react-x1.js">' +
          '<link rel="stylesheet" crossorigin href="/assets/index-x1.css">' +
          '</head><body><div id="root"></div></body></html>'
      : '<!doctype html><html lang="en"><head><title>Playfront</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  if (template) {
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'assets', 'index-x1.css'), '.pf-app{min-height:100vh}');
    await writeFile(join(dir, 'assets', 'template3-x1.css'), '.pf-hero{color:red}');
    await writeFile(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-x1.js',
          src: 'index.html',
          isEntry: true,
          css: ['assets/index-x1.css'],
        },
        '../../packages/templates/src/template3/index.tsx': {
          file: 'assets/template3-x1.js',
          src: '../../packages/templates/src/template3/index.tsx',
          isDynamicEntry: true,
          css: ['assets/template3-x1.css'],
          assets: ['assets/orbitron-latin-800-x1.woff2', 'assets/orbitron-latin-800-x1.woff'],
        },
      }),
    );
  }
  return dir;
}

export interface FakeBackend {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A loopback backend written with node:http, so it can stall, drop sockets or misbehave. */
export async function fakeBackend(
  handle: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void,
): Promise<FakeBackend> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** Starts `app` on a free loopback port and resolves with the port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return portOf(app.server);
}

/**
 * The operator's API as a page needs it, on loopback. `routes` adds to `backend` the calls a test is
 * about and may answer startup, SEO or analytics its own way; each of the three it leaves alone
 * answers as an ordinary site's does: the asked host's site in English, no SEO record, no snippets.
 */
export async function fakeApi(
  routes: (backend: FastifyInstance) => void = () => undefined,
): Promise<FakeBackend> {
  const api = Fastify();
  routes(api);
  const ordinary: Record<string, RouteHandlerMethod> = {
    '/api/startup': (req) => ({
      statusCode: 1,
      site: testSite({ domain: (req.body as { domain_name: string }).domain_name }),
      language: 'EN',
    }),
    '/api/seo': () => ({ statusCode: 1, value: null }),
    '/api/settings/get_analytics': () => ({ statusCode: 1, value: [] }),
  };
  for (const [url, handler] of Object.entries(ordinary))
    if (!api.hasRoute({ method: 'POST', url })) api.post(url, handler);
  const port = await listenLocally(api);
  return { url: `http://127.0.0.1:${port}`, port, close: () => api.close() };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One real HTTP request to 127.0.0.1, failing after `timeoutMs` instead of hanging. */
export function call(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    /** Send the body only after `100 Continue`. */
    waitForContinue?: boolean;
    agent?: Agent;
    timeoutMs?: number;
  },
): Promise<Answer> {
  const {
    method = 'GET',
    path,
    headers = {},
    body,
    waitForContinue,
    agent,
    timeoutMs = 5_000,
  } = options;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, agent: agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (waitForContinue) req.on('continue', () => req.end(body));
    else req.end(body);
  });
}

/** A call as the site's own page sends it: JSON, the site's header, same origin. */
export function post(
  port: number,
  path: string,
  body: object,
  {
    cookie,
    host = 'slot3.localhost',
    headers = {},
  }: { cookie?: string; host?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return call(port, {
    method: 'POST',
    path,
    headers: {
      host,
      'content-type': 'application/json',
      'x-playfront-request': '1',
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** Every `Set-Cookie` of an answer, one a line ('' for none). */
export const setCookie = (answer: Answer) => {
  const header = answer.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
};

/** The `name=value` part of the session cookie an answer set. */
export const cookieOf = (answer: Answer) => /(pf_session=[^;]+)/.exec(setCookie(answer))?.[1] ?? '';

/** A sign-in with the sandbox password, as the site's page on `host` sends it. */
export async function signIn(port: number, account = 'demo01', host = 'slot3.localhost') {
  const answer = await post(
    port,
    '/api/auth/login',
    { account_id: account, password: 'demo1234', domain_name: host, external_id: '' },
    { host },
  );
  return { answer, cookie: cookieOf(answer) };
}

/** The session secret of the tests' servers. */
export const TEST_SECRET = 'a-session-secret-of-at-least-32-characters';
const testSeal = createSessionSeal({ secrets: [TEST_SECRET], maxAgeSeconds: 3600 });

/** The session cookie of `accountId` signed in on `host`, as a server given TEST_SECRET seals it. */
export async function sessionCookie(host: string, accountId: string, fullName = '') {
  return `pf_session=${encodeURIComponent(
    await testSeal.seal({ token: `t-${accountId}`, accountId, fullName, email: '', host }),
  )}`;
}

/**
 * A web server built from `options`, on a free loopback port. It seals sessions with TEST_SECRET
 * unless `options` gives other secrets, so `sessionCookie` signs a player in on it.
 */
export async function startWeb(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildServer({ sessionSecrets: [TEST_SECRET], ...options });
  return { app, port: await listenLocally(app) };
}

/** A site as the backend's startup answer carries it: slot3 in its ocean colour, with overrides. */
export function testSite(overrides: Record<string, unknown> = {}) {
  return {
    site_name: 'Lucky',
    currency: 'PHP',
    theme_code: 'slot3',
    theme_color: 'ocean',
    logo1: '',
    logo2: '',
    logo3: '',
    status: 'ACTIVE',
    expired_date: null,
    logo_text: 'Lucky',
    external_id: 'ext-3',
    android_sub: '',
    ios_sub: '',
    domain: 'slot3.localhost',
    show_preloader: false,
    show_bf_ann_modal: false,
    show_app_download: false,
    show_download_bar: false,
    ...overrides,
  };
}

/** A server renderer that answers at once with an English page of `html` and an empty store. */
export function pageRender(
  html: (request: RenderRequest) => string,
): NonNullable<ServerOptions['render']> {
  return (request) =>
    Promise.resolve({
      kind: 'page',
      status: 200,
      html: html(request),
      state: { layout: {}, api: {} },
      language: 'EN',
    });
}

/** An open Server-Sent Events answer: its head, the events so far, and a way to wait for more. */
export interface Opened {
  res: IncomingMessage;
  events: { id: string; event: string; data: string }[];
  text: () => string;
  until: (done: (events: Opened['events']) => boolean) => Promise<void>;
  close: () => void;
}

/** Opens a stream on loopback `port`; `read: false` leaves it unread, as a slow reader does. */
export function openStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  read = true,
): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let raw = '';
      let rest = '';
      const events: Opened['events'] = [];
      const waiting = new Set<() => void>();
      const onData = (chunk: Buffer) => {
        raw += chunk.toString('utf8');
        const { frames, rest: left } = readFrames(rest + chunk.toString('utf8'));
        rest = left;
        events.push(...frames);
        for (const check of waiting) check();
      };
      if (read) res.on('data', onData);
      else res.pause();
      resolve({
        res,
        events,
        text: () => raw,
        until: (done) =>
          new Promise<void>((ok) => {
            const check = () => {
              if (!done(events)) return;
              waiting.delete(check);
              ok();
            };
            waiting.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
