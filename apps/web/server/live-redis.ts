import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { connectFeed } from './live';
import type { FeedOptions, LiveEvent, LiveHub, LiveLog, LiveSource } from './live';

/**
 * The live channel across instances. Only the holder of a lease in Redis reads the backend's feed;
 * it publishes each event to a Redis channel that every instance (itself too) hears and hands to
 * its own hub. The lease is a key set with NX and an expiry, renewed while its holder lives; when
 * it lapses another instance takes it and resumes the feed after the last event id the holder
 * published, kept beside the lease. A holder publishes only while the lease is still its own
 * (checked in the same script that publishes), so one that stalled past its lease cannot send
 * events twice or out of order.
 */

export interface RedisFanoutOptions {
  /** `redis://host:port/db` */
  redisUrl: string;
  hub: LiveHub;
  /** The backend's feed, as for one instance; its events go to Redis instead of the hub. */
  feed: Omit<FeedOptions, 'hub' | 'lastId' | 'log'>;
  log: LiveLog;
  /** How long a lease lasts without renewal: the longest wait before another instance takes over. */
  leaseMs?: number;
  /** What the keys and the channel are named after, so sites sharing a Redis stay apart. */
  prefix?: string;
}

/** Renews the lease when it is still ours. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
/** Lets go of the lease when it is still ours, so another instance takes over at once. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
/** Publishes a message, and keeps its event id as where the feed resumes, while the lease is ours. */
const FANOUT = `if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then redis.call('set', KEYS[2], ARGV[2]) end
redis.call('publish', KEYS[3], ARGV[3])
return 1`;

/** What travels on the channel: an event, a reset of every page, or whether the feed answers. */
type Message = { event: LiveEvent } | { reset: true } | { feed: boolean };

function messageOf(text: string): Message | null {
  try {
    const parsed = JSON.parse(text) as Partial<{ event: LiveEvent; reset: true; feed: boolean }>;
    if (parsed.reset === true) return { reset: true };
    if (typeof parsed.feed === 'boolean') return { feed: parsed.feed };
    const e = parsed.event;
    if (e && typeof e.id === 'string' && typeof e.type === 'string' && typeof e.data === 'string')
      return { event: e };
  } catch {
    // A message no instance of this version wrote: ignored below.
  }
  return null;
}

export function redisFanout({
  redisUrl,
  hub,
  feed: feedOptions,
  log,
  leaseMs = 3_000,
  prefix = 'playfront:live',
}: RedisFanoutOptions): LiveSource & { abandon(): void } {
  const me = randomUUID();
  const keys = { lease: `${prefix}:lease`, last: `${prefix}:last`, channel: `${prefix}:events` };
  const retryStrategy = (times: number) => Math.min(100 * 2 ** Math.min(times, 6), 2_000);
  // Commands fail at once while Redis is away (no offline queue), so a holder that cannot publish
  // lets go of the feed instead of piling events up for later.
  const commands = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    lazyConnect: true,
  });
  const subscriber = new Redis(redisUrl, {
    autoResubscribe: false,
    retryStrategy,
    lazyConnect: true,
  });
  let stopped = false;
  let subscribed = false;
  let everSubscribed = false;
  let lastProblem = '';
  const problem = (what: string, error: unknown) => {
    const text = `live fan-out: ${what}: ${error instanceof Error ? error.message : String(error)}`;
    if (text !== lastProblem) log.warn(`${text}; retrying`);
    lastProblem = text;
  };
  commands.on('error', (error) => problem('redis', error));
  subscriber.on('error', (error) => problem('redis', error));

  subscriber.on('message', (_channel: string, text: string) => {
    const message = messageOf(text);
    if (!message) return;
    if ('reset' in message) hub.reset();
    else if ('feed' in message) hub.feedState(message.feed);
    else hub.publish(message.event);
  });
  // Whatever was published while this instance did not hear is missing from its hub: its open
  // channels end (their pages reconnect, or poll while this lasts), and what it kept is dropped so
  // a page resuming here is told to read afresh rather than resume across the gap.
  subscriber.on('close', () => {
    if (!subscribed) return;
    subscribed = false;
    hub.closeAll();
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(keys.channel).then(
      () => {
        if (stopped) return;
        if (everSubscribed) hub.reset();
        everSubscribed = true;
        subscribed = true;
        lastProblem = '';
        log.info('live fan-out: listening on redis');
      },
      (error: unknown) => problem('subscribe', error),
    );
  });

  let feed: ReturnType<typeof connectFeed> | undefined;
  const letGo = (why: string) => {
    if (!feed) return;
    feed.close();
    feed = undefined;
    log.warn(`live fan-out: stopped reading the feed (${why})`);
  };
  const fanout = (id: string, message: Message) => {
    if (!feed) return;
    commands
      .eval(FANOUT, 3, keys.lease, keys.last, keys.channel, me, id, JSON.stringify(message))
      .then(
        (done) => {
          if (done !== 1) letGo('the lease went to another instance');
        },
        (error: unknown) => {
          problem('publish', error);
          letGo('redis is unreachable');
        },
      );
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    if (commands.status !== 'ready') {
      letGo('redis is unreachable');
      return;
    }
    try {
      if (feed) {
        const renewed = await commands.eval(RENEW, 1, keys.lease, me, String(leaseMs));
        if (renewed !== 1) letGo('the lease went to another instance');
        return;
      }
      const taken = await commands.set(keys.lease, me, 'PX', leaseMs, 'NX');
      if (taken !== 'OK' || stopped) return;
      const lastId = (await commands.get(keys.last)) ?? '';
      if (stopped) return;
      log.info(`live fan-out: took the feed${lastId ? `, resuming after ${lastId}` : ''}`);
      feed = connectFeed({
        ...feedOptions,
        lastId,
        log,
        hub: {
          publish: (event) => fanout(event.id, { event }),
          reset: () => fanout('', { reset: true }),
          feedState: (up) => fanout('', { feed: up }),
        },
      });
    } catch (error) {
      problem('lease', error);
      letGo('redis is unreachable');
    }
  }

  // Renewed three times per lease, so one late renewal does not lose it.
  const timer = setInterval(() => void tick(), Math.max(100, Math.floor(leaseMs / 3)));
  timer.unref();
  void commands.connect().then(
    () => tick(),
    (error: unknown) => problem('connect', error),
  );
  void subscriber.connect().catch((error: unknown) => problem('connect', error));

  return {
    available: () => subscribed,
    state: () => (subscribed ? 'up' : 'down'),
    // Stops at once and keeps the lease, as a process that dies leaves it: another instance takes
    // over only once it lapses.
    abandon() {
      stopped = true;
      clearInterval(timer);
      feed?.close();
      feed = undefined;
      commands.disconnect();
      subscriber.disconnect();
    },
    async close() {
      stopped = true;
      clearInterval(timer);
      const held = feed !== undefined;
      letGo('closing');
      if (held && commands.status === 'ready')
        await commands.eval(RELEASE, 1, keys.lease, me).catch(() => undefined);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
