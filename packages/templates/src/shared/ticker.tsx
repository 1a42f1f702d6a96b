import type { ReactNode } from 'react';
import { Ticker } from './home-blocks';

/**
 * The announcements running across a window (`ticker.css`, templates 11 to 15): the template
 * classes the bar and sets its `--pf-ticker-*` variables; the window and the moving list are
 * the shared `pf-ticker__window` and `pf-ticker__track`.
 */
export function RunningTicker({
  className,
  lead,
  listClassName,
}: {
  /** Class of the bar. */
  className: string;
  /** What leads the line: the template's glyph or label. */
  lead: ReactNode;
  /** A class the moving list carries besides `pf-ticker__track`. */
  listClassName?: string;
}) {
  return (
    <Ticker
      className={`${className} pf-ticker`}
      lead={lead}
      trackClassName="pf-ticker__window"
      listClassName={listClassName ? `${listClassName} pf-ticker__track` : 'pf-ticker__track'}
    />
  );
}
