import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Top10Panel } from './top10-panel';
import { top10Answer } from '@playfront/core/testing';
import { renderScreen } from '../../testing';

const entries = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Top10Panel', () => {
  it('lists top winners and latest withdrawals with masked accounts and amounts in the site currency', async () => {
    const { calls } = await renderScreen(<Top10Panel />, {
      answers: { '/api/settings/top10winner_withdrawal': top10Answer },
    });
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    expect(entries('Top winners')).toEqual([
      'de***01Super Ace₱15,250.50',
      'ma***88Lucky Neko₱8,000.00',
    ]);
    expect(entries('Latest withdrawals')).toEqual(['jo***07₱5,000.00', 'an***22₱1,200.75']);
    expect(calls[0]).toEqual({
      path: '/api/settings/top10winner_withdrawal',
      body: { domain_name: 'test.localhost', external_id: 'ext-1' },
    });
  });

  it('shows withdrawals in the last hour and the player counts, 0 included', async () => {
    await renderScreen(<Top10Panel />, {
      answers: { '/api/settings/top10winner_withdrawal': top10Answer },
    });
    const stats = await screen.findByRole('region', { name: 'Player statistics' });
    const value = (term: string) =>
      within(stats).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(await within(stats).findByText('₱48,250.00')).toBeInTheDocument();
    expect(value('Withdrawals in the last hour')).toBe('₱48,250.00');
    expect(value('Registered players')).toBe('12,840');
    expect(value('Active players')).toBe('1,532');
    expect(value('Depositing players')).toBe('0');
  });

  it('shows empty lists when the call fails', async () => {
    await renderScreen(<Top10Panel />, {
      answers: {
        '/api/settings/top10winner_withdrawal': { statusCode: -500, statusMessage: 'x' },
      },
    });
    expect(await screen.findByText('No winners to show yet.')).toBeInTheDocument();
    expect(screen.getByText('No withdrawals to show yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Top 10' })).toBeInTheDocument();
  });
});
