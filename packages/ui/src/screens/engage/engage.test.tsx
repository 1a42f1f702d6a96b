import { selectToasts } from '@playfront/core/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { fakeSandbox } from '@playfront/core/testing';
import { Mission, Promotions } from './lists';
import { Referral } from './referral';
import { Spin } from './spin';

describe('Referral', () => {
  it('shows the code and link and copies the link', async () => {
    const link = 'https://aff.demo.example/register?referrer_code=DEMO01';
    const api = fakeSandbox({
      '/api/engage/referral': () => ({
        statusCode: 1,
        value: {
          referral_code: 'DEMO01',
          referral_link: link,
          invited: 2,
          qualified: 1,
          earned: 50,
        },
      }),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { store } = await renderPlayerScreen(<Referral />, api);
    expect(await screen.findByLabelText('Your referral code')).toHaveValue('DEMO01');
    expect(screen.getByText('₱50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Copied.']);
  });
});

describe('Spin', () => {
  it('spins once and shows the prize and the new balance', async () => {
    const api = fakeSandbox({
      '/api/engage/spin': () => ({
        statusCode: 1,
        value: { prize: '10.00 bonus', amount: 10 },
        game_balance: 1010,
        next_spin_at: '2030-01-02 00:00:00',
      }),
    });
    const { store } = await renderPlayerScreen(<Spin />, api);
    await userEvent.click(screen.getByRole('button', { name: 'Spin now' }));
    expect(await screen.findByText('You won ₱10.00!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin now' })).toBeDisabled();
    expect(store.getState().session.game.balance).toBe(1010);
  });
});

describe('lists', () => {
  it('shows the empty state of promotions', async () => {
    const api = fakeSandbox({ '/api/engage/promotions': () => ({ statusCode: 1, value: [] }) });
    await renderPlayerScreen(<Promotions />, api);
    expect(await screen.findByText('No promotions right now.')).toBeInTheDocument();
  });

  it('shows mission progress to a player and a sign-in hint to a guest, in Filipino', async () => {
    const api = fakeSandbox({
      '/api/engage/missions': (body) => ({
        statusCode: 1,
        value: [
          {
            mission_id: 1,
            title: 'Warm-up',
            description: 'Place 10 bets.',
            reward: 10,
            target: 10,
            progress: body.auth ? 4 : null,
          },
        ],
      }),
    });
    const { unmount } = await renderPlayerScreen(<Mission />, api);
    expect(await screen.findByRole('progressbar', { name: 'Warm-up' })).toHaveAttribute(
      'value',
      '4',
    );
    expect(screen.getByText('4 of 10')).toBeInTheDocument();
    unmount();
    await renderPlayerScreen(<Mission />, api, {
      signedIn: false,
      language: 'PHP',
      path: '/php/mission',
    });
    expect(
      await screen.findByText('Mag-log in para makita ang iyong progreso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
