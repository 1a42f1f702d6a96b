import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import { EAGER_CARDS, GameCategoryScreen } from './game-category-screen';
import { manySlots, searchAnswer, serverGame, slotGames } from '@playfront/core/testing';
import { renderScreen } from '../../testing';

const gameNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

const SEARCH = '/api/product/search_games';

/** The slots page at `path`, its search answering with `games`. */
const renderSlots = (path: string, games: Parameters<typeof searchAnswer>[0]) =>
  renderScreen(<GameCategoryScreen category="slot_game" />, {
    path,
    answers: { [SEARCH]: searchAnswer(games) },
  });

describe('GameCategoryScreen', () => {
  it('names games by their Chinese titles on Chinese pages, in English where they have none', async () => {
    const games = [
      { ...serverGame('JILI', 'JILI-SUPER-ACE', 'Super Ace'), game_name_cn: '超级王牌' },
      serverGame('JILI', 'JILI-BOXING-KING', 'Boxing King'),
    ];
    await renderSlots('/cn/slots', games);
    const list = await screen.findByRole('list', { name: '老虎机' });
    await waitFor(() => expect(gameNames(list)).toEqual(['超级王牌', 'Boxing King']));
    expect(within(list).getByRole('article', { name: '超级王牌' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '立即游戏 超级王牌' })).toHaveAttribute(
      'href',
      '/cn/playnow?provider=JILI&game=JILI-SUPER-ACE',
    );
  });

  it('keeps the English names on Filipino pages', async () => {
    const games = [
      { ...serverGame('JILI', 'JILI-SUPER-ACE', 'Super Ace'), game_name_cn: '超级王牌' },
    ];
    await renderSlots('/php/slots', games);
    const list = screen.getByRole('list', { name: /.+/ });
    await waitFor(() => expect(gameNames(list)).toEqual(['Super Ace']));
  });

  it("lists the category's first page from search_games with its segment as category", async () => {
    const { calls } = await renderSlots('/slots', slotGames);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Slots' });
    await waitFor(() =>
      expect(gameNames(list)).toEqual([
        'Super Ace',
        'Boxing King',
        'Lucky Neko',
        'Gates of Olympus',
      ]),
    );
    expect(screen.getByText('Showing 4 of 4 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls[0]).toEqual({
      path: SEARCH,
      body: {
        domain_name: 'test.localhost',
        external_id: 'ext-1',
        query: '',
        category: 'slots',
        providers: [],
        sort: 'popular',
        page: 1,
        page_size: 24,
      },
    });
  });

  it('holds the place of the filter and the grid while the games load', async () => {
    await renderSlots('/slots', slotGames);
    expect(screen.getByText(/^Loading/)).toHaveAttribute('role', 'status');
    const filter = screen.getByRole('navigation', { name: 'Filter by provider' });
    expect(within(filter).getByRole('button', { name: 'All providers' })).toBeInTheDocument();
    expect(await within(filter).findByRole('button', { name: 'JILI' })).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('keeps both choices when the second comes before the list shows the first', async () => {
    const { location } = await renderSlots('/slots', slotGames);
    const filter = await screen.findByRole('navigation', { name: 'Filter by provider' });
    const jili = await within(filter).findByRole('button', { name: 'JILI' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // Both in one transition: the router's re-render for the first waits until both are made.
    act(() =>
      startTransition(() => {
        jili.click();
        fireEvent.change(sort, { target: { value: 'az' } });
      }),
    );
    expect(location()).toBe('/slots?provider=JILI&sort=az');
  });

  it('filters by provider and keeps the choice in ?provider=', async () => {
    const { user, location, calls } = await renderSlots('/slots', slotGames);
    const filter = await screen.findByRole('navigation', { name: 'Filter by provider' });
    // The filter holds its place while loading; the provider buttons arrive with the games, and
    // the buttons are read afresh each time, as a player sees them after the providers load.
    const all = () => within(filter).getByRole('button', { name: 'All providers' });
    const provider = (name: string) => within(filter).getByRole('button', { name });
    const listed = (names: string[]) =>
      waitFor(() => expect(gameNames(screen.getByRole('list', { name: 'Slots' }))).toEqual(names));
    await within(filter).findByRole('button', { name: 'JILI' });
    expect(all()).toHaveAttribute('aria-pressed', 'true');
    await user.click(provider('JILI'));
    expect(location()).toBe('/slots?provider=JILI');
    await listed(['Super Ace', 'Boxing King']);
    expect(provider('JILI')).toHaveAttribute('aria-pressed', 'true');
    expect(all()).toHaveAttribute('aria-pressed', 'false');
    expect(calls.at(-1)?.body.providers).toEqual(['JILI']);

    // A second provider joins the first.
    await user.click(provider('PG Soft'));
    expect(location()).toBe('/slots?provider=JILI,PGSOFT');
    await listed(['Super Ace', 'Boxing King', 'Lucky Neko']);
    expect(calls.at(-1)?.body.providers).toEqual(['JILI', 'PGSOFT']);

    await user.click(all());
    expect(location()).toBe('/slots');
  });

  it('starts from the providers, sort and pages in the address', async () => {
    const { calls } = await renderSlots(
      '/slots?provider=PGSOFT,pplay&sort=az&page=2',
      manySlots(60),
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    // Two pages of the 40 slots of PGSOFT and PPLAY, by name.
    await waitFor(() => expect(gameNames(list)).toHaveLength(40));
    expect(gameNames(list).slice(0, 3)).toEqual(['Slot 02', 'Slot 03', 'Slot 05']);
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pragmatic Play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
    expect(screen.getByText('Showing 40 of 40 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((c) => [c.body.providers, c.body.sort, c.body.page])).toEqual([
      [['PGSOFT', 'PPLAY'], 'az', 1],
      [['PGSOFT', 'PPLAY'], 'az', 2],
    ]);
  });

  it('loads 24 more games at a time and counts the page in ?page=', async () => {
    const { user, location } = await renderSlots('/slots?sort=new', manySlots(60));
    const list = screen.getByRole('list', { name: 'Slots' });
    await waitFor(() => expect(gameNames(list)).toHaveLength(24));
    expect(gameNames(list)[0]).toBe('Slot 60');
    // The first screen's images are asked for at once; the rest wait until they near the viewport.
    const loading = () =>
      [...list.querySelectorAll('img.pf-lazy-image__img')].map((img) =>
        img.getAttribute('loading'),
      );
    expect(loading()).toEqual([
      ...Array<string>(EAGER_CARDS).fill('eager'),
      ...Array<string>(24 - EAGER_CARDS).fill('lazy'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(location()).toBe('/slots?sort=new&page=2');
    await waitFor(() => expect(gameNames(list)).toHaveLength(48));
    expect(loading().slice(24)).toEqual(Array<string>(24).fill('lazy'));
    expect(screen.getByText('Showing 48 of 60 games')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(gameNames(list)).toHaveLength(60));
    expect(gameNames(list).at(-1)).toBe('Slot 01');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(location()).toBe('/slots?sort=new&page=3');
  });

  it('a new sort starts again from the first page', async () => {
    const { user, location } = await renderSlots('/slots?page=2', manySlots(60));
    const list = screen.getByRole('list', { name: 'Slots' });
    await waitFor(() => expect(gameNames(list)).toHaveLength(48));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'A-Z');
    expect(location()).toBe('/slots?sort=az');
    await waitFor(() => expect(gameNames(list)).toHaveLength(24));
  });

  it('sends each category its own segment', async () => {
    const { calls } = await renderScreen(<GameCategoryScreen category="poker" />, {
      path: '/poker',
      answers: {
        [SEARCH]: searchAnswer(
          [serverGame('KINGMAKER', 'KM-POKER', 'Pai Gow', 'TABLE')],
          [{ provider_code: 'KINGMAKER', provider_name: 'Kingmaker' }],
        ),
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Pai Gow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Poker' })).toBeInTheDocument();
    expect(calls[0]?.body.category).toBe('table');
  });

  it('shows an empty state when the category has no games', async () => {
    await renderScreen(<GameCategoryScreen category="fishing" />, {
      path: '/fishing',
      answers: { [SEARCH]: { value: [], total: 0, page: 1, has_more: false, providers: [] } },
    });
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter by provider' })).toBeNull();
  });

  it('keeps rendering with an empty state when search_games fails', async () => {
    await renderScreen(<GameCategoryScreen category="crash" />, {
      path: '/crash',
      answers: { [SEARCH]: { statusCode: -500, statusMessage: 'internalServerError' } },
    });
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crash' })).toBeInTheDocument();
  });

  it('marks its category in the category navigation, in the page language', async () => {
    await renderScreen(<GameCategoryScreen category="casino" />, {
      path: '/php/casino',
      answers: { [SEARCH]: searchAnswer([]) },
    });
    const nav = await screen.findByRole('navigation', { name: 'Mga kategorya ng laro' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/php/casino');
  });
});
