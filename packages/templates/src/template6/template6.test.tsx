import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template6 from './index';

describe('template6 "Fruit machine"', { timeout: 20_000 }, () => {
  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template6);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template6, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });

  it('shows the category tiles, each with its chunky glyph, before the hero', async () => {
    await renderTemplate(template6);
    const tiles = screen.getByRole('region', { name: 'Game categories' });
    const slots = within(tiles).getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/slots');
    expect(slots.querySelector('svg')).not.toBeNull();
    const hero = screen.getByRole('region', { name: /Lucky Manila/ });
    expect(tiles.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
