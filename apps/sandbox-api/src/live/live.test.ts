import type { BetLineRecord, SportsBet } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness } from '../testing/harness';
import { expectError, fundedPlayer, SITE } from '../testing/harness';
import { selectionOf, singleBet } from '../testing/slips';
import { betLinesOf } from '../seed/bet-lines';
import { LiveFeed } from './feed';
import {
  MATCH_MS,
  liveLinesAt,
  matchOfSlot,
  pricesAt,
  resultsOf,
  scheduleAt,
  SLOT_MS,
  stateAt,
  steadyMatchesAt,
  SUSPEND_AFTER_MS,
  SUSPEND_BEFORE_MS,
} from './simulation';

const nameOf = (line: BetLineRecord) => `${line.home_team_name} vs ${line.away_team_name}`;
const START = Date.parse('2031-05-10T09:00:00Z');
const FEED_TOKEN = 'test-feed-token-0123456789';

describe('the in-play simulation', () => {
  it('draws the same match from the same slot, and its state from the time alone', () => {
    const slot = START / SLOT_MS;
    expect(matchOfSlot(slot)).toEqual(matchOfSlot(slot));
    expect(matchOfSlot(slot)).not.toEqual(matchOfSlot(slot + 1));
    const match = matchOfSlot(slot);
    const at = match.kickoff + 50 * 60_000;
    expect(stateAt(match, at)).toEqual(stateAt(match, at));
    expect(pricesAt(match, at)).toEqual(pricesAt(match, at));
  });

  it('keeps some matches in play at any moment, and turns pre-match ones in play at kick-off', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = START + minute * 60_000;
      const states = scheduleAt(now).map((m) => stateAt(m, now));
      expect(states.filter((s) => s.in_play).length).toBeGreaterThanOrEqual(3);
      expect(states.some((s) => s.period === 'pre')).toBe(true);
    }
    const next = scheduleAt(START).find((m) => m.kickoff > START);
    expect(next).toBeDefined();
    if (!next) return;
    expect(stateAt(next, next.kickoff - 1)).toMatchObject({ period: 'pre', in_play: false });
    expect(stateAt(next, next.kickoff)).toMatchObject({ period: '1H', minute: 1, in_play: true });
    expect(stateAt(next, next.kickoff + 50 * 60_000)).toMatchObject({ period: 'HT', minute: 45 });
    expect(stateAt(next, next.kickoff + MATCH_MS)).toMatchObject({ period: 'FT', finished: true });
  });

  it('never offers one team in two matches at once, nor an in-play match named like a pre-match one', () => {
    const preMatch = new Set(betLinesOf(new Date(START)).map(nameOf));
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = START + minute * 60_000;
      const teams = liveLinesAt(now)
        .filter((line) => line.home_away === 1 && line.bet_type === '1X2')
        .flatMap((line) => [line.home_team_name, line.away_team_name]);
      expect(teams.length).toBeGreaterThanOrEqual(6);
      expect(new Set(teams).size).toBe(teams.length);
      for (const line of liveLinesAt(now)) expect(preMatch.has(nameOf(line))).toBe(false);
    }
  });

  it('counts goals as they happen and moves prices every few seconds', () => {
    const slot = START / SLOT_MS;
    const matches = Array.from({ length: 40 }, (_, i) => matchOfSlot(slot + i));
    const scoring = matches.find((m) => m.events.some((e) => e.kind === 'goal'));
    const goal = scoring?.events.find((e) => e.kind === 'goal');
    if (!scoring || !goal) throw new Error('no goal in 40 matches');
    const before = stateAt(scoring, scoring.kickoff + goal.at - 1);
    const after = stateAt(scoring, scoring.kickoff + goal.at);
    expect(after.score[goal.side]).toBe(before.score[goal.side] + 1);
    const quiet = scoring.kickoff + 10 * 60_000;
    const moves = Array.from({ length: 6 }, (_, i) => pricesAt(scoring, quiet + i * 5_000).home);
    expect(new Set(moves).size).toBeGreaterThan(1);
  });

  it('suspends markets around an event for about 20 s, then reopens them', () => {
    const slot = START / SLOT_MS;
    const isolated = Array.from({ length: 40 }, (_, i) => matchOfSlot(slot + i))
      .flatMap((m) => m.events.map((e) => ({ m, e })))
      .find(
        ({ m, e }) =>
          e.at >= 60_000 && m.events.every((o) => o === e || Math.abs(o.at - e.at) > 60_000),
      );
    if (!isolated) throw new Error('no isolated event');
    const { m, e } = isolated;
    const at = (offset: number) => stateAt(m, m.kickoff + e.at + offset).suspended;
    expect(at(-SUSPEND_BEFORE_MS - 1)).toBe(false);
    expect(at(-SUSPEND_BEFORE_MS)).toBe(true);
    expect(at(0)).toBe(true);
    expect(at(SUSPEND_AFTER_MS - 1)).toBe(true);
    expect(at(SUSPEND_AFTER_MS)).toBe(false);
  });
  it('names the matches that stay open for the next minute, and only those', () => {
    const seen = { steady: 0, not: 0 };
    for (let minute = 0; minute < 24 * 60; minute += 11) {
      const now = START + minute * 60_000;
      const steady = new Set(steadyMatchesAt(now, 60_000));
      for (const match of scheduleAt(now)) {
        // Events fall on whole seconds, so a state each second sees every suspension.
        const open = Array.from({ length: 61 }, (_, s) => stateAt(match, now + s * 1_000)).every(
          (state) => state.in_play && !state.suspended,
        );
        expect(steady.has(match.match_id), `${match.match_id} at minute ${minute}`).toBe(open);
        if (open) seen.steady += 1;
        else if (stateAt(match, now).in_play) seen.not += 1;
      }
    }
    // Both kinds occur: a match in play that suspends or ends within the minute is left out.
    expect(seen.steady).toBeGreaterThan(100);
    expect(seen.not).toBeGreaterThan(5);
  });
});

describe('in-play bet lines, settlement and the feed', () => {
  let h: Harness;
  const clock = testClock(START);
  beforeAll(async () => {
    h = await clockedSandbox(clock, {
      live: {
        feedToken: FEED_TOKEN,
        tickMs: false,
        // An in-play bet's acceptance delay passes on the test's clock.
        pause: (ms) => {
          clock.advance(ms);
          return Promise.resolve();
        },
      },
    });
  });
  afterAll(() => h.close());

  const lines = async () =>
    ((await h.ok('/api/product/get_bet_lines', SITE)).value ?? []).filter(
      (l) => l.in_play !== undefined,
    );

  it('answers in-play lines with the clock, score and suspension, keeping the contract', async () => {
    const live = await lines();
    expect(live.length).toBeGreaterThan(0);
    for (const line of live) {
      const slot = Number(line.match_id.replace('PF-LIVE-', ''));
      const state = stateAt(matchOfSlot(slot), clock.ms);
      expect(line).toMatchObject({
        in_play: state.in_play,
        suspended: state.suspended,
        period: state.period,
        minute: state.minute,
        score: state.score,
        open: !state.suspended,
      });
    }
  });

  it('tells a test which in-play matches take bets for the next seconds asked', async () => {
    const answer = await h.get('/sandbox/sports/steady?seconds=90');
    const { match_ids } = answer.json as { match_ids: string[] };
    expect(match_ids).toEqual(steadyMatchesAt(clock.ms, 90_000));
    expect(match_ids.length).toBeGreaterThan(0);
    const open = new Set((await lines()).filter((l) => l.open).map((l) => l.match_id));
    for (const id of match_ids) expect(open.has(id)).toBe(true);
    for (const bad of ['0', '601', 'soon', ''])
      expectError(await h.get(`/sandbox/sports/steady?seconds=${bad}`), 'invalidRequest', 400);
    expectError(await h.get('/sandbox/sports/steady'), 'invalidRequest', 400);
  });

  it('refuses a bet on a suspended market, and settles a finished match by itself', async () => {
    const who = await fundedPlayer(h, 'liveplayer1', '+639170000901', 500);
    // A moment when some in-play market is suspended.
    let suspended: BetLineRecord | undefined;
    for (let step = 0; step < 600 && !suspended; step += 1) {
      clock.advance(5_000);
      suspended = (await lines()).find((l) => l.in_play && l.suspended);
    }
    if (!suspended) throw new Error('no suspension in 50 minutes');
    await h.refused(
      '/api/sportsbook/place',
      { ...SITE, ...who, ...singleBet(suspended, 10, 'live-suspended') },
      'betMarketClosed',
      409,
    );
    let line: BetLineRecord | undefined;
    for (let step = 0; step < 60 && !line; step += 1) {
      clock.advance(5_000);
      line = (await lines()).find((l) => l.in_play && l.open);
    }
    if (!line) throw new Error('no open in-play line');
    const placed = await h.ok('/api/sportsbook/place', {
      ...SITE,
      ...who,
      ...singleBet(line, 10, 'live-open'),
    });
    const [bet] = placed.value as [SportsBet];
    const match = matchOfSlot(Number(line.match_id.replace('PF-LIVE-', '')));
    const seen: string[] = [];
    const stop = h.app.live.feed.subscribe((event) => {
      if (event.account_id === who.account_id)
        seen.push(
          `${event.type}:${typeof event.data.status === 'string' ? event.data.status : ''}`,
        );
    });
    clock.set(match.kickoff + MATCH_MS + 1_000);
    await h.app.live.tick();
    await h.app.live.flushed();
    stop();
    const result = resultsOf(match)[line.selection_id ?? ''];
    const settled =
      (await h.ok('/api/sportsbook/bets', { ...who, status: 'settled', page: 1, page_size: 10 }))
        .value ?? [];
    expect(settled.map((b) => [b.bet_id, b.status])).toEqual([[bet.bet_id, result]]);
    const balance = (await h.ok('/api/auth/get_balance', who)).game_balance;
    const paid = result === 'won' ? Math.floor(10 * line.odds * 100 + 1e-6) / 100 : 0;
    expect(balance).toBeCloseTo(490 + paid, 2);
    expect(seen).toContain(`bet:${result}`);
    if (result === 'won') expect(seen).toContain('balance:');
    // Another look settles nothing more.
    await h.app.live.tick();
    expect((await h.ok('/api/auth/get_balance', who)).game_balance).toBe(balance);
  });

  it('tells a player’s balance on the feed after the commit, never for a refused move', async () => {
    const who = await fundedPlayer(h, 'liveplayer2', '+639170000902', 100);
    const events: { type: string; data: Record<string, unknown> }[] = [];
    const stop = h.app.live.feed.subscribe((e) => {
      if (e.account_id === who.account_id) events.push(e);
    });
    // Two singles of 60 on 100: the first debit is made, the second refused, and both undone.
    const [a, b] = ((await h.ok('/api/product/get_bet_lines', SITE)).value ?? []).filter(
      (l, i, all) =>
        l.in_play === undefined && all.findIndex((o) => o.match_id === l.match_id) === i,
    );
    if (!a || !b) throw new Error('no pre-match lines');
    await h.refused(
      '/api/sportsbook/place',
      {
        ...SITE,
        ...who,
        idempotency_key: 'two-singles',
        accept: 'any',
        selections: [selectionOf(a, 60), selectionOf(b, 60)],
      },
      'betStakeAboveBalance',
      409,
    );
    await h.app.live.flushed();
    expect(events.filter((e) => e.type === 'balance')).toEqual([]);
    const inbox = await h.post('/sandbox/inbox', {
      ...SITE,
      account_id: who.account_id,
      title: 'Gift',
      message: 'A gift',
      reward: 5,
    });
    expect(inbox.status, inbox.text).toBe(200);
    await h.app.live.flushed();
    stop();
    expect(events.map((e) => e.type)).toEqual(['inbox']);
  });

  /** Reads the feed's frames until `until` says enough, then closes the stream. */
  async function readFeed(
    headers: Record<string, string>,
    until: (frames: string[]) => boolean,
  ): Promise<{ status: number; frames: string[]; text: string }> {
    const controller = new AbortController();
    const res = await fetch(`${h.base}/sandbox/feed`, { headers, signal: controller.signal });
    if (!res.body) return { status: res.status, frames: [], text: '' };
    if (res.status !== 200) return { status: res.status, frames: [], text: await res.text() };
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const frames: string[] = [];
    while (!until(frames)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      frames.push(...parts.filter((p) => !p.startsWith(':')));
    }
    controller.abort();
    return { status: res.status, frames, text: '' };
  }

  it('serves the feed only with its token, and resumes from Last-Event-ID', async () => {
    expect((await readFeed({}, () => true)).status).toBe(401);
    expect(
      (await readFeed({ authorization: 'Bearer wrong-token-wrong-token' }, () => true)).status,
    ).toBe(401);
    const auth = { authorization: `Bearer ${FEED_TOKEN}` };
    const feed = h.app.live.feed;
    const first = feed.publish('match', { match_id: 'PF-LIVE-1', n: 1 });
    feed.publish('match', { match_id: 'PF-LIVE-1', n: 2 });
    feed.publish('match', { match_id: 'PF-LIVE-1', n: 3 });
    const resumed = await readFeed({ ...auth, 'last-event-id': first.id }, (f) => f.length >= 2);
    const numbers = resumed.frames.map(
      (f) => (JSON.parse(f.split('data: ')[1] ?? '{}') as { n?: number }).n,
    );
    expect(numbers).toEqual([2, 3]);
    expect(resumed.frames[0]).toMatch(/^id: \S+-\d+\nevent: match\n/);
    const lost = await readFeed({ ...auth, 'last-event-id': 'elsewhere-3' }, (f) => f.length >= 1);
    expect(lost.frames[0]).toMatch(/^event: reset/);
  });

  it('publishes a match’s changes and its prices as they move', async () => {
    const types: string[] = [];
    const stop = h.app.live.feed.subscribe((e) => types.push(e.type));
    await h.app.live.tick();
    clock.advance(61_000);
    await h.app.live.tick();
    stop();
    expect(types).toContain('prices');
    expect(types).toContain('match');
  });
});

describe('the feed buffer', () => {
  it('keeps the latest events only, and says when a reader missed some that are gone', () => {
    const feed = new LiveFeed(3);
    const ids = [1, 2, 3, 4, 5].map((n) => feed.publish('bet', { n }).id);
    expect(feed.since(ids[1] ?? '')?.map((e) => e.data.n)).toEqual([3, 4, 5]);
    expect(feed.since(ids[4] ?? '')).toEqual([]);
    expect(feed.since(ids[0] ?? '')).toBeNull();
    expect(feed.since(`${feed.run}-99`)).toBeNull();
    expect(feed.since('garbage')).toBeNull();
  });
});
