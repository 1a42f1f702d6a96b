import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileBodies, hostileCases, hostileEndpoints, hostileRequests, judge } from './hostile';
import { sendLocal } from './http';
import type { SendOptions } from './http';
import { checkStatement, formatCents } from './money';
import type { StatementLine } from './money';
import { CONTROL_TOKEN, sandboxServer, waitFor, webServer } from './servers';
import { liveFaultPorts, liveFaults, liveFaultsSection } from './live-faults';
import { load } from './throughput';
import type { LoadOptions, LoadResult } from './throughput';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** BENCH_FAULTS_WEB_PORT and BENCH_FAULTS_SANDBOX_PORT move the ports beside other servers. */
const WEB_PORT = Number(process.env.BENCH_FAULTS_WEB_PORT ?? 28180);
const SLOW_WEB_PORT = WEB_PORT + 1;
const SANDBOX_PORT = Number(process.env.BENCH_FAULTS_SANDBOX_PORT ?? 28887);
/** A second sandbox, with the controls switched off. */
const CLOSED_SANDBOX_PORT = SANDBOX_PORT + 1;
/** The live channel's: two instances sharing the feed through Redis, and one alone. */
const LIVE_PORTS = liveFaultPorts(WEB_PORT, SANDBOX_PORT);
/** The proxy's time limit on the web server in front of the slow backend. */
const SLOW_TIMEOUT_MS = 2_000;
/** A page waits for the startup lookup (1.5 s) and the render's own calls (1.5 s) at most. */
const PAGE_BOUND_MS = 5_000;
const HOST = `slot1.localhost:${WEB_PORT}`;
const SITE = { domain_name: 'slot1.localhost', external_id: '' };
const LOAD: LoadOptions = {
  origin: `http://127.0.0.1:${WEB_PORT}`,
  host: HOST,
  connections: 10,
  seconds: 8,
};

const log = (line: string) => console.log(`[faults] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (n: number) => n.toLocaleString('en-US');

interface Answer {
  status: number;
  text: string;
  json: Record<string, unknown> | null;
  headers: Record<string, string | string[] | undefined>;
}

/** Where a request goes: the site's host (slot1 unless named). */
type Sent = SendOptions & { host?: string };

/** One request to a web server on 127.0.0.1, as a site's page would send it (slot1 by default). */
async function send(port: number, path: string, options: Sent = {}): Promise<Answer> {
  const { host = SITE.domain_name, ...rest } = options;
  const res = await sendLocal(`http://${host}:${port}${path}`, rest);
  const text = res.body.toString('utf8');
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    json =
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** POSTs a call's JSON body through the web server's /api proxy. */
/**
 * A call as the site's own pages send it (the header only their scripts add). A player's session
 * is the cookie the web server sealed at sign-in: carried in the body as `session`, it goes out as
 * the browser sends it, and the web server adds the player's `auth` and `account_id`.
 */
const call = (path: string, body: object, port = WEB_PORT, options: Sent = {}) => {
  const { session, ...json } = body as { session?: string };
  return send(port, path, {
    ...options,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-playfront-request': '1',
      ...(session ? { cookie: session } : {}),
      ...options.headers,
    },
    body: JSON.stringify(json),
  });
};

const ok = (answer: Answer) => answer.status === 200 && answer.json?.statusCode === 1;

/**
 * A GCash deposit paid as its player pays it: requested through the web server, then approved on
 * the sandbox provider's checkout page, which calls the operator back to credit it. `id` once
 * the provider has answered the approval (the credit is then written); the deposit call's answer
 * whenever it was refused.
 */
async function paidDeposit(
  body: object,
  { host, method }: { host?: string; method?: string } = {},
): Promise<{ id?: number; refused?: Answer }> {
  const answer = await call(
    '/api/wallet/deposit',
    { ...body, amount: 100, method: method ?? 'GCASH' },
    WEB_PORT,
    host ? { host } : {},
  );
  const value = answer.json?.value as { transaction_id?: number } | undefined;
  const payment = answer.json?.payment as { checkout_url?: string } | undefined;
  if (!ok(answer) || value?.transaction_id === undefined || !payment?.checkout_url)
    return { refused: answer };
  const approved = await sendLocal(payment.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'approve' }),
  });
  return approved.status === 303 ? { id: value.transaction_id } : {};
}
/** `{statusCode: -status, statusMessage}` with the given message. */
const inShape = (answer: Answer, message?: string) =>
  answer.json?.statusCode === -answer.status &&
  typeof answer.json.statusMessage === 'string' &&
  (message === undefined || answer.json.statusMessage === message);
const describeAnswer = (answer: Answer) => {
  const message = answer.json?.statusMessage;
  return `${answer.status} ${typeof message === 'string' ? message : answer.text.slice(0, 40)}`;
};

async function signIn(accountId: string, site: { domain_name: string } = SITE) {
  const answer = await call(
    '/api/auth/login',
    { ...site, external_id: '', account_id: accountId, password: 'demo1234' },
    WEB_PORT,
    { host: site.domain_name },
  );
  const sealed = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => /^(__Host-)?pf_session=/.test(cookie));
  if (!ok(answer) || !sealed) throw new Error(`sign-in of ${accountId}: ${describeAnswer(answer)}`);
  return { account_id: accountId, session: sealed };
}

type Session = Awaited<ReturnType<typeof signIn>>;
const today = () => new Date().toISOString().slice(0, 10);
const history = { start_date: '2000-01-01', page_size: 100 };

/** Every row of a paged history call. */
async function allRows<T>(path: string, body: object, host?: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page < 1_000; page++) {
    const answer = await call(
      path,
      { ...body, ...history, end_date: today(), page },
      WEB_PORT,
      host ? { host } : {},
    );
    if (!ok(answer)) throw new Error(`${path}: ${describeAnswer(answer)}`);
    const value = (answer.json?.value ?? []) as T[];
    rows.push(...value);
    if (value.length < history.page_size) break;
  }
  return rows;
}

async function balanceOf(session: Session, host?: string): Promise<number> {
  const answer = await call('/api/auth/get_balance', session, WEB_PORT, host ? { host } : {});
  if (!ok(answer)) throw new Error(`get_balance: ${describeAnswer(answer)}`);
  return Number(answer.json?.game_balance);
}

// ---------------------------------------------------------------------------------------- load

async function loadHeld() {
  await send(WEB_PORT, '/');
  const pages = await load({ name: 'pages', path: '/' }, LOAD);
  const calls = await load(
    { name: 'API calls', path: '/api/startup', method: 'POST', json: SITE },
    LOAD,
  );
  for (const row of [pages, calls])
    log(`${row.name}: ${Math.round(row.requestsPerSecond)}/s, ${row.failures} errors`);
  return [pages, calls];
}

// -------------------------------------------------------------------------------------- faults

interface FaultRow {
  fault: string;
  seen: string;
  pass: boolean;
}

/** A body over the limit, then the next request of the same keep-alive client; and Expect. */
async function bodyFaults(): Promise<FaultRow[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const oversize = await send(WEB_PORT, '/api/auth/login', {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...SITE,
        account_id: 'demo01',
        password: 'x'.repeat(2 * 1024 * 1024),
      }),
    });
    const next = await call('/api/startup', SITE, WEB_PORT, { agent, timeoutMs: 5_000 });
    const expect = await send(WEB_PORT, '/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
      body: JSON.stringify(SITE),
      waitForContinue: true,
    });
    return [
      {
        fault: 'body of 2 MiB (limit 1 MiB)',
        seen: `${describeAnswer(oversize)}, connection: ${String(oversize.headers.connection)}`,
        pass: oversize.status === 413 && inShape(oversize, 'payloadTooLarge'),
      },
      {
        fault: 'next request of the same keep-alive client after the 413',
        seen: describeAnswer(next),
        pass: ok(next),
      },
      {
        fault: 'Expect: 100-continue',
        seen: `100 Continue, then ${describeAnswer(expect)}`,
        pass: ok(expect),
      },
    ];
  } finally {
    agent.destroy();
  }
}

/** A backend that accepts connections and answers its root, but never answers a call. */
async function slowBackendFaults(): Promise<FaultRow[]> {
  const held: ServerResponse[] = [];
  const backend = createServer((req, res) => {
    if (req.url === '/') return void res.end('ok');
    held.push(res);
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  const web = webServer(root, {
    port: SLOW_WEB_PORT,
    apiUrl: backendUrl,
    env: { API_TIMEOUT_MS: String(SLOW_TIMEOUT_MS) },
  });
  try {
    await web.start();
    let started = Date.now();
    const slow = await call('/api/startup', SITE, SLOW_WEB_PORT);
    const slowMs = Date.now() - started;
    started = Date.now();
    const page = await send(SLOW_WEB_PORT, '/');
    const pageMs = Date.now() - started;
    return [
      {
        fault: `backend never answers (API_TIMEOUT_MS=${SLOW_TIMEOUT_MS})`,
        seen: `${describeAnswer(slow)} after ${count(slowMs)} ms`,
        pass:
          slow.status === 504 &&
          inShape(slow, 'gatewayTimeout') &&
          slowMs < SLOW_TIMEOUT_MS + 1_000,
      },
      {
        fault: 'page while the backend never answers',
        seen: `${page.status} HTML page after ${count(pageMs)} ms (site data given up after the lookup limits)`,
        pass: (page.status === 200 || page.status === 503) && pageMs < PAGE_BOUND_MS,
      },
    ];
  } finally {
    await web.stop();
    for (const res of held) res.destroy();
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
  }
}

/** Whether `/readyz` of the web server says ready. */
const ready = async () => (await send(WEB_PORT, '/readyz', { timeoutMs: 3_000 })).status === 200;

/**
 * Paid deposits from several parallel writers; the backend is killed with SIGKILL while they run,
 * then started again over the same database. Every deposit whose payment the backend confirmed
 * must be there, credited.
 */
async function killFaults(sandbox: ReturnType<typeof sandboxServer>): Promise<FaultRow[]> {
  // Deposits caught by the kill stay waiting until they expire (at most 3 may wait per player),
  // so the writers carry on as another player once the backend is back.
  const before = await signIn('demo02');
  let session = before;
  const confirmed = new Set<number>();
  const outage: Answer[] = [];
  let sent = 0;
  let running = true;
  let next = 0;
  const writer = async () => {
    while (running) {
      const reference = `kill-${next++}`;
      sent++;
      try {
        const { id, refused } = await paidDeposit({ ...SITE, ...session, reference });
        if (id !== undefined) confirmed.add(id);
        // A player's own limit (409: too many deposits waiting) is not the outage.
        if (refused && refused.status >= 500) outage.push(refused);
        if (id === undefined) await sleep(20);
      } catch {
        await sleep(20);
      }
    }
  };
  const writers = Array.from({ length: 6 }, writer);
  await sleep(1_500);
  const beforeKill = confirmed.size;
  await sandbox.kill();
  log(`backend killed after ${beforeKill} confirmed deposits`);
  const downStarted = Date.now();
  let readyWhileDown = true;
  while (Date.now() - downStarted < 10_000 && (readyWhileDown = await ready())) await sleep(200);
  const media = await send(WEB_PORT, '/api/media/provider/PPLAY.svg');
  await sleep(1_000);
  await sandbox.start();
  session = await signIn('demo01');
  const upStarted = Date.now();
  let readyAgain = false;
  while (Date.now() - upStarted < 15_000 && !(readyAgain = await ready())) await sleep(200);
  const readyAfterMs = Date.now() - upStarted;
  await sleep(1_500);
  running = false;
  await Promise.all(writers);

  const stored = new Set<number>();
  let addsUp = true;
  for (const player of [before, session]) {
    const rows = await allRows<{ transaction_id: number; status: string }>(
      '/api/wallet/transactions',
      { ...player, type: 'deposit' },
    );
    for (const row of rows) if (row.status === 'SUCCESS') stored.add(row.transaction_id);
    const statement = checkStatement(
      await allRows<StatementLine>('/api/wallet/statement', player),
      await balanceOf(player),
    );
    addsUp &&= statement.addsUp;
  }
  const lost = [...confirmed].filter((id) => !stored.has(id));
  const refusedKinds = new Map<string, number>();
  for (const answer of outage) {
    const key = describeAnswer(answer);
    refusedKinds.set(key, (refusedKinds.get(key) ?? 0) + 1);
  }
  const outageShape = outage.every(
    (answer) => inShape(answer) && !judge(answer.status, answer.text).internals,
  );
  return [
    {
      fault: 'backend killed with `kill -9` under 6 parallel writers, then restarted',
      seen: `${count(sent)} deposits sent and paid, ${count(confirmed.size)} confirmed credited (${beforeKill} before the kill), confirmed credits lost: ${lost.length}; statements add up: ${addsUp ? 'yes' : 'no'}`,
      pass: lost.length === 0 && confirmed.size > beforeKill && addsUp,
    },
    {
      fault: 'calls while the backend is down',
      seen:
        [...refusedKinds].map(([kind, n]) => `${count(n)} × ${kind}`).join(', ') || 'none refused',
      pass: outage.length > 0 && outageShape,
    },
    {
      fault: '`GET /api/media/…` while the backend is down',
      seen: describeAnswer(media),
      pass:
        media.status === 502 &&
        inShape(media, 'badGateway') &&
        !judge(media.status, media.text).internals,
    },
    {
      fault: 'readiness (`/readyz`) while down, then after the restart',
      seen: `down: ${readyWhileDown ? 'ready' : 'not ready'}; after the restart: ${readyAgain ? `ready within ${count(readyAfterMs)} ms` : 'not ready'}`,
      pass: !readyWhileDown && readyAgain,
    },
  ];
}

// ---------------------------------------------------------------------------------- bad inputs

/** The sandbox's operator and test controls, as a stranger on the network finds them. */
async function controlFaults(sandboxUrl: string): Promise<FaultRow[]> {
  const grant = (url: string, headers: Record<string, string>) =>
    sendLocal(`${url}/sandbox/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ ...SITE, account_id: 'demo01', title: 'Stranger', reward: 100 }),
    });
  const key = (res: { body: Buffer }) => {
    try {
      return String(
        (JSON.parse(res.body.toString('utf8')) as { statusMessage?: unknown }).statusMessage,
      );
    } catch {
      return 'not JSON';
    }
  };
  const none = await grant(sandboxUrl, {});
  const wrong = await grant(sandboxUrl, { authorization: 'Bearer sandbox-provider-secret' });
  const rows: FaultRow[] = [
    {
      fault: 'a reward granted through the controls without their token',
      seen: `no token: ${none.status} ${key(none)}; a wrong one: ${wrong.status} ${key(wrong)}`,
      pass: none.status === 401 && wrong.status === 401,
    },
  ];
  // A sandbox as a shared deployment runs it: controls off, so they answer as unknown paths.
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-faults-closed-'));
  const closed = sandboxServer(root, {
    port: CLOSED_SANDBOX_PORT,
    dbFile: join(dbDir, 'sandbox.db'),
    env: { SANDBOX_CONTROLS: 'off' },
  });
  try {
    await closed.start();
    const off = await grant(closed.url, { authorization: `Bearer ${CONTROL_TOKEN}` });
    rows.push({
      fault: 'the same grant, token and all, to a sandbox with the controls switched off',
      seen: `${off.status} ${key(off)}`,
      pass: off.status === 404,
    });
  } finally {
    await closed.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }
  return rows;
}

async function badInputs() {
  const cases = hostileCases();
  let shaped = 0;
  let refused = 0;
  let serverErrors = 0;
  let internals = 0;
  const odd: string[] = [];
  for (const item of cases) {
    const answer = await send(WEB_PORT, item.path, {
      method: item.method,
      headers: item.headers ?? {},
      ...(item.body === undefined ? {} : { body: item.body }),
    });
    const verdict = judge(answer.status, answer.text);
    if (verdict.apiShape) shaped++;
    else odd.push(`${item.name}: ${describeAnswer(answer)}`);
    if (verdict.refusedInShape) refused++;
    if (verdict.serverError) serverErrors++;
    if (verdict.internals) internals++;
  }
  log(`bad inputs: ${cases.length} tried, ${shaped} answered in the API shape, ${refused} refused`);
  for (const line of odd) log(`  not in the API shape: ${line}`);
  return { tried: cases.length, shaped, refused, serverErrors, internals, odd };
}

// ------------------------------------------------------------------------------------- money

interface Outcome {
  kind: string;
  accepted: boolean;
}

/** The two operators the money check runs side by side: a peso site and a yuan site. */
const OPERATORS = [
  { domain_name: 'slot1.localhost', external_id: '', currency: 'PHP', wallet: 'GCASH' },
  { domain_name: 'slot3.localhost', external_id: '', currency: 'CN', wallet: 'ALIPAY' },
] as const;
type Operator = (typeof OPERATORS)[number];

/**
 * Deposits, withdrawals, double claims and spins against one operator's demo01, all at once, with
 * the same calls sent by that session to the other operator's site (each must be refused and move
 * nothing).
 */
async function moneyJobs(sandboxUrl: string, site: Operator, other: Operator) {
  const host = site.domain_name;
  const at = { host };
  const session = await signIn('demo01', site);
  const banks = await call('/api/wallet/bank_accounts', session, WEB_PORT, at);
  const bank = (banks.json?.value as { bank_account_id: number }[] | undefined)?.[0];
  if (!bank) throw new Error(`demo01 of ${host} has no bank account: ${describeAnswer(banks)}`);
  const claims: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${sandboxUrl}/sandbox/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${CONTROL_TOKEN}` },
      body: JSON.stringify({
        domain_name: host,
        account_id: 'demo01',
        title: `Fault bench ${i}`,
        reward: 50,
      }),
    });
    claims.push(((await res.json()) as { inbox_id: number }).inbox_id);
  }
  const before = await balanceOf(session, host);
  const deposits = 30;
  const withdrawals = 30;
  // Together the withdrawals ask for half as much again as the account can ever hold.
  const withdrawal = Math.min(
    50_000,
    Math.max(200, Math.ceil((1.5 * (before + deposits * 100 + claims.length * 50)) / withdrawals)),
  );
  const place = { domain_name: host, external_id: '' };
  const elsewhere = { domain_name: other.domain_name, external_id: '' };
  const jobs: (() => Promise<Outcome>)[] = [
    ...Array.from({ length: deposits }, (_, i) => async () => ({
      kind: 'deposit',
      accepted:
        (
          await paidDeposit(
            { ...place, ...session, reference: `money-${i}` },
            { host, method: site.wallet },
          )
        ).id !== undefined,
    })),
    ...Array.from({ length: withdrawals }, () => async () => ({
      kind: 'withdrawal',
      accepted: ok(
        await call(
          '/api/wallet/withdraw',
          { ...place, ...session, amount: withdrawal, bank_account_id: bank.bank_account_id },
          WEB_PORT,
          at,
        ),
      ),
    })),
    // Every inbox reward claimed twice at once.
    ...claims.flatMap((inbox_id) =>
      [0, 1].map(() => async () => ({
        kind: 'claim',
        accepted: ok(
          await call('/api/settings/claim_inbox', { ...session, inbox_id }, WEB_PORT, at),
        ),
      })),
    ),
    ...Array.from({ length: 4 }, () => async () => ({
      kind: 'spin',
      accepted: ok(await call('/api/engage/spin', session, WEB_PORT, at)),
    })),
    // The same session on the other operator's site: a withdrawal, a deposit and a balance.
    ...Array.from({ length: 5 }, () => async () => ({
      kind: 'crossing',
      accepted: ok(
        await call(
          '/api/wallet/withdraw',
          { ...elsewhere, ...session, amount: 200, bank_account_id: bank.bank_account_id },
          WEB_PORT,
          { host: other.domain_name },
        ),
      ),
    })),
    ...Array.from({ length: 5 }, () => async () => ({
      kind: 'crossing',
      accepted: ok(
        await call(
          '/api/wallet/deposit',
          { ...elsewhere, ...session, amount: 100, method: 'BANK', reference: '' },
          WEB_PORT,
          { host: other.domain_name },
        ),
      ),
    })),
    ...Array.from({ length: 5 }, () => async () => ({
      kind: 'crossing',
      accepted: ok(
        await call('/api/auth/get_balance', session, WEB_PORT, { host: other.domain_name }),
      ),
    })),
  ];
  return { site, session, jobs, withdrawal, claims: claims.length };
}

/** One operator's part of the money check, once every call of both has answered. */
async function moneyResult(
  part: Awaited<ReturnType<typeof moneyJobs>>,
  outcomes: (Outcome & { operator: string })[],
) {
  const host = part.site.domain_name;
  const mine = outcomes.filter((o) => o.operator === host);
  const statement = checkStatement(
    await allRows<StatementLine>('/api/wallet/statement', part.session, host),
    await balanceOf(part.session, host),
  );
  const tally = (kind: string) => {
    const of = mine.filter((o) => o.kind === kind);
    return { accepted: of.filter((o) => o.accepted).length, sent: of.length };
  };
  const text = (kind: string) => `${tally(kind).accepted}/${tally(kind).sent}`;
  return {
    operator: `${host} (${part.site.currency})`,
    deposits: text('deposit'),
    withdrawals: `${text('withdrawal')} of ${formatCents(part.withdrawal * 100)}`,
    claims: text('claim'),
    spins: text('spin'),
    crossings: text('crossing'),
    statement,
    pass:
      statement.addsUp &&
      statement.minBalanceCents >= 0 &&
      tally('claim').accepted === part.claims &&
      tally('spin').accepted <= 1 &&
      tally('crossing').accepted === 0,
  };
}

/** Both operators' demo01 at once: every call of both in flight together, interleaved. */
async function moneyCheck(sandboxUrl: string) {
  const [peso, yuan] = OPERATORS;
  const parts = [await moneyJobs(sandboxUrl, peso, yuan), await moneyJobs(sandboxUrl, yuan, peso)];
  const jobs = parts.flatMap((part) =>
    part.jobs.map((job) => async () => ({ ...(await job()), operator: part.site.domain_name })),
  );
  const shuffled = jobs
    .map((job, i) => ({ job, key: (i * 7919) % jobs.length }))
    .sort((a, b) => a.key - b.key);
  const outcomes = await Promise.all(shuffled.map(({ job }) => job()));
  const rows = [];
  for (const part of parts) rows.push(await moneyResult(part, outcomes));
  return { operations: outcomes.length, rows, pass: rows.every((row) => row.pass) };
}

// -------------------------------------------------------------------------------------- report

const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const cacheOutcomes = (row: LoadResult) =>
  Object.entries(row.pageCache)
    .filter(([outcome]) => outcome !== 'none')
    .map(([outcome, n]) => `${outcome} ${count(n)}`)
    .join(', ') || '–';

function report(
  loads: LoadResult[],
  faults: FaultRow[],
  live: FaultRow[],
  bad: Awaited<ReturnType<typeof badInputs>>,
  money: Awaited<ReturnType<typeof moneyCheck>>,
  seconds: number,
) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${startLoad.toFixed(1)} at the start`;
  const loadRows = loads.map(
    (row) =>
      `| ${row.name} | \`${row.name === 'pages' ? 'GET /' : 'POST /api/startup'}\` | ${count(row.requests)} | ${count(Math.round(row.requestsPerSecond))} | ${row.p99Ms} | ${cacheOutcomes(row)} | ${row.failures} | ${verdict(row.failures === 0)} |`,
  );
  const faultRows = faults.map((row) => `| ${row.fault} | ${row.seen} | ${verdict(row.pass)} |`);
  return `# Reliability

Written by \`pnpm --filter @playfront/bench faults\` on ${new Date().toISOString().slice(0, 10)} in ${seconds} s (${machine}). The built web server and sandbox run on 127.0.0.1 (ports ${WEB_PORT}, ${SLOW_WEB_PORT} and ${SANDBOX_PORT}) over a fresh database with their default settings (the sandbox's controls switched on, behind their token, to grant rewards; a second sandbox on port ${CLOSED_SANDBOX_PORT} with them off); every request goes to 127.0.0.1, and each part is bounded in count and time.

## Load held

${LOAD.connections} connections for ${LOAD.seconds} s each through the web server, Host \`${HOST}\`: the home page (from the page cache: the same bytes for every guest, compressed once per render) and a call through the \`/api\` proxy to the sandbox. Errors are non-2xx answers, connection errors and timeouts.

| load | request | requests | per second | p99 ms | x-page-cache | errors | result |
| --- | --- | ---: | ---: | ---: | --- | ---: | --- |
${loadRows.join('\n')}

## Faults survived

| fault | what was seen | result |
| --- | --- | --- |
${faultRows.join('\n')}

${liveFaultsSection(live, LIVE_PORTS)}
## Bad inputs tried

${bad.tried} hostile requests to the web server: ${hostileBodies.length} bodies (truncated and non-object JSON, \`__proto__\`, 20,000 nested arrays, a 200 KB field, SQL, NUL bytes, operator objects, 1e309 and NaN amounts, invalid UTF-8, text, form and XML bodies) each to ${hostileEndpoints.map((path) => `\`${path}\``).join(', ')}, and ${hostileRequests.length} hostile headers, methods and paths (forged and oversized \`X-Forwarded-For\`, a Host with markup, PUT/DELETE/GET on a call, media path traversal and NUL, a false \`Content-Encoding\`, a request id with markup).

| tried | answered in the API shape | of them refused (4xx) | 5xx answers | answers with internals | result |
| ---: | ---: | ---: | ---: | ---: | --- |
| ${bad.tried} | ${bad.shaped} | ${bad.refused} | ${bad.serverErrors} | ${bad.internals} | ${verdict(bad.shaped === bad.tried && bad.serverErrors === 0 && bad.internals === 0)} |

Answered without refusing: requests whose hostile part the call does not read (\`/api/startup\` reads only \`domain_name\`; forwarded headers from an untrusted caller are ignored).${bad.odd.length ? ` Not in the API shape: ${bad.odd.map((line) => `\`${line}\``).join('; ')}.` : ''}

## Money

${money.operations} calls in flight at once through the web server against demo01 of two operators, a peso site and a yuan site (two accounts with the same id): for each, deposits of 100.00 paid at the provider's checkout (at most 3 may wait at once), withdrawals that together ask for half as much again as the account can ever hold, every one of 10 inbox rewards claimed twice, 4 spins (one a day is allowed), and 15 calls of its session on the other operator's site (withdrawals, deposits, balance), each of which must be refused. Accepted of sent:

| operator | deposits | withdrawals | claims | spins | on the other site | statement lines | statement sum | balance | lowest balance | result |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${money.rows.map((row) => `| ${row.operator} | ${row.deposits} | ${row.withdrawals} | ${row.claims} | ${row.spins} | ${row.crossings} | ${row.statement.lines} | ${formatCents(row.statement.sumCents)} | ${formatCents(row.statement.balanceCents)} | ${formatCents(row.statement.minBalanceCents)} | ${verdict(row.pass)} |`).join('\n')}
`;
}

// ---------------------------------------------------------------------------------------- main

const started = Date.now();
const startLoad = loadavg()[0] ?? 0;
const dbDir = mkdtempSync(join(tmpdir(), 'pf-faults-'));
const sandbox = sandboxServer(root, { port: SANDBOX_PORT, dbFile: join(dbDir, 'sandbox.db') });
const web = webServer(root, { port: WEB_PORT, apiUrl: sandbox.url });
let text: string;
let failed: boolean;
try {
  await sandbox.start();
  await web.start();
  await waitFor(`${web.url}/readyz`);
  const loads = await loadHeld();
  const faults = [...(await bodyFaults()), ...(await slowBackendFaults())];
  faults.push(...(await killFaults(sandbox)), ...(await controlFaults(sandbox.url)));
  const live = await liveFaults(root, LIVE_PORTS);
  for (const row of [...faults, ...live]) log(`${verdict(row.pass)}: ${row.fault}: ${row.seen}`);
  const bad = await badInputs();
  const money = await moneyCheck(sandbox.url);
  for (const row of money.rows)
    log(
      `money ${row.operator}: statement ${formatCents(row.statement.sumCents)}, balance ${formatCents(row.statement.balanceCents)}, other site ${row.crossings}`,
    );
  text = report(loads, faults, live, bad, money, Math.round((Date.now() - started) / 1000));
  failed =
    loads.some((row) => row.failures > 0) ||
    faults.some((row) => !row.pass) ||
    live.some((row) => !row.pass) ||
    bad.shaped !== bad.tried ||
    bad.serverErrors > 0 ||
    bad.internals > 0 ||
    !money.pass;
} finally {
  await web.stop();
  await sandbox.stop();
  rmSync(dbDir, { recursive: true, force: true });
}
writeFileSync(join(root, 'docs/reliability.md'), text);
console.log(text);
log(
  `done in ${Math.round((Date.now() - started) / 1000)} s${failed ? '; some checks FAILED' : ''}`,
);
if (failed) process.exitCode = 1;
