import type { Game } from '@playfront/core/games';
import { defaultHotGames } from '@playfront/core/games';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FavouriteCard } from '../testing';
import { CategoryNav, GameCard, GameGrid, GameRow } from './index';

const superAce: Game = {
  provider_code: 'PPLAYLIVE',
  game_code: 'PP-001',
  game_name: 'Mega Roulette',
  game_type: 'LIVECASINO',
  game_image: '/api/media/game/PPLAYLIVE/PP-001.svg',
};

describe('GameCard', () => {
  it('shows the name, the image and the provider from the logo map', () => {
    render(<GameCard game={superAce} />);
    const card = screen.getByRole('article', { name: 'Mega Roulette' });
    expect(within(card).getByText('Pragmatic Play')).toBeInTheDocument();
    const images = card.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/api/media/game/PPLAYLIVE/PP-001.svg',
      '/api/media/provider/PPLAY.svg',
    ]);
  });

  it('toggles the favourite as a pressed button', async () => {
    render(<FavouriteCard game={superAce} />);
    const toggle = screen.getByRole('button', { name: 'Favourite Mega Roulette' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides the toggle when favourites are not available (visitors)', () => {
    render(<GameCard game={superAce} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('plays the game from the keyboard', async () => {
    const onPlay = vi.fn();
    render(<GameCard game={superAce} onPlay={onPlay} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play Mega Roulette' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPlay).toHaveBeenCalledWith(superAce);
  });

  it('plays by a link where the game has an address: the page takes a plain click over', async () => {
    const onPlay = vi.fn();
    render(
      <GameCard game={superAce} onPlay={onPlay} playHref={(g) => `/playnow?game=${g.game_code}`} />,
    );
    const play = screen.getByRole('link', { name: 'Play Mega Roulette' });
    // Before the scripts arrive, or opened in a new tab, the address is what plays.
    expect(play).toHaveAttribute('href', `/playnow?game=${superAce.game_code}`);
    // Whether the browser would have followed the link, read after the page's own handler (and
    // then stopped, as this document cannot navigate).
    const followed: boolean[] = [];
    const browser = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledWith(superAce);
    // A click held for a new tab is the browser's.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(play);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(followed).toEqual([false, true]);
  });
});

describe('GameRow and GameGrid', () => {
  it('lists the games of a titled row with a link to all of them', () => {
    render(
      <MemoryRouter>
        <GameRow title="Hot games" games={defaultHotGames} moreHref="/hot" />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Hot games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(defaultHotGames.length);
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/hot');
  });

  it('shows every game in a grid, or the empty text', () => {
    const { rerender } = render(<GameGrid label="Slots" games={defaultHotGames} />);
    expect(screen.getAllByRole('article')).toHaveLength(defaultHotGames.length);
    rerender(<GameGrid label="Slots" games={[]} />);
    expect(screen.getByText('No games found')).toBeInTheDocument();
  });
});

describe('CategoryNav', () => {
  it('links the categories given and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/slots']}>
        <CategoryNav
          categories={[
            { key: 'hot', route: '/hot', label: 'Hot' },
            { key: 'slot_game', route: '/slots', label: 'Slots' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hot' })).not.toHaveAttribute('aria-current');
  });
});
