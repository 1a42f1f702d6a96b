import { LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { AccountLinks, AccountMenu } from './account-links';
import type { ListLook } from './account-links';
import type { ButtonLook } from './blocks';
import { AccountBlock, buttonClass, SignOutButton } from './blocks';
import { Languages } from './site-footer';
import { Sheet } from './sheet';

/**
 * Header parts of the drawer frame (templates 6 to 10): the category links, the header's account
 * strip and the drawer, classed `pf-bar-*` (`drawer-layout.css`); the template's stylesheet gives
 * them its look.
 */

/** The drawer frame's lists of links: the header row, the drawer and the account menu. */
export const barList: ListLook = ['pf-bar-list', 'pf-bar-link'];

export interface CategoryNavListProps {
  /** The list and its links. Default the drawer frame's. */
  look?: ListLook;
  /** Home before the categories. */
  home?: boolean;
  /** Called when a link is followed, e.g. to close the drawer holding the list. */
  onNavigate?: () => void;
}

/** Home (where asked), the site's game categories and Promotions, as a list of links. */
export function CategoryNavList({ look = barList, home, onNavigate }: CategoryNavListProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const [listClass, linkClass] = look;
  const links = [
    ...(home ? [{ key: 'home', route: '/', label: t('home'), end: true }] : []),
    ...categories.map((c) => ({ ...c, end: true })),
    { key: 'promotions', route: '/promotions', label: t('promotions'), end: false },
  ];
  return (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.key}>
          <LocalNavLink to={link.route} end={link.end} className={linkClass} onClick={onNavigate}>
            {link.label}
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

/** The row of categories (Home first with `home`), `pf-bar-nav`. */
export function CategoryNav({ home }: { home?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mainNavigation')} className="pf-bar-nav">
      <CategoryNavList home={home} />
    </nav>
  );
}

export interface HeaderAccountProps {
  /**
   * How Log in, Join and Deposit are drawn. Default: primary Log in, Join as the template's
   * button and primary Deposit, both on wide screens only (`pf-bar-wide`).
   */
  login?: ButtonLook;
  register?: ButtonLook;
  deposit?: ButtonLook;
  /** Deposit at every width rather than on wide screens only. */
  depositAlways?: boolean;
  /** How the account menu's button and Log out (wide screens only) are drawn. Default plain. */
  menuButton?: ButtonLook;
  signOut?: ButtonLook;
  /** Content of the account menu's button. Default: its label. */
  menuLabel?: ReactNode;
}

/**
 * The header's account strip, `pf-bar-account`: Log in and Join for a guest; the balance line,
 * Deposit (`pf-bar-deposit`), an account menu (desktop has no drawer, so the account pages open
 * under its button) and Log out when signed in.
 */
export function HeaderAccount({
  login = 'primary',
  register = 'plain',
  deposit = 'primary',
  depositAlways = false,
  menuButton = 'plain',
  signOut = 'plain',
  menuLabel,
}: HeaderAccountProps) {
  return (
    <AccountBlock
      part="pf-bar-account"
      buttons={{
        login: buttonClass(login),
        register: buttonClass(register, 'pf-bar-wide'),
        deposit: buttonClass(deposit, 'pf-bar-deposit', !depositAlways && 'pf-bar-wide'),
      }}
      balanceLine
    >
      <AccountMenu
        look={{
          menu: 'pf-bar-menu pf-bar-wide',
          button: buttonClass(menuButton),
          panel: 'pf-bar-panel',
          list: barList,
        }}
        button={menuLabel}
      />
      <SignOutButton button={signOut} part="pf-bar-wide" />
    </AccountBlock>
  );
}

export interface MenuDrawerProps {
  /** A bottom sheet rather than a drawer from the start edge. */
  bottom?: boolean;
  /** The button that opens it. */
  trigger: Pick<ComponentProps<'button'>, 'className' | 'children'>;
  /** How the closing button is drawn, and its glyph or text. */
  closeButton?: ButtonLook;
  close: ReactNode;
  /** Home before the categories. */
  home?: boolean;
}

/**
 * The menu drawer (Radix: focus trapped, Esc closes, focus back on the button): a signed-in
 * player's own pages first, then the categories and Promotions, Join for a guest, the language menu.
 */
export function MenuDrawer({
  bottom = false,
  trigger,
  closeButton = 'icon-only',
  close: closeContent,
  home,
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const [listClass, linkClass] = barList;
  return (
    <Sheet
      bottom={bottom}
      trigger={{ ...trigger, 'aria-label': t('openMenu') }}
      close={{ className: buttonClass(closeButton), children: closeContent }}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className="pf-bar-drawer-nav">
            {isAuthenticated && (
              <AccountLinks
                look={['pf-bar-list pf-bar-account-links', linkClass]}
                onNavigate={close}
              />
            )}
            <CategoryNavList home={home} onNavigate={close} />
            {!isAuthenticated && (
              <ul className={listClass}>
                <li>
                  <LocalNavLink to="/register" className={linkClass} onClick={close}>
                    {t('register')}
                  </LocalNavLink>
                </li>
              </ul>
            )}
          </nav>
          <Languages />
        </>
      )}
    </Sheet>
  );
}
