import type { GameCategoryKey } from '@playfront/core/contract';
import type { NavItem } from './navigation';
import { SvgIcon } from './svg-icon';

/** The glyph names every stroke icon set has for the game categories. */
type CategoryGlyph = 'flame' | 'slot' | 'cards' | 'fish' | 'ball' | 'spade' | 'grid';

/** The glyphs of the navigation's own links. */
type NavGlyph = 'home' | 'gift' | 'crown';
const navGlyphs: Partial<Record<string, NavGlyph>> = {
  home: 'home',
  promotions: 'gift',
  vip: 'crown',
};

const categoryGlyphs: Partial<Record<GameCategoryKey, CategoryGlyph>> = {
  hot: 'flame',
  slot_game: 'slot',
  casino: 'cards',
  fishing: 'fish',
  sportsbook: 'ball',
  poker: 'spade',
};

/**
 * The line icon set the templates draw with (navigation, categories, the kick-off clock, a More
 * menu's dots): tiny paths keep the chunks small.
 */
export const linePaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  flame: 'M12 3c1 4 5 5 5 10a5 5 0 01-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 0-8z',
  slot: 'M4 5h16v14H4zM9 5v14M15 5v14',
  cards: 'M7 4h10v16H7zM12 9l2 3-2 3-2-3z',
  fish: 'M3 12c4-6 11-6 15 0-4 6-11 6-15 0zM18 12l3-3v6z',
  ball: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 7l4 3-1.5 5h-5L8 10z',
  spade: 'M12 3c4 5 7 7 7 10a3 3 0 01-6 1l1 5h-4l1-5a3 3 0 01-6-1c0-3 3-5 7-10z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
  crown: 'M4 18h16l1-10-5 4-4-7-4 7-5-4z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  megaphone: 'M4 10v4h3l7 4V6L7 10zM18 9a4 4 0 010 6',
  clock: 'M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v5l3 2',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

/** The line set with more detail in the slot, fish and gift, and the lobby chevrons. */
export const detailedPaths = {
  ...linePaths,
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  slot: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11 12h2M17 12h1',
  fish: 'M3 12c4-6 11-6 15 0-4 6-11 6-15 0zM18 12l3-3v6zM8 11h.01',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
} as const;

/**
 * A template's inline 24px stroke icons from its paths (a line set, with the template's own
 * glyphs where it has some), classed `pf-icon pf-template-icon`, and the icon of each game
 * category (a grid for those without their own).
 */
export function strokeIcons<const P extends Record<CategoryGlyph | NavGlyph, string>>(paths: P) {
  type Name = keyof P & string;
  function Icon({ name }: { name: Name }) {
    return (
      <SvgIcon>
        <path d={paths[name] as string} />
      </SvgIcon>
    );
  }
  const categoryIcon = (key: GameCategoryKey): Name => categoryGlyphs[key] ?? 'grid';
  /** The icon of a game category, for `CategorySection`'s `glyph`. */
  const categoryGlyph = (key: GameCategoryKey) => <Icon name={categoryIcon(key)} />;
  /** The glyph of a navigation link: home, a gift for promotions, a crown for VIP, the category's. */
  const navIcon = (key: NavItem['key']) => {
    const own = navGlyphs[key];
    return <Icon name={own ?? categoryIcon(key as GameCategoryKey)} />;
  };
  return { Icon, categoryIcon, categoryGlyph, navIcon };
}
