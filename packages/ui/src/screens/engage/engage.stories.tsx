import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { storyImage } from '../../shared/story-images';
import { playerScreen, withPlayerStore } from '../../testing';
import { Leaderboard, Mission, News, Promotions, Review } from './lists';
import { PlayNow } from './play-now';
import { Referral } from './referral';
import { Spin } from './spin';

/** A self-contained page so the frame loads nothing from the network. */
const demoGame =
  'data:text/html,' +
  encodeURIComponent(
    '<!doctype html><html lang="en"><head><title>Demo game</title></head><body><main><h1>Demo game</h1></main></body></html>',
  );

const meta = { title: 'Screens/Engage' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReferralCode: Story = playerScreen(Referral, {
  '/api/engage/referral': {
    statusCode: 1,
    value: {
      referral_code: 'DEMO01',
      referral_link: 'https://aff.demo.example/register?referrer_code=DEMO01&site=demo.example',
      invited: 4,
      qualified: 2,
      earned: 100,
    },
  },
});

export const PromotionsList: Story = playerScreen(Promotions, {
  '/api/engage/promotions': {
    statusCode: 1,
    value: [
      {
        promotion_id: 1,
        title: '100% welcome bonus',
        summary: 'Double your first deposit up to 5,000.00.',
        image_url: storyImage('Welcome', 10),
        ends_on: '2030-02-01',
      },
      {
        promotion_id: 2,
        title: 'Weekly cashback',
        summary: 'Up to 10% of your weekly net loss back.',
        image_url: storyImage('Cashback', 90),
        ends_on: null,
      },
    ],
  },
});

export const PromotionsEmpty: Story = playerScreen(Promotions, {
  '/api/engage/promotions': { statusCode: 1, value: [] },
});

export const Missions: Story = playerScreen(Mission, {
  '/api/engage/missions': {
    statusCode: 1,
    value: [
      {
        mission_id: 1,
        title: 'First deposit',
        description: 'Make your first deposit.',
        reward: 20,
        target: 1,
        progress: 1,
      },
      {
        mission_id: 2,
        title: 'Warm-up',
        description: 'Place 10 bets on any game.',
        reward: 10,
        target: 10,
        progress: 4,
      },
    ],
  },
});

export const LeaderboardTable: Story = playerScreen(Leaderboard, {
  '/api/engage/leaderboard': {
    statusCode: 1,
    title: 'Weekly top winners',
    value: [
      { rank: 1, account_id: 'ch***88', score: 120300 },
      { rank: 2, account_id: 'ro***12', score: 102800 },
      { rank: 3, account_id: 'an***05', score: 85300 },
      { rank: 4, account_id: 'su***31', score: 67800 },
    ],
  },
});

export const NewsList: Story = playerScreen(News, {
  '/api/engage/news': {
    statusCode: 1,
    value: [
      {
        news_id: 1,
        title: 'New games this week',
        body: 'Ten new slots are live.',
        published_on: '2030-01-04',
      },
      {
        news_id: 2,
        title: 'Faster withdrawals',
        body: 'Bank withdrawals are now paid within 15 minutes.',
        published_on: '2030-01-01',
      },
    ],
  },
});

export const Reviews: Story = playerScreen(Review, {
  '/api/engage/reviews': {
    statusCode: 1,
    value: [
      {
        review_id: 1,
        author: 'ma***21',
        rating: 5,
        text: 'Withdrawals arrive fast.',
        published_on: '2030-01-04',
      },
      {
        review_id: 2,
        author: 'ke***45',
        rating: 3,
        text: 'I would like more live tables at night.',
        published_on: '2029-12-20',
      },
    ],
  },
});

export const DailySpin: Story = {
  ...playerScreen(Spin, {
    '/api/engage/spin': {
      statusCode: 1,
      value: { prize: '10.00 bonus', amount: 10 },
      game_balance: 1010,
      next_spin_at: '2030-01-02 00:00:00',
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin now' }));
    await expect(await canvas.findByText('You won ₱10.00!')).toBeVisible();
  },
};

export const PlayNowFrame: Story = {
  decorators: [withPlayerStore({ '/api/product/launch_game': { statusCode: 1, url: demoGame } })],
  render: () => (
    <Routes location={{ pathname: '/playnow', search: '?provider=JILI&game=ACE' }}>
      <Route path="*" element={<PlayNow />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Game window')).toBeVisible();
  },
};
