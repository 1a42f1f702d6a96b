// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from './app';
import { connectFeed, eventOf, LiveHub, MAX_LIVE_MATCHES, readFrames } from './live';
import {
  call,
  clientBuild,
  fakeBackend,
  listenLocally,
  openStream,
  sessionCookie,
  startWeb,
} from './testing';
import type { Opened } from './testing';

const HOST = 'sportsbook1.localhost';

let clientDir: string;
let hub: LiveHub;
let app: FastifyInstance;
let port: number;
const servers: FastifyInstance[] = [];
let serial = 0;

beforeAll(async () => {
  clientDir = await clientBuild();
  hub = new LiveHub();
  ({ app, port } = await startWeb({
    clientDir,
    apiUrl: 'http://127.0.0.1:9',
    live: { hub, maxUnread: 16 * 1024 },
  }));
  servers.push(app);
});
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** The session cookie of a player signed in on the test host. */
const cookieOf = (accountId: string) => sessionCookie(HOST, accountId, accountId);

const open = (path: string, headers: Record<string, string> = {}, read = true) =>
  openStream(port, path, { host: HOST, ...headers }, read);

const nextId = () => `run-${(serial += 1)}`;
const publish = (type: string, data: object, accountId?: string, matchId?: string) => {
  const event = {
    id: nextId(),
    type,
    ...(accountId ? { accountId } : {}),
    ...(matchId ? { matchId } : {}),
    data: JSON.stringify(data),
  };
  hub.publish(event);
  return event;
};

describe('GET /api/live', () => {
  it('sends a player’s events only to that player’s pages, and guests only public prices', async () => {
    const first = await open('/api/live?matches=M1', { cookie: await cookieOf('Demo01') });
    const other = await open('/api/live?matches=M1', { cookie: await cookieOf('demo02') });
    const guest = await open('/api/live?matches=M1');
    const elsewhere = await open('/api/live?matches=M2');
    const ready = (o: Opened) => o.until((e) => e.some((x) => x.event === 'ready'));
    await Promise.all([first, other, guest, elsewhere].map(ready));

    publish('balance', { game_balance: 25 }, 'demo01');
    publish('prices', { match_id: 'M1', prices: [] }, undefined, 'M1');
    const last = publish('match', { match_id: 'M2' }, undefined, 'M2');
    publish('prices', { match_id: 'M1', prices: [{ odds: 2 }] }, undefined, 'M1');
    const types = (o: Opened) => o.events.filter((e) => e.event !== 'ready').map((e) => e.event);
    const gotAll = (o: Opened) =>
      o.until((e) => e.filter((x) => x.event === 'prices').length === 2);
    await Promise.all([first, other, guest].map(gotAll));
    await elsewhere.until((e) => e.some((x) => x.id === last.id));

    expect(types(first)).toEqual(['balance', 'prices', 'prices']);
    expect(first.events.find((e) => e.event === 'balance')?.data).toBe('{"game_balance":25}');
    expect(types(other)).toEqual(['prices', 'prices']);
    expect(types(guest)).toEqual(['prices', 'prices']);
    expect(types(elsewhere)).toEqual(['match']);
    for (const o of [first, other, guest, elsewhere]) {
      expect(o.text()).not.toContain('demo01');
      o.close();
    }
  });

  it('is a stream no cache keeps and nothing compresses', async () => {
    const o = await open('/api/live', { 'accept-encoding': 'gzip, br' });
    expect(o.res.statusCode).toBe(200);
    expect(o.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(o.res.headers['cache-control']).toBe('no-store');
    expect(o.res.headers['content-encoding']).toBeUndefined();
    o.close();
  });

  it('refuses malformed subscriptions with 400 in the API’s shape', async () => {
    const many = Array.from({ length: MAX_LIVE_MATCHES + 1 }, (_, i) => `M${i}`).join(',');
    for (const query of [
      `matches=${many}`,
      'matches=a,,b',
      'matches=%3Cscript%3E',
      'matches=a,a',
      'matches=a&matches=b',
      'player=demo01',
    ]) {
      const answer = await call(port, { path: `/api/live?${query}`, headers: { host: HOST } });
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.body), query).toEqual({
        statusCode: -400,
        statusMessage: 'invalidRequest',
      });
    }
    const full = Array.from({ length: MAX_LIVE_MATCHES }, (_, i) => `M${i}`).join(',');
    const ok = await open(`/api/live?matches=${full}`);
    expect(ok.res.statusCode).toBe(200);
    ok.close();
  });

  it('resumes after Last-Event-ID, and says reset when what was missed is gone', async () => {
    const seen = publish('prices', { match_id: 'R1', n: 1 }, undefined, 'R1');
    publish('prices', { match_id: 'R1', n: 2 }, undefined, 'R1');
    publish('balance', { game_balance: 1 }, 'someone');
    publish('prices', { match_id: 'R1', n: 3 }, undefined, 'R1');
    const resumed = await open('/api/live?matches=R1', { 'last-event-id': seen.id });
    await resumed.until((e) => e.some((x) => x.event === 'ready'));
    expect(resumed.events.map((e) => e.event)).toEqual(['prices', 'prices', 'ready']);
    expect(resumed.events.map((e) => (JSON.parse(e.data) as { n?: number }).n)).toEqual([
      2,
      3,
      undefined,
    ]);
    resumed.close();

    const lost = await open('/api/live?matches=R1&last_event_id=gone-1');
    await lost.until((e) => e.some((x) => x.event === 'ready'));
    expect(lost.events[0]?.event).toBe('reset');
    lost.close();
  });

  it('tells open pages, and pages that open meanwhile, when the backend’s feed stops answering and when it is back', async () => {
    const before = await open('/api/live?matches=F1');
    await before.until((e) => e.some((x) => x.event === 'ready'));
    hub.feedState(false);
    await before.until((e) => e.some((x) => x.event === 'feed'));
    const during = await open('/api/live?matches=F1');
    await during.until((e) => e.some((x) => x.event === 'feed'));
    expect(during.events.map((e) => e.event)).toEqual(['ready', 'feed']);
    hub.feedState(true);
    const feed = (o: Opened) => o.events.filter((e) => e.event === 'feed').map((e) => e.data);
    for (const page of [before, during]) {
      await page.until((e) => e.filter((x) => x.event === 'feed').length === 2);
      expect(feed(page)).toEqual(['{"up":false}', '{"up":true}']);
    }
    before.close();
    during.close();
  });

  it('drops a reader that leaves too much unread', async () => {
    // The channels of the tests before have gone.
    await vi.waitFor(() => expect(hub.channels).toBe(0));
    const before = hub.channels;
    const slow = await open('/api/live?matches=SLOW', {}, false);
    await vi.waitFor(() => expect(hub.channels).toBe(before + 1));
    const big = 'x'.repeat(8 * 1024);
    for (let i = 0; i < 10_000 && hub.channels > before; i += 1)
      publish('prices', { match_id: 'SLOW', big }, undefined, 'SLOW');
    expect(hub.channels).toBe(before);
    slow.close();
  });

  it('answers 503 where no feed is configured, so pages poll', async () => {
    const plain = await buildServer({ clientDir, apiUrl: 'http://127.0.0.1:9' });
    const plainPort = await listenLocally(plain);
    servers.push(plain);
    const answer = await call(plainPort, { path: '/api/live', headers: { host: HOST } });
    expect(answer.status).toBe(503);
  });
});

describe('the backend feed', () => {
  it('reads frames, keeps the account out of the data, and resumes from its last event', async () => {
    const asked: (string | undefined)[] = [];
    const backend = await fakeBackend((req, res) => {
      asked.push(req.headers['last-event-id'] as string | undefined);
      expect(req.headers.authorization).toBe('Bearer feed-token-0123456789');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const n = asked.length;
      res.write(
        `: hello\n\nid: r-${n}a\nevent: balance\ndata: {"account_id":"Demo01","game_balance":${n}}\n\n`,
      );
      res.end(`id: r-${n}b\nevent: prices\ndata: {"match_id":"M9","prices":[]}\n\n`);
    });
    const feedHub = new LiveHub();
    const got: string[] = [];
    feedHub.add({ accountId: 'demo01', matches: new Set(['M9']), send: (f) => got.push(f) });
    const feed = connectFeed({
      url: `${backend.url}/sandbox/feed`,
      token: 'feed-token-0123456789',
      hub: feedHub,
      log: { warn: () => undefined, info: () => undefined },
      backoffMs: { first: 5, max: 10 },
    });
    await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    feed.close();
    await backend.close();
    expect(asked.slice(0, 2)).toEqual([undefined, 'r-1b']);
    expect(got.slice(0, 2)).toEqual([
      'id: r-1a\nevent: balance\ndata: {"game_balance":1}\n\n',
      'id: r-1b\nevent: prices\ndata: {"match_id":"M9","prices":[]}\n\n',
    ]);
  });

  it('tells the hub when the feed cannot be reached, and when it answers again', async () => {
    let attempts = 0;
    const backend = await fakeBackend((_req, res) => {
      attempts += 1;
      if (attempts <= 2) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': hello\n\n');
    });
    const states: boolean[] = [];
    const feed = connectFeed({
      url: `${backend.url}/sandbox/feed`,
      token: 'feed-token-0123456789',
      hub: { publish: () => undefined, reset: () => undefined, feedState: (up) => states.push(up) },
      log: { warn: () => undefined, info: () => undefined },
      backoffMs: { first: 5, max: 10 },
    });
    await vi.waitFor(() => expect(states.at(-1)).toBe(true));
    feed.close();
    await backend.close();
    expect(states).toEqual([false, false, true]);
  });

  it('parses multi-line data and leaves an unfinished frame for later', () => {
    const { frames, rest } = readFrames('id: 1\nevent: x\ndata: {"a":\ndata: 1}\n\nid: 2\ndata: {');
    expect(frames).toEqual([{ id: '1', event: 'x', data: '{"a":\n1}' }]);
    expect(rest).toBe('id: 2\ndata: {');
    expect(eventOf({ id: '1', event: 'x', data: 'not json' })).toBeNull();
  });
});
