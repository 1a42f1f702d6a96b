import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import { sampleBetLines } from '../testing/sample-bet-lines';
import template13 from './index';

const withLines = { answers: { '/api/product/get_bet_lines': { value: sampleBetLines } } };

describe('template13 "Stadium"', { timeout: 20_000 }, () => {
  it('leads with the match of the day and the odds board, filtered by league, before the casino', async () => {
    const { user } = await renderTemplate(template13, withLines);
    const board = screen.getByRole('region', { name: 'Upcoming matches' });
    // The hero and the board hold their frames while the lines load.
    expect(within(board).getByRole('status')).toHaveTextContent('Loading…');
    const hero = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    const motd = await within(hero).findByRole('article', { name: /Manila Kings vs Cebu Sharks/ });
    expect(within(motd).getByText('Match of the day')).toBeInTheDocument();
    expect(within(motd).getByText('1.85')).toBeInTheDocument();
    expect(within(board).getAllByRole('article')).toHaveLength(3);
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(board.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(board).getByRole('button', { name: 'Asia Premier League' }));
    expect(within(board).getAllByRole('article')).toHaveLength(2);
    expect(within(board).getByRole('button', { name: 'Asia Premier League' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists the categories with sports first', async () => {
    await renderTemplate(template13, withLines);
    const tiles = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(tiles).getAllByRole('link')[0]).toHaveTextContent('Sports');
  });

  lobbyFrameChecks(template13, { name: 'Sports', href: '/sports' }, withLines);
});
