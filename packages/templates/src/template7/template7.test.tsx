import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template7 from './index';

describe('template7 "Minimal editorial"', { timeout: 20_000 }, () => {
  drawerFrameChecks(template7);

  it('ranks the popular games in a chart, each with a Play link naming the game', async () => {
    await renderTemplate(template7);
    const chart = screen.getByRole('region', { name: 'Popular' });
    const entries = within(chart).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(1);
    expect(within(entries[0]!).getByRole('link', { name: /^Play now / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/playnow\?provider=/),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
