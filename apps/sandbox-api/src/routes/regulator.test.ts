import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import {
  claimReward,
  expectOk,
  savedBankAccount,
  signupBody,
  startSandbox,
  verifiedPlayer,
} from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

/** A sign-up of `account_id` on `domain`, with the declaration unless `over` says otherwise. */
const signup = (account_id: string, domain = 'slot1.localhost', over: object = {}) => ({
  ...signupBody({ account_id, password: 'secret123', contact_phone: '+639170000101' }),
  domain_name: domain,
  not_restricted: true,
  ...over,
});

/** A new verified player of `domain`, signed in. */
async function newPlayer(account_id: string, domain: string) {
  const site = { domain_name: domain, external_id: '' };
  return { ...site, ...(await verifiedPlayer(h, account_id, '+639170000101', site)) };
}

describe('the declaration of not being a restricted person', () => {
  it('refuses a registration without it or with it unticked, and creates nothing', async () => {
    const { not_restricted: _declared, ...without } = signup('restrict01');
    await h.refusesEach('/api/auth/signup', [
      [without, 'restrictedNotDeclared', 400],
      [
        signup('restrict01', 'slot1.localhost', { not_restricted: false }),
        'restrictedNotDeclared',
        400,
      ],
    ]);
    expect(await h.sql('SELECT id FROM players WHERE account_id = ?', ['restrict01'])).toHaveLength(
      0,
    );
  });

  it('refuses a declaration that is not a boolean with the contract error', async () => {
    await h.refused(
      '/api/auth/signup',
      signup('restrict02', 'slot1.localhost', { not_restricted: 'yes' }),
      'invalidRequest',
      400,
    );
  });

  it('keeps the declaration with the player, with its time', async () => {
    await h.ok('/api/auth/signup', signup('restrict03'));
    const [row] = await h.sql(
      'SELECT not_restricted_at, created_at FROM players WHERE account_id = ?',
      ['restrict03'],
    );
    expect(row?.not_restricted_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(row?.not_restricted_at).toBe(row?.created_at);
  });
});

describe("the operator's regulator settings in the startup answer", () => {
  it('turns the session clock on and cancelling off where the operator says so', async () => {
    const lime = await h.ok('/api/startup', { domain_name: 'slot6.localhost' });
    expect(lime.site).toMatchObject({ session_clock: true, withdrawal_cancel: false });
    const jade = await h.ok('/api/startup', { domain_name: 'slot4.localhost' });
    expect(jade.site).toMatchObject({ session_clock: true, withdrawal_cancel: false });
    const manila = await h.ok('/api/startup', { domain_name: 'slot1.localhost' });
    expect(manila.site).toMatchObject({ session_clock: false, withdrawal_cancel: true });
  });
});

describe('a waiting withdrawal where the regulator forbids cancelling it', () => {
  it('is refused with a clear error, and stays waiting with its amount held', async () => {
    const player = await newPlayer('nocancel01', 'slot6.localhost');
    await claimReward(h, player, 1000, { site: player });
    const withdrawal = await h.ok('/api/wallet/withdraw', {
      ...player,
      amount: 200,
      bank_account_id: await savedBankAccount(h, player, {
        bank_name: 'BPI',
        account_name: 'Lime Player',
        account_number: '123451234512',
      }),
      idempotency_key: 'nocancel-01',
    });
    const id = withdrawal.value?.transaction_id ?? 0;
    const refusal = await h.refused(
      '/api/wallet/cancel_withdrawal',
      { ...player, transaction_id: id },
      'withdrawalCancelNotAllowed',
      403,
    );
    expect(refusal?.statusDetail).toMatch(/does not allow cancelling/);
    const balance = await h.ok('/api/wallet/balance', player);
    expect(balance).toMatchObject({ available: 800, on_hold: 200 });
    expect(balance.pending_withdrawals?.map((w) => w.transaction_id)).toEqual([id]);
  });
});

describe('responsible-gambling information before the first deposit', () => {
  it('says a new player has not deposited, and has once a deposit was asked for', async () => {
    const player = await newPlayer('firstdep01', 'slot1.localhost');
    const before = await h.ok('/api/responsible/limits', player);
    expect(before.value?.deposited).toBe(false);
    expectOk(
      '/api/wallet/deposit',
      await h.post('/api/wallet/deposit', {
        ...player,
        amount: 500,
        method: 'GCASH',
        reference: '',
        idempotency_key: 'firstdep-01',
        return_url: 'http://slot1.localhost:8080/deposit-result',
      }),
    );
    const after = await h.ok('/api/responsible/limits', player);
    expect(after.value?.deposited).toBe(true);
  });
});
