import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon, navIcon } from './icons';
import { Brand, NavList, SiteFooter } from '../shared/blocks';
import { useSiteNavigation } from '../shared/navigation';
import { TabBar, TabBarAccount } from '../shared/tab-bar';
import { FrameMain, TemplateFrame } from '../shared/frame';

/** Desktop side rail (≥1200px): icons with labels, the current one lit. */
function MainNav() {
  const { t } = useTranslation();
  const { primary } = useSiteNavigation();
  return (
    <nav aria-label={t('mainNavigation')} className="t3-rail">
      <NavList
        items={primary}
        className="t3-rail__list"
        linkClassName="t3-rail__link"
        icon={navIcon}
      />
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <TemplateFrame className="t3-shell">
      <header className="t3-header">
        <Brand className="t3-logo" height={40} />
        <GameSearch className="t3-search" />
        <TabBarAccount prefix="t3" />
      </header>
      <MainNav />
      <FrameMain className="t3-main">{children}</FrameMain>
      <SiteFooter className="t3-footer" copyClassName="t3-footer__copy" />
      <TabBar
        prefix="t3"
        glyph={(name) => <Icon name={name} />}
        categoryGlyph={(key) => <Icon name={categoryIcon(key)} />}
      />
    </TemplateFrame>
  );
}
