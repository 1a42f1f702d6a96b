import { createI18n } from '@playfront/core/i18n';
import type { Answers } from '@playfront/core/testing';
import {
  bonusOffers,
  fakeSandbox,
  paymentLimits,
  playerBonus,
  playerStore,
  savedBankAccount,
} from '@playfront/core/testing';
import { bonusApi } from '@playfront/core/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BalanceChip } from '../../account/balance-chip';
import type { PlayerScreenOptions } from '../../testing';
import { renderPlayerScreen, SiteTestProviders } from '../../testing';
import { PlayNow } from '../engage/play-now';
import { Promotions } from '../engage/lists';
import { Deposit } from '../wallet/deposit';
import { Withdrawal } from '../wallet/withdrawal';
import { MyBonuses } from './my-bonuses';

async function show(ui: ReactNode, answers: Answers, options: PlayerScreenOptions = {}) {
  const api = fakeSandbox(answers);
  const { store } = await renderPlayerScreen(ui, api, options);
  return { api, store, calls: (path: string) => api.calls.filter((c) => c.path === path) };
}

const mine = (value = [playerBonus()], bonus_balance = 500) => ({
  statusCode: 1,
  value,
  game_balance: 500,
  bonus_balance,
});

beforeEach(() => {
  // jsdom does not navigate frames: the game's form post is a no-op.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the bonus balance', () => {
  it('shows beside the cash when there is some, and not otherwise', () => {
    const { rerender } = render(<BalanceChip balance={1000} token={5} bonus={250.5} />);
    expect(screen.getByText('Bonus').nextSibling).toHaveTextContent('250.5');
    rerender(<BalanceChip balance={1000} token={5} bonus={0} />);
    expect(screen.queryByText('Bonus')).toBeNull();
  });
});

describe('the player’s bonuses (/account)', () => {
  it('shows each running bonus’s progress, what counts and its largest stake', async () => {
    await show(<MyBonuses />, {
      '/api/bonus/mine': () => mine([playerBonus({ wagered: 100 })]),
    });
    const card = await screen.findByRole('article', { name: '100% first deposit bonus' });
    const fact = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(fact('Bonus money')).toHaveTextContent('₱500.00');
    expect(fact('Left to wager')).toHaveTextContent('₱4,900.00');
    expect(fact('Largest stake')).toHaveTextContent('₱25.00');
    expect(fact('Time left')?.textContent).toMatch(/^\d+ d \d+ h$/);
    expect(within(card).getByText('Wagered ₱100.00 of ₱5,000.00')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '100');
    await userEvent.click(within(card).getByText('What counts'));
    expect(within(card).getByText('Slots: 100%')).toBeVisible();
    expect(within(card).getByText('Live Casino: 10%')).toBeVisible();
    expect(within(card).getByText('Everything else: 0%')).toBeVisible();
  });

  it('leads to the offers when no bonus runs', async () => {
    await show(<MyBonuses />, { '/api/bonus/mine': () => mine([], 0) });
    expect(await screen.findByText(/No bonus is running/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offers' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('gives a bonus up only after the player confirms the amount lost', async () => {
    let bonuses = [playerBonus({ balance: 320 })];
    const { calls } = await show(<MyBonuses />, {
      '/api/bonus/mine': () => mine(bonuses, 320),
      '/api/bonus/forfeit': () => {
        bonuses = [];
        return { statusCode: 1, value: playerBonus({ status: 'forfeited', balance: 0 }) };
      },
      '/api/auth/get_balance': () => ({ statusCode: 1, game_balance: 500, bonus_balance: 0 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Give up this bonus' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Give up 100% first deposit bonus?',
    });
    expect(dialog).toHaveTextContent('You lose ₱320.00 of bonus money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(calls('/api/bonus/forfeit')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Give up this bonus' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Give up this bonus',
      }),
    );
    await waitFor(() =>
      expect(calls('/api/bonus/forfeit')[0]?.body).toMatchObject({ bonus_id: 41 }),
    );
    expect(await screen.findByText(/No bonus is running/)).toBeInTheDocument();
  });
});

describe('the player’s bonuses as the server draws them', () => {
  it('hydrate with the time left the server wrote, then count on from the browser’s clock', async () => {
    // Read at 2099-01-06 05:00:00 UTC: 2 d 3 h left of a bonus expiring 2099-01-08 08:00:00.
    const readAt = Date.UTC(2099, 0, 6, 5, 0, 0);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(readAt);
    const api = fakeSandbox({ '/api/bonus/mine': () => mine([playerBonus()]) });
    const store = playerStore(api.fetch, true);
    await store.dispatch(bonusApi.endpoints.getMyBonuses.initiate());
    const i18n = await createI18n('EN');
    const app = (
      <SiteTestProviders store={store} i18n={i18n}>
        <MyBonuses />
      </SiteTestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toContain('2 d 3 h');
    // The browser hydrates an hour later: its first render still matches the server's.
    clock.mockReturnValue(readAt + 60 * 60_000);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    await waitFor(() => expect(container.textContent).toContain('2 d 2 h'));
    container.remove();
  });
});

describe('the game view (/playnow)', () => {
  const GAME = '/playnow?provider=PLAYFRONT&game=PF-LUCKY-SEVENS';

  /** The launch of the demo slot with `launch_token`, and what else the launch answers. */
  const demoSlotLaunch = (launch_token: string, more: object) => () => ({
    statusCode: 1,
    url: '/api/games/demo-slot/',
    launch_token,
    ...more,
  });

  it('keeps what is left to wager in view and reads the bonus again after each round the game posts', async () => {
    let wagered = 0;
    const { calls } = await show(
      <PlayNow />,
      {
        '/api/product/launch_game': demoSlotLaunch('token-1', { category: 'slot_game' }),
        '/api/bonus/mine': () => mine([playerBonus({ wagered })]),
      },
      { path: GAME },
    );
    const panel = await screen.findByRole('region', { name: 'Your bonus' });
    await waitFor(() => expect(panel).toHaveTextContent('Left to wager: ₱5,000.00'));
    await userEvent.click(within(panel).getByText('Your bonus'));
    expect(within(panel).getByText('This game counts 100%')).toBeVisible();

    const frame = screen.getByTitle<HTMLIFrameElement>('Game window');
    const round = async (source: MessageEventSource | null, origin = window.location.origin) => {
      await act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'playfront:round' }, origin, source }),
        );
        await Promise.resolve();
      });
    };
    const reads = () => calls('/api/bonus/mine').length;
    const before = reads();
    wagered = 10;
    // Another window, or another origin, is not the game: nothing is read.
    await round(window);
    await round(frame.contentWindow, 'http://elsewhere.test');
    expect(reads()).toBe(before);
    // The game's sandboxed frame has an opaque origin: its messages come from "null".
    await round(frame.contentWindow, 'null');
    await waitFor(() => expect(panel).toHaveTextContent('Left to wager: ₱4,990.00'));
    expect(within(panel).getByText('Wagered ₱10.00 of ₱5,000.00')).toBeInTheDocument();
  });

  it('shows nothing of bonuses in a guest’s demo', async () => {
    const { calls } = await show(
      <PlayNow />,
      {
        '/api/product/launch_game': demoSlotLaunch('token-2', { demo: true }),
      },
      { path: GAME, signedIn: false },
    );
    await screen.findByTitle('Game window');
    expect(screen.queryByRole('region', { name: 'Your bonus' })).toBeNull();
    expect(calls('/api/bonus/mine')).toHaveLength(0);
  });
});

describe('offers (/promotions)', () => {
  const answers: Answers = {
    '/api/engage/promotions': () => ({ statusCode: 1, value: [] }),
    '/api/bonus/offers': () => ({ statusCode: 1, currency: 'PHP', value: bonusOffers }),
  };

  it('shows a guest every offer’s terms and asks to log in to claim', async () => {
    await show(<Promotions />, answers, { signedIn: false });
    const offer = await screen.findByRole('article', { name: '100% first deposit bonus' });
    expect(offer).toHaveTextContent('100% of your deposit, up to ₱1,000.00');
    expect(offer).toHaveTextContent('Deposit at least ₱100.00');
    expect(offer).toHaveTextContent('Wager it 10 times within 7 days');
    expect(offer).toHaveTextContent('Largest stake: ₱25.00');
    const sports = screen.getByRole('article', { name: 'Sports bonus, no deposit needed' });
    await userEvent.click(within(sports).getByText('What counts'));
    expect(within(sports).getByText('Sports at odds of 1.50 or more: 100%')).toBeVisible();
    expect(screen.getByText('Log in to claim an offer.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
  });

  it('says why a code fails, credits one without a deposit and leads a deposit’s code to /deposit', async () => {
    const refusals: Record<string, object> = {
      SUMMER25: { statusCode: -410, statusMessage: 'bonusCodeExpired' },
      RELOAD50: {
        statusCode: -409,
        statusMessage: 'bonusDepositRequired',
        statusParams: { min_deposit: 200 },
      },
    };
    const { calls } = await show(<Promotions />, {
      ...answers,
      '/api/bonus/offers': () => ({
        statusCode: 1,
        currency: 'PHP',
        value: bonusOffers.map((o) => ({ ...o, refusal: null })),
      }),
      '/api/bonus/claim': (body) =>
        refusals[String(body.code)] ?? {
          statusCode: 1,
          value: playerBonus({
            title: 'Casino bonus, no deposit needed',
            amount: 100,
            balance: 100,
            required: 1000,
          }),
        },
      '/api/auth/get_balance': () => ({ statusCode: 1, game_balance: 0, bonus_balance: 100 }),
    });
    const field = await screen.findByLabelText('Promo code');
    const use = async (code: string) => {
      await userEvent.clear(field);
      await userEvent.type(field, code);
      await userEvent.click(screen.getByRole('button', { name: 'Use code' }));
    };
    await use('SUMMER25');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promo code has expired: its offer has ended.',
    );
    await use('RELOAD50');
    const alert = await screen.findByText(/This offer comes with a deposit of at least 200/);
    expect(within(alert).getByRole('link', { name: 'Deposit with this code' })).toHaveAttribute(
      'href',
      '/deposit?code=RELOAD50',
    );
    await use('FREE100');
    expect(
      await screen.findByText(
        'Casino bonus, no deposit needed: ₱100.00 credited, ₱1,000.00 to wager.',
      ),
    ).toBeInTheDocument();
    // Each attempt is its own request.
    const keys = calls('/api/bonus/claim').map((c) => c.body.idempotency_key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('the deposit step', () => {
  it('claims the first-deposit offer with the deposit, showing what the amount brings', async () => {
    const { calls } = await show(<Deposit />, {
      '/api/wallet/limits': () => paymentLimits,
      '/api/bonus/offers': () => ({
        statusCode: 1,
        currency: 'PHP',
        value: bonusOffers.map((o) => ({ ...o, refusal: null })),
      }),
      '/api/wallet/deposit': () => ({ statusCode: -400, statusMessage: 'walletMethodUnavailable' }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '500');
    const offer = await screen.findByRole('radio', { name: /100% first deposit bonus/ });
    expect(screen.getByRole('radio', { name: 'No bonus' })).toBeChecked();
    await userEvent.click(offer);
    expect(
      screen.getByText('₱500.00 bonus with this deposit, ₱5,000.00 to wager'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(calls('/api/wallet/deposit')[0]?.body).toMatchObject({
        amount: 500,
        bonus_offer_id: 1,
      }),
    );
  });

  it('takes a promo code brought from /promotions', async () => {
    const { calls } = await show(
      <Deposit />,
      {
        '/api/wallet/limits': () => paymentLimits,
        '/api/bonus/offers': () => ({ statusCode: 1, currency: 'PHP', value: [] }),
        '/api/wallet/deposit': () => ({
          statusCode: -400,
          statusMessage: 'walletMethodUnavailable',
        }),
      },
      { path: '/deposit?code=RELOAD50' },
    );
    expect(await screen.findByLabelText(/Promo code/)).toHaveValue('RELOAD50');
    await userEvent.click(await screen.findByRole('radio', { name: /GCash/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(calls('/api/wallet/deposit')[0]?.body).toMatchObject({ bonus_code: 'RELOAD50' }),
    );
    expect(calls('/api/wallet/deposit')[0]?.body).not.toHaveProperty('bonus_offer_id');
  });
});

describe('a withdrawal with a bonus active', () => {
  const answers = (withdrawals: Record<string, unknown>[]): Answers => ({
    '/api/wallet/limits': () => paymentLimits,
    '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [savedBankAccount] }),
    '/api/wallet/balance': () => ({ statusCode: 1, available: 1000, on_hold: 0 }),
    '/api/bonus/mine': () => mine(),
    '/api/wallet/withdraw': (body) => {
      withdrawals.push(body);
      return {
        statusCode: 1,
        value: {
          transaction_id: 77,
          type: 'WITHDRAWAL',
          amount: 300,
          status: 'PENDING',
          method: 'BDO ****9012',
          created_at: '2099-01-01 09:00:00',
        },
        game_balance: 700,
        bonus_balance: 0,
      };
    },
    '/api/auth/get_balance': () => ({ statusCode: 1, game_balance: 700, bonus_balance: 0 }),
  });

  it('names the bonus money lost and withdraws only once the player confirms', async () => {
    const withdrawals: Record<string, unknown>[] = [];
    const { store } = await show(<Withdrawal />, answers(withdrawals));
    await userEvent.type(await screen.findByLabelText('Amount'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up your bonus?' });
    expect(dialog).toHaveTextContent('you lose ₱500.00 of bonus money. Your cash is not affected.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    expect(withdrawals).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Withdraw and give up the bonus',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(withdrawals[0]).toMatchObject({ amount: 300, bank_account_id: 5, forfeit_bonus: true });
    await waitFor(() => expect(store.getState().session.game.bonus).toBe(0));
  });
});
