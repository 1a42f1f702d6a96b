import type { ReactNode } from 'react';
import { Ticker } from './home-blocks';

/**
 * The announcements as a marquee (`marquee.css`) of the panel homes, templates 2 to 5: the list
 * twice, the copy hidden from assistive technology. The bar is `<prefix>-marquee` (or
 * `className`), where the template draws it and sets its `--pf-marquee-*` variables; the window,
 * the moving list and its copy are the shared `pf-marquee__viewport`, `__track` and `__copy`, and
 * carry the template's `<prefix>-marquee__viewport` and `__track` classes too. Template1 classes
 * its `Ticker` with the same parts in its home, so that the default site's first visit loads no
 * chunk for this component.
 */
export function Marquee({
  prefix: p,
  className = `${p}-marquee`,
  badge,
}: {
  prefix: string;
  className?: string;
  badge: ReactNode;
}) {
  return (
    <Ticker
      className={`${className} pf-marquee`}
      lead={badge}
      trackClassName={`pf-marquee__viewport ${p}-marquee__viewport`}
      listClassName={`pf-marquee__track ${p}-marquee__track`}
      copyClassName="pf-marquee__copy"
    />
  );
}
