import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TemplateRecipe } from '../recipe/types';
import { expectAccountLinks, expectKeyboardAccountMenu } from './account-links';
import { expectMenuClosesOnEsc } from './menu';
import type { RenderTemplateOptions } from './render-template';
import { renderTemplate } from './render-template';

/**
 * The checks of a template drawn in the drawer frame (templates 6 to 10), in its own test file:
 * its drawer from the keyboard, closed with Esc, and a signed-in player's account pages under the
 * header's account button and in the drawer.
 */
export function drawerFrameChecks(template: TemplateRecipe) {
  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template);
    await expectMenuClosesOnEsc(user, {
      button: 'Open menu',
      link: { name: 'Slots', href: '/slots' },
    });
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });
}

/**
 * The checks of a template drawn in the tab-bar frame (templates 2, 3 and 5), in its own test
 * file: the tab bar's games sheet from the keyboard, closed with Esc, and a signed-in player's
 * account pages under the header's account button (desktop).
 */
export function tabFrameChecks(template: TemplateRecipe) {
  it('opens the games sheet of the tab bar from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template);
    await expectMenuClosesOnEsc(user, {
      button: 'Games',
      dialog: 'Game categories',
      link: { name: 'Live Casino', href: '/casino' },
    });
  });

  it("shows a signed-in player's account pages under the header's account button (desktop)", async () => {
    const { user } = await renderTemplate(template, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
}

/**
 * The check of a template drawn in the lobby frame (templates 1, 4, 12, 13 and 15), in its own
 * test file: its drawer from the keyboard, holding `link`, closed with Esc.
 */
export function lobbyFrameChecks(
  template: TemplateRecipe,
  link = { name: 'Slots', href: '/slots' },
  options: RenderTemplateOptions = {},
) {
  it('opens the drawer from the keyboard and closes it with Esc, focus back on its button', async () => {
    const { user } = await renderTemplate(template, options);
    await expectMenuClosesOnEsc(user, { button: 'Open menu', link });
  });
}

/**
 * The checks of a template drawn in the app frame (templates 11 and 14), in its own test file:
 * the tab bar's menu sheet from the keyboard, closed with Esc, and a signed-in player's account
 * pages in it (VIP is in its grid already).
 */
export function appFrameChecks(template: TemplateRecipe, options: RenderTemplateOptions = {}) {
  it('opens the menu sheet from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template, options);
    await expectMenuClosesOnEsc(user, { button: 'Menu', link: { name: 'VIP', href: '/vip' } });
  });

  it('gives a signed-in player the account pages in the tab bar sheet', async () => {
    const { user } = await renderTemplate(template, { ...options, signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }), ['/vip']);
  });
}
