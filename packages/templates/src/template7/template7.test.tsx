import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template7 from './index';

describe('template7 "Minimal editorial"', { timeout: 20_000 }, () => {
  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template7);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template7, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });

  it('ranks the popular games in a chart, each with a Play button naming the game', async () => {
    await renderTemplate(template7);
    const chart = screen.getByRole('region', { name: 'Popular' });
    const entries = within(chart).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(1);
    expect(within(entries[0]!).getByRole('button', { name: /^Play now / })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
