import { useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLinks } from './account-links';
import { Languages, NavList, SignOutButton } from './blocks';
import { Sheet } from './sheet';
import type { NavItem } from './navigation';

export interface MenuSheetProps {
  /** The template's class prefix: `<prefix>-link`, `-tab-menu`, `-overlay`, `-sheet`, `-sheet__*`; parts also `pf-app-*`. */
  prefix: string;
  items: readonly NavItem[];
  icon: (key: NavItem['key']) => ReactNode;
  /** The tab's glyph and the close button's. */
  more: ReactNode;
  close: ReactNode;
  /** Classes of the signed-in player's account list and its links. */
  accountClassName: string;
  accountLinkClassName: string;
}

/**
 * The tab bar's last tab: a bottom sheet with every link, the account pages and Log out for a
 * signed-in player, and the language menu. Radix traps focus and Esc closes it.
 */
export function MenuSheet({
  prefix: p,
  items,
  icon,
  more,
  close: closeGlyph,
  accountClassName,
  accountLinkClassName,
}: MenuSheetProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  return (
    <Sheet
      prefix={p}
      part="sheet"
      separator="__"
      className="pf-app-sheet"
      triggerClassName={`${p}-link pf-app-link ${p}-tab-menu`}
      trigger={
        <>
          {more}
          <span>{t('menu')}</span>
        </>
      }
      close={closeGlyph}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className="pf-app-sheet__nav">
            <NavList
              items={items}
              className="pf-app-sheet__grid pf-columns"
              linkClassName={`${p}-link pf-app-link`}
              icon={icon}
              onNavigate={close}
            />
            {/* VIP is in the grid above. */}
            {isAuthenticated && (
              <AccountLinks
                className={accountClassName}
                linkClassName={accountLinkClassName}
                omit={['/vip']}
                onNavigate={close}
              />
            )}
          </nav>
          {isAuthenticated && (
            <div className="pf-app-sheet__account">
              <SignOutButton className={`pf-btn ${p}-btn`} onSignOut={close} />
            </div>
          )}
          <Languages />
        </>
      )}
    </Sheet>
  );
}
