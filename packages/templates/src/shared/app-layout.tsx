import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Brand, Languages, NavList, SiteFooter } from './blocks';
import { FrameMain, TemplateFrame } from './frame';
import { MenuSheet } from './menu-sheet';
import type { NavItem } from './navigation';
import { leadingWith, useSiteNavigation } from './navigation';

export interface AppLayoutProps {
  /**
   * The template's class prefix: `<prefix>-shell`, `-appbar`, `-appbar__inner`, `-logo`,
   * `-search`, `-account`, `-btn`, `-frame`, `-panel`, `-panel__list`, `-link`, `-main`,
   * `-footer`, `-footer__copy`, `-tabbar` and the menu sheet's classes. The tab bar, its list,
   * the links and the sheet are also classed `pf-app-*` (`app-layout.css`).
   */
  prefix: string;
  /** The template's icon set (`strokeIcons` in its `icons.tsx`). */
  icons: {
    Icon: ComponentType<{ name: 'more' | 'close' }>;
    navIcon: (key: NavItem['key']) => ReactNode;
  };
  /** Categories listed first (a sportsbook leads with sports). */
  lead?: readonly GameCategoryKey[];
  /** The side panel's accessible name. */
  panelLabel: string;
  /** More of the account block for a signed-in player, and more of the header under the bar. */
  account?: ReactNode;
  headerEnd?: ReactNode;
  /** Classes of the signed-in player's account list and its links in the menu sheet. */
  sheetAccountClassName: string;
  sheetAccountLinkClassName: string;
  /** More classes of the shell: presets the template opts into (`presets.css`). */
  shellClassName?: string;
  children: ReactNode;
}

/**
 * The app frame templates 11 and 14 share: an app bar (brand, search, account block), a side
 * panel of every link with the language menu beside the page, the shared footer, and a bottom
 * tab bar whose last tab opens the menu sheet. Everything is classed with the template's prefix.
 */
export function AppLayout({
  prefix: p,
  icons: { Icon, navIcon },
  lead = [],
  panelLabel,
  account,
  headerEnd,
  sheetAccountClassName,
  sheetAccountLinkClassName,
  shellClassName,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const items = leadingWith(useSiteNavigation().primary, lead);
  // The tab bar keeps home, the first two sections and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <TemplateFrame className={shellClassName ? `${p}-shell ${shellClassName}` : `${p}-shell`}>
      <header className={`${p}-appbar`}>
        <div className={`${p}-appbar__inner`}>
          <Brand className={`${p}-logo`} height={32} />
          <GameSearch className={`${p}-search`} />
          <AccountBlock
            className={`${p}-account`}
            loginClassName={`pf-btn ${p}-btn`}
            registerClassName={`pf-btn ${p}-btn pf-btn--primary`}
            depositClassName={`pf-btn ${p}-btn pf-btn--primary`}
          >
            {account}
          </AccountBlock>
        </div>
        {headerEnd}
      </header>
      <div className={`${p}-frame`}>
        <nav className={`${p}-panel`} aria-label={panelLabel}>
          <NavList
            items={items}
            className={`${p}-panel__list`}
            linkClassName={`${p}-link pf-app-link`}
            icon={navIcon}
          />
          <Languages />
        </nav>
        <FrameMain className={`${p}-main`}>{children}</FrameMain>
      </div>
      <SiteFooter className={`${p}-footer`} copyClassName={`${p}-footer__copy`} languages={false} />
      <nav className={`${p}-tabbar pf-app-tabbar`} aria-label={t('mainNavigation')}>
        <NavList
          items={tabs}
          className="pf-app-tabbar__list"
          linkClassName={`${p}-link pf-app-link`}
          icon={navIcon}
        >
          <li>
            <MenuSheet
              prefix={p}
              items={items}
              icon={navIcon}
              more={<Icon name="more" />}
              close={<Icon name="close" />}
              accountClassName={sheetAccountClassName}
              accountLinkClassName={sheetAccountLinkClassName}
            />
          </li>
        </NavList>
      </nav>
    </TemplateFrame>
  );
}
