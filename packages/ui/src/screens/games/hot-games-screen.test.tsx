import { defaultGameLists } from '@playfront/core/games';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotGamesScreen } from './hot-games-screen';
import { fixtureSession, serverGame } from '@playfront/core/testing';
import { renderScreen } from '../../testing';

const rowNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('HotGamesScreen', () => {
  it("shows the server's hot row and fills missing rows with the built-in lists", async () => {
    const { calls } = await renderScreen(<HotGamesScreen />, {
      answers: {
        '/api/product/get_hot_games': {
          value: [serverGame('JILI', 'JILI-CRAZY-777', 'Crazy 777')],
          featured: [],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hot Games' })).toBeInTheDocument();
    const hot = screen.getByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(rowNames(hot)).toEqual(['Crazy 777']));
    expect(rowNames(screen.getByRole('region', { name: 'Featured' }))).toEqual(
      defaultGameLists.featured.map((g) => g.game_name),
    );
    expect(rowNames(screen.getByRole('region', { name: 'New games' }))).toEqual(
      defaultGameLists.new.map((g) => g.game_name),
    );
    expect(calls[0]).toEqual({
      path: '/api/product/get_hot_games',
      body: { domain_name: 'test.localhost', external_id: 'ext-1', game_type: '' },
    });
  });

  it('shows the built-in lists when the call fails', async () => {
    const { store } = await renderScreen(<HotGamesScreen />, {
      answers: {
        '/api/product/get_hot_games': { statusCode: -500, statusMessage: 'internalServerError' },
      },
    });
    await waitFor(() => expect(store.getState().modal.open).not.toBeNull());
    expect(rowNames(screen.getByRole('region', { name: 'Hot games' }))).toEqual(
      defaultGameLists.hot.map((g) => g.game_name),
    );
    expect(rowNames(screen.getByRole('region', { name: 'Popular' }))).toHaveLength(
      defaultGameLists.popular.length,
    );
  });

  it('opens /playnow with the provider and game when Play is pressed', async () => {
    const { user, location } = await renderScreen(<HotGamesScreen />, {
      path: '/cn/hot',
      answers: {},
    });
    const hot = await screen.findByRole('region', { name: '热门游戏' });
    const first = defaultGameLists.hot[0]!;
    const card = within(hot).getByRole('article', { name: first.game_name });
    await user.click(within(card).getByRole('link', { name: `立即游戏 ${first.game_name}` }));
    expect(location()).toBe(`/cn/playnow?provider=${first.provider_code}&game=${first.game_code}`);
  });

  it('sends a guest to sign-in when the favourite toggle is pressed', async () => {
    const { user, location, calls } = await renderScreen(<HotGamesScreen />, {
      path: '/hot',
      answers: {},
    });
    const hot = screen.getByRole('region', { name: 'Hot games' });
    await user.click(within(hot).getAllByRole('button', { name: /^Favourites / })[0]!);
    expect(location()).toBe('/login?redirect=%2Fhot');
    expect(calls.some((c) => c.path === '/api/home/fav_toggle')).toBe(false);
  });

  it("toggles a signed-in player's favourite and shows the stored list", async () => {
    const { user, calls } = await renderScreen(<HotGamesScreen />, {
      session: fixtureSession(),
      answers: {
        '/api/home/fav_toggle': (body) => ({
          value: [serverGame(String(body.provider_code), String(body.game_code), 'Lucky')],
        }),
      },
    });
    const hot = screen.getByRole('region', { name: 'Hot games' });
    const superAce = within(hot).getByRole('button', { name: 'Favourites Super Ace' });
    expect(superAce).toHaveAttribute('aria-pressed', 'true');
    const olympus = within(hot).getByRole('button', { name: 'Favourites Gates of Olympus' });
    await user.click(olympus);
    await waitFor(() => expect(olympus).toHaveAttribute('aria-pressed', 'true'));
    expect(superAce).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((c) => c.path === '/api/home/fav_toggle')?.body).toEqual({
      account_id: 'demo01',
      auth: 'tok-1',
      provider_code: 'PPLAY',
      game_code: 'vs20olympgate',
    });
  });

  it('shows the categories with providers, plus hot, as navigation', async () => {
    await renderScreen(<HotGamesScreen />, { path: '/hot', answers: {} });
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Hot Games', 'Slots', 'Live Casino', 'Sports']);
    expect(within(nav).getByRole('link', { name: 'Hot Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
