import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template8 from './index';

describe('template8 "Vegas strip"', { timeout: 20_000 }, () => {
  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template8);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template8, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });

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
      expect(within(tiles[0]!).getByRole('button', { name: /^Play now / })).toBeInTheDocument();
    }
  });
});
