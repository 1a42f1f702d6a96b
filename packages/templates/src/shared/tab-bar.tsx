import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import { LocalNavLink, useCategoryLinks, useLoginAction, useSiteHeader } from '@playfront/ui/site';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { AccountMenuLook, ListLook } from './account-links';
import { AccountMenu } from './account-links';
import { AccountBlock, Brand, buttonClass, NavList, SignOutButton } from './blocks';
import { Languages, SiteFooter } from './site-footer';
import { FrameMain, TemplateFrame } from './frame';
import type { NavItem } from './navigation';
import { useSiteNavigation } from './navigation';
import { Sheet } from './sheet';

/** The glyphs the tab bar draws, in the template's icon set. */
export type TabGlyph = 'home' | 'grid' | 'close' | 'gift' | 'user';

export interface TabBarProps {
  glyph: (name: TabGlyph) => ReactNode;
  categoryGlyph: (key: GameCategoryKey) => ReactNode;
}

/**
 * The phone's bottom tab bar, `pf-tabs`: Home, Games (a sheet of the categories; Radix: Esc
 * closes, focus returns), Promotions, and Account (Log in for a guest).
 */
export function TabBar({ glyph, categoryGlyph }: TabBarProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  const account = (
    <>
      {glyph('user')}
      <span>{t('account')}</span>
    </>
  );
  return (
    <nav aria-label={t('menu')} className="pf-tabs" data-pf-bar="bottom">
      <ul className="pf-tabs__list">
        <li>
          <LocalNavLink to="/" end className="pf-tab">
            {glyph('home')}
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        <li>
          <Sheet
            bottom
            trigger={{
              className: 'pf-tab',
              children: (
                <>
                  {glyph('grid')}
                  <span>{t('games')}</span>
                </>
              ),
            }}
            title={t('categories')}
            close={{ className: buttonClass('icon'), children: glyph('close') }}
          >
            {(close) => (
              <>
                <ul className="pf-tab-sheet__list">
                  {categories.map((c) => (
                    <li key={c.key}>
                      <LocalNavLink to={c.route} end className="pf-tab-sheet__link" onClick={close}>
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
          <LocalNavLink to="/promotions" className="pf-tab">
            {glyph('gift')}
            <span>{t('promotions')}</span>
          </LocalNavLink>
        </li>
        <li>
          {isAuthenticated ? (
            <LocalNavLink to="/account" className="pf-tab">
              {account}
            </LocalNavLink>
          ) : (
            <button type="button" className="pf-tab" onClick={login}>
              {account}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The account menu of the tab-bar frame: under its button, the sheet's links. */
const tabMenu = (button: string): AccountMenuLook => ({
  menu: 'pf-account-menu',
  button,
  panel: 'pf-account-menu__panel',
  list: ['pf-account-menu__list', 'pf-tab-sheet__link'],
});

/**
 * The header's account block of the tab-bar frame, `pf-tab-account`: Log in and Join, or the
 * balance, Deposit, the account menu (desktop has no tab bar, so the account pages open under its
 * button) and Log out (`pf-tab-account__out`).
 */
function TabBarAccount({
  compact,
  menuButton,
}: {
  /** The balance only from 425 px (`pf-account--compact`, `header-row.css`). */
  compact: boolean;
  /** Content of the account menu's button, an icon button; default its label on a button. */
  menuButton?: ReactNode;
}) {
  return (
    <AccountBlock part={compact ? 'pf-tab-account pf-account--compact' : 'pf-tab-account'}>
      <AccountMenu
        look={tabMenu(buttonClass(menuButton ? 'icon' : 'plain'))}
        {...(menuButton ? { button: menuButton } : {})}
      />
      <SignOutButton button="plain" part="pf-tab-account__out" />
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
  icons: TabIcons;
  /** Whether the main navigation's links lead with a glyph. Default yes. */
  navGlyphs?: boolean;
  /** The navigation beside the page (a rail) rather than under the header's top row. */
  rail?: boolean;
  /** The brand, in place of the shared one (40px high, taking the row's free space). */
  brand?: ReactNode;
  /**
   * The account menu's button as an icon button with the user glyph, and the balance shown at
   * every width. Default: a labelled button, the balance from 425 px.
   */
  accountIcon?: boolean;
  /** Decoration before the header, and at the top of the footer. */
  backdrop?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

const navList: ListLook = ['pf-tab-layout__nav-list', 'pf-tab-layout__link'];

/**
 * The frame of the tab-bar templates 2, 3 and 5: a header (`pf-tab-layout__header`: brand, game
 * search, account block), the main navigation (`pf-tab-layout__nav`) under it or beside the page,
 * the page, the shared footer and the phone's bottom tab bar.
 */
export function TabLayout({
  icons: { Icon, categoryGlyph, navIcon },
  navGlyphs = true,
  rail = false,
  brand,
  accountIcon = false,
  backdrop,
  footer,
  children,
}: TabLayoutProps) {
  const { t } = useTranslation();
  const { primary } = useSiteNavigation();
  const mainNav = (
    <nav aria-label={t('mainNavigation')} className="pf-tab-layout__nav">
      <NavList items={primary} look={navList} {...(navGlyphs ? { icon: navIcon } : {})} />
    </nav>
  );
  const top = (
    <>
      {brand ?? <Brand height={40} fit />}
      <GameSearch className="pf-tab-layout__search" />
      <TabBarAccount
        compact={!accountIcon}
        {...(accountIcon
          ? {
              menuButton: (
                <>
                  <Icon name="user" />
                  <span className="pf-sr-only">{t('account')}</span>
                </>
              ),
            }
          : {})}
      />
    </>
  );
  return (
    <TemplateFrame>
      {backdrop}
      <header className="pf-tab-layout__header" data-pf-bar="top">
        {rail ? top : <div className="pf-tab-layout__top">{top}</div>}
        {!rail && mainNav}
      </header>
      {rail && mainNav}
      <FrameMain>{children}</FrameMain>
      <SiteFooter>{footer}</SiteFooter>
      <TabBar glyph={(name) => <Icon name={name} />} categoryGlyph={categoryGlyph} />
    </TemplateFrame>
  );
}
