import { Top10Panel } from '@playfront/ui/top10';
import type { Part } from '../recipe/part';
import { Parts } from '../recipe/part';
import { cx } from './blocks';

export interface HomeProps {
  /** The sections, in this order. */
  sections: readonly Part[];
  /**
   * More classes of the home: the panel home's arrangement (`pf-panel-home`, `panel-home.css`;
   * templates 2 to 5), the drawer frame's column (`pf-bar-home`, `drawer-layout.css`; 6 to 10),
   * game cards with the play button under the name (`pf-stacked-cards`, `stacked-cards.css`).
   */
  look?: 'pf-panel-home' | 'pf-panel-home pf-stacked-cards' | 'pf-bar-home' | 'pf-stacked-cards';
  /** The sections one under another, `--pf-home-gap` apart (`pf-grid-home`, `blocks.css`). */
  grid?: boolean;
}

/** A template's home, `pf-home`: its sections in the recipe's order. */
export function Home({ sections, look, grid = false }: HomeProps) {
  return (
    <div className={cx('pf-home', look, grid && 'pf-grid-home')}>
      <Parts parts={sections} />
    </div>
  );
}

/** The top 10 winners and withdrawals: alone, or in a section of the home (`pf-top10-section`). */
export function Top10({ wrap }: { wrap?: boolean }) {
  return wrap ? (
    <div className="pf-top10-section">
      <Top10Panel />
    </div>
  ) : (
    <Top10Panel />
  );
}
