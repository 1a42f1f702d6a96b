import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectKeyboardAccountMenu } from '../testing/account-links';
import { expectMenuClosesOnEsc } from '../testing/menu';
import { renderTemplate } from '../testing/render-template';
import template3 from './index';

describe('template3 "Neon arcade"', { timeout: 20_000 }, () => {
  it('opens the games sheet of the tab bar from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template3);
    await expectMenuClosesOnEsc(user, {
      button: 'Games',
      dialog: 'Game categories',
      link: { name: 'Live Casino', href: '/casino' },
    });
  });

  it("shows a signed-in player's account pages under the header's account button (desktop)", async () => {
    const { user } = await renderTemplate(template3, { signedIn: true });
    await expectKeyboardAccountMenu(user);
  });

  it('leads every link of its side rail with a glyph', async () => {
    await renderTemplate(template3);
    const rail = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(rail).getAllByRole('link'))
      expect(link.querySelector('svg'), link.textContent ?? '').not.toBeNull();
  });
});
