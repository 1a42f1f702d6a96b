import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph, MenuGlyph, PlayerGlyph } from './icons';
import { SiteFooter } from '../shared/blocks';
import { CategoryNav } from '../shared/header-blocks';
import { BarLayout } from '../shared/header-bar';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BarLayout
      prefix="t6"
      logoHeight={40}
      drawer={{
        triggerClassName: 'pf-btn t6-icon-btn t6-burger',
        trigger: <MenuGlyph />,
        close: <CloseGlyph />,
        navClassName: 't6-drawer-nav',
        home: true,
      }}
      account={{
        registerClassName: 'pf-btn t6-btn t6-btn--accent pf-bar-wide',
        menuButton: (
          <>
            <PlayerGlyph />
            <span>{t('account')}</span>
          </>
        ),
      }}
      before={<CategoryNav prefix="t6" home />}
      footer={
        <SiteFooter className="t6-footer">
          <div className="t6-stripe" aria-hidden="true" />
        </SiteFooter>
      }
    >
      {children}
    </BarLayout>
  );
}
