import { Ticker } from './home-blocks';

/**
 * The announcements as a strip that loops sideways (`loop-ticker.css`, which the template's
 * stylesheet imports): `className` is the template's section, where it sets `--pf-loop-*`.
 */
export function LoopTicker({ className }: { className: string }) {
  return (
    <Ticker
      className={className}
      trackClassName="pf-loop"
      listClassName="pf-loop__list"
      copyClassName="pf-loop__copy"
    />
  );
}
