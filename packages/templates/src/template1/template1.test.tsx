import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lobbyFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template1 from './index';

describe('template1 "Classic lobby"', { timeout: 20_000 }, () => {
  it('leads with a strip of banner slides, the welcome first, paged by two buttons', async () => {
    await renderTemplate(template1);
    const hero = screen.getByRole('region', { name: 'Promotions' });
    const slides = within(hero).getAllByRole('listitem');
    expect(within(slides[0]!).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to Lucky Manila',
    );
    expect(within(slides[0]!).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Welcome to Lucky Manila',
      'Hot games',
      'Promotions',
      'VIP',
      'Download the app',
    ]);
    expect(within(hero).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  lobbyFrameChecks(template1);
});
