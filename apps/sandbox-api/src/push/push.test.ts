import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import type { PushKind } from '@playfront/core/contract';
import { selectionIdOf } from '@playfront/core/contract';
import { openDb } from '../db/client';
import { clockedSandbox, testClock } from '../testing/clock';
import { fundedPlayer, login, pressCheckout, SITE } from '../testing/harness';
import { singleBet } from '../testing/slips';
import { tellExpiringBonuses } from './bonus-expiry';
import { acceptableEndpoint } from './routes';
import type { PushSender } from './sender';
import { makeVapidKeys } from './sender';
import { pushMessage } from './texts';

/** What the stand-in push service received. */
interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: it keeps each message and answers `status` for its path. */
function standInPushService() {
  const received: Delivery[] = [];
  const waiting: { path: string; resolve: (d: Delivery) => void }[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const delivery = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(delivery);
      res.writeHead(statuses.get(delivery.path) ?? 201).end();
      const index = waiting.findIndex((w) => w.path === delivery.path);
      if (index >= 0) waiting.splice(index, 1)[0]?.resolve(delivery);
    });
  });
  return {
    received,
    statuses,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    /** The next message to `path`. */
    next: (path: string) => new Promise<Delivery>((resolve) => waiting.push({ path, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  };
}

const vapid = makeVapidKeys();
const service = standInPushService();
let h: Harness;
let base: string;
let player: Session;
const HOUR_MS = 3_600_000;
// The sandbox's clock, which the tests move forward.
const clock = testClock(Date.parse('2031-05-10T09:00:00Z'));

beforeAll(async () => {
  base = await service.listen();
  h = await clockedSandbox(clock, {
    push: { vapid, loopbackEndpoints: true, bonusCheckMs: 20 },
  });
  player = await login(h, 'demo02');
});
afterAll(async () => {
  await h.close();
  await service.close();
});

const save = (
  endpoint: string,
  keys: { p256dh: string; auth: string },
  kinds: string[],
  language = 'EN',
) =>
  h.post('/api/push/save', {
    ...SITE,
    ...player,
    language,
    subscription: { endpoint, keys, kinds },
  });

/** A deposit paid at the provider's checkout page (its Approve button). */
async function approvedDeposit(amount: number): Promise<void> {
  const res = await h.ok('/api/wallet/deposit', {
    ...SITE,
    ...player,
    amount,
    method: 'GCASH',
    reference: '',
    return_url: 'http://slot1.localhost:8080/deposit-result',
  });
  const url = res.payment?.flow === 'REDIRECT' ? res.payment.checkout_url : '';
  const back = await pressCheckout(url, 'approve');
  expect(back.status).toBe(303);
}

describe('web push', () => {
  it('answers the public key browsers subscribe with', async () => {
    const key = await h.ok('/api/push/key', { domain_name: SITE.domain_name });
    expect(key.value?.public_key).toBe(vapid.publicKey);
  });

  it('sends an encrypted message the browser decrypts when a deposit is approved', async () => {
    const browser = browserKeys();
    const endpoint = `${base}/push/browser-1`;
    expect((await save(endpoint, browser.keys, ['deposit_credited'], 'PHP')).status).toBe(200);
    const listed = await h.ok('/api/push/list', { ...SITE, ...player });
    expect(listed.value).toContainEqual({ endpoint, kinds: ['deposit_credited'] });

    const arrived = service.next('/push/browser-1');
    await approvedDeposit(250);
    const delivery = await arrived;
    expect(delivery.path).toBe('/push/browser-1');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`),
    );
    const text = decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    }).toString('utf8');
    expect(JSON.parse(text)).toEqual({
      kind: 'deposit_credited',
      title: 'Na-credit na ang deposito',
      body: 'Nasa balanse mo na ang PHP 250.00.',
      // Saved from a Filipino page of a site in English: the page opened is its Filipino one.
      url: '/php/transaction-history',
    });
  });

  it('removes a subscription the push service says is gone, and the deposit is credited all the same', async () => {
    const endpoint = `${base}/push/browser-gone`;
    service.statuses.set('/push/browser-gone', 410);
    expect((await save(endpoint, browserKeys().keys, ['deposit_credited'])).status).toBe(200);
    const before = (await h.ok('/api/wallet/balance', player)).available ?? 0;
    const arrived = service.next('/push/browser-gone');
    await approvedDeposit(100);
    expect((await arrived).path).toBe('/push/browser-gone');
    expect((await h.ok('/api/wallet/balance', player)).available).toBe(before + 100);
    await expect
      .poll(async () => (await h.ok('/api/push/list', player)).value?.map((s) => s.endpoint))
      .not.toContain(endpoint);
  });

  it('sends nothing to a subscription that did not choose the kind', async () => {
    await h.ok('/api/push/remove', { ...player, endpoint: `${base}/push/browser-1` });
    await save(`${base}/push/bets-only`, browserKeys().keys, ['bet_settled']);
    const count = service.received.length;
    await approvedDeposit(100);
    // The callback's answer does not wait for pushes; give any stray one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.received.length).toBe(count);
  });

  it('refuses an endpoint that is not https, a huge one, unknown kinds and a stale session', async () => {
    const { keys } = browserKeys();
    await h.refusesEach('/api/push/save', [
      [
        {
          ...SITE,
          ...player,
          language: 'EN',
          subscription: { endpoint: 'http://push.example/x', keys, kinds: [] },
        },
        'pushEndpointInvalid',
        400,
      ],
      [
        {
          ...SITE,
          ...player,
          language: 'EN',
          subscription: { endpoint: 'https://u:p@push.example/x', keys, kinds: [] },
        },
        'pushEndpointInvalid',
        400,
      ],
      [
        {
          ...SITE,
          ...player,
          language: 'EN',
          subscription: { endpoint: `https://push.example/${'x'.repeat(2000)}`, keys, kinds: [] },
        },
        'invalidRequest',
        400,
      ],
      [
        {
          ...SITE,
          ...player,
          language: 'EN',
          subscription: { endpoint: 'https://push.example/x', keys, kinds: ['jackpot'] },
        },
        'invalidRequest',
        400,
      ],
    ]);
    await h.staleSession('/api/push/list', player);
  });

  it('forgets the browser when the player signs out there', async () => {
    const session = await login(h, 'demo02');
    const endpoint = `${base}/push/signed-out`;
    await h.ok('/api/push/save', {
      ...session,
      language: 'EN',
      subscription: { endpoint, keys: browserKeys().keys, kinds: ['withdrawal_paid'] },
    });
    await h.ok('/api/auth/logout', session);
    const left = (await h.ok('/api/push/list', player)).value?.map((s) => s.endpoint);
    expect(left).not.toContain(endpoint);
    expect(left).toContain(`${base}/push/bets-only`);
  });
});

/** The text of a delivery, decrypted with the browser's keys. */
const opened = (delivery: Delivery, browser: ReturnType<typeof browserKeys>): unknown =>
  JSON.parse(
    decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    }).toString('utf8'),
  );

describe('settled bets and bonuses about to expire', () => {
  let serial = 0;
  /** A new player of the demo site with `amount` to play with, and a way to subscribe a browser. */
  async function subscriber(amount: number) {
    serial += 1;
    const who = await fundedPlayer(h, `pusher${serial}x`, `+63917${3000000 + serial}`, amount);
    const subscribe = async (name: string, kinds: PushKind[], language = 'EN') => {
      const browser = browserKeys();
      const endpoint = `${base}/push/${name}`;
      await h.ok('/api/push/save', {
        ...SITE,
        ...who,
        language,
        subscription: { endpoint, keys: browser.keys, kinds },
      });
      return { ...browser, path: `/push/${name}` };
    };
    return { who, subscribe };
  }

  it('tells a settled bet to the browsers that chose it, in their language, opening their own page of the bet history', async () => {
    const { who, subscribe } = await subscriber(200);
    const english = await subscribe('bets-en', ['bet_settled']);
    const filipino = await subscribe('bets-php', ['deposit_credited', 'bet_settled'], 'PHP');
    const depositsOnly = await subscribe('bets-not-chosen', ['deposit_credited']);
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
    const won = lines[0]!;
    const lost = lines.find((l) => l.match_id !== won.match_id)!;
    await h.ok('/api/sportsbook/place', { ...SITE, ...who, ...singleBet(won, 10, 'push-bet-won') });
    await h.ok('/api/sportsbook/place', {
      ...SITE,
      ...who,
      ...singleBet(lost, 10, 'push-bet-lost'),
    });

    const toEnglish = service.next(english.path);
    const toFilipino = service.next(filipino.path);
    const settled = await h.post('/sandbox/sports/settle', {
      match_id: won.match_id,
      results: { [selectionIdOf(won)]: 'won' },
    });
    expect(settled.json).toMatchObject({ settled: 1 });
    const payout =
      (await h.ok('/api/sportsbook/bets', { ...who, status: 'settled', page: 1, page_size: 5 }))
        .value?.[0]?.payout ?? 0;
    expect(payout).toBeGreaterThan(10);
    const paid = `PHP ${payout.toFixed(2)}`;
    expect(opened(await toEnglish, english)).toEqual({
      kind: 'bet_settled',
      title: 'Bet settled',
      body: `Your bet won: ${paid} is in your balance.`,
      url: '/bet-history',
    });
    expect(opened(await toFilipino, filipino)).toEqual({
      kind: 'bet_settled',
      title: 'Tapos na ang taya',
      body: `Nanalo ang taya mo: nasa balanse mo na ang ${paid}.`,
      url: '/php/bet-history',
    });

    const lostToFilipino = service.next(filipino.path);
    await h.post('/sandbox/sports/settle', {
      match_id: lost.match_id,
      results: { [selectionIdOf(lost)]: 'lost' },
    });
    expect(opened(await lostToFilipino, filipino)).toMatchObject({
      body: 'Talo ang taya mong PHP 10.00.',
      url: '/php/bet-history',
    });
    // Both settlements were sent to every browser that chose them together with the others.
    expect(service.received.filter((d) => d.path === depositsOnly.path)).toEqual([]);
  });

  it('tells once, a day before, of a bonus about to expire, on the sandbox clock', async () => {
    const { who, subscribe } = await subscriber(0);
    const browser = await subscribe('bonus-en', ['bonus_expiring']);
    const bonus = (await h.ok('/api/bonus/claim', { ...SITE, ...who, code: 'FREE100' })).value;
    expect(bonus?.status).toBe('active');
    const expires = Date.parse(`${bonus?.expires_at?.replace(' ', 'T')}Z`);

    // Told by the sandbox's own check once the bonus is within a day of its end.
    const arrived = service.next(browser.path);
    clock.set(expires - 23 * HOUR_MS);
    expect(opened(await arrived, browser)).toEqual({
      kind: 'bonus_expiring',
      title: 'Bonus about to expire',
      body: `Your bonus of PHP ${(bonus?.balance ?? 0).toFixed(2)} expires within a day.`,
      url: '/account',
    });

    // Looked for again later, it is not told again.
    clock.set(expires - 2 * HOUR_MS);
    const db = await openDb(h.dbUrl);
    const sent: PushKind[] = [];
    const recorder: PushSender = {
      publicKey: '',
      notify: (_player, kind) => {
        sent.push(kind);
        return Promise.resolve();
      },
    };
    try {
      expect(await tellExpiringBonuses({ db, now: clock.now, push: recorder })).toBe(0);
    } finally {
      db.close();
    }
    expect(sent).toEqual([]);
    expect(service.received.filter((d) => d.path === browser.path)).toHaveLength(1);
  });

  it('does not tell of a bonus with more than a day left, nor of an expired one', async () => {
    const { who } = await subscriber(0);
    const bonus = (await h.ok('/api/bonus/claim', { ...SITE, ...who, code: 'BET50' })).value;
    const expires = Date.parse(`${bonus?.expires_at?.replace(' ', 'T')}Z`);
    const db = await openDb(h.dbUrl);
    const told: number[] = [];
    const recorder: PushSender = {
      publicKey: '',
      notify: (id) => {
        told.push(id);
        return Promise.resolve();
      },
    };
    try {
      const at = (ms: number) => ({ db, now: () => new Date(ms), push: recorder });
      expect(await tellExpiringBonuses(at(expires - 25 * HOUR_MS))).toBe(0);
      expect(await tellExpiringBonuses(at(expires + HOUR_MS))).toBe(0);
    } finally {
      db.close();
    }
    expect(told).toEqual([]);
  });
});

describe('push endpoints and texts', () => {
  it('takes https, and plain http only on loopback where allowed', () => {
    expect(acceptableEndpoint('https://fcm.googleapis.com/fcm/send/x', false)).toBe(true);
    expect(acceptableEndpoint('http://127.0.0.1:9/x', false)).toBe(false);
    expect(acceptableEndpoint('http://127.0.0.1:9/x', true)).toBe(true);
    expect(acceptableEndpoint('http://push.example/x', true)).toBe(false);
    expect(acceptableEndpoint('not a url', true)).toBe(false);
  });

  it('writes each kind in the languages of the site, English otherwise', () => {
    const event = { amount: 1234.5, currency: 'PHP' };
    expect(pushMessage('withdrawal_paid', 'EN', event).body).toBe(
      'PHP 1,234.50 has been paid out.',
    );
    expect(pushMessage('withdrawal_paid', 'CN', event).title).toBe('提款已支付');
    expect(pushMessage('bet_settled', 'IDR', event).title).toBe('Bet settled');
  });

  it("opens the message's page in its language: bare in the site's own, with a prefix otherwise", () => {
    const event = { amount: 5, currency: 'CNY', outcome: 'void' as const };
    expect(pushMessage('bet_settled', 'CN', event, 'CN').url).toBe('/bet-history');
    expect(pushMessage('bet_settled', 'EN', event, 'CN').url).toBe('/en/bet-history');
    expect(pushMessage('bonus_expiring', 'PHP', event, 'EN').url).toBe('/php/account');
    // A language without texts of its own reads the site's bare (English) pages.
    expect(pushMessage('deposit_credited', 'IDR', event, 'EN').url).toBe('/transaction-history');
    expect(pushMessage('bet_settled', 'CN', event, 'CN').body).toBe(
      '您的注单已作废：CNY 5.00 已退回您的余额。',
    );
  });
});
