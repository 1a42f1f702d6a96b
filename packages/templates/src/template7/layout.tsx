import { useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../shared/blocks';
import { CategoryNav } from '../shared/header-blocks';
import { BarLayout } from '../shared/header-bar';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <BarLayout
      prefix="t7"
      logoHeight={32}
      nav={<CategoryNav prefix="t7" />}
      account={{
        loginClassName: 'pf-btn t7-text-btn',
        depositClassName: 'pf-btn t7-btn pf-bar-wide',
        menuButtonClassName: 'pf-btn t7-text-btn',
        signOutClassName: 'pf-btn t7-text-btn',
      }}
      drawer={{
        triggerClassName: 'pf-btn t7-text-btn t7-menu-btn',
        trigger: t('menu'),
        closeClassName: 'pf-btn t7-text-btn',
        close: t('close'),
      }}
      drawerLast
      footer={
        <SiteFooter className="t7-footer" copyClassName="t7-copy">
          <p className="t7-footer-name">{siteName}</p>
        </SiteFooter>
      }
    >
      {children}
    </BarLayout>
  );
}
