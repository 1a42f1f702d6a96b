import type { Answers } from '@playfront/core/testing';
import { bonusOffers, paymentLimits, playerBonus, savedBankAccount } from '@playfront/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { playerScreen, withPlayerStore } from '../../testing';
import { Promotions } from '../engage/lists';
import { PlayNow } from '../engage/play-now';
import { Deposit } from '../wallet/deposit';
import { Withdrawal } from '../wallet/withdrawal';
import { MyBonuses } from './my-bonuses';

const meta = { title: 'Screens/Bonus' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A self-contained game page so the frame loads nothing from the network. */
const demoGame =
  'data:text/html,' +
  encodeURIComponent(
    '<!doctype html><html lang="en"><head><title>Demo game</title></head><body><main><h1>Demo game</h1></main></body></html>',
  );

const mine = {
  '/api/bonus/mine': {
    statusCode: 1,
    value: [
      playerBonus({ wagered: 1250 }),
      playerBonus({
        bonus_id: 42,
        title: 'Sports bonus, no deposit needed',
        kind: 'no_deposit',
        product: 'sports',
        amount: 50,
        balance: 50,
        wagered: 0,
        required: 250,
        max_stake: 100,
        contributions: [{ category: 'sportsbook', percent: 100, min_odds: 1.5 }],
      }),
    ],
    game_balance: 1000,
    bonus_balance: 550,
  },
} satisfies Answers;

const offers = (refusal?: string | null): Answers => ({
  '/api/engage/promotions': { statusCode: 1, value: [] },
  '/api/bonus/offers': {
    statusCode: 1,
    currency: 'PHP',
    value: bonusOffers.map((offer) => (refusal === undefined ? offer : { ...offer, refusal })),
  },
  '/api/bonus/claim': { statusCode: -410, statusMessage: 'bonusCodeExpired' },
});

/** The /account section: each running bonus's progress, what counts, the time left. */
export const AccountBonuses: Story = {
  ...playerScreen(MyBonuses, mine),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: '100% first deposit bonus' });
    await expect(within(card).getByText('Wagered ₱1,250.00 of ₱5,000.00')).toBeVisible();
  },
};

export const NoBonus: Story = playerScreen(MyBonuses, {
  '/api/bonus/mine': { statusCode: 1, value: [], game_balance: 1000, bonus_balance: 0 },
});

/** What a guest reads on /promotions, rendered on the server too. */
export const OffersForGuests: Story = {
  ...playerScreen(Promotions, offers(), false),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: '100% first deposit bonus' }),
    ).toBeVisible();
    await expect(canvas.getByText('Log in to claim an offer.')).toBeVisible();
  },
};

/** A signed-in player's offers and promo code form; an expired code says so. */
export const OffersWithCode: Story = {
  ...playerScreen(Promotions, offers(null)),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Promo code'), 'SUMMER25');
    await userEvent.click(canvas.getByRole('button', { name: 'Use code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This promo code has expired');
  },
};

/** The game view with its bonus panel: what is left to wager always in view. */
export const GamePanel: Story = {
  decorators: [
    withPlayerStore({
      '/api/product/launch_game': { statusCode: 1, url: demoGame, category: 'slot_game' },
      ...mine,
    }),
  ],
  render: () => (
    <Routes location={{ pathname: '/playnow', search: '?provider=PLAYFRONT&game=PF-LUCKY-SEVENS' }}>
      <Route path="*" element={<PlayNow />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Your bonus' });
    await expect(panel).toHaveTextContent('Left to wager: ₱3,750.00');
    await userEvent.click(within(panel).getByText('Your bonus'));
    await expect(within(panel).getByText('This game counts 100%')).toBeVisible();
  },
};

/** The deposit step with the first-deposit offer picked: what the amount brings. */
export const DepositWithOffer: Story = {
  ...playerScreen(Deposit, {
    '/api/wallet/limits': paymentLimits,
    '/api/bonus/offers': offers(null)['/api/bonus/offers'],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /GCash/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '500');
    await userEvent.click(await canvas.findByRole('radio', { name: /100% first deposit bonus/ }));
    await expect(
      canvas.getByText('₱500.00 bonus with this deposit, ₱5,000.00 to wager'),
    ).toBeVisible();
  },
};

/** A withdrawal with a bonus active asks first, naming the bonus money lost. */
export const WithdrawalForfeit: Story = {
  ...playerScreen(Withdrawal, {
    ...mine,
    '/api/wallet/limits': paymentLimits,
    '/api/wallet/balance': { statusCode: 1, available: 1000, on_hold: 0 },
    '/api/wallet/bank_accounts': { statusCode: 1, value: [savedBankAccount] },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('alertdialog', { name: 'Give up your bonus?' }),
    ).toHaveTextContent('you lose ₱550.00 of bonus money');
  },
};
