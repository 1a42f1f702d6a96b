import type { ServerGame } from '@playfront/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent } from 'storybook/test';
import { storyImage } from '../../shared/story-images';
import { GameCategoryScreen } from './game-category-screen';
import { GameSearch } from './game-search';
import { HotGamesScreen } from './hot-games-screen';
import { SportsScreen } from './sports-screen';
import {
  betLines,
  fixtureSession,
  gamesAnswer,
  searchAnswer,
  serverGame,
  slotGames,
  sportsbookGames,
  top10Answer,
} from '@playfront/core/testing';
import { withScreenStore } from '../../testing';
import { Top10Panel } from './top10-panel';

/** Story games carry inline artwork so no image request leaves the browser. */
const withArt = (games: readonly ServerGame[]): ServerGame[] =>
  games.map((g, i) => ({ ...g, img_url: storyImage(g.game_name, i * 47) }));

const hotRows = {
  value: withArt([
    serverGame('JILI', 'JILI-CRAZY-777', 'Crazy 777'),
    serverGame('PGSOFT', 'fortune-ox', 'Fortune Ox'),
    serverGame('PPLAY', 'vs20sugarrush', 'Sugar Rush'),
  ]),
  featured: withArt([serverGame('FACHAI', 'FC-NIGHT-MARKET', 'Night Market')]),
};

const meta = {
  title: 'Screens/Games',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HotGames: Story = {
  decorators: [withScreenStore({ answers: { '/api/product/get_hot_games': hotRows } })],
  render: () => <HotGamesScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Crazy 777' })).toBeVisible();
  },
};

export const HotGamesSignedIn: Story = {
  decorators: [
    withScreenStore({
      session: fixtureSession(),
      answers: {
        '/api/product/get_hot_games': hotRows,
        '/api/home/fav_toggle': (body) => ({
          value: [serverGame(String(body.provider_code), String(body.game_code), 'Favourite')],
        }),
      },
    }),
  ],
  render: () => <HotGamesScreen />,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Crazy 777' });
    // The heart of the game's card, found by what it says each time rather than kept: a card
    // drawn again (new answers, a new list) is the same heart to the player.
    const heart = (pressed: boolean) =>
      canvas.findByRole('button', { name: /Crazy 777$/, pressed });
    await userEvent.click(await heart(false));
    // The heart fills once the sandbox confirms the favourite.
    await expect(await heart(true)).toBeVisible();
  },
};

export const HotGamesBuiltIn: Story = {
  name: 'Hot games (call failed: built-in lists)',
  decorators: [
    withScreenStore({
      answers: {
        '/api/product/get_hot_games': { statusCode: -500, statusMessage: 'internalServerError' },
      },
    }),
  ],
  render: () => <HotGamesScreen />,
};

export const Slots: Story = {
  decorators: [
    withScreenStore({
      answers: { '/api/product/search_games': searchAnswer(withArt(slotGames)) },
    }),
  ],
  render: () => <GameCategoryScreen category="slot_game" />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'PG Soft' }));
    await expect(
      await canvas.findByRole('button', { name: 'PG Soft', pressed: true }),
    ).toBeVisible();
  },
};

export const CategoryEmpty: Story = {
  decorators: [
    withScreenStore({
      answers: {
        '/api/product/search_games': {
          value: [],
          total: 0,
          page: 1,
          has_more: false,
          providers: [],
        },
      },
    }),
  ],
  render: () => <GameCategoryScreen category="bingo" />,
};

/** The top 10 panel in a padded frame; `look` sets a template's `--pf-top10-*` properties. */
const top10In =
  (look: CSSProperties = {}) =>
  () => (
    <div style={{ padding: '1rem', ...look }}>
      <Top10Panel />
    </div>
  );

/** Waits for the panel's winners, then gives the panel's computed style. */
const shownTop10: (
  context: Parameters<NonNullable<Story['play']>>[0],
) => Promise<CSSStyleDeclaration> = async ({ canvas, canvasElement }) => {
  await expect(await canvas.findByText('de***01')).toBeVisible();
  return getComputedStyle(canvasElement.querySelector('.pf-top10')!);
};

export const Top10: Story = {
  decorators: [
    withScreenStore({ answers: { '/api/settings/top10winner_withdrawal': top10Answer } }),
  ],
  render: top10In(),
  play: async (context) => {
    // Unset, the panel is drawn as every card: a 1px edge all round.
    const panel = await shownTop10(context);
    await expect(panel.borderTopWidth).toBe('1px');
    await expect(panel.borderBottomWidth).toBe('1px');
  },
};

/** The panel in a template's look: its edge, bottom edge, corners and ground are `--pf-top10-*`. */
export const Top10InATemplatesLook: Story = {
  decorators: Top10.decorators,
  render: top10In({
    '--pf-top10-border': '2px solid var(--pf-border)',
    '--pf-top10-foot': '6px solid var(--pf-primary)',
    '--pf-top10-radius': '0',
    '--pf-top10-bg': 'var(--pf-bg)',
  } as CSSProperties),
  play: async (context) => {
    const panel = await shownTop10(context);
    await expect(panel.borderTopWidth).toBe('2px');
    await expect(panel.borderBottomWidth).toBe('6px');
    await expect(panel.borderRadius).toBe('0px');
  },
};

export const Sports: Story = {
  decorators: [
    withScreenStore({
      answers: {
        '/api/product/get_bet_lines': { value: betLines },
        '/api/product/get_games': gamesAnswer(withArt(sportsbookGames), []),
      },
    }),
  ],
  render: () => <SportsScreen />,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
  },
};

export const Search: Story = {
  decorators: [
    withScreenStore({
      answers: {
        '/api/product/search_games': searchAnswer(withArt(slotGames)),
        '/api/product/get_hot_games': { value: withArt(slotGames) },
      },
    }),
  ],
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
      <GameSearch />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search games' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search games' }), 'lu');
    await expect(await canvas.findByRole('option', { name: /Lucky Neko/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Lucky Neko/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
