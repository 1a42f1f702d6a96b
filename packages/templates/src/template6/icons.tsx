import type { GameCategoryKey } from '@playfront/core/contract';
import { SvgIcon } from '../shared/svg-icon';

/**
 * One stroke of a chunky glyph: a path's `d`, a circle as `[cx, cy, r]`, or a rounded rectangle
 * as `[x, y, width, height, rx]`. The glyphs are tables of these, drawn in order by `shape`.
 */
type Shape =
  | string
  | [cx: number, cy: number, r: number]
  | [x: number, y: number, width: number, height: number, rx: number];

const shape = (s: Shape, key: number) => {
  if (typeof s === 'string') return <path key={key} d={s} />;
  if (s.length === 3) return <circle key={key} cx={s[0]} cy={s[1]} r={s[2]} />;
  const [x, y, width, height, rx] = s;
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
};

/** A chunky 24px glyph drawn from its shapes (inline: no icon library). */
const glyph = (shapes: Shape[]) => <SvgIcon>{shapes.map(shape)}</SvgIcon>;

/** Chunky category glyphs for the fruit-machine tiles. */
const glyphs: Record<GameCategoryKey, Shape[]> = {
  hot: ['M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z'],
  slot_game: [[8, 16, 3.5], [16, 16, 3.5], 'M8 12.5C9 8 11 5 16 4M16 12.5c-.5-3-1.5-5.5 0-8.5'],
  casino: [
    [4, 3, 16, 18, 2.5],
    'M12 8c2 2.5 3.5 3.5 3.5 5a2 2 0 0 1-3.5 1.3A2 2 0 0 1 8.5 13c0-1.5 1.5-2.5 3.5-5zM12 14v3',
  ],
  hash_game: ['M9 4 7 20M17 4l-2 16M4 9h16M3.5 15h16'],
  sportsbook: [
    [12, 12, 8.5],
    'm12 7.5 3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3.5v4M20 10l-4.5 0M4 10h4.5M7 19l2.8-5M17 19l-2.8-5',
  ],
  fishing: ['M3 12c3-4 8-5 12-3l5-3v12l-5-3c-4 2-9 1-12-3z', [8, 11, 1]],
  poker: [[3, 6, 11, 15, 2], 'm9 4 10 2.5-3 12.5'],
  sabong: ['M6 20h12M9 20l1-4c-3-1-5-4-4-8l3 2 2-5 2 4 3-3c2 4 0 9-4 10l1 4'],
  lottery: ['M3 8V6h18v2a2.5 2.5 0 0 0 0 5v5H3v-5a2.5 2.5 0 0 0 0-5z', 'M10 6v12'],
  horse_racing: ['M7 4c-2 4-2 10 0 16M17 4c2 4 2 10 0 16M7 4h2M15 4h2M6 12h3M15 12h3'],
  bingo: [
    [12, 12, 8.5],
    [12, 12, 3.5],
  ],
  arcade: [[3, 13, 18, 7, 2], 'M12 13V7', [12, 5, 2.5]],
  crash: ['M4 20 10 14l3 3 7-9M15 8h5v5'],
};

export const CategoryGlyph = ({ category }: { category: GameCategoryKey }) =>
  glyph(glyphs[category]);

/** The hamburger glyph of the drawer trigger. */
export const MenuGlyph = () => glyph(['M4 7h16M4 12h16M4 17h16']);

export const CloseGlyph = () => glyph(['M6 6l12 12M18 6 6 18']);

/** The player glyph of the account button. */
export const PlayerGlyph = () => glyph([[12, 8, 4], 'M4 21c1-4.5 4-6.5 8-6.5s7 2 8 6.5']);
