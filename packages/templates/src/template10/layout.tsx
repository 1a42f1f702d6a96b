import type { ReactNode } from 'react';
import { SiteFooter } from '../shared/blocks';
import { lineGlyph } from '../shared/svg-icon';
import { CategoryNav } from '../shared/header-blocks';
import { BarLayout } from '../shared/header-bar';

const glyph = lineGlyph('t10-glyph');

/** A decorative wave between bands; `flip` turns it to rise into the band below. */
export function Wave({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      className={flip ? 't10-wave t10-wave--flip' : 't10-wave'}
      viewBox="0 0 1200 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 0h1200v18c-100 14-200 22-300 14S700 8 600 14 400 38 300 34 100 12 0 20z" />
    </svg>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <BarLayout
      prefix="t10"
      logoHeight={40}
      row
      drawer={{
        triggerClassName: 'pf-btn t10-icon-btn t10-burger',
        trigger: glyph('M4 7h16M4 12h11M4 17h16'),
        close: glyph('M6 6l12 12M18 6 6 18'),
        navClassName: 't10-drawer-nav',
        home: true,
      }}
      account={{
        registerClassName: 'pf-btn t10-btn t10-btn--accent pf-bar-wide',
        menuButtonClassName: 'pf-btn t10-btn t10-btn--accent',
      }}
      below={<CategoryNav prefix="t10" home />}
      before={<Wave />}
      after={<Wave flip />}
      footer={<SiteFooter className="t10-footer" />}
    >
      {children}
    </BarLayout>
  );
}
