import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon, navIcon } from './icons';
import { Brand, NavList, SiteFooter } from '../shared/blocks';
import { useSiteNavigation } from '../shared/navigation';
import { TabBar, TabBarAccount } from '../shared/tab-bar';
import { FrameMain, TemplateFrame } from '../shared/frame';

/** Pill chips in a sideways-scrolling strip, on every screen size. */
function MainNav() {
  const { t } = useTranslation();
  const { primary } = useSiteNavigation();
  return (
    <nav aria-label={t('mainNavigation')} className="t5-nav">
      <NavList items={primary} className="t5-nav__list" linkClassName="t5-chip" icon={navIcon} />
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <TemplateFrame className="t5-shell">
      <div className="t5-backdrop" aria-hidden="true" />
      <header className="t5-header">
        <div className="t5-header__top">
          <Brand className="t5-logo" height={40} />
          <GameSearch className="t5-search" />
          <TabBarAccount prefix="t5" />
        </div>
        <MainNav />
      </header>
      <FrameMain className="t5-main">{children}</FrameMain>
      <SiteFooter className="t5-footer" copyClassName="t5-footer__copy" />
      <TabBar
        prefix="t5"
        glyph={(name) => <Icon name={name} />}
        categoryGlyph={(key) => <Icon name={categoryIcon(key)} />}
      />
    </TemplateFrame>
  );
}
