import { GameSearch } from '@playfront/ui/screens/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, navIcon } from './icons';
import { AccountBlock, Brand, Languages, NavList, SiteFooter } from '../shared/blocks';
import { MenuSheet } from '../shared/menu-sheet';
import { useSiteNavigation } from '../shared/navigation';
import { FrameMain, TemplateFrame } from '../shared/frame';

function Account() {
  return (
    <AccountBlock
      className="t11-account"
      loginClassName="pf-btn t11-btn"
      registerClassName="pf-btn t11-btn pf-btn--primary"
      depositClassName="pf-btn t11-btn pf-btn--primary"
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const items = useSiteNavigation().primary;
  // The tab bar keeps home, the first two categories and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <TemplateFrame className="t11-shell">
      <header className="t11-appbar">
        <div className="t11-appbar__inner">
          <Brand className="t11-logo" height={32} />
          <GameSearch className="t11-search" />
          <Account />
        </div>
      </header>
      <div className="t11-frame">
        {/* Not "categories": a category page has its own category nav of that name. */}
        <nav className="t11-panel" aria-label={t('menu')}>
          <NavList
            items={items}
            className="t11-panel__list"
            linkClassName="t11-link"
            icon={navIcon}
          />
          <Languages />
        </nav>
        <FrameMain className="t11-main">{children}</FrameMain>
      </div>
      <SiteFooter className="t11-footer" copyClassName="t11-footer__copy" languages={false} />
      <nav className="t11-tabbar" aria-label={t('mainNavigation')}>
        <NavList items={tabs} className="t11-tabbar__list" linkClassName="t11-link" icon={navIcon}>
          <li>
            <MenuSheet
              prefix="t11"
              items={items}
              icon={navIcon}
              more={<Icon name="more" />}
              close={<Icon name="close" />}
              accountClassName="t11-group"
              accountLinkClassName="t11-group__link"
            />
          </li>
        </NavList>
      </nav>
    </TemplateFrame>
  );
}
