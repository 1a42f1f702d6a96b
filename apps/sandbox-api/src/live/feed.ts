import { randomBytes } from 'node:crypto';

/** What the operator feed carries. */
export type FeedEventType =
  | 'match'
  | 'prices'
  | 'balance'
  | 'transaction'
  | 'bet'
  /** An open bet's cash-out value after its prices moved (a player's event). */
  | 'cash_out'
  | 'inbox'
  /** The reader asked to resume from an event no longer kept: it must read everything again. */
  | 'reset';

/** One event of the feed; `account_id` names the player a player's event belongs to. */
export interface FeedEvent {
  /** `<run>-<sequence>`: ids of one run increase by one; a new run's ids never match an old one's. */
  id: string;
  type: FeedEventType;
  account_id?: string;
  data: Record<string, unknown>;
}

/** Events kept for readers that resume, by default. */
export const FEED_BUFFER = 4_096;

/**
 * The sandbox's operator feed: every public and player event in order, with the latest
 * `capacity` kept so a reader that lost its connection resumes from its `Last-Event-ID`.
 */
export class LiveFeed {
  readonly run = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  readonly #capacity: number;
  #sequence = 0;
  #kept: FeedEvent[] = [];
  readonly #listeners = new Set<(event: FeedEvent) => void>();

  constructor(capacity = FEED_BUFFER) {
    this.#capacity = capacity;
  }

  /** Adds an event and hands it to every listener. */
  publish(type: FeedEventType, data: Record<string, unknown>, accountId?: string): FeedEvent {
    this.#sequence += 1;
    const event: FeedEvent = {
      id: `${this.run}-${this.#sequence}`,
      type,
      ...(accountId === undefined ? {} : { account_id: accountId }),
      data,
    };
    this.#kept.push(event);
    if (this.#kept.length > this.#capacity)
      this.#kept.splice(0, this.#kept.length - this.#capacity);
    for (const listener of this.#listeners) listener(event);
    return event;
  }

  /**
   * The events after `lastId`: all of them when the reader missed none that is gone, else null
   * (an id of another run, of the future, or older than what is kept).
   */
  since(lastId: string): FeedEvent[] | null {
    const [run, text] = lastId.split('-');
    const sequence = Number(text);
    if (run !== this.run || !/^\d+$/.test(text ?? '') || sequence > this.#sequence) return null;
    const first = this.#sequence - this.#kept.length;
    if (sequence < first) return null;
    return this.#kept.slice(sequence - first);
  }

  /** Hears each new event; answers how to stop. */
  subscribe(listener: (event: FeedEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** How many readers are listening. */
  get listeners(): number {
    return this.#listeners.size;
  }
}

/** An event as a Server-Sent Events frame. */
export const sseFrame = (event: FeedEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({
    ...(event.account_id === undefined ? {} : { account_id: event.account_id }),
    ...event.data,
  })}\n\n`;
