import type { GameCategoryKey } from '@playfront/core/contract';

/** The glyph names every stroke icon set has for the game categories. */
type CategoryGlyph = 'flame' | 'slot' | 'cards' | 'fish' | 'ball' | 'spade' | 'grid';

const categoryGlyphs: Partial<Record<GameCategoryKey, CategoryGlyph>> = {
  hot: 'flame',
  slot_game: 'slot',
  casino: 'cards',
  fishing: 'fish',
  sportsbook: 'ball',
  poker: 'spade',
};

/**
 * A template's inline 24px stroke icons from its own paths (drawn in its own style), classed
 * `className`, and the icon of each game category (a grid for those without their own).
 */
export function strokeIcons<const P extends Record<CategoryGlyph, string>>(
  className: string,
  paths: P,
) {
  type Name = keyof P & string;
  function Icon({ name }: { name: Name }) {
    return (
      <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={paths[name] as string} />
      </svg>
    );
  }
  const categoryIcon = (key: GameCategoryKey): Name => categoryGlyphs[key] ?? 'grid';
  return { Icon, categoryIcon };
}
