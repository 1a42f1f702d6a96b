import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { AccountMenu } from './account-links';
import type { ListLook } from './account-links';
import { AccountBlock, Brand, buttonClass, NavList, SignOutButton } from './blocks';
import { Languages, SiteFooter } from './site-footer';
import { FrameMain, TemplateFrame } from './frame';
import type { MenuSheetProps } from './menu-sheet';
import { appLinks, MenuSheet } from './menu-sheet';
import type { NavItem } from './navigation';
import { leadingWith, useSiteNavigation } from './navigation';

export interface AppLayoutProps {
  /** The template's icon set (`strokeIcons` in its `icons.tsx`). */
  icons: {
    Icon: ComponentType<{ name: 'more' | 'close' | 'user' }>;
    navIcon: (key: NavItem['key']) => ReactNode;
  };
  /** Categories listed first (a sportsbook leads with sports). */
  lead?: readonly GameCategoryKey[];
  /** The side panel's accessible name: a key of the texts. */
  panelLabel: 'menu' | 't14_sportsRail';
  /**
   * An account menu (`pf-app-menu`) with Log out after Deposit, for the widths without the tab
   * bar and its sheet.
   */
  accountMenu?: boolean;
  /** More of the header under the bar. */
  headerEnd?: ReactNode;
  /** How the menu sheet lists a signed-in player's account pages. */
  sheetAccount: MenuSheetProps['account'];
  /** Game controls at a finger's size on every page (`pf-touch-games`). */
  touchGames?: boolean;
  children: ReactNode;
}

const panelList: ListLook = ['pf-app-panel__list', 'pf-app-link'];
const tabbarList: ListLook = ['pf-app-tabbar__list', 'pf-app-link'];

/**
 * The app frame templates 11 and 14 share: an app bar (`pf-app-bar`: brand, search, account
 * block), a side panel (`pf-app-panel`) of every link with the language menu beside the page, the
 * shared footer, and a bottom tab bar (`pf-app-tabbar`) whose last tab opens the menu sheet.
 */
export function AppLayout({
  icons,
  lead = [],
  panelLabel,
  accountMenu = false,
  headerEnd,
  sheetAccount,
  touchGames = false,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const { Icon, navIcon } = icons;
  const items = leadingWith(useSiteNavigation().primary, lead);
  // The tab bar keeps home, the first two sections and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <TemplateFrame touchGames={touchGames}>
      <header className="pf-app-bar" data-pf-bar="top">
        <div className="pf-app-bar__inner">
          <Brand height={32} />
          <GameSearch className="pf-app-search" />
          <AccountBlock part="pf-app-account">
            {accountMenu && (
              <AccountMenu
                look={{
                  menu: 'pf-app-menu',
                  button: buttonClass('plain'),
                  panel: 'pf-app-menu__panel',
                  list: appLinks.menu,
                }}
                button={
                  <>
                    <Icon name="user" />
                    <span>{t('account')}</span>
                  </>
                }
              >
                <SignOutButton button="plain" />
              </AccountMenu>
            )}
          </AccountBlock>
        </div>
        {headerEnd}
      </header>
      <div className="pf-app-frame">
        <nav className="pf-app-panel" aria-label={t(panelLabel)}>
          <NavList items={items} look={panelList} icon={navIcon} />
          <Languages />
        </nav>
        <FrameMain>{children}</FrameMain>
      </div>
      <SiteFooter languages={false} />
      <nav className="pf-app-tabbar" data-pf-bar="bottom" aria-label={t('mainNavigation')}>
        <NavList items={tabs} look={tabbarList} icon={navIcon}>
          <li>
            <MenuSheet
              items={items}
              icon={navIcon}
              more={<Icon name="more" />}
              close={<Icon name="close" />}
              account={sheetAccount}
            />
          </li>
        </NavList>
      </nav>
    </TemplateFrame>
  );
}
