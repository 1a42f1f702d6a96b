import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { startRedis } from '@playfront/web/redis-server';
import { sendLocal } from './http';
import { DEMO_PLAYER } from './session';
import { CONTROL_TOKEN, sandboxServer, webServer } from './servers';
import type { ServerProcess } from './servers';

/**
 * The live channel (`GET /api/live`) under load and faults: many open channels on the built web
 * server, balance changes made by the operator's control call, and the time until each sampled
 * page has the event. Everything runs on 127.0.0.1.
 */

export const FEED_TOKEN = 'bench-live-feed-token-0123456789';
export const SESSION_SECRET = 'bench-live-session-secret-of-32-characters-or-more';
export const SITE = 'slot1.localhost';

/** An event as a page got it, with when it came. */
export interface Received {
  id: string;
  event: string;
  data: string;
  at: number;
}

/** One page's open channel, read as the browser's EventSource reads it. */
export interface Channel {
  status: number;
  events: Received[];
  /** The last event id it got (what the browser sends as `Last-Event-ID`). */
  lastId: string;
  /** Whether the server ended it. */
  ended: boolean;
  /** Resolves when the server ends it. */
  end: Promise<void>;
  until(done: (events: Received[]) => boolean, timeoutMs?: number): Promise<boolean>;
  /** Stops reading (a slow reader) or reads again. */
  pause(): void;
  resume(): void;
  close(): void;
}

/** Opens `/api/live` on the web server at `port` for `SITE`. */
export function openChannel(
  port: number,
  { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const onAnswer = (res: IncomingMessage) => {
      const events: Received[] = [];
      const waiting = new Set<() => void>();
      let rest = '';
      let ended = false;
      let markEnd: () => void = () => undefined;
      const end = new Promise<void>((done) => (markEnd = done));
      const channel: Channel = {
        status: res.statusCode ?? 0,
        events,
        lastId: '',
        get ended() {
          return ended;
        },
        end,
        until(done, timeoutMs = 10_000) {
          return new Promise<boolean>((ok) => {
            const timer = setTimeout(() => {
              waiting.delete(check);
              ok(false);
            }, timeoutMs);
            const check = () => {
              if (!done(events)) return;
              clearTimeout(timer);
              waiting.delete(check);
              ok(true);
            };
            waiting.add(check);
            check();
          });
        },
        pause: () => res.pause(),
        resume: () => res.resume(),
        close: () => req.destroy(),
      };
      const finish = () => {
        if (ended) return;
        ended = true;
        markEnd();
        for (const check of [...waiting]) check();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        const blocks = (rest + chunk).split('\n\n');
        rest = blocks.pop() ?? '';
        for (const block of blocks) {
          const frame: Received = { id: '', event: 'message', data: '', at };
          let data = false;
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') frame.id = value;
            else if (field === 'event') frame.event = value;
            else if (field === 'data') {
              data = true;
              frame.data = value;
            }
          }
          if (!data) continue;
          if (frame.id) channel.lastId = frame.id;
          events.push(frame);
        }
        for (const check of [...waiting]) check();
      });
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      resolve(channel);
    };
    const req: ClientRequest = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/live${query ? `?${query}` : ''}`,
        headers: { host: SITE, accept: 'text/event-stream', ...headers },
        agent: false,
      },
      onAnswer,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Opens `count` channels, `parallel` at a time. */
export async function openMany(
  count: number,
  open: (i: number) => Promise<Channel>,
  parallel = 100,
): Promise<Channel[]> {
  const channels: Channel[] = new Array<Channel>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        const channel = await open(i);
        await channel.until((events) => events.some((e) => e.event === 'ready'), 30_000);
        channels[i] = channel;
      }
    }),
  );
  return channels;
}

/** A signed-in demo player: the session cookie its pages send and its API token. */
export interface Player {
  cookie: string;
  auth: string;
  account_id: string;
}

export async function signIn(webPort: number): Promise<Player> {
  const origin = `http://${SITE}:${webPort}`;
  const answer = await sendLocal(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playfront-request': '1', origin },
    body: JSON.stringify({ ...DEMO_PLAYER, domain_name: SITE, external_id: '' }),
  });
  const json = JSON.parse(answer.body.toString('utf8')) as { token?: string };
  const cookies = answer.headers['set-cookie'];
  const cookie = (Array.isArray(cookies) ? cookies : [cookies ?? ''])
    .map((line) => line.split(';', 1)[0]!)
    .find((pair) => /^(__Host-)?pf_session=./.test(pair));
  if (!cookie || typeof json.token !== 'string')
    throw new Error(`sign-in on ${origin}: ${answer.status}`);
  return { cookie, auth: json.token, account_id: DEMO_PLAYER.account_id };
}

/**
 * A call as the player's page sends it, through the web server at `webPort`: the page's header and
 * origin, and the session cookie the server holds the token for.
 */
function pageCall(webPort: number, player: Player, path: string, body: object) {
  const origin = `http://${SITE}:${webPort}`;
  return sendLocal(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-playfront-request': '1',
      origin,
      cookie: player.cookie,
    },
    body: JSON.stringify({
      domain_name: SITE,
      external_id: '',
      account_id: player.account_id,
      ...body,
    }),
  });
}

/**
 * A balance change as the operator makes it: the player asks for a bank deposit (not timed), the
 * operator approves it with the sandbox's control call; answers when the approval was sent.
 */
export async function balanceChange(
  webPort: number,
  sandboxUrl: string,
  player: Player,
): Promise<number> {
  const asked = await pageCall(webPort, player, '/api/wallet/deposit', {
    auth: player.auth,
    // A bank transfer's least amount.
    amount: 500,
    method: 'BANK',
    reference: '',
  });
  const value = (JSON.parse(asked.body.toString('utf8')) as { value?: { transaction_id?: number } })
    .value;
  if (value?.transaction_id === undefined)
    throw new Error(`deposit: ${asked.status} ${asked.body.toString('utf8').slice(0, 120)}`);
  const sent = performance.now();
  const approved = await sendLocal(`${sandboxUrl}/sandbox/wallet/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${CONTROL_TOKEN}` },
    body: JSON.stringify({ transaction_id: value.transaction_id, decision: 'approve' }),
  });
  if (approved.status !== 200) throw new Error(`review: ${approved.status}`);
  return sent;
}

/** The player's balance as their page reads it, through the web server at `webPort`. */
export async function readBalance(webPort: number, player: Player): Promise<number> {
  const answer = await pageCall(webPort, player, '/api/auth/get_balance', {});
  const json = JSON.parse(answer.body.toString('utf8')) as { game_balance?: unknown };
  return Number(json.game_balance);
}

/** Balance events a page got. */
export const balances = (channel: Channel) => channel.events.filter((e) => e.event === 'balance');

/**
 * Makes `rounds` balance changes one after another and times each until every channel of `sample`
 * has it: answers the times in ms, one per channel per round, and how many never came.
 */
export async function timeBalanceChanges(
  webPort: number,
  sandboxUrl: string,
  player: Player,
  sample: Channel[],
  rounds: number,
): Promise<{ ms: number[][]; missing: number }> {
  const ms: number[][] = sample.map(() => []);
  let missing = 0;
  for (let round = 0; round < rounds; round += 1) {
    const before = sample.map((channel) => balances(channel).length);
    const sent = await balanceChange(webPort, sandboxUrl, player);
    await Promise.all(
      sample.map(async (channel, i) => {
        const came = await channel.until(() => balances(channel).length > before[i]!, 10_000);
        if (!came) missing += 1;
        else ms[i]!.push(balances(channel)[before[i]!]!.at - sent);
      }),
    );
  }
  return { ms, missing };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;
};

/** A process's resident memory in bytes (Linux). */
export function rssOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : NaN;
}

/** The sandbox with its feed on, and web servers in front of it (`REDIS_URL` when given). */
export function liveServers(
  root: string,
  { sandboxPort, dbFile }: { sandboxPort: number; dbFile: string },
): { sandbox: ServerProcess; web: (port: number, redisUrl?: string) => ServerProcess } {
  const sandbox = sandboxServer(root, {
    port: sandboxPort,
    dbFile,
    env: { SANDBOX_FEED_TOKEN: FEED_TOKEN },
  });
  const web = (port: number, redisUrl?: string) =>
    webServer(root, {
      port,
      apiUrl: sandbox.url,
      env: {
        SANDBOX_FEED_TOKEN: FEED_TOKEN,
        SESSION_SECRET,
        WEB_WORKERS: '1',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
    });
  return { sandbox, web };
}

export { startRedis };
