import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template2 from './index';

describe('template2 "Royal casino"', { timeout: 20_000 }, () => {
  it('opens the games sheet of the tab bar from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template2);
    await expectMenuClosesOnEsc(user, {
      button: 'Games',
      dialog: 'Game categories',
      link: { name: 'Live Casino', href: '/casino' },
    });
  });

  it("shows a signed-in player's account pages under the header's account button (desktop)", async () => {
    const { user } = await renderTemplate(template2, { signedIn: true });
    await expectKeyboardAccountMenu(user);
  });

  it('draws the crest over the site name and the main navigation as words alone', async () => {
    await renderTemplate(template2);
    const crest = within(screen.getByRole('banner')).getByRole('link', { name: 'Lucky Manila' });
    expect(crest).toHaveAttribute('href', '/');
    expect(crest.querySelector('svg')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Promotions' }).querySelector('svg')).toBeNull();
  });
});
