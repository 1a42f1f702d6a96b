import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import { LocalNavLink, useCategoryLinks, useLoginAction, useSiteHeader } from '@playfront/ui/site';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-links';
import { AccountBlock, Brand, Languages, NavList, SignOutButton, SiteFooter } from './blocks';
import { FrameMain, TemplateFrame } from './frame';
import type { NavItem } from './navigation';
import { useSiteNavigation } from './navigation';
import { Sheet } from './sheet';

/** The glyphs the tab bar draws, in the template's icon set. */
export type TabGlyph = 'home' | 'grid' | 'close' | 'gift' | 'user';

export interface TabBarProps {
  /** The template's class prefix: parts are `<prefix>-tabs`, `-tab`, `-sheet`, `-sheet__link`… */
  prefix: string;
  glyph: (name: TabGlyph) => ReactNode;
  categoryGlyph: (key: GameCategoryKey) => ReactNode;
}

/**
 * The phone's bottom tab bar: Home, Games (a sheet of the categories; Radix: Esc closes, focus
 * returns), Promotions, and Account (Log in for a guest).
 */
export function TabBar({ prefix: p, glyph, categoryGlyph }: TabBarProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  const tab = `pf-tab ${p}-tab`;
  const account = (
    <>
      {glyph('user')}
      <span>{t('account')}</span>
    </>
  );
  return (
    <nav aria-label={t('menu')} className={`pf-tabs ${p}-tabs`}>
      <ul className={`pf-tabs__list ${p}-tabs__list`}>
        <li>
          <LocalNavLink to="/" end className={tab}>
            {glyph('home')}
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        <li>
          <Sheet
            prefix={p}
            part="sheet"
            separator="__"
            triggerClassName={tab}
            trigger={
              <>
                {glyph('grid')}
                <span>{t('games')}</span>
              </>
            }
            title={t('categories')}
            close={glyph('close')}
          >
            {(close) => (
              <>
                <ul className={`pf-tab-sheet__list ${p}-sheet__list`}>
                  {categories.map((c) => (
                    <li key={c.key}>
                      <LocalNavLink
                        to={c.route}
                        end
                        className={`pf-tab-sheet__link ${p}-sheet__link`}
                        onClick={close}
                      >
                        {categoryGlyph(c.key)}
                        <span>{c.label}</span>
                      </LocalNavLink>
                    </li>
                  ))}
                </ul>
                <Languages />
              </>
            )}
          </Sheet>
        </li>
        <li>
          <LocalNavLink to="/promotions" className={tab}>
            {glyph('gift')}
            <span>{t('promotions')}</span>
          </LocalNavLink>
        </li>
        <li>
          {isAuthenticated ? (
            <LocalNavLink to="/account" className={tab}>
              {account}
            </LocalNavLink>
          ) : (
            <button type="button" className={tab} onClick={login}>
              {account}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * The header's account block of the tab-bar templates: Log in and Join, or the balance, Deposit,
 * the account menu (desktop has no tab bar, so the account pages open under its button) and Log out.
 */
export function TabBarAccount({
  prefix: p,
  compact = false,
  menuButtonClassName = `pf-btn ${p}-btn`,
  menuButton,
}: {
  prefix: string;
  /** The balance only from 425 px (`pf-account--compact`, `header-row.css`). */
  compact?: boolean;
  menuButtonClassName?: string;
  /** Content of the account menu's button. Default: its label. */
  menuButton?: ReactNode;
}) {
  return (
    <AccountBlock
      className={`pf-tab-account ${compact ? 'pf-account--compact ' : ''}${p}-account`}
      loginClassName={`pf-btn ${p}-btn`}
      registerClassName={`pf-btn ${p}-btn pf-btn--primary`}
      depositClassName={`pf-btn ${p}-btn pf-btn--primary`}
    >
      <AccountMenu
        className={`pf-account-menu ${p}-account__menu`}
        buttonClassName={menuButtonClassName}
        button={menuButton}
        panelClassName={`pf-account-menu__panel ${p}-account__panel`}
        listClassName={`pf-account-menu__list ${p}-account__list`}
        linkClassName={`pf-tab-sheet__link ${p}-sheet__link`}
      />
      <SignOutButton className={`pf-btn ${p}-btn ${p}-account__out`} />
    </AccountBlock>
  );
}

/** The template's icon set (`strokeIcons` in its `icons.tsx`). */
export interface TabIcons {
  Icon: ComponentType<{ name: TabGlyph }>;
  categoryGlyph: (key: GameCategoryKey) => ReactNode;
  navIcon: (key: NavItem['key']) => ReactNode;
}

export interface TabLayoutProps {
  /**
   * The template's class prefix: `<prefix>-shell`, `-header`, `-header__top`, `-logo`, `-search`,
   * `-main`, `-footer`, `-footer__copy` and the tab bar's and account block's classes.
   */
  prefix: string;
  icons: TabIcons;
  /** The main navigation's class: its list is `<nav>__list`, its links `<nav>__link`. */
  nav: string;
  /** The links' class, where it is not `<nav>__link`, and whether they lead with a glyph (default yes). */
  navLinkClassName?: string;
  navGlyphs?: boolean;
  /** The navigation beside the page (a rail) rather than under the header's top row. */
  rail?: boolean;
  /** The brand (default the shared one, 40px high) and the account block (default `TabBarAccount`). */
  brand?: ReactNode;
  account?: ReactNode;
  /** Decoration before the header, and at the top of the footer. */
  backdrop?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the tab-bar templates 2, 3 and 5: a header (brand, game search, account block),
 * the main navigation under it or beside the page, the page, the shared footer and the phone's
 * bottom tab bar. Everything is classed with the template's prefix.
 */
export function TabLayout({
  prefix: p,
  icons: { Icon, categoryGlyph, navIcon },
  nav,
  navLinkClassName = `${nav}__link`,
  navGlyphs = true,
  rail = false,
  brand,
  account,
  backdrop,
  footer,
  children,
}: TabLayoutProps) {
  const { t } = useTranslation();
  const { primary } = useSiteNavigation();
  const mainNav = (
    <nav aria-label={t('mainNavigation')} className={nav}>
      <NavList
        items={primary}
        className={`${nav}__list`}
        linkClassName={navLinkClassName}
        {...(navGlyphs ? { icon: navIcon } : {})}
      />
    </nav>
  );
  const top = (
    <>
      {brand ?? <Brand className={`${p}-logo`} height={40} fit />}
      <GameSearch className={`${p}-search`} />
      {account ?? <TabBarAccount prefix={p} compact />}
    </>
  );
  return (
    <TemplateFrame className={`${p}-shell`}>
      {backdrop}
      <header className={`${p}-header`}>
        {rail ? top : <div className={`${p}-header__top`}>{top}</div>}
        {!rail && mainNav}
      </header>
      {rail && mainNav}
      <FrameMain className={`${p}-main`}>{children}</FrameMain>
      <SiteFooter className={`${p}-footer`} copyClassName={`${p}-footer__copy`}>
        {footer}
      </SiteFooter>
      <TabBar prefix={p} glyph={(name) => <Icon name={name} />} categoryGlyph={categoryGlyph} />
    </TemplateFrame>
  );
}
