import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VERIFICATION_MAX_BYTES } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Harness, Session } from '../testing/harness';
import {
  expectError,
  expectOk,
  fundedPlayer,
  savedBankAccount,
  SITE,
  startSandbox,
} from '../testing/harness';
import { jpeg, pdf, PNG } from '../testing/uploads';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false } });
});
afterAll(() => h.close());

let players = 0;
async function newPlayer(amount = 0): Promise<Session> {
  players += 1;
  return fundedPlayer(
    h,
    `kycplayer${players}`,
    `+6391700077${String(players).padStart(2, '0')}`,
    amount,
  );
}

async function upload(
  session: Session,
  kind: string,
  bytes: Buffer | null,
  { name = 'document.jpg', type = '', domain = SITE.domain_name } = {},
): Promise<Answer> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('domain_name', domain);
  if (bytes) form.append('file', new Blob([bytes], type ? { type } : {}), name);
  const res = await fetch(`${h.base}/api/verification/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.auth}`, 'x-account-id': session.account_id },
    body: form,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

const status = (session: Session) =>
  h.ok('/api/verification/status', { ...session, domain_name: SITE.domain_name });
/** Sends the ID's front; an upload answers the check as the status call does. */
const sent = async (session: Session) =>
  expectOk(
    '/api/verification/status',
    await upload(session, 'id_front', jpeg(`front ${session.account_id}`)),
  );

/** Every file kept for any player, relative to the upload folder. */
function storedFiles(): string[] {
  const dir = join(h.dir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

async function sendAll(session: Session, tag = '') {
  expectOk(
    '/api/verification/status',
    await upload(session, 'id_front', jpeg(`front ${session.account_id}${tag}`)),
  );
  expectOk(
    '/api/verification/status',
    await upload(session, 'id_back', PNG, { name: 'back.png', type: 'image/png' }),
  );
  return expectOk(
    '/api/verification/status',
    await upload(session, 'selfie', pdf(`selfie ${session.account_id}${tag}`), {
      name: 'selfie.pdf',
      type: 'application/pdf',
    }),
  );
}

const review = (account_id: string, decision: string, reason?: string) =>
  h.post('/sandbox/verification/review', {
    ...SITE,
    account_id,
    decision,
    ...(reason === undefined ? {} : { reason }),
  });

const setRule = (rule: string, amount?: number) =>
  h.post('/sandbox/verification/rule', {
    domain_name: SITE.domain_name,
    rule,
    ...(amount === undefined ? {} : { amount }),
  });

describe('identity documents', () => {
  it('starts not started, and goes to the reviewer once the ID front, back and selfie are in', async () => {
    const player = await newPlayer();
    expect((await status(player)).value).toMatchObject({ status: 'not_started', documents: [] });
    const first = await sent(player);
    expect(first.value?.status).toBe('not_started');
    expect(first.value?.documents.map((d) => d.kind)).toEqual(['id_front']);
    const all = await sendAll(player);
    expect(all.value?.status).toBe('pending');
    expect(all.value?.documents.map((d) => [d.kind, d.media_type])).toEqual([
      ['id_front', 'image/jpeg'],
      ['id_back', 'image/png'],
      ['selfie', 'application/pdf'],
    ]);
    const pending = (await h.get('/sandbox/verification/pending?domain_name=slot1.localhost'))
      .json as { checks: { account_id: string; documents: unknown[] }[] };
    expect(pending.checks.find((c) => c.account_id === player.account_id)?.documents).toHaveLength(
      3,
    );
  });

  it('keeps the files beside the database, readable by the sandbox alone, and serves none', async () => {
    const player = await newPlayer();
    await sendAll(player);
    const files = storedFiles();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      expect(statSync(join(h.dir, 'uploads', file)).mode & 0o077).toBe(0);
      const served = await h.get(`/uploads/${file}`);
      expect(served.status).toBe(404);
    }
    expect((await h.get('/api/verification/upload')).status).toBe(404);
  });

  it('answers the same file sent twice once, without a second record', async () => {
    const player = await newPlayer();
    const bytes = jpeg('twice');
    const once = expectOk('/api/verification/status', await upload(player, 'id_front', bytes));
    const files = storedFiles().length;
    const again = expectOk('/api/verification/status', await upload(player, 'id_front', bytes));
    expect(again.value?.documents).toEqual(once.value?.documents);
    expect(storedFiles()).toHaveLength(files);
    const [first, second] = await Promise.all([
      upload(player, 'id_back', PNG, { name: 'b.png' }),
      upload(player, 'id_back', PNG, { name: 'b.png' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await status(player)).value?.documents).toHaveLength(2);
  });

  it('refuses a file already sent as another document of the check', async () => {
    const player = await newPlayer();
    const bytes = jpeg('same for both sides');
    await upload(player, 'id_front', bytes);
    const refused = expectError(
      await upload(player, 'id_back', bytes),
      'verificationFileDuplicate',
      409,
    );
    expect(refused?.statusDetail).toContain('id_front');
    expect((await status(player)).value?.documents.map((d) => d.kind)).toEqual(['id_front']);
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
  const big = Buffer.concat([
    jpeg('x').subarray(0, 20),
    Buffer.alloc(VERIFICATION_MAX_BYTES),
    Buffer.from([0xff, 0xd9]),
  ]);
  const badFiles: [string, Buffer | null, { name?: string; type?: string }, string, number][] = [
    [
      'an SVG with a script, named .png',
      svg,
      { name: 'id.png', type: 'image/png' },
      'verificationFileType',
      415,
    ],
    [
      'an SVG as itself',
      svg,
      { name: 'id.svg', type: 'image/svg+xml' },
      'verificationFileType',
      415,
    ],
    ['an HTML page', html, { name: 'id.html', type: 'text/html' }, 'verificationFileType', 415],
    [
      'a script named .jpg',
      Buffer.from('alert(1)'),
      { name: 'id.jpg' },
      'verificationFileType',
      415,
    ],
    ['JPEG bytes named .png', jpeg('lying name'), { name: 'id.png' }, 'verificationFileType', 415],
    [
      'JPEG bytes sent as image/png',
      jpeg('lying type'),
      { name: 'id', type: 'image/png' },
      'verificationFileType',
      415,
    ],
    ['a JPEG named .exe', jpeg('exe'), { name: 'id.exe' }, 'verificationFileType', 415],
    [
      'a JPEG cut short',
      jpeg('cut').subarray(0, 24),
      { name: 'id.jpg' },
      'verificationFileTruncated',
      400,
    ],
    [
      'a PNG cut short',
      PNG.subarray(0, PNG.length - 6),
      { name: 'id.png' },
      'verificationFileTruncated',
      400,
    ],
    [
      'a PDF without its end',
      pdf('cut').subarray(0, 30),
      { name: 'id.pdf' },
      'verificationFileTruncated',
      400,
    ],
    ['a JPEG over 5 MB', big, { name: 'id.jpg' }, 'verificationFileTooLarge', 413],
    ['an empty file', Buffer.alloc(0), { name: 'id.jpg' }, 'verificationFileType', 415],
    ['no file at all', null, {}, 'invalidRequest', 400],
  ];

  it.each(badFiles)(
    'refuses %s with a clear message and keeps nothing',
    async (_what, bytes, options, key, http) => {
      const player = await newPlayer();
      const before = storedFiles().length;
      const refused = expectError(await upload(player, 'id_front', bytes, options), key, http);
      expect(refused?.statusDetail).toBeTruthy();
      expect((await status(player)).value).toMatchObject({ status: 'not_started', documents: [] });
      expect(storedFiles()).toHaveLength(before);
    },
  );

  it('refuses an unknown kind, a JSON body, extra parts and a call without a session', async () => {
    const player = await newPlayer();
    expectError(await upload(player, 'passport', jpeg('kind')), 'invalidRequest', 400);
    await h.refused('/api/verification/upload', { kind: 'id_front' }, 'invalidRequest', 400);
    const form = new FormData();
    form.append('kind', 'id_front');
    form.append('file', new Blob([jpeg('one')]), 'a.jpg');
    form.append('file', new Blob([jpeg('two')]), 'b.jpg');
    const two = await fetch(`${h.base}/api/verification/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.auth}`, 'x-account-id': player.account_id },
      body: form,
    });
    expect(two.status).toBe(400);
    expectError(
      await upload({ ...player, auth: 'not-a-session' }, 'id_front', jpeg('stale')),
      'sessionExpired',
      401,
    );
    expect((await status(player)).value?.documents).toEqual([]);
  });
});

describe('review', () => {
  it('locks the documents while pending; a rejection says why and takes all three again', async () => {
    const player = await newPlayer();
    await sendAll(player);
    expectError(await upload(player, 'id_front', jpeg('late change')), 'verificationLocked', 409);
    // The last upload tried again (its answer lost) answers the check, not a refusal.
    const retried = expectOk(
      '/api/verification/status',
      await upload(player, 'selfie', pdf(`selfie ${player.account_id}`), { name: 'selfie.pdf' }),
    );
    expect(retried.value?.status).toBe('pending');
    expect((await review(player.account_id, 'reject')).status).toBe(400);
    expect(
      (await review(player.account_id, 'reject', 'The photo of the ID is blurred.')).status,
    ).toBe(200);
    expect((await status(player)).value).toMatchObject({
      status: 'rejected',
      reason: 'The photo of the ID is blurred.',
      documents: [],
    });
    expectError(await review(player.account_id, 'approve'), 'verificationNotPending', 409);
    const again = await sendAll(player, ' again');
    expect(again.value).toMatchObject({ status: 'pending' });
    expect(again.value?.reason).toBeUndefined();
    expect((await review(player.account_id, 'approve')).status).toBe(200);
    expect((await status(player)).value?.status).toBe('approved');
    expectError(await upload(player, 'selfie', jpeg('after approval')), 'verificationLocked', 409);
    expectError(
      await review(player.account_id, 'reject', 'too late'),
      'verificationNotPending',
      409,
    );
  });

  it('answers the reviewer only with the operator token', async () => {
    const res = await h.post(
      '/sandbox/verification/review',
      { ...SITE, account_id: 'demo01', decision: 'approve' },
      { authorization: 'Bearer wrong-token-wrong-token' },
    );
    expectError(res, 'controlTokenInvalid', 401);
    expectError(await review('demo01', 'maybe'), 'invalidRequest', 400);
    expectError(await review('nobody-here', 'approve'), 'accountNotFound', 404);
  });
});

describe("the operator's rule", () => {
  async function withBank(amount: number) {
    const player = await newPlayer(amount);
    const bankId = await savedBankAccount(h, player, {
      bank_name: 'BDO',
      account_name: 'Kyc Player',
      account_number: `55500${String(players).padStart(5, '0')}`,
    });
    return { player, bankId };
  }
  const withdraw = (player: Session, bankId: number, amount: number) =>
    h.post('/api/wallet/withdraw', { ...SITE, ...player, amount, bank_account_id: bankId });
  const deposit = (player: Session, amount: number) =>
    h.post('/api/wallet/deposit', { ...SITE, ...player, amount, method: 'BANK', reference: '' });
  const balance = async (player: Session) =>
    (await h.ok('/api/auth/get_balance', { ...SITE, ...player })).game_balance ?? 0;

  afterAll(async () => {
    await setRule('none');
  });

  it('is none by default and named in the startup answer', async () => {
    const start = await h.ok('/api/startup', { domain_name: SITE.domain_name });
    expect(start.site?.verification_rule).toBe('none');
    expect((await setRule('above_amount', 5000)).status).toBe(200);
    const after = await h.ok('/api/startup', { domain_name: SITE.domain_name });
    expect(after.site).toMatchObject({
      verification_rule: 'above_amount',
      verification_amount: 5000,
    });
    expectError(await setRule('above_amount'), 'invalidRequest', 400);
    expectError(await setRule('sometimes'), 'invalidRequest', 400);
  });

  it('before a withdrawal: refused until approved, with nothing taken from the balance', async () => {
    await setRule('before_withdrawal');
    const { player, bankId } = await withBank(1000);
    const before = await balance(player);
    const refused = expectError(await withdraw(player, bankId, 200), 'verificationRequired', 403);
    expect(refused?.statusDetail).toMatch(/before any withdrawal; no documents have been sent/);
    expect(refused?.statusParams).toMatchObject({
      context: 'before_withdrawal',
      status: 'not_started',
    });
    expect(await balance(player)).toBe(before);
    await sendAll(player);
    const pending = expectError(await withdraw(player, bankId, 200), 'verificationRequired', 403);
    expect(pending?.statusDetail).toMatch(/waiting for review/);
    expect((await deposit(player, 500)).status).not.toBe(403);
    await review(player.account_id, 'approve');
    expect((await withdraw(player, bankId, 200)).status).toBe(200);
    expect(await balance(player)).toBe(before - 200);
  });

  it('before the first deposit: deposits and withdrawals wait for the approval', async () => {
    await setRule('before_first_deposit');
    const { player, bankId } = await withBank(1000);
    const refused = expectError(await deposit(player, 500), 'verificationRequired', 403);
    expect(refused?.statusParams).toMatchObject({ context: 'before_first_deposit' });
    expectError(await withdraw(player, bankId, 200), 'verificationRequired', 403);
    await sendAll(player);
    await review(player.account_id, 'approve');
    expect((await deposit(player, 500)).status).toBe(200);
  });

  it('above an amount: only a larger withdrawal waits, and says the amount', async () => {
    await setRule('above_amount', 500);
    const { player, bankId } = await withBank(2000);
    expect((await withdraw(player, bankId, 500)).status).toBe(200);
    const refused = expectError(await withdraw(player, bankId, 600), 'verificationRequired', 403);
    expect(refused?.statusParams).toMatchObject({ context: 'above_amount', amount: 500 });
    expect(refused?.statusDetail).toContain('above 500');
  });

  it('none: money moves without a check', async () => {
    await setRule('none');
    const { player, bankId } = await withBank(1000);
    expect((await withdraw(player, bankId, 200)).status).toBe(200);
    expect((await deposit(player, 500)).status).toBe(200);
  });
});
