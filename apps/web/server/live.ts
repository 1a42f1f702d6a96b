import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors';

/**
 * The push channel of each page: `GET /api/live`, Server-Sent Events. The backend's operator feed
 * comes in over one connection per process (`connectFeed`); a `LiveHub` keeps its latest events
 * and hands each to the channels that may see it: a player's events only to pages holding that
 * player's session, the prices and scores of the matches a page asked for to anyone.
 */

/** An event of the feed as this server keeps it. */
export interface LiveEvent {
  /** The backend's id: increasing, and what a page resumes from (`Last-Event-ID`). */
  id: string;
  type: string;
  /** A player's event: the account it belongs to, lower case (never sent on to the page). */
  accountId?: string;
  /** A match's event: the match it tells of. */
  matchId?: string;
  /** The JSON the page gets. */
  data: string;
}

/** Largest number of matches a page may follow. */
export const MAX_LIVE_MATCHES = 30;
/** What a reader may leave unread before it is dropped, in bytes. */
export const LIVE_MAX_UNREAD = 256 * 1024;
/** A comment every 15 s keeps proxies and the browser from closing a quiet channel. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** Events kept for pages that resume. */
export const LIVE_KEEP = 4_096;

/** Who a channel is for: a player's account (lower case) or a guest, and the matches it follows. */
export interface Audience {
  accountId: string | null;
  matches: ReadonlySet<string>;
}

interface Channel extends Audience {
  send(frame: string): void;
}

/** Whether a channel may see an event. */
export const mayHear = (audience: Audience, event: LiveEvent): boolean =>
  event.accountId !== undefined
    ? audience.accountId !== null && audience.accountId === event.accountId
    : event.matchId !== undefined && audience.matches.has(event.matchId);

/** An event as the page gets it. */
export const frameOf = (event: LiveEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`;

const RESET_FRAME = 'event: reset\ndata: {}\n\n';
/** Whether the backend's feed answers: while it does not, pages say they are reconnecting. */
const feedFrame = (up: boolean) => `event: feed\ndata: {"up":${up}}\n\n`;

/** Fan-out in this process: the feed's latest events and every open channel. */
export class LiveHub {
  readonly #kept: LiveEvent[] = [];
  readonly #channels = new Set<Channel>();
  readonly #keep: number;
  #feedDown = false;

  constructor(keep = LIVE_KEEP) {
    this.#keep = keep;
  }

  /** The last event's id: where a new page starts, so a reconnect resumes from there. */
  get lastId(): string {
    return this.#kept.at(-1)?.id ?? '';
  }

  get channels(): number {
    return this.#channels.size;
  }

  /** Keeps an event and sends it to every channel that may see it. */
  publish(event: LiveEvent): void {
    this.#kept.push(event);
    if (this.#kept.length > this.#keep) this.#kept.splice(0, this.#kept.length - this.#keep);
    const frame = frameOf(event);
    for (const channel of this.#channels) if (mayHear(channel, event)) channel.send(frame);
  }

  /** Whether the backend's feed has stopped answering (events are not coming, pages are told). */
  get feedDown(): boolean {
    return this.#feedDown;
  }

  /**
   * The backend's feed answers again or no longer does: every page is told, so it can say it is
   * reconnecting and poll meanwhile; what it missed arrives when the feed resumes.
   */
  feedState(up: boolean): void {
    if (this.#feedDown === !up) return;
    this.#feedDown = !up;
    const frame = feedFrame(up);
    for (const channel of this.#channels) channel.send(frame);
  }

  /** The feed lost events it cannot give again: every page must read its data afresh. */
  reset(): void {
    this.#kept.length = 0;
    for (const channel of this.#channels) channel.send(RESET_FRAME);
  }

  /** The events after `lastId` an audience may see, or null when some are no longer kept. */
  since(audience: Audience, lastId: string): LiveEvent[] | null {
    let at = this.#kept.length - 1;
    while (at >= 0 && this.#kept[at]?.id !== lastId) at -= 1;
    if (at < 0) return null;
    return this.#kept.slice(at + 1).filter((e) => mayHear(audience, e));
  }

  add(channel: Channel): () => void {
    this.#channels.add(channel);
    return () => void this.#channels.delete(channel);
  }

  /** Ends every channel (the server is closing). */
  closeAll(): void {
    for (const channel of this.#channels) channel.send('');
  }
}

const MATCH_ID = /^[A-Za-z0-9][A-Za-z0-9:_.-]{0,99}$/;

/** The matches a page asks to follow (`?matches=a,b`), or null when the ask is malformed. */
export function parseMatches(query: unknown): ReadonlySet<string> | null {
  if (typeof query !== 'object' || query === null) return new Set();
  const keys = Object.keys(query);
  if (keys.some((key) => key !== 'matches' && key !== 'last_event_id')) return null;
  const value = (query as Record<string, unknown>).matches;
  if (value === undefined || value === '') return new Set();
  if (typeof value !== 'string' || value.length > MAX_LIVE_MATCHES * 101) return null;
  const ids = value.split(',');
  if (ids.length > MAX_LIVE_MATCHES || !ids.every((id) => MATCH_ID.test(id))) return null;
  const set = new Set(ids);
  return set.size === ids.length ? set : null;
}

export interface LiveRouteOptions {
  hub: LiveHub;
  /** Whether the feed is there at all; without it pages are told to poll (503). */
  available: () => boolean;
  heartbeatMs?: number;
  maxUnread?: number;
}

/** A request's resume point: the browser's `Last-Event-ID`, or the page's own on a new stream. */
function lastEventId(request: FastifyRequest): string {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header.trim()) return header.trim().slice(0, 200);
  const query = request.query as Record<string, unknown> | null;
  const given = query?.last_event_id;
  return typeof given === 'string' ? given.slice(0, 200) : '';
}

/**
 * `GET /api/live`: the page's channel. Hijacked from Fastify's reply so no compression, page
 * cache or hook ever buffers it; it says `no-store` so no cache in front keeps it either.
 */
export function registerLive(
  app: FastifyInstance,
  {
    hub,
    available,
    heartbeatMs = LIVE_HEARTBEAT_MS,
    maxUnread = LIVE_MAX_UNREAD,
  }: LiveRouteOptions,
): void {
  const ends = new Set<() => void>();
  // Open channels never end by themselves: closing the server ends them, and pages reconnect.
  app.addHook('preClose', (done) => {
    for (const end of ends) end();
    done();
  });

  app.get('/api/live', (request, reply) => {
    const matches = parseMatches(request.query);
    if (!matches) return reply.code(400).header('cache-control', 'no-store').send(apiError(400));
    if (!available())
      return reply.code(503).header('cache-control', 'no-store').send(apiError(503));
    const session = request.heldSession;
    const audience: Audience = {
      accountId: session?.accountId ? session.accountId.toLowerCase() : null,
      matches,
    };
    const last = lastEventId(request);
    const missed = last ? hub.since(audience, last) : [];

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      remove();
      clearInterval(beat);
      ends.delete(end);
      out.destroy();
    };
    // A reader that falls behind by more than `maxUnread` is dropped before it holds the
    // server's memory; its browser reconnects and resumes from its last event.
    const write = (frame: string) => {
      if (ended) return;
      if (frame === '') return end();
      out.write(frame);
      if (out.writableLength > maxUnread) end();
    };
    const remove = hub.add({ ...audience, send: write });
    ends.add(end);
    const beat = setInterval(() => write(': beat\n\n'), heartbeatMs);
    beat.unref();
    out.on('close', end);

    write('retry: 2000\n\n');
    if (missed === null) write(RESET_FRAME);
    else for (const event of missed) write(frameOf(event));
    // The page learns where it stands, so a reconnect before any event still resumes.
    const at = hub.lastId;
    write(`${at ? `id: ${at}\n` : ''}event: ready\ndata: {}\n\n`);
    if (hub.feedDown) write(feedFrame(false));
  });
}

/** One frame of the backend's feed. */
interface FeedFrame {
  id: string;
  event: string;
  data: string;
}

/** Splits a Server-Sent Events text into frames; answers the frames and the unfinished rest. */
export function readFrames(text: string): { frames: FeedFrame[]; rest: string } {
  const blocks = text.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames: FeedFrame[] = [];
  for (const block of blocks) {
    const frame: FeedFrame = { id: '', event: 'message', data: '' };
    let data: string[] | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || !line) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') frame.id = value;
      else if (field === 'event') frame.event = value;
      else if (field === 'data') (data ??= []).push(value);
    }
    if (data) frames.push({ ...frame, data: data.join('\n') });
  }
  return { frames, rest };
}

/** A feed frame as the hub keeps it: the account and match pulled out of its data. */
export function eventOf(frame: FeedFrame): LiveEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { account_id, ...data } = parsed as Record<string, unknown>;
  const matchId = typeof data.match_id === 'string' ? data.match_id : undefined;
  return {
    id: frame.id,
    type: frame.event,
    ...(typeof account_id === 'string' ? { accountId: account_id.toLowerCase() } : {}),
    ...(typeof account_id !== 'string' && matchId ? { matchId } : {}),
    data: JSON.stringify(data),
  };
}

/** Where the feed's events go: this process's hub, or the channel every instance hears. */
export type FeedSink = Pick<LiveHub, 'publish' | 'reset' | 'feedState'>;

export interface LiveLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface FeedOptions {
  /** The backend's feed, e.g. `http://127.0.0.1:8787/sandbox/feed`. */
  url: string;
  token: string;
  hub: FeedSink;
  log: LiveLog;
  /** First and longest wait before reconnecting, in ms. */
  backoffMs?: { first: number; max: number };
  /** The last event already handed on, so the first connection resumes after it. */
  lastId?: string;
}

/**
 * Holds this process's one connection to the backend's feed: reconnects with a growing wait and
 * resumes from the last event it got, so no event is lost while the backend keeps it (else the
 * hub resets its pages). Answers a function that closes it.
 */
export function connectFeed({
  url,
  token,
  hub,
  log,
  // One connection per process: trying every 5 s at most costs the backend nothing, and pages
  // waiting on its return hear it sooner.
  backoffMs = { first: 250, max: 5_000 },
  lastId = '',
}: FeedOptions): { close: () => void; connected: () => boolean } {
  let stopped = false;
  let connected = false;
  let controller: AbortController | undefined;
  let wait = backoffMs.first;
  let last = lastId;

  async function once(): Promise<void> {
    controller = new AbortController();
    const res = await fetch(url, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(last ? { 'last-event-id': last } : {}),
      },
      signal: controller.signal,
    });
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel();
      throw new Error(`feed answered ${res.status}`);
    }
    connected = true;
    hub.feedState(true);
    wait = backoffMs.first;
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      const { frames, rest } = readFrames(text);
      text = rest;
      for (const frame of frames) {
        if (stopped) return;
        if (frame.event === 'reset') {
          hub.reset();
          continue;
        }
        const event = eventOf(frame);
        if (!event || !event.id) continue;
        last = event.id;
        hub.publish(event);
      }
    }
  }

  void (async () => {
    while (!stopped) {
      try {
        await once();
      } catch (error) {
        if (stopped) break;
        log.warn(`live feed: ${error instanceof Error ? error.message : 'lost'}; retrying`);
      }
      // An attempt that never reached the feed: the backend is away, not just a dropped stream.
      if (!connected && !stopped) hub.feedState(false);
      connected = false;
      if (stopped) break;
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
      wait = Math.min(backoffMs.max, wait * 2);
    }
  })();

  return {
    close() {
      stopped = true;
      controller?.abort();
    },
    connected: () => connected,
  };
}

/**
 * Where a process's channels get their events from, the same for one instance and for many:
 * whether pages may open a channel now (else 503 and they poll), what `/readyz` tells of it, and
 * how to stop it.
 */
export interface LiveSource {
  available(): boolean;
  /** `up`/`down` when the fan-out has a part outside the process that may fail; else undefined. */
  state(): 'up' | 'down' | undefined;
  close(): Promise<void>;
}

/** One instance: this process's own feed connection hands events straight to its hub. */
export function localSource(options: FeedOptions): LiveSource {
  const feed = connectFeed(options);
  return {
    available: () => true,
    state: () => undefined,
    close: () => Promise.resolve(feed.close()),
  };
}
