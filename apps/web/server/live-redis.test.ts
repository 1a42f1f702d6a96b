// @vitest-environment node
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveHub } from './live';
import { redisFanout } from './live-redis';
import { startRedis } from './redis-server';
import type { RedisServer } from './redis-server';
import { call, clientBuild, fakeBackend, openStream, sessionCookie, startWeb } from './testing';
import type { FakeBackend, Opened } from './testing';

const HOST = 'sportsbook1.localhost';
const TOKEN = 'feed-token-0123456789';
// The web server's own default: an instance that stalls longer than its lease (a busy machine
// can, for a second) rightly loses it, and a shorter one here would make that a test failure.
const LEASE_MS = 3_000;
const quiet = { warn: () => undefined, info: () => undefined };

/** The backend's feed: numbered events, kept for readers that resume, and its open readers. */
interface Feed extends FakeBackend {
  open: Set<ServerResponse>;
  /** Every connection ever made, with the `Last-Event-ID` it sent. */
  asked: (string | undefined)[];
  push(event: string, data: object): string;
}

async function fakeFeed(): Promise<Feed> {
  const kept: string[] = [];
  const open = new Set<ServerResponse>();
  const asked: (string | undefined)[] = [];
  const frame = (n: number) => `id: r-${n + 1}\n${kept[n]}\n\n`;
  const backend = await fakeBackend((req, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end();
    const last = req.headers['last-event-id'] as string | undefined;
    asked.push(last);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': feed\n\n');
    const from = last ? Number(last.slice(2)) : kept.length;
    for (let n = from; n < kept.length; n += 1) res.write(frame(n));
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  return {
    ...backend,
    open,
    asked,
    push(event, data) {
      kept.push(`event: ${event}\ndata: ${JSON.stringify(data)}`);
      for (const res of open) res.write(frame(kept.length - 1));
      return `r-${kept.length}`;
    },
  };
}

const cookie = (accountId: string) => sessionCookie(HOST, accountId);

const ready = (o: Opened) => o.until((e) => e.some((x) => x.event === 'ready'));
/** What a page got, less the `ready` marks. */
const got = (o: Opened) => o.events.filter((e) => e.event !== 'ready').map((e) => e.id);

let redis: RedisServer;
let feed: Feed;
let clientDir: string;
const apps: FastifyInstance[] = [];
let prefixes = 0;

beforeAll(async () => {
  [redis, feed, clientDir] = await Promise.all([startRedis(), fakeFeed(), clientBuild()]);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await feed?.close();
  await redis?.stop();
});

/** A web server of its own, on the shared Redis unless told another, wired as `REDIS_URL` wires it. */
async function instance(
  prefix: string,
  redisUrl = redis.url,
): Promise<{ app: FastifyInstance; port: number }> {
  const { app, port } = await startWeb({
    clientDir,
    apiUrl: feed.url,
    live: {
      feedUrl: `${feed.url}/sandbox/feed`,
      feedToken: TOKEN,
      redisUrl,
      leaseMs: LEASE_MS,
      redisPrefix: prefix,
    },
  });
  apps.push(app);
  return { app, port };
}

const live = (port: number, headers: Record<string, string> = {}) =>
  openStream(port, '/api/live?matches=M1', { host: HOST, ...headers });

describe('the live channel across instances (REDIS_URL)', () => {
  it('reads the feed once for all, reaches the pages of both, and loses nothing when its holder dies', async () => {
    const prefix = `t${(prefixes += 1)}`;
    // The first instance is built around a fan-out the test can kill as a crash would.
    const hub = new LiveHub();
    const source = redisFanout({
      redisUrl: redis.url,
      hub,
      feed: { url: `${feed.url}/sandbox/feed`, token: TOKEN },
      log: quiet,
      leaseMs: LEASE_MS,
      prefix,
    });
    const { app: holder, port: holderPort } = await startWeb({
      clientDir,
      apiUrl: feed.url,
      live: { hub, source },
    });
    await vi.waitFor(() => expect(feed.open.size).toBe(1));
    const other = await instance(prefix);
    await vi.waitFor(async () =>
      expect((await other.app.inject('/readyz')).json()).toMatchObject({ live: 'up' }),
    );

    const player = await cookie('Demo01');
    const onHolder = await live(holderPort, { cookie: player });
    const onOther = await live(other.port, { cookie: player });
    await Promise.all([ready(onHolder), ready(onOther)]);

    const before = [
      feed.push('balance', { account_id: 'demo01', game_balance: 25 }),
      feed.push('prices', { match_id: 'M1', prices: [{ odds: 2 }] }),
    ];
    await Promise.all([onHolder, onOther].map((o) => o.until(() => got(o).length === 2)));
    expect(got(onHolder)).toEqual(before);
    expect(got(onOther)).toEqual(before);
    expect(onOther.events.find((e) => e.event === 'balance')?.data).toBe('{"game_balance":25}');
    // Leases are renewed several times over, and still only one instance reads the feed.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 1.5));
    expect(feed.open.size).toBe(1);
    expect(feed.asked).toHaveLength(1);

    // The holder dies: its lease stays until it lapses, and events go on meanwhile.
    source.abandon();
    holder.server.closeAllConnections();
    await holder.close();
    const during = [
      feed.push('balance', { account_id: 'demo01', game_balance: 20 }),
      feed.push('bet', { account_id: 'demo01', bet_id: 'b1' }),
      feed.push('prices', { match_id: 'M1', prices: [{ odds: 3 }] }),
    ];
    await onOther.until(() => got(onOther).length === 5);
    expect(got(onOther)).toEqual([...before, ...during]);
    expect(feed.asked.at(-1)).toBe(before[1]);
    expect(feed.open.size).toBe(1);

    // The dead instance's page reconnects to the other and resumes where it stopped.
    expect(got(onHolder)).toEqual(before);
    const resumed = await live(other.port, { cookie: player, 'last-event-id': before[1]! });
    await ready(resumed);
    expect(got(resumed)).toEqual(during);
    for (const o of [onHolder, onOther, resumed]) o.close();
  });

  it('tells /readyz and the pages when Redis is away, and comes back when it is', async () => {
    const own = await startRedis();
    const { app, port } = await instance('away', own.url);
    await vi.waitFor(async () =>
      expect((await app.inject('/readyz')).json<{ live?: string }>().live).toBe('up'),
    );
    const page = await live(port);
    await ready(page);

    await own.stop(true);
    // The open channel ends, so the page reconnects and is told to poll.
    await vi.waitFor(() => expect(page.res.complete || page.res.destroyed).toBe(true));
    await vi.waitFor(async () =>
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready', live: 'down' }),
    );
    const refused = await call(port, { path: '/api/live', headers: { host: HOST } });
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
    });

    const back = await startRedis(own.port);
    await vi.waitFor(
      async () => expect((await app.inject('/readyz')).json<{ live?: string }>().live).toBe('up'),
      {
        timeout: 10_000,
      },
    );
    const again = await live(port);
    expect(again.res.statusCode).toBe(200);
    again.close();
    await app.close();
    await back.stop();
  });
});
