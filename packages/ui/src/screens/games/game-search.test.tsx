import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameSearch } from './game-search';
import { searchAnswer, serverGame, slotGames } from '@playfront/core/testing';
import { renderScreen } from '../../testing';

const SEARCH = '/api/product/search_games';
const hotAnswer = {
  value: [serverGame('JILI', 'JILI-MONEY-COMING', 'Money Coming')],
};
const cnAnswer = {
  value: [
    { ...serverGame('PGSOFT', 'mahjong-ways2', 'Mahjong Ways 2'), game_name_cn: '麻将胡了2' },
  ],
  total: 1,
  page: 1,
  has_more: false,
};

const open = async (path = '/') => {
  const view = await renderScreen(<GameSearch />, {
    path,
    answers: { [SEARCH]: searchAnswer(slotGames), '/api/product/get_hot_games': hotAnswer },
  });
  await view.user.click(screen.getByRole('button', { name: 'Search games' }));
  const input = await screen.findByRole('combobox', { name: 'Search games' });
  return { ...view, input };
};

describe('GameSearch', () => {
  it('opens a focused field from its button and finds games as the player types', async () => {
    const { user, input, calls } = await open();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'lu');
    const list = await screen.findByRole('listbox', { name: 'Games found' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lucky NekoPG Soft']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toHaveTextContent('1 games found');
    // Typing fast sends one search for what was typed, not one per letter.
    const searches = calls.filter((c) => c.path === SEARCH);
    expect(searches.map((c) => c.body.query)).toEqual(['lu']);
    expect(searches[0]?.body).toMatchObject({ category: '', providers: [], page: 1 });
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, input, location } = await open('/slots');
    // Both JILI games: a provider's name finds its games.
    await user.type(input, 'j');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/playnow?provider=JILI&game=JILI-BOXING-KING');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the hot games when nothing is found', async () => {
    const { user, input } = await open();
    await user.type(input, 'zzz');
    const list = await screen.findByRole('listbox', { name: 'Hot games you may like' });
    expect(screen.getByRole('search')).toHaveTextContent('No games found for “zzz”.');
    expect(within(list).getByRole('option', { name: /Money Coming/ })).toBeInTheDocument();
  });

  it('clears the field with Escape, then closes and gives the focus back to its button', async () => {
    const { user, input } = await open();
    await user.type(input, 'lucky');
    await screen.findByRole('option', { name: /Lucky Neko/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Search games' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a result by touch or click', async () => {
    const { user, input, location } = await open('/slots');
    await user.type(input, 'super');
    await user.click(await screen.findByRole('option', { name: /Super Ace/ }));
    expect(location()).toBe('/playnow?provider=JILI&game=JILI-SUPER-ACE');
  });

  it('shows Chinese titles in Chinese', async () => {
    const view = await renderScreen(<GameSearch />, {
      path: '/cn/slots',
      answers: { [SEARCH]: cnAnswer, '/api/product/get_hot_games': hotAnswer },
    });
    await view.user.click(await screen.findByRole('button', { name: '搜索游戏' }));
    const input = await screen.findByRole('combobox', { name: '搜索游戏' });
    await view.user.type(input, '麻将');
    expect(await screen.findByRole('option', { name: /麻将胡了2/ })).toBeInTheDocument();
    expect(view.calls.find((c) => c.path === SEARCH)?.body.query).toBe('麻将');
  });

  it('speaks Filipino on Filipino pages', async () => {
    const view = await renderScreen(<GameSearch />, {
      path: '/php/slots',
      answers: { [SEARCH]: searchAnswer(slotGames), '/api/product/get_hot_games': hotAnswer },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Maghanap ng laro' }));
    const input = await screen.findByRole('combobox', { name: 'Maghanap ng laro' });
    await view.user.type(input, 'gates');
    const list = await screen.findByRole('listbox', { name: 'Mga nahanap na laro' });
    expect(within(list).getByRole('option', { name: /Gates of Olympus/ })).toBeInTheDocument();
  });
});
