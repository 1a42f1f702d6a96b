import type { BetLineRecord } from '@playfront/core/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Result } from 'autocannon';
import autocannon from 'autocannon';
import { buildSandbox } from '../src/app';
import { openDb } from '../src/db/client';
import { searchGames } from '../src/db/games';
import { seedCatalogue } from '../src/db/catalogue-seed';
import { SIGNATURE_HEADER, signBody } from '../src/provider/signature';
import { singleBet } from '../src/testing/slips';

// Benchmarks login (scrypt-bound by design), get_balance, provider callbacks, sports bets and game
// search (over a catalogue grown to at least 5,000 games) over HTTP on a fresh database file.
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const dbUrl = pathToFileURL(join(dir, 'sandbox.db')).href;
// The bench signs provider callbacks itself, so it names the secret the sandbox shares.
const PROVIDER_SECRET = 'bench-provider-secret';
const app = await buildSandbox({
  dbUrl,
  rateLimit: { enabled: false },
  payments: { secret: PROVIDER_SECRET },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json' };
const credentials = {
  domain_name: 'slot1.localhost',
  external_id: '',
  account_id: 'demo01',
  password: 'demo1234',
};

/** Posts to `path` for the run's duration; `next` gives each request its own body. */
/** One line of the results table. */
const rowOf = (call: string, result: Result) => ({
  call,
  'req/s': Math.round(result.requests.average),
  'p99 ms': result.latency.p99,
  requests: result.requests.total,
  'non-2xx': result.non2xx,
  errors: result.errors + result.timeouts,
});

async function run(name: string, path: string, body: object, next?: () => object) {
  const result = await autocannon({
    url: `${base}${path}`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    duration: seconds,
    connections,
    ...(next
      ? {
          requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(next()) }) }],
        }
      : {}),
  });
  const row = rowOf(name, result);
  console.log(
    `${name}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms (${row.requests} requests, ${row['non-2xx']} non-2xx)`,
  );
  return row;
}

async function post(path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Single sports bets of 10 by a player funded for far more than a run places. */
async function placements() {
  const site = { domain_name: 'slot1.localhost', external_id: '' };
  const session = await post('/api/auth/login', { ...credentials, account_id: 'demo02' });
  const player = { account_id: 'demo02', auth: String(session.token) };
  for (let i = 0; i < 20; i += 1) {
    const item = await post('/sandbox/inbox', {
      account_id: 'demo02',
      title: 'Bench',
      reward: 100_000,
    });
    await post('/api/settings/claim_inbox', { ...player, inbox_id: item.inbox_id });
  }
  const lines = (await post('/api/product/get_bet_lines', site)).value as BetLineRecord[];
  const line = lines[0];
  if (!line) throw new Error('no bet lines');
  let serial = 0;
  const slip = () => {
    serial += 1;
    return {
      ...site,
      ...player,
      ...singleBet(line, 10, `bench-${serial}-${Date.now()}`),
    };
  };
  const row = await run('sportsbook/place', '/api/sportsbook/place', slip(), slip);
  const open = await post('/api/sportsbook/bets', {
    ...player,
    status: 'open',
    page: 1,
    page_size: 1,
  });
  // Each request carries a new key, so every answered request is a bet of its own.
  console.log(`sportsbook/place: ${String(open.total)} bets recorded`);
  // Requests still in flight when the run ends are answered after it, so there may be a few more.
  if (Number(open.total) < row.requests - row['non-2xx']) process.exitCode = 1;
  return row;
}

/** Searches and category pages over a catalogue of at least 5,000 games: ms per query and over HTTP. */
async function gameSearch() {
  const db = await openDb(dbUrl);
  try {
    await db.write((tx) => seedCatalogue(tx, 100_000, 11));
    const games = Number((await db.get('SELECT COUNT(*) AS n FROM games'))?.n);
    const searches = [
      { query: 'lucky', category: null, providers: [], sort: 'popular' },
      { query: 'fortune ti', category: null, providers: [], sort: 'popular' },
      { query: '', category: 'slot_game', providers: [], sort: 'popular' },
      { query: '', category: 'slot_game', providers: ['JILI', 'PGSOFT'], sort: 'az' },
      { query: '', category: 'slot_game', providers: [], sort: 'new' },
      { query: 'dragon', category: 'slot_game', providers: ['PPLAY'], sort: 'az' },
      { query: '龙', category: null, providers: [], sort: 'popular' },
    ] as const;
    const rounds = 100;
    const started = performance.now();
    for (let i = 0; i < rounds; i += 1)
      for (const s of searches) await searchGames(db, { ...s, page: 1 + (i % 5), pageSize: 24 });
    const ms = (performance.now() - started) / (rounds * searches.length);
    console.log(
      `search_games: ${games} games, ${ms.toFixed(2)} ms per query (page and count, in process)`,
    );
    const site = { domain_name: 'slot1.localhost', external_id: '' };
    let i = 0;
    const body = () => {
      const s = searches[i++ % searches.length] ?? searches[0];
      const category = s.category ? 'slots' : '';
      return { ...site, ...s, category, page: 1 + (i % 5), page_size: 24 };
    };
    return await run('search_games', '/api/product/search_games', body(), body);
  } finally {
    db.close();
  }
}

try {
  console.log(`sandbox-api bench: ${seconds} s per call, ${connections} connections, ${base}`);
  const rows = [await run('login', '/api/auth/login', credentials)];
  // Logins still in flight when a run ends replace demo01's session: read demo02's balance.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...credentials, account_id: 'demo02' }),
  });
  const { token } = (await login.json()) as { token?: string };
  rows.push(
    await run('get_balance', '/api/auth/get_balance', { account_id: 'demo02', auth: token }),
  );

  // Callbacks: three waiting deposits, each PAID callback sent over and over; every one is
  // accepted, and the balance must rise by the three amounts exactly once.
  const own = { account_id: 'demo02', auth: token };
  const post = async (path: string, body: object) =>
    (await (
      await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as Record<string, unknown>;
  const balance = async () => Number((await post('/api/auth/get_balance', own)).game_balance);
  const before = await balance();
  const amounts = [100, 200, 300];
  const bodies: string[] = [];
  for (const amount of amounts) {
    const answer = await post('/api/wallet/deposit', {
      domain_name: 'slot1.localhost',
      external_id: '',
      ...own,
      amount,
      method: 'GCASH',
      reference: '',
    });
    const reference = (answer.value as { reference: string }).reference;
    bodies.push(
      JSON.stringify({
        event: 'payment.updated',
        payment_id: 'pay_bench',
        merchant_ref: reference,
        amount_cents: amount * 100,
        currency: 'PHP',
        status: 'PAID',
      }),
    );
  }
  const signed = bodies.map((b) => ({
    b,
    h: signBody(PROVIDER_SECRET, b, Math.floor(Date.now() / 1000)),
  }));
  const result = await autocannon({
    url: `${base}/payments/callback`,
    method: 'POST',
    headers,
    requests: signed.map(({ b, h }) => ({
      body: b,
      headers: { ...headers, [SIGNATURE_HEADER]: h },
    })),
    duration: seconds,
    connections,
  });
  const credited = (await balance()) - before;
  const expected = amounts.reduce((a, b) => a + b, 0);
  const row = rowOf('payment callback', result);
  console.log(
    `payment callback: ${row['req/s']} req/s, credited ${credited} of ${expected} expected once`,
  );
  rows.push(row);
  if (Math.round(credited * 100) !== expected * 100) process.exitCode = 1;
  rows.push(await placements());
  rows.push(await gameSearch());
  console.table(rows);
  if (rows.some((r) => r['non-2xx'] > 0 || r.errors > 0)) process.exitCode = 1;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
