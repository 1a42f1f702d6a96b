import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph, MenuGlyph, PlayerGlyph } from './icons';
import { Brand, SiteFooter } from '../shared/blocks';
import { CategoryNav, HeaderAccount, MenuDrawer } from '../shared/header-blocks';
import { FrameMain, TemplateFrame } from '../shared/frame';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TemplateFrame className="t6-shell">
      <header className="t6-top">
        <MenuDrawer
          prefix="t6"
          triggerClassName="pf-btn t6-icon-btn t6-burger"
          trigger={<MenuGlyph />}
          closeClassName="pf-btn t6-icon-btn"
          close={<CloseGlyph />}
          navClassName="t6-drawer-nav"
          home
        />
        <Brand plain className="t6-logo" height={40} />
        <GameSearch className="t6-search" />
        <HeaderAccount
          prefix="t6"
          loginClassName="pf-btn t6-btn pf-btn--primary"
          registerClassName="pf-btn t6-btn t6-btn--accent t6-wide-only"
          depositClassName="pf-btn t6-btn pf-btn--primary t6-wide-only"
          menuButtonClassName="pf-btn t6-btn"
          menuButton={
            <>
              <PlayerGlyph />
              <span>{t('account')}</span>
            </>
          }
          signOutClassName="pf-btn t6-btn"
        />
      </header>
      <CategoryNav prefix="t6" home />
      <FrameMain className="t6-main">{children}</FrameMain>
      <SiteFooter className="t6-footer" copyClassName="t6-copy">
        <div className="t6-stripe" aria-hidden="true" />
      </SiteFooter>
    </TemplateFrame>
  );
}
