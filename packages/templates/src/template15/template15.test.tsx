import { createI18n } from '@playfront/core/i18n';
import { createStore } from '@playfront/core/store';
import { SiteTestProviders } from '@playfront/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleBetLines } from '../template13/sample-bet-lines';
import {
  defaultSandboxAnswers,
  FAKE_SANDBOX,
  sandboxFetch,
  signedInSession,
  templateLayout,
} from '../testing';
import template15 from './index';

/** Layout around Home over a fake sandbox that also answers the bet lines. */
async function renderPitch({ signedIn = false } = {}) {
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: FAKE_SANDBOX,
    fetch: sandboxFetch({
      ...defaultSandboxAnswers,
      '/api/product/get_bet_lines': { value: sampleBetLines },
    }),
    preloadedState: {
      layout: templateLayout('template15'),
      ...(signedIn ? { session: signedInSession() } : {}),
    },
  });
  const i18n = await createI18n('EN');
  const user = userEvent.setup();
  const { Layout, Home } = template15;
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
describe('template15 "Pitch"', { timeout: 20_000 }, () => {
  it('shows the site, sports-first navigation, the section tabs and sign-in for a guest', async () => {
    const { user } = await renderPitch();
    expect(screen.getByRole('link', { name: 'Lucky Manila' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(0, 2)).toEqual(['Home', 'Sports']);
    expect(labels).toEqual(expect.arrayContaining(['Slots', 'Live Casino', 'Fishing']));
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sports', 'Games', 'Live']);
    // Sign-in is a page for this template: the router leaves home for /login.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the balance for a signed-in player', async () => {
    await renderPitch({ signedIn: true });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByText('12,500.5')).toBeInTheDocument();
  });

  it('leads with match cards, two teams facing and odds chips, before the casino rows', async () => {
    await renderPitch();
    const matches = screen.getByRole('region', { name: 'Upcoming matches' });
    const card = await within(matches).findByRole('article', {
      name: 'Manila Kings vs Cebu Sharks',
    });
    expect(within(card).getByText('1.85')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(matches).getAllByRole('article')).toHaveLength(3);
    const hot = screen.getByRole('heading', { name: 'Hot games' });
    expect(matches.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const row of ['Hot games', 'Featured', 'Popular', 'New games'])
      expect(screen.getByRole('list', { name: row })).toBeInTheDocument();
  });

  it('holds six card frames and says it is loading until the lines arrive', async () => {
    await renderPitch();
    const matches = screen.getByRole('region', { name: 'Upcoming matches' });
    expect(within(matches).getByRole('status')).toHaveTextContent('Loading…');
    expect(matches.querySelectorAll('.t15-match--placeholder')).toHaveLength(6);
    expect(await within(matches).findAllByRole('article')).toHaveLength(3);
    expect(matches.querySelector('.t15-match--placeholder')).toBeNull();
  });

  it('shows announcements, category tiles, providers, top 10 and footer links', async () => {
    await renderPitch();
    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(within(news).getByText(/Weekend reload bonus/)).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Game categories' });
    expect(within(tiles).getAllByRole('link')[0]).toHaveTextContent('Sports');
    expect(await screen.findByRole('link', { name: 'SABA Sports' })).toHaveAttribute(
      'href',
      '/sports?provider=SABA',
    );
    expect(await screen.findByText('de***01')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['About us', 'Privacy policy', 'Responsible gaming', 'Banking', 'FAQs'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
  });

  it('opens the drawer from the keyboard and closes it with Esc', async () => {
    const { user } = await renderPitch();
    await user.tab();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'VIP' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
