import { createI18n } from '@playfront/core/i18n';
import { createStore } from '@playfront/core/store';
import { SiteTestProviders } from '@playfront/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccountLinks, expectKeyboardAccountMenu } from '../testing/account-links';
import { sampleBetLines } from '../template13/sample-bet-lines';
import {
  defaultSandboxAnswers,
  FAKE_SANDBOX,
  sandboxFetch,
  signedInSession,
  templateLayout,
} from '../testing';
import template14 from './index';

/** Layout around Home over a fake sandbox that also answers the bet lines. */
async function renderScoreboard({ signedIn = false } = {}) {
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: FAKE_SANDBOX,
    fetch: sandboxFetch({
      ...defaultSandboxAnswers,
      '/api/product/get_bet_lines': { value: sampleBetLines },
    }),
    preloadedState: {
      layout: templateLayout('template14'),
      ...(signedIn ? { session: signedInSession() } : {}),
    },
  });
  const i18n = await createI18n('EN');
  const user = userEvent.setup();
  const { Layout, Home } = template14;
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
describe('template14 "Scoreboard"', { timeout: 20_000 }, () => {
  it('shows the site, a sports-first rail and tab bar, and sign-in for a guest', async () => {
    await renderScoreboard();
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'Sports and categories' });
    const labels = within(rail)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 2)).toEqual(['Home', 'Sports']);
    expect(labels).toEqual(expect.arrayContaining(['Slots', 'Live Casino', 'Fishing']));
    const tabbar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabbar).getByRole('link', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the balance in LED digits for a signed-in player', async () => {
    await renderScoreboard({ signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
  });

  it('leads with the live ticker and the bet table before the casino rows', async () => {
    await renderScoreboard();
    const ticker = screen.getByRole('region', { name: 'Live scores' });
    const board = screen.getByRole('region', { name: 'Upcoming matches' });
    // Ticker and table hold their place while the lines load.
    expect(within(board).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(ticker).findAllByRole('listitem')).toHaveLength(3);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Match', 'Bet', 'Odds']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + sampleBetLines.length);
    expect(within(table).getByText('2.10')).toBeInTheDocument();
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(table.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const row of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: row })).toBeInTheDocument();
  });

  it('shows announcements, providers, top 10 and footer links', async () => {
    await renderScoreboard();
    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(within(news).getByText(/Weekend reload bonus/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SABA Sports' })).toHaveAttribute(
      'href',
      '/sports?provider=SABA',
    );
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  });

  it('opens the menu sheet from the keyboard and closes it with Esc', async () => {
    const { user } = await renderScoreboard();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'VIP' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('gives a signed-in player the account pages under the account button and in the tab bar sheet', async () => {
    const { user } = await renderScoreboard({ signedIn: true });
    await expectKeyboardAccountMenu(user);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expectAccountLinks(await screen.findByRole('dialog', { name: 'Menu' }), ['/vip']);
  });
});
