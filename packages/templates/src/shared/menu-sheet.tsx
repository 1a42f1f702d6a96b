import { useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { AccountLinks } from './account-links';
import type { ListLook } from './account-links';
import { buttonClass, NavList, SignOutButton } from './blocks';
import { Languages } from './site-footer';
import { Sheet } from './sheet';
import type { NavItem } from './navigation';

/**
 * The app frame's lists of account pages: a menu's list (`pf-app-menu__list`, the sheet's with
 * `--sheet`) of the frame's links, or a group of links of their own (`pf-app-group`).
 */
export const appLinks = {
  menu: ['pf-app-menu__list', 'pf-app-link'],
  'menu-sheet': ['pf-app-menu__list pf-app-menu__list--sheet', 'pf-app-link'],
  group: ['pf-app-group', 'pf-app-group__link'],
} as const satisfies Record<string, ListLook>;

const sheetGrid: ListLook = ['pf-app-sheet__grid pf-columns', 'pf-app-link'];

export interface MenuSheetProps {
  items: readonly NavItem[];
  icon: (key: NavItem['key']) => ReactNode;
  /** The tab's glyph and the close button's. */
  more: ReactNode;
  close: ReactNode;
  /** How a signed-in player's account pages are listed: as a menu's list, or a group of links. */
  account: 'menu' | 'group';
}

/**
 * The tab bar's last tab (`pf-app-tab-menu`): a bottom sheet (`pf-drawer--app`) with every link,
 * the account pages and Log out for a signed-in player, and the language menu. Radix traps focus
 * and Esc closes it.
 */
export function MenuSheet({ items, icon, more, close: closeGlyph, account }: MenuSheetProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  return (
    <Sheet
      bottom
      variant="app"
      trigger={{
        className: 'pf-app-link pf-app-tab-menu',
        children: (
          <>
            {more}
            <span>{t('menu')}</span>
          </>
        ),
      }}
      close={{ className: buttonClass('icon'), children: closeGlyph }}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className="pf-app-sheet__nav">
            <NavList items={items} look={sheetGrid} icon={icon} onNavigate={close} />
            {/* VIP is in the grid above. */}
            {isAuthenticated && (
              <AccountLinks
                look={account === 'menu' ? appLinks['menu-sheet'] : appLinks.group}
                omit={['/vip']}
                onNavigate={close}
              />
            )}
          </nav>
          {isAuthenticated && (
            <div className="pf-app-sheet__account">
              <SignOutButton button="plain" onSignOut={close} />
            </div>
          )}
          <Languages />
        </>
      )}
    </Sheet>
  );
}
