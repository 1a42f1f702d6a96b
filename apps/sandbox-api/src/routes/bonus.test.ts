import type { BetLineRecord, PlayerBonus, StatementEntry } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLOT } from '../seed/play';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import {
  claimReward,
  expectError,
  providerCallback,
  savedBankAccount,
  SITE,
  verifiedPlayer,
} from '../testing/harness';
import { singleBet } from '../testing/slips';
import type { SpinAnswer } from './play';

let h: Harness;
const clock = testClock(Date.parse('2031-06-01T08:00:00Z'));
const DAY_MS = 86_400_000;
const HISTORY = { start_date: '2000-01-01', end_date: '2099-12-31', page: 1, page_size: 100 };
const SLOT = { provider_code: DEMO_SLOT.provider, game_code: DEMO_SLOT.code };

beforeAll(async () => {
  h = await clockedSandbox(clock);
});
afterAll(() => h.close());

type Site = { domain_name: string; external_id: string };

let serial = 0;
/** A new verified player of `site`'s operator, with nothing in the wallet. */
async function newPlayer(site: Site = SITE): Promise<Session> {
  serial += 1;
  const account_id = `bonus${String(serial).padStart(3, '0')}x`;
  return verifiedPlayer(h, account_id, `+63917${2000000 + serial}`, site);
}

const claim = (who: Session, fields: object, site: Site = SITE) =>
  h.post('/api/bonus/claim', { ...site, ...who, ...fields });
const claimed = async (who: Session, fields: object, site: Site = SITE) =>
  await h.ok('/api/bonus/claim', { ...site, ...who, ...fields });
const mine = async (who: Session) => await h.ok('/api/bonus/mine', who);
const balances = async (who: Session) => {
  const b = await h.ok('/api/auth/get_balance', who);
  return { cash: b.game_balance, bonus: b.bonus_balance };
};
const statement = async (who: Session): Promise<StatementEntry[]> =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value ?? [];

/** Each wallet's statement lines add up to its balance, and each line carries its running total. */
async function expectStatementsAddUp(who: Session) {
  const lines = [...(await statement(who))].reverse();
  const running = { cash: 0, bonus: 0 };
  for (const line of lines) {
    const wallet = line.wallet ?? 'cash';
    running[wallet] = Math.round((running[wallet] + line.amount) * 100) / 100;
    expect(line.balance, `${wallet} line ${line.description}`).toBeCloseTo(running[wallet], 2);
  }
  const now = await balances(who);
  expect(running).toEqual({ cash: now.cash, bonus: now.bonus });
  const sum = (await mine(who)).value?.reduce((total, b) => total + b.balance, 0) ?? 0;
  expect(sum).toBeCloseTo(now.bonus ?? 0, 2);
}

/** A deposit by e-wallet (redirect), optionally with a bonus, and the provider's word on it. */
async function deposit(who: Session, amount: number, bonus: object = {}, site: Site = SITE) {
  const answer = await h.ok('/api/wallet/deposit', {
    ...site,
    ...who,
    amount,
    method: site === SITE ? 'GCASH' : 'KBZPAY',
    reference: '',
    ...bonus,
  });
  return answer;
}
async function providerSays(
  reference: string,
  cents: number,
  status: 'PAID' | 'DECLINED',
  currency = 'PHP',
) {
  const answer = await providerCallback(
    h,
    { payment_id: 'pay_bonus', merchant_ref: reference, amount_cents: cents, currency, status },
    clock.ms,
  );
  expect(answer.status, answer.text).toBe(200);
}

const offerId = async (kind: string, site: Site = SITE) => {
  const offers = await h.ok('/api/bonus/offers', { ...site, account_id: '', auth: '' });
  const found = offers.value?.find((o) => o.kind === kind && o.product === 'casino');
  if (!found) throw new Error(`no ${kind} offer`);
  return found.offer_id;
};

/** The demo slot's launch token for a player, and a spin with it. */
async function slotOf(who: Session) {
  const launched = await h.ok('/api/product/launch_game', { ...who, ...SLOT });
  const token = launched.launch_token ?? '';
  let n = 0;
  return (stake: number) => {
    n += 1;
    return h.post('/api/games/demo-slot/spin', { token, stake, spin_id: `s${serial}-${n}` });
  };
}

/** An offer the operator writes on its desk; answers its id. */
async function operatorOffer(fields: object) {
  const answer = await h.post('/sandbox/bonus/offer', {
    domain_name: 'slot1.localhost',
    kind: 'no_deposit',
    product: 'casino',
    title: 'Desk bonus',
    match_percent: 0,
    max_bonus: 100,
    min_deposit: 0,
    wagering_multiplier: 1,
    valid_days: 1,
    max_stake: 50,
    contributions: [{ category: 'slot_game', percent: 100 }],
    ends_at: null,
    ...fields,
  });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { offer_id: number }).offer_id;
}

describe('offers', () => {
  it('lists each operator its own offers in its currency, never an ended one', async () => {
    const peso = await h.ok('/api/bonus/offers', { ...SITE, account_id: '', auth: '' });
    const kyat = await h.ok('/api/bonus/offers', {
      domain_name: 'slot5.localhost',
      external_id: '',
      account_id: '',
      auth: '',
    });
    expect(peso.currency).toBe('PHP');
    expect(kyat.currency).toBe('MMK');
    const first = peso.value?.find((o) => o.kind === 'first_deposit');
    expect(first).toMatchObject({
      code: null,
      product: 'casino',
      match_percent: 100,
      max_bonus: 1000,
      min_deposit: 100,
      wagering_multiplier: 10,
      max_stake: 25,
      valid_days: 7,
    });
    expect(first?.contributions).toContainEqual({ category: 'slot_game', percent: 100 });
    expect(first?.contributions).toContainEqual({ category: 'casino', percent: 10 });
    expect(kyat.value?.find((o) => o.kind === 'first_deposit')).toMatchObject({
      max_bonus: 40_000,
      min_deposit: 4_000,
      max_stake: 1_000,
    });
    expect(peso.value?.find((o) => o.product === 'sports')?.contributions).toEqual([
      { category: 'sportsbook', percent: 100, min_odds: 1.5 },
    ]);
    expect(peso.value?.map((o) => o.code)).not.toContain('SUMMER25');
    // Every offer asks at most 10 times its bonus.
    expect(Math.max(...(peso.value ?? []).map((o) => o.wagering_multiplier))).toBeLessThanOrEqual(
      10,
    );
    // A guest is not told whether they may claim.
    expect(first?.refusal).toBeUndefined();
  });

  it('tells a signed-in player which offers they may claim now and why not the others', async () => {
    const who = await newPlayer();
    const offers = await h.ok('/api/bonus/offers', { ...SITE, ...who });
    const refusal = (code: string | null) => offers.value?.find((o) => o.code === code)?.refusal;
    expect(refusal(null)).toBeNull();
    expect(refusal('FREE100')).toBeNull();
    expect(refusal('RELOAD50')).toBe('bonusCodeNotEligible');
  });
});

describe('claiming a code', () => {
  it('says which: unknown, ended, used, not for this player, or another bonus of its product running', async () => {
    const who = await newPlayer();
    const refused = async (code: string, key: string, http: number) =>
      expectError(await claim(who, { code }), key, http);
    await refused('NOSUCHCODE', 'bonusCodeUnknown', 404);
    const ended = await refused('summer25', 'bonusCodeExpired', 410);
    expect(ended?.statusParams?.ended_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await refused('RELOAD50', 'bonusCodeNotEligible', 403);
    // Codes are the operator's own: slot3's operator has no FREE100 of slot1's.
    const elsewhere = await newPlayer({ domain_name: 'slot3.localhost', external_id: '' });
    expect(
      (
        await claimed(
          elsewhere,
          { code: 'FREE100' },
          { domain_name: 'slot3.localhost', external_id: '' },
        )
      ).value?.amount,
    ).toBe(20);

    await claimed(who, { code: 'FREE100' });
    await refused('FREE100', 'bonusCodeUsed', 409);
    const other = await operatorOffer({ code: 'DESKONE' });
    const busy = await refused('DESKONE', 'bonusAlreadyActive', 409);
    expect(busy?.statusParams?.title).toBe('Casino bonus, no deposit needed');
    expect(other).toBeGreaterThan(0);
    // A deposit offer is claimed at the deposit step.
    const depositor = await newPlayer();
    const needs = await claim(depositor, { offer_id: await offerId('first_deposit') });
    expect(expectError(needs, 'bonusDepositRequired', 409)?.statusParams).toEqual({
      min_deposit: 100,
    });
    expect(await balances(who)).toEqual({ cash: 0, bonus: 100 });
  });

  it('credits a bonus without a deposit at once, in its own balance with its statement line, once per key', async () => {
    const who = await newPlayer();
    const key = 'claim-free100-0001';
    const answers = await Promise.all([
      claim(who, { code: 'free100', idempotency_key: key }),
      claim(who, { code: 'FREE100', idempotency_key: key }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const bonus = (answers[0]?.json as { value: PlayerBonus }).value;
    expect((answers[1]?.json as { value: PlayerBonus }).value.bonus_id).toBe(bonus.bonus_id);
    expect(bonus).toMatchObject({
      status: 'active',
      amount: 100,
      balance: 100,
      wagered: 0,
      required: 1000,
      max_stake: 25,
      expires_at: '2031-06-04 08:00:00',
    });
    expect(await balances(who)).toEqual({ cash: 0, bonus: 100 });
    const [line] = await statement(who);
    expect(line).toMatchObject({ wallet: 'bonus', kind: 'BONUS', amount: 100, balance: 100 });
    await expectStatementsAddUp(who);
  });

  it('refuses a claim without a code or an offer, changing nothing', async () => {
    const who = await newPlayer();
    expectError(await claim(who, {}), 'invalidRequest', 400);
    expect((await mine(who)).value).toEqual([]);
  });
});

describe('a deposit with a bonus', () => {
  it('credits the bonus when the deposit is credited, not before', async () => {
    const who = await newPlayer();
    const answer = await deposit(who, 500, { bonus_offer_id: await offerId('first_deposit') });
    expect(answer.bonus).toMatchObject({
      status: 'pending',
      amount: 500,
      required: 5000,
      balance: 0,
    });
    expect(answer.bonus?.expires_at).toBeNull();
    expect(await balances(who)).toEqual({ cash: 0, bonus: 0 });
    await providerSays(answer.value?.reference ?? '', 50_000, 'PAID');
    expect(await balances(who)).toEqual({ cash: 500, bonus: 500 });
    const [bonus] = (await mine(who)).value ?? [];
    expect(bonus).toMatchObject({ status: 'active', balance: 500, required: 5000 });
    expect(bonus?.expires_at).toBe('2031-06-08 08:00:00');
    const after = await h.ok('/api/wallet/transaction', {
      ...SITE,
      ...who,
      transaction_id: answer.value?.transaction_id ?? 0,
    });
    expect(after).toMatchObject({
      game_balance: 500,
      bonus_balance: 500,
      bonus: { status: 'active' },
    });
    await expectStatementsAddUp(who);
    // The first deposit is behind the player now.
    const offers = await h.ok('/api/bonus/offers', { ...SITE, ...who });
    expect(offers.value?.find((o) => o.kind === 'first_deposit')?.refusal).toBe('bonusCodeUsed');
  });

  it('frees the claim when the deposit is declined, so the offer can be claimed again', async () => {
    const who = await newPlayer();
    const offer = await offerId('first_deposit');
    const declined = await deposit(who, 300, { bonus_offer_id: offer });
    await providerSays(declined.value?.reference ?? '', 30_000, 'DECLINED');
    expect((await mine(who)).value?.[0]?.status).toBe('cancelled');
    const again = await deposit(who, 200, { bonus_offer_id: offer });
    expect(again.bonus).toMatchObject({ status: 'pending', amount: 200 });
    await providerSays(again.value?.reference ?? '', 20_000, 'PAID');
    expect(await balances(who)).toEqual({ cash: 200, bonus: 200 });
  });

  it('refuses a deposit below the offer minimum or with a bad code, and records nothing', async () => {
    const who = await newPlayer();
    await claimReward(h, who, 10);
    const body = { ...SITE, ...who, method: 'GCASH', reference: '' };
    expectError(
      await h.post('/api/wallet/deposit', { ...body, amount: 150, bonus_code: 'NOPE' }),
      'bonusCodeUnknown',
      404,
    );
    const small = await h.post('/api/wallet/deposit', {
      ...body,
      amount: 100,
      bonus_code: 'RELOAD50',
    });
    expectError(small, 'bonusCodeNotEligible', 403);
    // After a first deposit the reload code opens, with its own minimum.
    const paid = await deposit(who, 150);
    await providerSays(paid.value?.reference ?? '', 15_000, 'PAID');
    const below = await h.post('/api/wallet/deposit', {
      ...SITE,
      ...who,
      amount: 150,
      method: 'GCASH',
      reference: '',
      bonus_code: 'reload50',
    });
    expect(expectError(below, 'bonusDepositTooSmall', 400)?.statusParams).toEqual({
      min_deposit: 200,
    });
    const list = await h.ok('/api/wallet/transactions', { ...who, ...HISTORY, type: 'deposit' });
    expect(list.value).toHaveLength(1);
    const reload = await deposit(who, 400, { bonus_code: 'Reload50' });
    expect(reload.bonus).toMatchObject({ kind: 'reload', amount: 200, required: 2000 });
  });
});

describe('playing with a bonus', () => {
  it('takes stakes from cash first, counts each at its contribution and refuses a stake over the maximum', async () => {
    const who = await newPlayer();
    await claimReward(h, who, 30);
    await claimed(who, { code: 'FREE100' });
    const spin = await slotOf(who);
    await h.post('/sandbox/slot_seed', { seed: 7 });
    const first = (await spin(10)).json as SpinAnswer;
    expect(first.bonus_stake).toBe(0);
    expect((await mine(who)).value?.[0]?.wagered).toBe(10);

    const over = await spin(50);
    expect(expectError(over, 'bonusStakeAboveMaximum', 409)?.statusParams).toEqual({
      max_stake: 25,
      title: 'Casino bonus, no deposit needed',
    });
    expect((await mine(who)).value?.[0]?.wagered).toBe(10);

    // Once the cash runs out, the stake comes from the bonus, and so does its share of a win.
    let spun = first;
    let stakes = 10;
    for (let i = 0; spun.bonus_stake === 0 && i < 200; i += 1) {
      spun = (await spin(10)).json as SpinAnswer;
      stakes += 10;
    }
    expect(spun.bonus_stake).toBeGreaterThan(0);
    await h.post('/sandbox/slot_seed', { seed: null });
    const [bonus] = (await mine(who)).value ?? [];
    expect(bonus?.wagered).toBe(stakes);
    const bonusLines = (await statement(who)).filter(
      (l) => l.wallet === 'bonus' && l.kind === 'BET',
    );
    expect(bonusLines[0]?.amount).toBe(-spun.bonus_stake);
    await expectStatementsAddUp(who);
  });

  it('counts a spin towards the casino bonus only and a settled sports bet towards the sports bonus only', async () => {
    const who = await newPlayer();
    await claimReward(h, who, 200);
    await claimed(who, { code: 'FREE100' });
    await claimed(who, { code: 'BET50' });
    const spin = await slotOf(who);
    await spin(10);
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value as BetLineRecord[];
    const line = lines.find((l) => l.odds >= 1.5) ?? lines[0];
    if (!line) throw new Error('no bet lines');
    const placed = await h.ok('/api/sportsbook/place', {
      ...SITE,
      ...who,
      ...singleBet(line, 20, `bonus-sports-${serial}`),
    });
    expect(placed.value?.[0]?.bonus_stake).toBeUndefined();
    const byProduct = async () =>
      Object.fromEntries(((await mine(who)).value ?? []).map((b) => [b.product, b.wagered]));
    // Sports bets count when they are settled.
    expect(await byProduct()).toEqual({ casino: 10, sports: 0 });
    await h.post('/sandbox/sports/settle', { match_id: line.match_id });
    expect(await byProduct()).toEqual({ casino: 10, sports: 20 });
    await expectStatementsAddUp(who);
  });

  it('turns a bonus into cash in one movement once its wagering is met, and only once', async () => {
    const who = await newPlayer();
    await claimReward(h, who, 500);
    const code = `QUICK${serial}`;
    await operatorOffer({ code, max_bonus: 30, wagering_multiplier: 1 });
    await claimed(who, { code });
    const spin = await slotOf(who);
    const answers = await Promise.all([spin(10), spin(10), spin(10), spin(10)]);
    const converted = answers.map((a) => (a.json as SpinAnswer).converted).filter((c) => c > 0);
    expect(converted).toEqual([30]);
    const [bonus] = (await mine(who)).value ?? [];
    expect(bonus).toMatchObject({ status: 'converted', balance: 0 });
    expect(bonus?.ended_at).not.toBeNull();
    const conversions = (await statement(who)).filter((l) =>
      l.description.startsWith('Bonus turned into cash'),
    );
    expect(conversions).toHaveLength(1);
    expect(conversions[0]).toMatchObject({ wallet: 'cash', kind: 'BONUS', amount: 30 });
    expect((await balances(who)).bonus).toBe(0);
    await expectStatementsAddUp(who);
  });
});

describe('withdrawing with a bonus active', () => {
  it('asks to forfeit naming the amount, then withdraws the cash and removes the bonus in one movement', async () => {
    const who = await newPlayer();
    await claimReward(h, who, 800);
    await claimed(who, { code: 'FREE100' });
    const body = {
      ...SITE,
      ...who,
      amount: 300,
      bank_account_id: await savedBankAccount(h, who, {
        bank_name: 'BPI',
        account_name: 'Bonus Player',
        account_number: '555000111222',
      }),
    };
    const asked = await h.post('/api/wallet/withdraw', body);
    expect(expectError(asked, 'bonusForfeitRequired', 409)?.statusParams).toEqual({ amount: 100 });
    expect(await balances(who)).toEqual({ cash: 800, bonus: 100 });

    const done = await h.ok('/api/wallet/withdraw', { ...body, forfeit_bonus: true });
    expect(done).toMatchObject({ game_balance: 500, bonus_balance: 0 });
    expect((await mine(who)).value?.[0]?.status).toBe('forfeited');
    const [withdrawal, forfeit] = await statement(who);
    expect(withdrawal).toMatchObject({ wallet: 'cash', kind: 'WITHDRAWAL', amount: -300 });
    expect(forfeit).toMatchObject({ wallet: 'bonus', kind: 'BONUS', amount: -100, balance: 0 });
    await expectStatementsAddUp(who);
    // Nothing is left to give up: the next withdrawal asks nothing.
    await h.ok('/api/wallet/withdraw', { ...body, amount: 200 });
  });

  it('gives up a bonus on request, once', async () => {
    const who = await newPlayer();
    const bonus = (await claimed(who, { code: 'BET50' })).value;
    const given = await h.ok('/api/bonus/forfeit', { ...who, bonus_id: bonus?.bonus_id });
    expect(given).toMatchObject({ value: { status: 'forfeited', balance: 0 }, bonus_balance: 0 });
    expectError(
      await h.post('/api/bonus/forfeit', { ...who, bonus_id: bonus?.bonus_id }),
      'bonusNotActive',
      409,
    );
    expectError(await h.post('/api/bonus/forfeit', { ...who, bonus_id: 999_999 }), 'notFound', 404);
  });
});

describe('expiry', () => {
  it('removes the bonus in one movement once its days are up, when the account is next read', async () => {
    const who = await newPlayer();
    await claimed(who, { code: 'FREE100' });
    clock.advance(3 * DAY_MS + 1000);
    expect(await balances(who)).toEqual({ cash: 0, bonus: 0 });
    const [bonus] = (await mine(who)).value ?? [];
    expect(bonus).toMatchObject({ status: 'expired', balance: 0 });
    const [line] = await statement(who);
    expect(line).toMatchObject({ wallet: 'bonus', kind: 'BONUS', amount: -100 });
    expect(line?.description).toMatch(/^Expired/);
    await expectStatementsAddUp(who);
  });
});

describe('the operator desk', () => {
  it('refuses an offer above the wagering cap', async () => {
    const answer = await h.post('/sandbox/bonus/offer', {
      domain_name: 'slot1.localhost',
      kind: 'no_deposit',
      product: 'casino',
      code: 'TOOMUCH',
      title: 'Too much',
      match_percent: 0,
      max_bonus: 100,
      min_deposit: 0,
      wagering_multiplier: 12,
      valid_days: 1,
      max_stake: 50,
      contributions: [],
      ends_at: null,
    });
    expect(expectError(answer, 'invalidRequest', 400)?.statusDetail).toMatch(/at most 10/);
  });
});

describe('the slot in another currency', () => {
  it('offers stakes at the currency scale and refuses one it does not offer', async () => {
    const kyat = { domain_name: 'slot5.localhost', external_id: '' };
    const who = await newPlayer(kyat);
    await claimReward(h, who, 5_000, { site: kyat });
    const spin = await slotOf(who);
    expectError(await spin(1), 'invalidRequest', 400);
    expect(((await spin(40)).json as SpinAnswer).stake).toBe(40);
    await claimed(who, { code: 'FREE100' }, kyat);
    expectError(await spin(2_000), 'bonusStakeAboveMaximum', 409);
  });
});
