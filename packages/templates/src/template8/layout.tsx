import { useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { SiteFooter } from '../shared/blocks';
import { lineGlyph } from '../shared/svg-icon';
import { CategoryNav } from '../shared/header-blocks';
import { BarLayout } from '../shared/header-bar';

const glyph = lineGlyph('t8-glyph');

export function Layout({ children }: { children: ReactNode }) {
  const { siteName } = useSiteHeader();
  return (
    <BarLayout
      prefix="t8"
      logoHeight={36}
      row
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
      below={<CategoryNav prefix="t8" />}
      footer={
        <SiteFooter className="t8-footer">
          <p className="t8-footer-name">{siteName}</p>
          <div className="t8-bulbs" aria-hidden="true" />
        </SiteFooter>
      }
    >
      {children}
    </BarLayout>
  );
}
