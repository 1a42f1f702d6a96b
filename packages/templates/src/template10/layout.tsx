import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { Brand, SiteFooter } from '../shared/blocks';
import { CategoryNav, HeaderAccount, MenuDrawer } from '../shared/header-blocks';
import { FrameMain, TemplateFrame } from '../shared/frame';

const glyph = (d: string) => (
  <svg className="t10-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

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
    <TemplateFrame className="t10-shell">
      <header className="t10-top">
        <div className="t10-top-row">
          <MenuDrawer
            prefix="t10"
            triggerClassName="pf-btn t10-icon-btn t10-burger"
            trigger={glyph('M4 7h16M4 12h11M4 17h16')}
            closeClassName="pf-btn t10-icon-btn"
            close={glyph('M6 6l12 12M18 6 6 18')}
            navClassName="t10-drawer-nav"
            home
          />
          <Brand plain className="t10-logo" height={40} />
          <GameSearch className="t10-search" />
          <HeaderAccount
            prefix="t10"
            loginClassName="pf-btn t10-btn pf-btn--primary"
            registerClassName="pf-btn t10-btn t10-btn--accent t10-wide-only"
            depositClassName="pf-btn t10-btn pf-btn--primary t10-wide-only"
            menuButtonClassName="pf-btn t10-btn t10-btn--accent"
            signOutClassName="pf-btn t10-btn"
          />
        </div>
        <CategoryNav prefix="t10" home />
      </header>
      <Wave />
      <FrameMain className="t10-main">{children}</FrameMain>
      <Wave flip />
      <SiteFooter className="t10-footer" copyClassName="t10-copy" />
    </TemplateFrame>
  );
}
