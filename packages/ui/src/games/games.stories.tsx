import type { Game } from '@playfront/core/games';
import { defaultHotGames } from '@playfront/core/games';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImage } from '../shared/story-images';
import { CategoryNav } from './category-nav';
import { GameCard } from './game-card';
import { GameGrid } from './game-grid';
import { GameRow } from './game-row';
import { FavouriteCard, componentStories } from '../testing';

const games: Game[] = defaultHotGames.map((g, i) => ({
  ...g,
  game_image: storyImage(g.game_name, i * 50),
}));

const meta = { title: 'UI/Games', ...componentStories(GameCard, { game: games[0]! }) };

export default meta;
type Story = StoryObj<typeof meta>;

/** A card as wide as in a lobby's grid on a phone. */
const cardWidth: Decorator = (Story) => (
  <div style={{ width: '12rem' }}>
    <Story />
  </div>
);

export const Card: Story = {
  decorators: [cardWidth],
};

export const CardFavourite: Story = {
  render: () => (
    <div style={{ width: '12rem' }}>
      <FavouriteCard game={games[0]!} onPlay={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', {
      name: `Favourite ${games[0]!.game_name}`,
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CardBrokenImage: Story = {
  args: { game: { ...games[1]!, game_image: '/no-such-image.svg' } },
  decorators: [cardWidth],
};

export const Row: Story = {
  render: () => <GameRow title="Hot games" games={games} moreHref="/hot" onPlay={fn()} />,
};

export const Grid: Story = {
  render: () => (
    <GameGrid
      label="Slots"
      games={games}
      onPlay={fn()}
      onToggleFavourite={fn()}
      isFavourite={() => false}
    />
  ),
};

export const GridEmpty: Story = { render: () => <GameGrid label="Slots" games={[]} /> };

export const Categories: Story = {
  render: () => (
    <CategoryNav
      categories={[
        { key: 'hot', route: '/', label: 'Hot' },
        { key: 'slot_game', route: '/slots', label: 'Slots' },
        { key: 'casino', route: '/casino', label: 'Casino' },
        { key: 'fishing', route: '/fishing', label: 'Fishing' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
  },
};
