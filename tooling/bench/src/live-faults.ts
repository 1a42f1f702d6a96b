import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  balanceChange,
  balances,
  FEED_TOKEN,
  liveServers,
  openChannel,
  openMany,
  readBalance,
  rssOf,
  SESSION_SECRET,
  signIn,
  SITE,
  startRedis,
} from './live';
import type { Channel, Player } from './live';
import { webServer } from './servers';

/** A fault of the live channel and what was seen of it. */
export interface LiveFaultRow {
  fault: string;
  seen: string;
  pass: boolean;
}

/** The live faults' ports: two web instances, the sandbox, one more web instance, Redis. */
export interface LiveFaultPorts {
  webA: number;
  webB: number;
  sandbox: number;
  webLone: number;
  redis?: number;
}

/**
 * The live faults' ports above the faults run's own web server and sandbox (which take `webPort`,
 * `webPort + 1`, `sandboxPort` and `sandboxPort + 1`); Redis on BENCH_REDIS_PORT if set, else a free one.
 */
export function liveFaultPorts(webPort: number, sandboxPort: number): LiveFaultPorts {
  return {
    webA: webPort + 2,
    webB: webPort + 3,
    webLone: webPort + 4,
    sandbox: sandboxPort + 2,
    ...(process.env.BENCH_REDIS_PORT ? { redis: Number(process.env.BENCH_REDIS_PORT) } : {}),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a browser waits before reconnecting: the `retry` the server sends. */
const BROWSER_RETRY_MS = 2_000;
const PAGES = 20;

const ids = (channel: Channel) => balances(channel).map((e) => e.id);
const after = (list: string[], id: string) => list.slice(list.indexOf(id) + 1);

/**
 * One of two web instances (`REDIS_URL`) killed with SIGKILL while its pages are open and balance
 * changes go on: its pages reconnect to the other with `Last-Event-ID` and must have every one.
 */
async function instanceKilled(
  a: ReturnType<ReturnType<typeof liveServers>['web']>,
  ports: LiveFaultPorts,
  sandboxUrl: string,
  player: Player,
): Promise<LiveFaultRow> {
  const open = (port: number) => openChannel(port, { headers: { cookie: player.cookie } });
  const onA = await openMany(PAGES, () => open(ports.webA));
  const onB = await openMany(PAGES, () => open(ports.webB));
  const before = onB.map((c) => balances(c).length);
  await balanceChange(ports.webB, sandboxUrl, player);
  await Promise.all(
    [...onA, ...onB].map((c, i) =>
      c.until(() => balances(c).length > (before[i % PAGES] ?? 0), 10_000),
    ),
  );
  const mark = ids(onB[0]!).at(-1)!;
  const killedAt = performance.now();
  await a.kill();
  const CHANGES = 3;
  for (let i = 0; i < CHANGES; i += 1) await balanceChange(ports.webB, sandboxUrl, player);
  const tookOver = await onB[0]!.until((events) => {
    const list = events.filter((e) => e.event === 'balance').map((e) => e.id);
    return after(list, mark).length >= 1;
  }, 15_000);
  const firstAfterMs = tookOver
    ? Math.round(
        balances(onB[0]!).find((e) => after(ids(onB[0]!), mark).includes(e.id))!.at - killedAt,
      )
    : NaN;
  await sleep(BROWSER_RETRY_MS);
  const reconnected = await Promise.all(
    onA.map((c) =>
      openChannel(ports.webB, {
        headers: { cookie: player.cookie, 'last-event-id': c.lastId },
      }),
    ),
  );
  const complete = (list: string[]) => after(list, mark).length >= CHANGES;
  await Promise.all([
    ...onB.map((c) => c.until(() => complete(ids(c)), 15_000)),
    ...reconnected.map((c, i) => c.until(() => complete([...ids(onA[i]!), ...ids(c)]), 15_000)),
  ]);
  const expected = after(ids(onB[0]!), mark);
  const same = (list: string[]) =>
    JSON.stringify(after(list, mark)) === JSON.stringify(expected) &&
    new Set(list).size === list.length;
  const whole = reconnected.filter((c, i) => same([...ids(onA[i]!), ...ids(c)])).length;
  const bWhole = onB.filter((c) => same(ids(c))).length;
  const resets = reconnected.filter((c) => c.events.some((e) => e.event === 'reset')).length;
  for (const c of [...onA, ...onB, ...reconnected]) c.close();
  return {
    fault: `one of two web instances (\`REDIS_URL\`) killed with SIGKILL, ${PAGES} pages open on each, ${CHANGES} balance changes right after`,
    seen: `first event after the kill on the other's pages after ${firstAfterMs} ms (the lease lapses, the other resumes the feed from the id kept in Redis); ${whole}/${PAGES} pages of the killed one reconnected with \`Last-Event-ID\` and have all ${expected.length} changes once, in order (${resets} told to reset); ${bWhole}/${PAGES} of the other's pages have them`,
    pass: expected.length === CHANGES && whole === PAGES && bWhole === PAGES && resets === 0,
  };
}

/**
 * The sandbox killed while pages are open on both instances, then started again over the same
 * database: pages must learn to read again (`reset`: the backend's new run cannot give back its
 * old events) and get every balance change made after it is back.
 */
async function backendKilled(
  sandbox: ReturnType<typeof liveServers>['sandbox'],
  ports: LiveFaultPorts,
  player: Player,
): Promise<LiveFaultRow> {
  const open = (port: number) => openChannel(port, { headers: { cookie: player.cookie } });
  const pages = [
    ...(await openMany(PAGES / 2, () => open(ports.webA))),
    ...(await openMany(PAGES / 2, () => open(ports.webB))),
  ];
  const before = await readBalance(ports.webB, player);
  await sandbox.kill();
  await sleep(3_000);
  const openDuring = pages.filter((c) => !c.ended).length;
  // Each page is told the feed is away (it says it is reconnecting), then that it is back.
  const feedSaid = (c: Channel, up: boolean) =>
    c.events.some((e) => e.event === 'feed' && e.data === `{"up":${up}}`);
  const toldDown = pages.filter((c) => feedSaid(c, false)).length;
  const backAt = performance.now();
  await sandbox.start();
  // Sessions live in the sandbox's database, so the player's is still good. These changes come
  // before the web servers' feed is back: its new run cannot give them as events.
  const CHANGES = 3;
  for (let i = 0; i < CHANGES; i += 1) await balanceChange(ports.webB, sandbox.url, player);
  const resetOf = (c: Channel) => c.events.findIndex((e) => e.event === 'reset');
  await Promise.all(pages.map((c) => c.until(() => resetOf(c) >= 0, 20_000)));
  const resetAt = Math.max(...pages.map((c) => c.events[resetOf(c)]?.at ?? Infinity));
  // What a page reads on `reset`, and a change after it that every page must hear.
  const read = await readBalance(ports.webB, player);
  await balanceChange(ports.webB, sandbox.url, player);
  const heard = (c: Channel) =>
    resetOf(c) >= 0 && c.events.slice(resetOf(c)).some((e) => e.event === 'balance');
  await Promise.all(pages.map((c) => c.until(() => heard(c), 10_000)));
  const all = pages.filter(heard).length;
  const toldUp = pages.filter((c) => feedSaid(c, true)).length;
  const expected = before + CHANGES * 500;
  for (const c of pages) c.close();
  return {
    fault: `the backend killed with SIGKILL while ${PAGES} pages are open on two instances, started again 3 s later, ${CHANGES} balance changes as soon as it is back`,
    seen: `${openDuring}/${PAGES} channels stayed open through the outage (the web servers are up) and ${toldDown}/${PAGES} pages were told the feed was away within 3 s (they show they are reconnecting), ${toldUp}/${PAGES} that it was back; once the feed was back (${Number.isFinite(resetAt) ? Math.round(resetAt - backAt).toLocaleString('en-US') : '–'} ms after the restart, its reconnect backoff) ${PAGES - pages.filter((c) => resetOf(c) < 0).length}/${PAGES} pages were told to reset, as the backend's new run cannot give back events; the balance they read then is ${read.toFixed(2)} (${before.toFixed(2)} + ${CHANGES} × 500.00 = ${expected.toFixed(2)}), and ${all}/${PAGES} heard the next change`,
    pass:
      all === PAGES && toldDown === PAGES && toldUp === PAGES && Math.abs(read - expected) < 0.005,
  };
}

/** A backend feed of this process that sends `count` price events of `bytes` each, at once. */
async function floodFeed(count: number, bytes: number) {
  const open = new Set<ServerResponse>();
  let sent = 0;
  const server = createServer((req, res) => {
    if (req.url === '/') return void res.end('ok');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': feed\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pad = 'x'.repeat(bytes);
  return {
    url,
    sent: () => sent,
    async flood(events = count) {
      for (let i = 0; i < events; i += 1) {
        sent += 1;
        const frame = `id: f-${sent}\nevent: prices\ndata: {"match_id":"M-slow","pad":"${pad}"}\n\n`;
        for (const res of open)
          if (!res.write(frame)) await new Promise((r) => res.once('drain', r));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A page that stops reading while events pour in: dropped before it holds the server's memory,
 * while a page beside it reads them all; it then reconnects and resumes. Hostile asks on the same
 * server: each refused, and only that channel closed.
 */
async function loneServerFaults(root: string, port: number): Promise<LiveFaultRow[]> {
  const COUNT = 8_000;
  const BYTES = 2_048;
  const feed = await floodFeed(COUNT, BYTES);
  const web = webServer(root, {
    port,
    apiUrl: feed.url,
    env: { LIVE_FEED_URL: `${feed.url}/feed`, LIVE_FEED_TOKEN: FEED_TOKEN, SESSION_SECRET },
  });
  const rows: LiveFaultRow[] = [];
  try {
    await web.start();
    const reader = await openChannel(port, { query: 'matches=M-slow' });
    const slow = await openChannel(port, { query: 'matches=M-slow' });
    await Promise.all(
      [reader, slow].map((c) => c.until((e) => e.some((x) => x.event === 'ready'))),
    );
    slow.pause();
    const rssBefore = rssOf(web.pid());
    let rssPeak = rssBefore;
    const watch = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(web.pid()))), 50);
    await feed.flood();
    const readAll = await reader.until(
      (e) => e.filter((x) => x.event === 'prices').length >= COUNT,
      30_000,
    );
    clearInterval(watch);
    slow.resume();
    const dropped = await Promise.race([
      slow.end.then(() => true),
      sleep(10_000).then(() => false),
    ]);
    const slowGot = slow.events.filter((e) => e.event === 'prices').length;
    const again = await openChannel(port, {
      query: 'matches=M-slow',
      headers: { 'last-event-id': slow.lastId },
    });
    const resumed = await again.until((e) => e.some((x) => x.event === 'ready'));
    const resumedWith = again.events.filter((e) => e.event === 'prices').length;
    const poured = (COUNT * BYTES) / 2 ** 20;
    const grewMiB = (rssPeak - rssBefore) / 2 ** 20;
    rows.push({
      fault: `a page stops reading while ${COUNT.toLocaleString('en-US')} price events of 2 KiB (${poured.toFixed(0)} MiB) pour in`,
      seen: `dropped: ${dropped ? 'yes' : 'no'} after ${slowGot.toLocaleString('en-US')} events had reached it; the page beside it read ${reader.events.filter((e) => e.event === 'prices').length.toLocaleString('en-US')}; server RSS grew ${grewMiB.toFixed(1)} MiB at most; reconnecting with \`Last-Event-ID\` it got ${again.status} and ${resumedWith.toLocaleString('en-US')} missed events${again.events.some((e) => e.event === 'reset') ? ' (reset)' : ''}`,
      pass:
        dropped &&
        readAll &&
        slowGot < COUNT &&
        grewMiB < poured &&
        resumed &&
        again.status === 200 &&
        (resumedWith > 0 || again.events.some((e) => e.event === 'reset')),
    });
    again.close();
    reader.close();

    // Hostile asks, each beside a page that must keep its channel.
    const bystander = await openChannel(port, { query: 'matches=M-slow' });
    await bystander.until((e) => e.some((x) => x.event === 'ready'));
    const many = Array.from({ length: 31 }, (_, i) => `M${i}`).join(',');
    const asks = [
      { name: "another player's id (`?account_id=demo02`)", query: 'account_id=demo02' },
      { name: 'a subscription of 31 matches (at most 30)', query: `matches=${many}` },
      { name: 'a 10 KB subscription', query: `matches=${'M'.repeat(10_000)}` },
      { name: 'a malformed query (`matches=<script>`)', query: 'matches=%3Cscript%3E' },
      { name: 'a repeated key (`matches=a&matches=b`)', query: 'matches=a&matches=b' },
    ];
    const answers = await Promise.all(
      asks.map((ask) => openChannel(port, { query: ask.query }).then((c) => (c.close(), c.status))),
    );
    const junk = await hostileFrames(port);
    const beforeCount = bystander.events.length;
    await feed.flood(10);
    const stillHears = await bystander.until((e) => e.length > beforeCount, 10_000);
    rows.push({
      fault: `hostile subscriptions: ${asks.map((ask) => ask.name).join(', ')}; and bytes that are no HTTP sent on an open channel's connection`,
      seen: `answered ${answers.join(', ')}; the hostile connection got ${junk}; a page beside them ${stillHears && !bystander.ended ? 'kept its channel and went on hearing events' : 'lost its channel'}`,
      pass: answers.every((status) => status === 400) && stillHears && !bystander.ended,
    });
    bystander.close();
  } finally {
    await web.stop();
    await feed.close();
  }
  return rows;
}

/** Opens a channel on a raw connection, then sends bytes that are no HTTP after it. */
function hostileFrames(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('close', () =>
      resolve(`${text.split('\r\n')[0] || 'no answer'}, then its connection closed`),
    );
    socket.on('error', () => undefined);
    socket.write(`GET /api/live HTTP/1.1\r\nHost: ${SITE}\r\nAccept: text/event-stream\r\n\r\n`);
    setTimeout(
      () => socket.write(Buffer.from([0, 0xff, 0xfe, 13, 10, 0x47, 0x45, 0x54, 0, 13, 10, 13, 10])),
      200,
    );
    setTimeout(() => socket.destroy(), 5_000);
  });
}

/** Every live fault, each on its own servers on 127.0.0.1, bounded in count and time. */
export async function liveFaults(root: string, ports: LiveFaultPorts): Promise<LiveFaultRow[]> {
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-live-faults-'));
  const redis = await startRedis(ports.redis);
  const { sandbox, web } = liveServers(root, {
    sandboxPort: ports.sandbox,
    dbFile: join(dbDir, 'sandbox.db'),
  });
  const a = web(ports.webA, redis.url);
  const b = web(ports.webB, redis.url);
  const rows: LiveFaultRow[] = [];
  try {
    await sandbox.start();
    await a.start();
    // The first started takes the lease: the fault kills the instance reading the feed.
    await sleep(1_000);
    await b.start();
    const player = await signIn(ports.webB);
    rows.push(await instanceKilled(a, ports, sandbox.url, player));
    await a.start();
    rows.push(await backendKilled(sandbox, ports, player));
  } finally {
    await a.stop();
    await b.stop();
    await sandbox.stop();
    await redis.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }
  rows.push(...(await loneServerFaults(root, ports.webLone)));
  return rows;
}

/** The `## Live channel` section of docs/reliability.md. */
export function liveFaultsSection(rows: LiveFaultRow[], ports: LiveFaultPorts): string {
  return `## Live channel

\`GET /api/live\` on the built web servers, with the sandbox's feed on (\`SANDBOX_FEED_TOKEN\`): two instances sharing it through a redis-server of their own (\`REDIS_URL\`, lease 3 s; ports ${ports.webA} and ${ports.webB}, sandbox ${ports.sandbox}), and one instance (port ${ports.webLone}) in front of a feed of this process that pours events in. Pages are Server-Sent Events clients of this process that reconnect as the browser does (after the \`retry\` of 2 s, with \`Last-Event-ID\`); balance changes are bank deposits approved by the operator's control call.

| fault | what was seen | result |
| --- | --- | --- |
${rows.map((row) => `| ${row.fault} | ${row.seen} | ${row.pass ? 'pass' : 'FAIL'} |`).join('\n')}
`;
}
