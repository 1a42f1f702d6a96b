import type { BetRecord, SportsBet } from '@playfront/core/contract';
import { localizedPath } from '@playfront/core/i18n';
import { fakeSandbox } from '@playfront/core/testing';
import type { Answers } from '@playfront/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { BetHistory } from './bet-history';
import { partRange } from './cash-out';

const openBet = (over: Partial<SportsBet> = {}): SportsBet => ({
  bet_id: 5,
  kind: 'single',
  stake: 100,
  odds: 2,
  potential_return: 200,
  status: 'open',
  payout: 0,
  legs: [
    {
      selection_id: 'PF-LIVE-1:1X2:1',
      match_id: 'PF-LIVE-1',
      league: 'Playfront Live League',
      kickoff: '2030-01-02T12:00:00.000Z',
      bet_type: '1X2',
      home_away: 1,
      criteria1: null,
      home_team_name: 'Home',
      away_team_name: 'Away',
      odds: 2,
      result: null,
    },
  ],
  created_at: '2030-01-02 12:10:00',
  settled_at: null,
  cash_out: 118.75,
  ...over,
});

const rowOf = (bet: SportsBet): BetRecord => ({
  bet_id: bet.bet_id,
  provider_code: 'SPORTS',
  game_name: 'Home v Away · 1X2',
  stake: 100,
  payout: bet.payout,
  win_loss: bet.payout - 100,
  created_at: bet.created_at,
  sports_bet: bet,
});

async function showBets(
  bets: () => SportsBet[],
  answers: Answers = {},
  language: 'EN' | 'CN' = 'EN',
) {
  const api = fakeSandbox({
    '/api/wallet/bets': () => ({ statusCode: 1, value: bets().map(rowOf), total: 1 }),
    ...answers,
  });
  const { store } = await renderPlayerScreen(<BetHistory />, api, {
    balance: 400,
    language,
    path: localizedPath('/bet-history', language, 'EN'),
  });
  const [, row] = await screen.findAllByRole('row');
  return { api, store, row: row! };
}

describe('cash-out in the bet history', () => {
  it('cashes out all of an open bet after a confirm step, and the header balance rises at once', async () => {
    let bet = openBet();
    const { api, store, row } = await showBets(() => [bet], {
      '/api/sportsbook/cash_out': (body) => {
        bet = { ...bet, status: 'cashed_out', cashed_out: body.cash_out, payout: body.cash_out };
        return { value: bet, paid: body.cash_out, game_balance: 518.75 };
      },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Cash out ₱118.75' }));
    expect(within(row).getByText('You get ₱118.75 now and the bet ends.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm cash out of ₱118.75' }));
    await expect.poll(() => store.getState().session.game.balance).toBe(518.75);
    const sent = api.calls.filter((c) => c.path === '/api/sportsbook/cash_out');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ bet_id: 5, cash_out: 118.75 });
    expect(sent[0]?.body).not.toHaveProperty('amount');
    // The list is read again: the line says it was cashed out and for how much.
    expect(await screen.findByText('Cashed out for ₱118.75')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cash out/ })).not.toBeInTheDocument();
  });

  it('offers the new value when the backend refused a value that moved', async () => {
    const seen: number[] = [];
    const { row } = await showBets(() => [openBet()], {
      '/api/sportsbook/cash_out': (body) => {
        seen.push(body.cash_out);
        return body.cash_out === 112.1
          ? { value: openBet({ status: 'cashed_out' }), paid: 112.1, game_balance: 512.1 }
          : {
              statusCode: -409,
              statusMessage: 'betCashOutChanged',
              statusParams: { cash_out: 112.1 },
            };
      },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Cash out ₱118.75' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm cash out of ₱118.75' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The cash-out value moved to ₱112.10.',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm cash out of ₱112.10' }));
    await expect.poll(() => seen).toEqual([118.75, 112.1]);
  });

  it('cashes out a part typed in the amount field, refusing one outside the range', async () => {
    const { api, row } = await showBets(() => [openBet()], {
      '/api/sportsbook/cash_out': () => ({
        value: openBet({ stake: 60, cash_out: 71.25, cashed_out: 47.5 }),
        paid: 47.5,
        game_balance: 447.5,
      }),
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Cash out ₱118.75' }));
    await userEvent.click(within(row).getByRole('radio', { name: 'Part of it' }));
    const field = within(row).getByRole('textbox', { name: 'Amount to cash out' });
    await userEvent.type(field, '118.75');
    await userEvent.click(within(row).getByRole('button', { name: /Confirm cash out of/ }));
    expect(
      await within(row).findByText('Enter an amount from ₱1.19 to ₱117.56.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.path === '/api/sportsbook/cash_out')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '47.50');
    expect(
      within(row).getByText('You get ₱47.50 now; ₱60.00 of the stake stays on the bet.'),
    ).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm cash out of ₱47.50' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('₱47.50 is in your balance.');
    expect(api.calls.find((c) => c.path === '/api/sportsbook/cash_out')?.body).toMatchObject({
      cash_out: 118.75,
      amount: 47.5,
    });
  });

  it('is disabled with its reason while a market is suspended, in the page language', async () => {
    const { row } = await showBets(() => [
      openBet({ cash_out: null, cash_out_reason: 'suspended' }),
    ]);
    const button = within(row).getByRole('button', { name: 'Cash out' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Cash out is paused while a market is suspended.');
  });

  it('says a bet was partly cashed out', async () => {
    const { row } = await showBets(
      () => [openBet({ stake: 60, cashed_out: 47.5, cash_out: 71.25 })],
      {},
      'CN',
    );
    expect(within(row).getByText(/^部分兑现：已支付 PHP\s47\.50$/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^兑现 PHP\s71\.25$/ })).toBeEnabled();
  });
});

describe('partRange', () => {
  it('keeps a part between 1 % and 99 % of the value', () => {
    expect(partRange(118.75)).toEqual({ min: 1.19, max: 117.56 });
    expect(partRange(0.5)).toEqual({ min: 0.01, max: 0.49 });
  });
});
