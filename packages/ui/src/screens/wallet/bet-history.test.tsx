import type { BetLeg, BetRecord, SportsBet } from '@playfront/core/contract';
import { localizedPath } from '@playfront/core/i18n';
import { setOddsFormat } from '@playfront/core/store';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { BetHistory } from './bet-history';
import { fakeSandbox } from '@playfront/core/testing';

const leg = (n: number, over: Partial<BetLeg> = {}): BetLeg => ({
  selection_id: `PF-1-${n}:HDP:1`,
  match_id: `PF-1-${n}`,
  league: 'Asia Premier League',
  kickoff: '2030-01-02T12:00:00.000Z',
  bet_type: 'HDP',
  home_away: 1,
  criteria1: '-0.5',
  home_team_name: `Home ${n}`,
  away_team_name: `Away ${n}`,
  home_name_cn: `主${n}`,
  away_name_cn: `客${n}`,
  odds: 1.5,
  result: null,
  ...over,
});

const sportsRow = (id: number, bet: Omit<SportsBet, 'bet_id' | 'created_at' | 'settled_at'>) =>
  ({
    bet_id: id,
    provider_code: 'SPORTS',
    game_name: 'Sports bet',
    stake: bet.stake,
    payout: bet.payout,
    win_loss: bet.payout - bet.stake,
    created_at: '2030-01-01 10:00:00',
    sports_bet: { ...bet, bet_id: id, created_at: '2030-01-01 10:00:00', settled_at: null },
  }) satisfies BetRecord;

const rows: BetRecord[] = [
  sportsRow(3, {
    kind: 'single',
    stake: 10,
    odds: 1.5,
    potential_return: 15,
    status: 'open',
    payout: 0,
    legs: [leg(1)],
  }),
  sportsRow(2, {
    kind: 'parlay',
    stake: 20,
    odds: 3.75,
    potential_return: 75,
    status: 'lost',
    payout: 0,
    legs: [
      leg(2, { bet_type: 'OU', criteria1: '2.5', result: 'won' }),
      leg(3, { bet_type: '1X2', home_away: 3, criteria1: null, odds: 2.5, result: 'lost' }),
    ],
  }),
  {
    bet_id: 1,
    provider_code: 'PG',
    game_name: 'Lucky Fortune',
    stake: 5,
    payout: 12,
    win_loss: 7,
    created_at: '2030-01-01 09:00:00',
  },
];

async function showHistory(language: 'EN' | 'CN' = 'EN') {
  const api = fakeSandbox({ '/api/wallet/bets': () => ({ statusCode: 1, value: rows, total: 3 }) });
  const { store } = await renderPlayerScreen(<BetHistory />, api, {
    language,
    path: localizedPath('/bet-history', language, 'EN'),
  });
  const [, open, parlay, casino] = await screen.findAllByRole('row');
  return { store, open: open!, parlay: parlay!, casino: casino! };
}

describe('BetHistory with sports bets', () => {
  it('shows a single with its selection, odds, stake, potential return and open status', async () => {
    const { open } = await showHistory();
    expect(within(open).getByText('Single')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Home 1 vs Away 1')).toBeInTheDocument();
    expect(within(open).getByText(/Handicap · Home · Home 1 -0.5 @/)).toBeInTheDocument();
    expect(within(open).getAllByText('1.50')).toHaveLength(2);
    expect(within(open).getByText('₱15.00')).toBeInTheDocument();
    expect(within(open).getByText('₱10.00')).toBeInTheDocument();
    // An open bet has no return or result yet.
    expect(within(open).getAllByText('–')).toHaveLength(2);
  });

  it('tells a parlay by its legs, each with its pick, price and result', async () => {
    const { parlay } = await showHistory();
    expect(within(parlay).getByText('Parlay of 2')).toBeInTheDocument();
    expect(within(parlay).getAllByRole('listitem')).toHaveLength(2);
    expect(within(parlay).getByText(/Over\/under · Over 2.5 @/)).toBeInTheDocument();
    expect(within(parlay).getByText(/1X2 · Draw @/)).toBeInTheDocument();
    expect(within(parlay).getByText('Won')).toBeInTheDocument();
    expect(within(parlay).getAllByText('Lost')).toHaveLength(2);
    expect(within(parlay).getByText('3.75')).toBeInTheDocument();
    expect(within(parlay).getByText('-₱20.00')).toBeInTheDocument();
  });

  it('shows every price in the odds format the player chose', async () => {
    const { store, open, parlay } = await showHistory();
    act(() => {
      store.dispatch(setOddsFormat('hongkong'));
    });
    expect(within(open).getAllByText('0.50')).toHaveLength(2);
    expect(within(parlay).getByText('2.75')).toBeInTheDocument();
    act(() => {
      store.dispatch(setOddsFormat('american'));
    });
    expect(within(parlay).getByText('+275')).toBeInTheDocument();
    expect(within(parlay).getByText('+150')).toBeInTheDocument();
  });

  it('names teams and bet types in the page language', async () => {
    const { open, parlay } = await showHistory('CN');
    expect(within(open).getByText('主1 对 客1')).toBeInTheDocument();
    expect(within(open).getByText(/让球 · 主队 · 主1 -0.5 @/)).toBeInTheDocument();
    expect(within(parlay).getByText('2串1')).toBeInTheDocument();
  });

  it('keeps casino bets as they were', async () => {
    const { casino } = await showHistory();
    expect(within(casino).getByText('Lucky Fortune (PG)')).toBeInTheDocument();
    expect(within(casino).getByText('₱7.00')).toBeInTheDocument();
  });
});
