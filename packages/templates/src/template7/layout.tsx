import { useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand, SiteFooter } from '../shared/blocks';
import { CategoryNav, HeaderAccount, MenuDrawer } from '../shared/header-blocks';
import { FrameMain, TemplateFrame } from '../shared/frame';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <TemplateFrame className="t7-shell">
      <header className="t7-top">
        <Brand plain className="t7-logo" height={32} />
        <CategoryNav prefix="t7" />
        <GameSearch className="t7-search" />
        <HeaderAccount
          prefix="t7"
          loginClassName="pf-btn t7-text-btn"
          registerClassName="pf-btn t7-btn t7-wide-only"
          depositClassName="pf-btn t7-btn t7-wide-only"
          menuButtonClassName="pf-btn t7-text-btn"
          signOutClassName="pf-btn t7-text-btn"
        />
        <MenuDrawer
          prefix="t7"
          triggerClassName="pf-btn t7-text-btn t7-menu-btn"
          trigger={t('menu')}
          closeClassName="pf-btn t7-text-btn"
          close={t('close')}
        />
      </header>
      <FrameMain className="t7-main">{children}</FrameMain>
      <SiteFooter className="t7-footer" copyClassName="t7-copy">
        <p className="t7-footer-name">{siteName}</p>
      </SiteFooter>
    </TemplateFrame>
  );
}
