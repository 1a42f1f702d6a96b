import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameCategoryScreen } from './game-category-screen';
import { gamesAnswer, serverGame, slotGames } from './testing/fixtures';
import { renderScreen } from './testing/render-screen';

const gameNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('GameCategoryScreen', () => {
  it("lists the category's games from get_games with its segment as game_type", async () => {
    const { calls } = await renderScreen(<GameCategoryScreen category="slot_game" />, {
      path: '/slots',
      answers: { '/api/product/get_games': gamesAnswer(slotGames) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(gameNames(list)).toEqual(['Super Ace', 'Boxing King', 'Lucky Neko', 'Gates of Olympus']);
    expect(calls[0]).toEqual({
      path: '/api/product/get_games',
      body: {
        domain_name: 'test.localhost',
        external_id: 'ext-1',
        game_type: 'slots',
        provider_code: '',
      },
    });
  });

  it('holds the place of the filter and the grid while the games load', async () => {
    await renderScreen(<GameCategoryScreen category="slot_game" />, {
      path: '/slots',
      answers: { '/api/product/get_games': gamesAnswer(slotGames) },
    });
    expect(screen.getByText(/^Loading/)).toHaveAttribute('role', 'status');
    const filter = screen.getByRole('navigation', { name: 'Filter by provider' });
    expect(within(filter).getByRole('button', { name: 'All providers' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'JILI' })).toBeInTheDocument();
  });

  it('filters by provider and keeps the choice in ?provider=', async () => {
    const { user, location, calls } = await renderScreen(
      <GameCategoryScreen category="slot_game" />,
      { path: '/slots', answers: { '/api/product/get_games': gamesAnswer(slotGames) } },
    );
    const filter = await screen.findByRole('navigation', { name: 'Filter by provider' });
    const all = within(filter).getByRole('button', { name: 'All providers' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    // The filter holds its place while loading; the provider buttons arrive with the games.
    await user.click(await within(filter).findByRole('button', { name: 'JILI' }));
    expect(location()).toBe('/slots?provider=JILI');
    await waitFor(() =>
      expect(gameNames(screen.getByRole('list', { name: 'Slots' }))).toEqual([
        'Super Ace',
        'Boxing King',
      ]),
    );
    expect(within(filter).getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.at(-1)?.body.provider_code).toBe('JILI');
    await user.click(all);
    expect(location()).toBe('/slots');
  });

  it('starts from the provider in the address', async () => {
    const { calls } = await renderScreen(<GameCategoryScreen category="slot_game" />, {
      path: '/slots?provider=PGSOFT',
      answers: { '/api/product/get_games': gamesAnswer(slotGames) },
    });
    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(gameNames(list)).toEqual(['Lucky Neko']);
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0]?.body.provider_code).toBe('PGSOFT');
  });

  it('sends each category its own segment', async () => {
    const { calls } = await renderScreen(<GameCategoryScreen category="poker" />, {
      path: '/poker',
      answers: {
        '/api/product/get_games': gamesAnswer(
          [serverGame('KINGMAKER', 'KM-POKER', 'Pai Gow', 'TABLE')],
          [{ provider_code: 'KINGMAKER', provider_name: 'Kingmaker' }],
        ),
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Pai Gow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Poker' })).toBeInTheDocument();
    expect(calls[0]?.body.game_type).toBe('table');
  });

  it('shows an empty state when the category has no games or the call fails', async () => {
    await renderScreen(<GameCategoryScreen category="fishing" />, {
      path: '/fishing',
      answers: { '/api/product/get_games': { value: [], providers: [] } },
    });
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter by provider' })).toBeNull();
  });

  it('keeps rendering with an empty state when get_games fails', async () => {
    await renderScreen(<GameCategoryScreen category="crash" />, {
      path: '/crash',
      answers: {
        '/api/product/get_games': { statusCode: -500, statusMessage: 'internalServerError' },
      },
    });
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crash' })).toBeInTheDocument();
  });

  it('marks its category in the category navigation, in the page language', async () => {
    await renderScreen(<GameCategoryScreen category="casino" />, {
      path: '/php/casino',
      answers: { '/api/product/get_games': gamesAnswer([]) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Mga kategorya ng laro' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/php/casino');
  });
});
