import { useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { SiteFooter } from '../shared/blocks';
import { CategoryNav } from '../shared/header-blocks';
import { HeaderBar } from '../shared/header-bar';
import { FrameMain, TemplateFrame } from '../shared/frame';

const glyph = (d: string) => (
  <svg className="pf-icon t8-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export function Layout({ children }: { children: ReactNode }) {
  const { siteName } = useSiteHeader();
  return (
    <TemplateFrame className="t8-shell">
      <header className="t8-top">
        <div className="t8-top-row">
          <HeaderBar
            prefix="t8"
            logoHeight={36}
            drawer={{
              triggerClassName: 'pf-btn t8-icon-btn t8-menu-btn',
              trigger: glyph('M4 6h16M4 12h16M4 18h16'),
              close: glyph('M6 6l12 12M18 6 6 18'),
            }}
            account={{
              loginClassName: 'pf-btn t8-btn',
              registerClassName: 'pf-btn t8-btn pf-btn--primary pf-bar-wide',
              depositClassName: 'pf-btn t8-btn pf-btn--primary t8-deposit',
            }}
          />
        </div>
        <CategoryNav prefix="t8" />
      </header>
      <FrameMain className="t8-main">{children}</FrameMain>
      <SiteFooter className="t8-footer">
        <p className="t8-footer-name">{siteName}</p>
        <div className="t8-bulbs" aria-hidden="true" />
      </SiteFooter>
    </TemplateFrame>
  );
}
