import type { GameCategoryKey } from '@playfront/core/contract';
import type { ReactNode } from 'react';
import { SvgIcon } from '../shared/svg-icon';

/** Chunky 24px category glyphs for the fruit-machine tiles (inline: no icon library). */
const glyphs: Record<GameCategoryKey, ReactNode> = {
  hot: <path d="M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z" />,
  slot_game: (
    <>
      <circle cx="8" cy="16" r="3.5" />
      <circle cx="16" cy="16" r="3.5" />
      <path d="M8 12.5C9 8 11 5 16 4M16 12.5c-.5-3-1.5-5.5 0-8.5" />
    </>
  ),
  casino: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <path d="M12 8c2 2.5 3.5 3.5 3.5 5a2 2 0 0 1-3.5 1.3A2 2 0 0 1 8.5 13c0-1.5 1.5-2.5 3.5-5zM12 14v3" />
    </>
  ),
  hash_game: <path d="M9 4 7 20M17 4l-2 16M4 9h16M3.5 15h16" />,
  sportsbook: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3.5v4M20 10l-4.5 0M4 10h4.5M7 19l2.8-5M17 19l-2.8-5" />
    </>
  ),
  fishing: (
    <>
      <path d="M3 12c3-4 8-5 12-3l5-3v12l-5-3c-4 2-9 1-12-3z" />
      <circle cx="8" cy="11" r="1" />
    </>
  ),
  poker: (
    <>
      <rect x="3" y="6" width="11" height="15" rx="2" />
      <path d="m9 4 10 2.5-3 12.5" />
    </>
  ),
  sabong: <path d="M6 20h12M9 20l1-4c-3-1-5-4-4-8l3 2 2-5 2 4 3-3c2 4 0 9-4 10l1 4" />,
  lottery: (
    <>
      <path d="M3 8V6h18v2a2.5 2.5 0 0 0 0 5v5H3v-5a2.5 2.5 0 0 0 0-5z" />
      <path d="M10 6v12" />
    </>
  ),
  horse_racing: <path d="M7 4c-2 4-2 10 0 16M17 4c2 4 2 10 0 16M7 4h2M15 4h2M6 12h3M15 12h3" />,
  bingo: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3.5" />
    </>
  ),
  arcade: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="2" />
      <path d="M12 13V7" />
      <circle cx="12" cy="5" r="2.5" />
    </>
  ),
  crash: <path d="M4 20 10 14l3 3 7-9M15 8h5v5" />,
};

/** A chunky glyph drawn by its children. */
const glyph = (children: ReactNode) => <SvgIcon>{children}</SvgIcon>;

export const CategoryGlyph = ({ category }: { category: GameCategoryKey }) =>
  glyph(glyphs[category]);

/** The hamburger glyph of the drawer trigger. */
export const MenuGlyph = () => glyph(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseGlyph = () => glyph(<path d="M6 6l12 12M18 6 6 18" />);

/** The player glyph of the account button. */
export const PlayerGlyph = () =>
  glyph(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4.5 4-6.5 8-6.5s7 2 8 6.5" />
    </>,
  );
