import { selectOpenModal } from '@playfront/core/store';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectKeyboardAccountMenu } from '../testing/account-links';
import { renderTemplate } from '../testing/render-template';
import template2 from './index';

describe('template2 "Royal casino"', () => {
  it('shows the crest, the centred main navigation and opens the login modal for a guest', async () => {
    const { user, store } = await renderTemplate(template2);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Lucky Manila/ }),
    ).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Lucky Manila' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Home',
      'Hot Games',
      'Slots',
      'Live Casino',
      'Sports',
      'Fishing',
      'Promotions',
      'VIP',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(selectOpenModal(store.getState())?.id).toBe('loginmodal');
  });

  it('shows the balance of a signed-in player and an account tab', async () => {
    await renderTemplate(template2, { signedIn: true });
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('12,500.5');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(tabs).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('lists the game rows, providers, announcements, top 10 and the footer pages', async () => {
    await renderTemplate(template2);
    for (const title of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent(
      'Weekend reload',
    );
    expect(await screen.findByRole('link', { name: 'PG Soft' })).toHaveAttribute(
      'href',
      '/slots?provider=PGSOFT',
    );
    expect(await screen.findByText('jo***07')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute(
      'href',
      '/term-condition',
    );
  });

  it('opens the games sheet of the tab bar from the keyboard and closes it with Esc', async () => {
    const { user } = await renderTemplate(template2);
    const tabs = screen.getByRole('navigation', { name: 'Menu' });
    const games = within(tabs).getByRole('button', { name: 'Games' });
    games.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Game categories' });
    expect(within(sheet).getByRole('link', { name: 'Live Casino' })).toHaveAttribute(
      'href',
      '/casino',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(games).toHaveFocus();
  });

  it("shows a signed-in player's account pages under the header's account button (desktop)", async () => {
    const { user } = await renderTemplate(template2, { signedIn: true });
    await expectKeyboardAccountMenu(user);
  });
});
