import { LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLinks, AccountMenu } from './account-links';
import { AccountBlock, Languages, SignOutButton } from './blocks';
import { Sheet } from './sheet';

/**
 * Header parts of the templates with a drawer or menu sheet: the category links, the header's
 * account strip and the drawer. Each part takes the template's class prefix (and classes where a
 * template names them its own way), so the template's stylesheet gives it its look.
 */

export interface CategoryNavListProps {
  /** Class of the `<ul>` and of each link. */
  className: string;
  linkClassName: string;
  /** Home before the categories. */
  home?: boolean;
  /** Called when a link is followed, e.g. to close the drawer holding the list. */
  onNavigate?: () => void;
}

/** Home (where asked), the site's game categories and Promotions, as a list of links. */
export function CategoryNavList({
  className,
  linkClassName,
  home,
  onNavigate,
}: CategoryNavListProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const links = [
    ...(home ? [{ key: 'home', route: '/', label: t('home'), end: true }] : []),
    ...categories.map((c) => ({ ...c, end: true })),
    { key: 'promotions', route: '/promotions', label: t('promotions'), end: false },
  ];
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <LocalNavLink
            to={link.route}
            end={link.end}
            className={linkClassName}
            onClick={onNavigate}
          >
            {link.label}
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The row of categories (Home first with `home`): `<prefix>-nav`, `-nav-list`, `-nav-link` beside
 * the shared `pf-bar-nav`, `pf-bar-list` and `pf-bar-link` (`drawer-layout.css`).
 */
export function CategoryNav({ prefix: p, home }: { prefix: string; home?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mainNavigation')} className={`pf-bar-nav ${p}-nav`}>
      <CategoryNavList
        className={`pf-bar-list ${p}-nav-list`}
        linkClassName={`pf-bar-link ${p}-nav-link`}
        home={home}
      />
    </nav>
  );
}

export interface HeaderAccountProps {
  /**
   * The template's class prefix: `<prefix>-account`, `-menu`, `-menu-panel`, beside the shared
   * `pf-bar-account`, `pf-bar-menu` and `pf-bar-panel` (`drawer-layout.css`).
   */
  prefix: string;
  /**
   * Classes of Log in, Join and Deposit (Join and Deposit may add `pf-bar-wide`). Default the
   * template's button: primary for Log in and Deposit, and Join and Deposit on wide screens only.
   */
  loginClassName?: string;
  registerClassName?: string;
  depositClassName?: string;
  /**
   * Classes of the account menu's button and of Log out (shown on wide screens only). Default
   * the template's button, `pf-btn <prefix>-btn`.
   */
  menuButtonClassName?: string;
  signOutClassName?: string;
  /** Content of the account menu's button. Default: its label. */
  menuButton?: ReactNode;
  /** Classes of the account menu's list and links. Default the drawer's. */
  listClassName?: string;
  linkClassName?: string;
}

/**
 * The header's account strip: Log in and Join for a guest; the balance, Deposit, an account menu
 * (desktop has no drawer, so the account pages open under its button) and Log out when signed in.
 */
export function HeaderAccount({
  prefix: p,
  loginClassName = `pf-btn ${p}-btn pf-btn--primary`,
  registerClassName = `pf-btn ${p}-btn pf-bar-wide`,
  depositClassName = `pf-btn ${p}-btn pf-btn--primary pf-bar-wide`,
  menuButtonClassName = `pf-btn ${p}-btn`,
  signOutClassName = `pf-btn ${p}-btn`,
  menuButton,
  listClassName = `pf-bar-list ${p}-nav-list`,
  linkClassName = `pf-bar-link ${p}-nav-link`,
}: HeaderAccountProps) {
  return (
    <AccountBlock
      className={`pf-bar-account ${p}-account`}
      loginClassName={loginClassName}
      registerClassName={registerClassName}
      depositClassName={depositClassName}
      balancePrefix={p}
    >
      <AccountMenu
        className={`pf-bar-menu pf-bar-wide ${p}-menu`}
        buttonClassName={menuButtonClassName}
        button={menuButton}
        panelClassName={`pf-bar-panel ${p}-menu-panel`}
        listClassName={listClassName}
        linkClassName={linkClassName}
      />
      <SignOutButton className={`${signOutClassName} pf-bar-wide`} />
    </AccountBlock>
  );
}

export interface MenuDrawerProps {
  /** The template's class prefix: `<prefix>-overlay`, `-<part>`, `-<part>-head`, `-<part>-title`. */
  prefix: string;
  /** The panel's name in those classes. Default `drawer`. */
  part?: string;
  /**
   * Class and content of the button that opens the drawer, and of the one that closes it (default
   * the template's icon button, `pf-btn <prefix>-icon-btn`).
   */
  triggerClassName: string;
  trigger: ReactNode;
  closeClassName?: string;
  close: ReactNode;
  /** Class of the `<nav>` in the drawer. */
  navClassName?: string;
  /**
   * Classes of the link lists and links. Default `pf-bar-list <prefix>-nav-list` and
   * `pf-bar-link <prefix>-nav-link`.
   */
  listClassName?: string;
  linkClassName?: string;
  /** Home before the categories. */
  home?: boolean;
}

/**
 * The menu drawer (Radix: focus trapped, Esc closes, focus back on the button): a signed-in
 * player's own pages first, then the categories and Promotions, Join for a guest, the language menu.
 */
export function MenuDrawer({
  prefix: p,
  part = 'drawer',
  triggerClassName,
  trigger,
  closeClassName = `pf-btn ${p}-icon-btn`,
  close: closeContent,
  navClassName,
  listClassName = `pf-bar-list ${p}-nav-list`,
  linkClassName = `pf-bar-link ${p}-nav-link`,
  home,
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  return (
    <Sheet
      prefix={p}
      part={part}
      separator="-"
      triggerClassName={triggerClassName}
      triggerLabel={t('openMenu')}
      trigger={trigger}
      closeClassName={closeClassName}
      close={closeContent}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className={navClassName}>
            {isAuthenticated && (
              <AccountLinks
                className={`${listClassName} ${p}-account-links`}
                linkClassName={linkClassName}
                onNavigate={close}
              />
            )}
            <CategoryNavList
              className={listClassName}
              linkClassName={linkClassName}
              home={home}
              onNavigate={close}
            />
            {!isAuthenticated && (
              <ul className={listClassName}>
                <li>
                  <LocalNavLink to="/register" className={linkClassName} onClick={close}>
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
