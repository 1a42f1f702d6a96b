import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template12 from './index';

describe('template12 "Magazine"', { timeout: 20_000 }, () => {
  it('leads with the story, then the game rows, with top 10, providers and download aside', async () => {
    await renderTemplate(template12);
    const lead = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    expect(within(lead).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/hot');
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(lead.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const aside = (await screen.findByText('de***01')).closest('.pf-home__side');
    expect(aside).not.toBeNull();
    expect(within(aside as HTMLElement).getByRole('region', { name: 'Providers' })).toBeVisible();
    expect(
      within(aside as HTMLElement).getByRole('complementary', { name: 'Download the app' }),
    ).toBeInTheDocument();
  });

  lobbyFrameChecks(template12);
});
