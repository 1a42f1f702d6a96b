import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template10 from './index';

describe('template10 "Tropical"', { timeout: 20_000 }, () => {
  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template10);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template10, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });

  it('loops the providers sideways, the copy hidden from screen readers', async () => {
    await renderTemplate(template10);
    const providers = screen.getByRole('region', { name: 'Providers' });
    const link = await within(providers).findByRole('link', { name: 'JILI' });
    expect(link).toHaveAttribute('href', '/slots?provider=JILI');
    const [list, copy] = providers.querySelectorAll('ul');
    expect(list).not.toHaveAttribute('aria-hidden');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
  });
});
