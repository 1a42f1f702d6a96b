import { selectOpenModal } from '@playfront/core/store';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../testing/render-template';
import template4 from './index';

describe('template4 "Jade palace"', () => {
  it('shows the site, a two-level main menu and opens the login modal for a guest', async () => {
    const { user, store } = await renderTemplate(template4);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Manila' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const games = within(nav).getByRole('button', { name: 'Games' });
    expect(games).toHaveAttribute('aria-expanded', 'false');
    games.focus();
    await user.keyboard('{Enter}');
    expect(games).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Hot Games', 'Slots', 'Live Casino', 'Fishing', 'Sports']),
    );
    await user.keyboard('{Escape}');
    expect(games).toHaveAttribute('aria-expanded', 'false');
    expect(games).toHaveFocus();
    expect(within(nav).queryByRole('link', { name: 'Slots' })).toBeNull();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(selectOpenModal(store.getState())?.id).toBe('loginmodal');
  });

  it('shows the balance of a signed-in player instead of sign-in', async () => {
    await renderTemplate(template4, { signedIn: true });
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('12,500.5');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('lists the game rows, providers, announcements, top 10 and the footer pages', async () => {
    await renderTemplate(template4);
    for (const title of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
      'Weekend reload',
    );
    expect(await screen.findByRole('link', { name: 'JDB' })).toHaveAttribute(
      'href',
      '/slots?provider=JDB',
    );
    expect(await screen.findByText('ma***88')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Banking' })).toHaveAttribute(
      'href',
      '/banking',
    );
  });

  it('opens the mobile drawer from the keyboard and closes it with Esc, focus back on the button', async () => {
    const { user } = await renderTemplate(template4);
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
