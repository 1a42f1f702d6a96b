import type { BetLineRecord, SportsBet } from '@playfront/core/contract';
import type { SlipEntry } from '@playfront/core/sports';
import { createStore } from '@playfront/core/store';
import { slipLimits } from '@playfront/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { expect, fn } from 'storybook/test';
import { BetSlipView } from './bet-slip';
import { surface } from '../testing';

const line = (
  match: string,
  home: string,
  away: string,
  over: Partial<BetLineRecord> = {},
): BetLineRecord => ({
  match_id: match,
  league: 'Asia Premier League',
  kickoff: '2026-11-25T12:00:00.000Z',
  bet_type: 'ML',
  home_away: 1,
  criteria1: null,
  home_team_name: home,
  away_team_name: away,
  odds: 1.95,
  ...over,
});

const entry = (l: BetLineRecord, over: Partial<SlipEntry> = {}): SlipEntry => ({
  selection_id: `${l.match_id}:${l.bet_type}:${l.home_away}`,
  line: l,
  odds: l.odds,
  latest: l.odds,
  open: true,
  ...over,
});

const kings = entry(line('PF-1', 'Manila Kings', 'Cebu Sharks'));
const over = entry(
  line('PF-2', 'Tokyo Storm', 'Seoul Titans', {
    bet_type: 'OU',
    criteria1: '2.5',
    odds: 1.87,
  }),
);
const names: Record<string, string> = { [kings.selection_id]: 'Manila Kings to win' };
const money = (amount: number) => `₱${amount.toFixed(2)}`;

const meta = {
  title: 'UI/Bet slip',
  component: BetSlipView,
  args: {
    selections: [kings, over],
    mode: 'singles',
    stakes: { [kings.selection_id]: '100' },
    parlayStake: '',
    accept: 'better',
    limits: slipLimits,
    balance: '₱1,250.50',
    money,
    selectionName: (e) => names[e.selection_id] ?? 'Over 2.5',
    matchName: (e) => `${e.line.home_team_name} vs ${e.line.away_team_name}`,
    expanded: true,
    plan: { total: 100, potential: 195 },
    onExpandedChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onModeChange: fn(),
    onStakeChange: fn(),
    onParlayStakeChange: fn(),
    onAcceptChange: fn(),
    onTakeNewOdds: fn(),
    onPlace: fn(),
  },
  decorators: [
    // Prices follow the player's odds format, which lives in the store (decimal by default).
    (Story) => (
      <Provider store={createStore({ storage: null })}>
        <Story />
      </Provider>
    ),
    surface({ padding: 0, minHeight: '40rem' }),
  ],
} satisfies Meta<typeof BetSlipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Singles: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Potential return ₱195.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { selections: [], stakes: {}, plan: null },
};

export const Collapsed: Story = { args: { expanded: false } };

export const Parlay: Story = {
  args: { mode: 'parlay', stakes: {}, parlayStake: '50', plan: { total: 50, potential: 182.32 } },
};

export const ParlayTooFewLegs: Story = {
  args: { mode: 'parlay', selections: [kings], stakes: {}, plan: null },
};

export const ChangedOdds: Story = {
  args: {
    selections: [
      { ...kings, latest: 2.05 },
      { ...over, latest: 1.7 },
    ],
  },
};

export const ClosedMarket: Story = {
  args: { selections: [kings, { ...over, latest: null, open: false }] },
};

export const Refusal: Story = {
  args: {
    outcome: { kind: 'refused', message: 'The stake is more than your balance.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Placing: Story = { args: { placing: true } };

export const Placed: Story = {
  args: {
    selections: [],
    stakes: {},
    plan: null,
    outcome: {
      kind: 'placed',
      bets: [
        { bet_id: 1, kind: 'parlay', stake: 50, status: 'open', legs: [] } as unknown as SportsBet,
      ],
    },
    betsLink: (
      <a className="pf-btn" href="/bet-history">
        See my bets
      </a>
    ),
  },
};
