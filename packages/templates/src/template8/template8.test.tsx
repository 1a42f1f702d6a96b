import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { renderTemplate } from '../testing/render-template';
import template8 from './index';

describe('template8 "Vegas strip"', { timeout: 20_000 }, () => {
  it('shows the site, its category navigation, tiles and game rows to a guest', async () => {
    await renderTemplate(template8);
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const navLinks = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(navLinks).toEqual(
      expect.arrayContaining(['Hot Games', 'Slots', 'Live Casino', 'Fishing', 'Sports']),
    );
    expect(navLinks).not.toContain('Poker');
    const tiles = screen.getByRole('region', { name: 'Game categories' });
    expect(within(tiles).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots');
    for (const row of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('heading', { level: 2, name: row })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Super Ace' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sugar Rush' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
      'Weekend reload bonus',
    );
    expect(await screen.findByRole('link', { name: 'Pragmatic Play' })).toHaveAttribute(
      'href',
      '/slots?provider=PPLAY',
    );
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Download the app' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  });

  it('offers sign-in to a guest and shows the balance to a signed-in player', async () => {
    const guest = await renderTemplate(template8);
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
    guest.unmount();
    await renderTemplate(template8, { signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByText('Balance').parentElement).toHaveTextContent('PHP 12,500.5');
  });

  it('opens the drawer from the keyboard and closes it with Esc, returning focus', async () => {
    const { user } = await renderTemplate(template8);
    const open = screen.getByRole('button', { name: 'Open menu' });
    open.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Slots' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('gives a signed-in player the account pages under the account button and in the drawer', async () => {
    const { user } = await renderTemplate(template8, { signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }));
  });
});
