import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyFrameChecks } from '../testing/frame-checks';
import { linkTexts, renderTemplate } from '../testing/render-template';
import { sampleBetLines } from '../testing/sample-bet-lines';
import template15 from './index';

const withLines = { answers: { '/api/product/get_bet_lines': { value: sampleBetLines } } };

describe('template15 "Pitch"', { timeout: 20_000 }, () => {
  it('holds six card frames and says it is loading until the lines arrive', async () => {
    await renderTemplate(template15, withLines);
    const matches = screen.getByRole('region', { name: 'Upcoming matches' });
    expect(within(matches).getByRole('status')).toHaveTextContent('Loading…');
    expect(matches.querySelectorAll('.t15-match--placeholder')).toHaveLength(6);
    expect(await within(matches).findAllByRole('article')).toHaveLength(3);
    expect(matches.querySelector('.t15-match--placeholder')).toBeNull();
  });

  it('leads with match cards, two teams facing and odds chips, before the casino rows', async () => {
    await renderTemplate(template15, withLines);
    const matches = screen.getByRole('region', { name: 'Upcoming matches' });
    const card = await within(matches).findByRole('article', {
      name: 'Manila Kings vs Cebu Sharks',
    });
    expect(within(card).getByText('1.85')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(matches.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the Sports, Games and Live tabs under the navigation', async () => {
    await renderTemplate(template15, withLines);
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(linkTexts(tabs)).toEqual(['Sports', 'Games', 'Live']);
  });

  lobbyFrameChecks(template15, { name: 'VIP', href: '/vip' }, withLines);
});
