import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerFrameChecks } from '../testing/frame-checks';
import { renderTemplate } from '../testing/render-template';
import template8 from './index';

describe('template8 "Vegas strip"', { timeout: 20_000 }, () => {
  drawerFrameChecks(template8);

  it('badges nine hot games HOT and nine new games NEW, each tile playable', async () => {
    await renderTemplate(template8);
    for (const [title, badge] of [
      ['Hot games', 'HOT'],
      ['New games', 'NEW'],
    ] as const) {
      const grid = screen.getByRole('region', { name: title });
      const tiles = within(grid).getAllByRole('article');
      expect(tiles.length).toBeLessThanOrEqual(9);
      expect(within(tiles[0]!).getByText(badge)).toBeInTheDocument();
      expect(within(tiles[0]!).getByRole('link', { name: /^Play now / })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/playnow\?provider=/),
      );
    }
  });
});
