import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template9 from './index';

describe('template9 "Cyber"', { timeout: 20_000 }, () => {
  it('opens the menu sheet from the bottom tab bar with the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template9);
    const tabs = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Hot Games', 'Slots']);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the sheet', async () => {
    const { user } = await renderTemplate(template9, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });

  it('numbers the categories in two digits, hidden from screen readers', async () => {
    await renderTemplate(template9);
    const categories = screen.getByRole('region', { name: 'Game categories' });
    const first = within(categories).getAllByRole('link')[0]!;
    expect(first.querySelector('[aria-hidden="true"]')).toHaveTextContent('01');
  });
});
