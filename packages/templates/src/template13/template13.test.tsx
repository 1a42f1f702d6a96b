import { createI18n } from '@playfront/core/i18n';
import { createStore, selectOpenModal } from '@playfront/core/store';
import { SiteTestProviders } from '@playfront/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  defaultSandboxAnswers,
  FAKE_SANDBOX,
  sandboxFetch,
  signedInSession,
  templateLayout,
} from '../testing';
import template13 from './index';
import { sampleBetLines } from './sample-bet-lines';

/** Layout around Home over a fake sandbox that also answers the bet lines. */
async function renderStadium({ signedIn = false } = {}) {
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: FAKE_SANDBOX,
    fetch: sandboxFetch({
      ...defaultSandboxAnswers,
      '/api/product/get_bet_lines': { value: sampleBetLines },
    }),
    preloadedState: {
      layout: templateLayout('template13'),
      ...(signedIn ? { session: signedInSession() } : {}),
    },
  });
  const i18n = await createI18n('EN');
  const user = userEvent.setup();
  const { Layout, Home } = template13;
  render(
    <SiteTestProviders store={store} i18n={i18n} path="/">
      <Layout>
        <Home />
      </Layout>
    </SiteTestProviders>,
  );
  return { store, user };
}

// Generous timeout: the first render loads the texts and the machine is shared.
describe('template13 "Stadium"', { timeout: 20_000 }, () => {
  it('shows the site, a sports-first main navigation and sign-in in the modal for a guest', async () => {
    const { store, user } = await renderStadium();
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 2)).toEqual(['Home', 'Sports']);
    expect(labels).toEqual(expect.arrayContaining(['Slots', 'Live Casino', 'Fishing']));
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectOpenModal(store.getState())?.id).toBe('loginmodal');
  });

  it('shows the balance instead of sign-in for a signed-in player', async () => {
    await renderStadium({ signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('Balance')).toBeInTheDocument();
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
  });

  it('leads with the match of the day and the odds board before the casino rows', async () => {
    const { user } = await renderStadium();
    const board = screen.getByRole('region', { name: 'Upcoming matches' });
    // The hero and the board hold their frames while the lines load.
    expect(within(board).getByRole('status')).toHaveTextContent('Loading…');
    const hero = screen.getByRole('region', { name: 'Welcome to Lucky Manila' });
    const motd = await within(hero).findByRole('article', { name: /Manila Kings vs Cebu Sharks/ });
    expect(within(motd).getByText('Match of the day')).toBeInTheDocument();
    expect(within(motd).getByText('1.85')).toBeInTheDocument();
    expect(within(board).getAllByRole('article')).toHaveLength(3);
    expect(within(board).getByText('Odds 2.10')).toBeInTheDocument();
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(board.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const row of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: row })).toBeInTheDocument();

    await user.click(within(board).getByRole('button', { name: 'Asia Premier League' }));
    expect(within(board).getAllByRole('article')).toHaveLength(2);
    expect(within(board).getByRole('button', { name: 'Asia Premier League' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the announcements, category tiles with sports first, providers and footer links', async () => {
    await renderStadium();
    const ticker = screen.getByRole('region', { name: 'Announcements' });
    expect(within(ticker).getByText(/Weekend reload bonus/)).toBeInTheDocument();
    const tiles = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(tiles).getAllByRole('link')[0]).toHaveTextContent('Sports');
    expect(await screen.findByRole('link', { name: 'SABA Sports' })).toHaveAttribute(
      'href',
      '/sports?provider=SABA',
    );
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('opens the menu drawer from the keyboard and closes it with Esc', async () => {
    const { user } = await renderStadium();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Sports' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
