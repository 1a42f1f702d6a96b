// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  clientBuild,
  cookieOf,
  fakeApi,
  pageRender,
  post,
  setCookie,
  signIn as signInAs,
  startWeb,
  TEST_SECRET,
} from './testing';
import type { FakeBackend } from './testing';

const OTHER_SECRET = 'another-secret-of-at-least-thirty-two-chars';

/** What the backend received on its own-data calls. */
const received: { path: string; body: Record<string, unknown>; cookie?: string }[] = [];
/** What the backend received on document uploads. */
const uploads: {
  authorization: string | undefined;
  account: string | string[] | undefined;
  type: string | undefined;
  body: Buffer;
}[] = [];
/** Tokens the backend counts as live; each player's sign-in makes one. */
const live = new Map<string, string>();
let api: FakeBackend;
let clientDir: string;
const servers: FastifyInstance[] = [];

// A render that writes who the page is for, as the real one's header does.
const render = pageRender(
  (request) => `<p>${request.player ? `Hello ${request.player.fullName}` : 'Hello guest'}</p>`,
);

beforeAll(async () => {
  clientDir = await clientBuild({ template: true });
  api = await fakeApi((backend) => {
    const signIn = (account: string) => {
      const token = `token-of-${account}-${live.size}`;
      live.set(token, account);
      return {
        statusCode: 1,
        token,
        user: { account_id: account, session_token: token },
        fullname: account === 'demo01' ? 'Demo Player' : 'Second Player',
        email: `${account}@example.test`,
      };
    };
    backend.post('/api/auth/login', (req) => {
      const body = req.body as { account_id: string; password: string };
      return body.password === 'demo1234'
        ? signIn(body.account_id)
        : { statusCode: -401, statusMessage: 'invalidCredentials' };
    });
    const own = (path: string, answer: (account: string) => object) =>
      backend.post(path, (req, reply) => {
        const body = req.body as Record<string, unknown>;
        received.push({
          path,
          body,
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        });
        const account = live.get(String(body.auth));
        if (!account || account !== body.account_id)
          return reply.code(401).send({ statusCode: -401, statusMessage: 'sessionExpired' });
        return answer(account);
      });
    own('/api/auth/get_balance', (account) => ({
      statusCode: 1,
      game_balance: account === 'demo01' ? 1000 : 250.5,
      game_token: 0,
    }));
    for (const path of [
      '/api/bonus/offers',
      '/api/bonus/mine',
      '/api/bonus/claim',
      '/api/bonus/forfeit',
    ])
      own(path, () => ({ statusCode: 1, value: [] }));
    own('/api/settings/profile_update', () => ({
      statusCode: 1,
      value: [{ full_name: 'Renamed Player', contact_email: 'renamed@example.test' }],
    }));
    backend.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: 8 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    backend.post('/api/verification/upload', (req, reply) => {
      uploads.push({
        authorization: req.headers.authorization,
        account: req.headers['x-account-id'],
        type: req.headers['content-type'],
        body: req.body as Buffer,
      });
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (live.get(token) !== req.headers['x-account-id'])
        return reply.code(401).send({ statusCode: -401, statusMessage: 'sessionExpired' });
      return { statusCode: 1, value: { status: 'not_started', documents: [], rule: 'none' } };
    });
    backend.post('/api/auth/logout', (req) => {
      live.delete(String((req.body as { auth?: string }).auth));
      return { statusCode: 1 };
    });
  });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await api.close();
});

beforeEach(() => {
  received.length = 0;
  uploads.length = 0;
});

async function web(secret = TEST_SECRET) {
  const { app, port } = await startWeb({
    clientDir,
    apiUrl: api.url,
    render,
    sessionSecrets: [secret],
  });
  servers.push(app);
  return port;
}

/** A sign-in the backend accepted. */
async function signIn(port: number, account = 'demo01', host = 'slot3.localhost') {
  const signedIn = await signInAs(port, account, host);
  expect(signedIn.answer.status).toBe(200);
  return signedIn;
}

describe('sign-in', () => {
  it('keeps the token in an httpOnly cookie and sends the page an answer without it', async () => {
    const port = await web();
    const { answer, cookie } = await signIn(port);
    expect(setCookie(answer)).toMatch(
      /pf_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/,
    );
    // Over plain HTTP the cookie cannot be Secure, nor carry the __Host- prefix.
    expect(setCookie(answer)).not.toMatch(/Secure/);
    const json = JSON.parse(answer.body) as Record<string, unknown>;
    expect(json).toMatchObject({
      statusCode: 1,
      token: '',
      user: { account_id: 'demo01', session_token: '' },
      fullname: 'Demo Player',
    });
    expect(answer.body).not.toContain('token-of-');
    expect(cookie).not.toContain('token-of-');
  });

  it('sets no cookie for a refused sign-in', async () => {
    const port = await web();
    const answer = await post(port, '/api/auth/login', {
      account_id: 'demo01',
      password: 'wrong',
      domain_name: 'slot3.localhost',
      external_id: '',
    });
    expect(JSON.parse(answer.body)).toMatchObject({ statusMessage: 'invalidCredentials' });
    expect(setCookie(answer)).toBe('');
  });
});

describe('own-data calls', () => {
  it('carry the held session to the backend, whatever the page sent, and no cookie', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const answer = await post(
      port,
      '/api/auth/get_balance',
      { account_id: 'someone-else', auth: 'forged' },
      { cookie },
    );
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 1, game_balance: 1000 });
    expect(received[0]?.body).toEqual({
      account_id: 'demo01',
      auth: expect.stringMatching(/^token-of-demo01/) as unknown,
    });
    expect(received[0]?.cookie).toBeUndefined();
  });

  it('include the bonus calls: offers, the player’s bonuses, claim and forfeit carry the session', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const site = { domain_name: 'slot3.localhost', external_id: '' };
    const calls: [string, object][] = [
      ['/api/bonus/offers', site],
      ['/api/bonus/mine', {}],
      ['/api/bonus/claim', { ...site, code: 'WELCOME' }],
      ['/api/bonus/forfeit', { bonus_id: 7 }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(port, path, body, { cookie });
      expect(JSON.parse(answer.body), path).toMatchObject({ statusCode: 1 });
    }
    expect(received.map((r) => r.path)).toEqual(calls.map(([path]) => path));
    for (const { body } of received)
      expect(body).toMatchObject({
        account_id: 'demo01',
        auth: expect.stringMatching(/^token-of-demo01/) as unknown,
      });
  });

  it('reach the backend without a session as a guest, who is answered sessionExpired', async () => {
    const port = await web();
    const answer = await post(port, '/api/auth/get_balance', { account_id: '' });
    expect(JSON.parse(answer.body)).toMatchObject({ statusMessage: 'sessionExpired' });
    expect(received[0]?.body).toEqual({ account_id: '', auth: '' });
  });

  it.each([
    ['without the site header', { 'x-playfront-request': '' }],
    ['from another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['from a sibling site of the same domain', { 'sec-fetch-site': 'same-site' }],
  ])('are refused %s, in the API shape, and reach nothing', async (_name, headers) => {
    const port = await web();
    const { cookie } = await signIn(port);
    received.length = 0;
    const answer = await post(port, '/api/auth/get_balance', {}, { cookie, headers });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: -403,
      statusMessage: 'crossSiteRequest',
    });
    expect(received).toEqual([]);
  });

  it('are refused from another origin where the browser sends only Origin', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    received.length = 0;
    const answer = await call(port, {
      method: 'POST',
      path: '/api/auth/get_balance',
      headers: {
        host: 'slot3.localhost',
        cookie,
        'content-type': 'application/json',
        'x-playfront-request': '1',
        origin: 'http://evil.example',
      },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(received).toEqual([]);
  });

  it('refuse a cross-site form post of a sign-in too', async () => {
    const port = await web();
    const answer = await call(port, {
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        host: 'slot3.localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'http://evil.example',
      },
      body: 'account_id=demo01&password=demo1234',
    });
    expect(answer.status).toBe(403);
    expect(setCookie(answer)).toBe('');
  });
});

describe('the session ends', () => {
  it('when the backend says it expired: the cookie is cleared', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    live.clear();
    const answer = await post(port, '/api/auth/get_balance', {}, { cookie });
    expect(JSON.parse(answer.body)).toMatchObject({ statusMessage: 'sessionExpired' });
    expect(setCookie(answer)).toMatch(
      /pf_session=; Max-Age=0|pf_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('at log out, whatever the backend answers', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const answer = await post(port, '/api/auth/logout', {}, { cookie });
    expect(setCookie(answer)).toMatch(/pf_session=;/);
  });

  it('and a profile change reseals the name the next page shows', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const changed = await post(
      port,
      '/api/settings/profile_update',
      { full_name: 'Renamed Player', contact_email: 'renamed@example.test' },
      { cookie },
    );
    const next = cookieOf(changed);
    expect(next).not.toBe('');
    const page = await call(port, {
      path: '/account',
      headers: { host: 'slot3.localhost', cookie: next },
    });
    expect(page.body).toContain('Hello Renamed Player');
  });
});

describe('the cookie', () => {
  it('is read by every server given the same secret, and by no other', async () => {
    const first = await web();
    const second = await web();
    const foreign = await web(OTHER_SECRET);
    const { cookie } = await signIn(first);
    const balance = (port: number) => post(port, '/api/auth/get_balance', {}, { cookie });
    expect(JSON.parse((await balance(second)).body)).toMatchObject({ game_balance: 1000 });
    const refused = await balance(foreign);
    expect(JSON.parse(refused.body)).toMatchObject({ statusMessage: 'sessionExpired' });
    // A cookie no server of this site could have sealed is removed.
    expect(setCookie(refused)).toMatch(/pf_session=;/);
  });

  it('belongs to the host it was made on', async () => {
    const port = await web();
    const { cookie } = await signIn(port, 'demo01', 'slot3.localhost');
    const elsewhere = await post(
      port,
      '/api/auth/get_balance',
      {},
      { cookie, host: 'slot1.localhost' },
    );
    expect(JSON.parse(elsewhere.body)).toMatchObject({ statusMessage: 'sessionExpired' });
  });

  it('is refused when altered', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    // The first character of the encrypted part (a last one may carry only padding bits).
    const parts = cookie.split('*');
    const sealed = parts[4]!;
    parts[4] = `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`;
    const altered = parts.join('*');
    const answer = await post(port, '/api/auth/get_balance', {}, { cookie: altered });
    expect(JSON.parse(answer.body)).toMatchObject({ statusMessage: 'sessionExpired' });
  });
});

describe("a signed-in player's pages", () => {
  it('are rendered for that player alone, private, and never served to another or a guest', async () => {
    const port = await web();
    const one = (await signIn(port, 'demo01')).cookie;
    const two = (await signIn(port, 'demo02')).cookie;
    const page = (cookie?: string) =>
      call(port, {
        path: '/slots',
        headers: { host: 'slot3.localhost', ...(cookie ? { cookie } : {}) },
      });
    // Interleaved, so a shared cache would hand one visitor another's page.
    for (let round = 0; round < 3; round += 1) {
      const [guest, first, second] = [await page(), await page(one), await page(two)];
      expect(guest.body).toContain('Hello guest');
      expect(guest.headers['cache-control']).toMatch(/^public/);
      expect(first.body).toContain('Hello Demo Player');
      expect(first.body).not.toContain('Second Player');
      expect(second.body).toContain('Hello Second Player');
      for (const signedIn of [first, second]) {
        expect(signedIn.headers['cache-control']).toBe('private, no-store');
        expect(signedIn.headers['x-page-cache']).toBeUndefined();
        // Its own inline scripts run by hash, like a guest page's; nothing else inline does.
        expect(String(signedIn.headers['content-security-policy'])).toMatch(
          /script-src[^;]*'sha256-/,
        );
        expect(signedIn.body).not.toContain('token-of-');
      }
    }
  });

  it('carry their stylesheets in their HTML, where a guest page links them', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const page = (cookie?: string) =>
      call(port, {
        path: '/',
        headers: { host: 'slot3.localhost', ...(cookie ? { cookie } : {}) },
      });
    const [guest, player] = [await page(), await page(cookie)];
    // The player's first paint waits for no stylesheet request: each one's text follows its link,
    // which is disabled.
    expect(player.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-x1.css" disabled><style>.pf-app{min-height:100vh}</style>',
    );
    expect(player.body).toContain(
      '<link rel="stylesheet" href="/assets/template3-x1.css" disabled><style>.pf-hero{color:red}</style>',
    );
    // The page a guest shares stays small: its stylesheets are cached apart from it.
    expect(guest.body).not.toContain(' disabled>');
    expect(guest.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x1.css">');
    expect(guest.body).toContain('<link rel="stylesheet" href="/assets/template3-x1.css">');
  });

  it('include protected pages, which a guest is sent away from', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const account = await call(port, {
      path: '/account',
      headers: { host: 'slot3.localhost', cookie },
    });
    expect(account.status).toBe(200);
    expect(account.body).toContain('Hello Demo Player');
  });
});

describe('document uploads', () => {
  const boundary = '----pf-test-boundary';
  const multipart = (file: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid_front\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (
    port: number,
    body: Buffer,
    {
      cookie,
      headers = {},
      path = '/api/verification/upload',
    }: {
      cookie?: string;
      headers?: Record<string, string>;
      path?: string;
    } = {},
  ) =>
    call(port, {
      method: 'POST',
      path,
      headers: {
        host: 'slot3.localhost',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-playfront-request': '1',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body,
    });

  it('pass the multipart body on as sent, with the held session in its headers', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    // Larger than the JSON calls' 1 MB limit, as a phone's photo is.
    const photo = Buffer.alloc(2 * 1024 * 1024, 7);
    const body = multipart(photo);
    const answer = await upload(port, body, {
      cookie,
      headers: { authorization: 'Bearer forged', 'x-account-id': 'someone-else' },
    });
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 1 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.authorization).toMatch(/^Bearer token-of-demo01/);
    expect(uploads[0]?.account).toBe('demo01');
    expect(uploads[0]?.type).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(uploads[0]?.body.equals(body)).toBe(true);
    expect(answer.body).not.toContain('token-of-');
  });

  it('refuses an upload that did not come from the site’s own page', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const answer = await upload(port, multipart(Buffer.from('x')), {
      cookie,
      headers: { 'x-playfront-request': '0', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ statusMessage: 'crossSiteRequest' });
    expect(uploads).toHaveLength(0);
  });

  it('takes multipart bodies on the upload path only, and none beyond the document limit', async () => {
    const port = await web();
    const { cookie } = await signIn(port);
    const elsewhere = await upload(port, multipart(Buffer.from('x')), {
      cookie,
      path: '/api/auth/get_balance',
    });
    expect(elsewhere.status).toBe(415);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ statusCode: -415 });
    const huge = await upload(port, multipart(Buffer.alloc(6 * 1024 * 1024, 1)), { cookie });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ statusMessage: 'payloadTooLarge' });
    expect(uploads).toHaveLength(0);
    expect(received).toHaveLength(0);
  });
});
