import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../testing/render-template';
import template1 from './index';

describe('template1 "Classic lobby"', () => {
  it('shows the site, its main navigation with the categories and sign-in for a guest', async () => {
    const { user } = await renderTemplate(template1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Manila' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Home', 'Hot Games', 'Slots', 'Live Casino', 'Sports']),
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Join now' }),
    ).toHaveAttribute('href', '/register');
    // template1 signs in on its own page: Home is no longer the current page afterwards.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current'),
    );
  });

  it('shows the balance of a signed-in player instead of sign-in', async () => {
    await renderTemplate(template1, { signedIn: true });
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('12,500.5');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('lists the game rows, providers, announcements, top 10 and the footer pages', async () => {
    await renderTemplate(template1);
    for (const title of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
      'Weekend reload',
    );
    expect(await screen.findByRole('link', { name: 'JILI' })).toHaveAttribute(
      'href',
      '/slots?provider=JILI',
    );
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
  });

  it('opens the mobile menu from the keyboard and closes it with Esc, focus back on the button', async () => {
    const { user } = await renderTemplate(template1);
    const open = screen.getByRole('button', { name: 'Open menu' });
    open.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });
});
