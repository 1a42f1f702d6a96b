import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  liveServers,
  openChannel,
  openMany,
  percentile,
  rssOf,
  signIn,
  startRedis,
  timeBalanceChanges,
} from './live';
import type { Channel } from './live';

/** How many channels one instance holds, how many of them are the timed player's, and rounds. */
export const LIVE_BENCH = { channels: 5_000, sampled: 100, rounds: 20, p99BudgetMs: 1_000 };

/** The live bench's ports; BENCH_LIVE_WEB_PORT (and the next one) and BENCH_LIVE_SANDBOX_PORT move them. */
const ports = {
  web: Number(process.env.BENCH_LIVE_WEB_PORT ?? 28280),
  sandbox: Number(process.env.BENCH_LIVE_SANDBOX_PORT ?? 28987),
  redis: process.env.BENCH_REDIS_PORT ? Number(process.env.BENCH_REDIS_PORT) : undefined,
};

interface Timing {
  p50: number;
  p99: number;
  samples: number;
  missing: number;
}

export interface LiveBench {
  channels: number;
  rssBefore: number;
  rssAfter: number;
  perChannelBytes: number;
  one: Timing;
  /** Two instances through Redis, clients split between them. */
  two: { a: Timing; b: Timing; channels: number };
  seconds: number;
}

const timing = ({ ms, missing }: { ms: number[][]; missing: number }): Timing => {
  const all = ms.flat();
  return {
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    samples: all.length,
    missing,
  };
};

/** Opens `count` channels on `port`: `sampled` of the signed-in player, the rest guests. */
async function openChannels(port: number, cookie: string, count: number, sampled: number) {
  return openMany(count, (i) =>
    openChannel(port, i < sampled ? { headers: { cookie } } : { query: 'matches=M-bench' }),
  );
}

const closeAll = (channels: Channel[]) => channels.forEach((channel) => channel.close());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchLive(
  root: string,
  log: (line: string) => void,
  settings = LIVE_BENCH,
): Promise<LiveBench> {
  const started = Date.now();
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-live-'));
  const { sandbox, web } = liveServers(root, {
    sandboxPort: ports.sandbox,
    dbFile: join(dbDir, 'sandbox.db'),
  });
  const redis = await startRedis(ports.redis);
  const running = [sandbox];
  try {
    await sandbox.start();
    // One instance, its feed in process.
    const one = web(ports.web);
    running.push(one);
    await one.start();
    const player = await signIn(ports.web);
    await sleep(1_000);
    const rssBefore = rssOf(one.pid());
    let channels = await openChannels(
      ports.web,
      player.cookie,
      settings.channels,
      settings.sampled,
    );
    await sleep(2_000);
    const rssAfter = rssOf(one.pid());
    log(`${channels.length} channels open on one instance, RSS ${rssBefore} -> ${rssAfter}`);
    const oneTiming = timing(
      await timeBalanceChanges(
        ports.web,
        sandbox.url,
        player,
        channels.slice(0, settings.sampled),
        settings.rounds,
      ),
    );
    log(`one instance: p50 ${oneTiming.p50} ms, p99 ${oneTiming.p99} ms`);
    closeAll(channels);
    await one.stop();

    // Two instances through Redis, the same channels split between them.
    const a = web(ports.web, redis.url);
    const b = web(ports.web + 1, redis.url);
    running.push(a, b);
    await a.start();
    await b.start();
    const half = Math.floor(settings.channels / 2);
    const sampledHalf = Math.floor(settings.sampled / 2);
    const [onA, onB] = await Promise.all([
      openChannels(ports.web, player.cookie, half, sampledHalf),
      openChannels(ports.web + 1, player.cookie, half, sampledHalf),
    ]);
    channels = [...onA, ...onB];
    const sample = [...onA.slice(0, sampledHalf), ...onB.slice(0, sampledHalf)];
    const { ms, missing } = await timeBalanceChanges(
      ports.web,
      sandbox.url,
      player,
      sample,
      settings.rounds,
    );
    const two = {
      a: timing({ ms: ms.slice(0, sampledHalf), missing }),
      b: timing({ ms: ms.slice(sampledHalf), missing }),
      channels: channels.length,
    };
    log(`two instances: p50 ${two.a.p50} / ${two.b.p50} ms, p99 ${two.a.p99} / ${two.b.p99} ms`);
    closeAll(channels);
    return {
      channels: settings.channels,
      rssBefore,
      rssAfter,
      perChannelBytes: Math.round((rssAfter - rssBefore) / settings.channels),
      one: oneTiming,
      two,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    for (const server of running.reverse()) await server.stop();
    await redis.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const ratio = (x: number, y: number) => (y > 0 ? (x / y).toFixed(2) : '–');

/** The `## Live channel` section of docs/performance.md. */
export function liveSection(result: LiveBench, settings = LIVE_BENCH): string {
  const { one, two } = result;
  const pass = one.p99 <= settings.p99BudgetMs && one.missing === 0;
  return `## Live channel

\`GET /api/live\` on the built web server (one process, \`WEB_WORKERS=1\`) in front of the sandbox with its feed on, all on 127.0.0.1, measured in ${result.seconds} s. ${result.channels.toLocaleString('en-US')} channels are held open at once (${settings.sampled} of them the signed-in demo01's pages, the rest guests); a balance change is made ${settings.rounds} times, one after another, by the operator's control call (a bank deposit approved with \`POST /sandbox/wallet/review\`), and timed from that call to the \`balance\` event's arrival on each of demo01's pages.

| setup | channels | p50 ms | p99 ms | events timed | missed | result (p99 ≤ ${settings.p99BudgetMs} ms) |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
| one instance | ${result.channels.toLocaleString('en-US')} | ${one.p50} | ${one.p99} | ${one.samples} | ${one.missing} | ${pass ? 'pass' : 'FAIL'} |
| two instances (\`REDIS_URL\`), clients of the first | ${Math.floor(two.channels / 2).toLocaleString('en-US')} | ${two.a.p50} | ${two.a.p99} | ${two.a.samples} | ${two.a.missing} | ${two.a.p99 <= settings.p99BudgetMs ? 'pass' : 'FAIL'} |
| two instances (\`REDIS_URL\`), clients of the second | ${Math.floor(two.channels / 2).toLocaleString('en-US')} | ${two.b.p50} | ${two.b.p99} | ${two.b.samples} | ${two.b.missing} | ${two.b.p99 <= settings.p99BudgetMs ? 'pass' : 'FAIL'} |

Between the two instances' clients: p50 ratio ${ratio(two.b.p50, two.a.p50)}, p99 ratio ${ratio(two.b.p99, two.a.p99)} (second / first); through Redis against in process, p50 ${ratio(Math.max(two.a.p50, two.b.p50), one.p50)}×. Memory: the server's RSS went from ${mib(result.rssBefore)} MiB to ${mib(result.rssAfter)} MiB with the channels open, about ${(result.perChannelBytes / 1024).toFixed(1)} KiB per open channel (RSS delta / channels).
`;
}
