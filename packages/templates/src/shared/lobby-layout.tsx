import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/screens/games';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Brand, Languages, NavList, SignOutButton, SiteFooter } from './blocks';
import { FrameMain, TemplateFrame } from './frame';
import { Sheet } from './sheet';
import type { NavItem } from './navigation';
import { leadingWith, useSiteNavigation } from './navigation';

/** The glyphs the lobby layout draws, in the template's icon set. */
export type LobbyGlyph = 'menu' | 'close' | 'user' | 'home' | 'gift' | 'crown';

export interface LobbyLayoutProps {
  /** The template's class prefix, e.g. `t12`: every part is classed `<prefix>-<part>`. */
  prefix: string;
  logoHeight: number;
  glyph: (name: LobbyGlyph) => ReactNode;
  categoryGlyph: (key: GameCategoryKey) => ReactNode;
  /** Categories listed first (a sportsbook leads with sports). */
  lead?: readonly GameCategoryKey[];
  /** Classes the signed-in account link and Log out add to `<prefix>-btn`. Default `<prefix>-wide`. */
  accountLinkClassName?: string;
  signOutClassName?: string;
  /** A menu in the top bar, between the brand and the account block, in place of the section row. */
  menu?: ReactNode;
  /** More of the header under the navigation (a sportsbook's section tabs). */
  headerEnd?: ReactNode;
  /** Decoration at the top of the footer. */
  footer?: ReactNode;
  children: ReactNode;
}

const navGlyph: Record<'home' | 'promotions' | 'vip', LobbyGlyph> = {
  home: 'home',
  promotions: 'gift',
  vip: 'crown',
};

/**
 * The lobby frame templates 1, 4, 12, 13 and 15 share: a top bar (drawer button, brand, account
 * block), a row of sections, the page, the shared footer. Everything is classed with the
 * template's prefix, so each template's stylesheet gives it its own look.
 */
export function LobbyLayout({
  prefix: p,
  logoHeight,
  glyph,
  categoryGlyph,
  lead = [],
  accountLinkClassName = `${p}-wide`,
  signOutClassName = `${p}-wide`,
  menu,
  headerEnd,
  footer,
  children,
}: LobbyLayoutProps) {
  const { t } = useTranslation();
  const items = leadingWith(useSiteNavigation().primary, lead);
  const icon = (key: NavItem['key']) =>
    key in navGlyph
      ? glyph(navGlyph[key as keyof typeof navGlyph])
      : categoryGlyph(key as GameCategoryKey);
  return (
    <TemplateFrame className={`${p}-shell`}>
      <header className={`${p}-header`}>
        <div className={`${p}-topbar`}>
          <LobbyDrawer prefix={p} items={items} icon={icon} glyph={glyph} />
          <Brand className={`${p}-logo`} height={logoHeight} />
          {menu}
          <GameSearch className={`${p}-search`} />
          <AccountBlock
            className={`${p}-account`}
            loginClassName={`pf-btn ${p}-btn pf-btn--ghost`}
            registerClassName={`pf-btn ${p}-btn pf-btn--primary`}
            depositClassName={`pf-btn ${p}-btn pf-btn--primary`}
          >
            <LocalLink
              to="/account"
              className={`pf-btn ${p}-btn pf-btn--ghost ${accountLinkClassName}`}
            >
              {glyph('user')}
              <span className="pf-sr-only">{t('account')}</span>
            </LocalLink>
            <SignOutButton className={`pf-btn ${p}-btn pf-btn--ghost ${signOutClassName}`} />
          </AccountBlock>
        </div>
        {!menu && (
          <nav aria-label={t('mainNavigation')} className={`${p}-nav`}>
            <NavList
              items={items}
              className={`${p}-nav__list`}
              linkClassName={`${p}-nav__link`}
              icon={icon}
            />
          </nav>
        )}
        {headerEnd}
      </header>
      <FrameMain className={`${p}-main`}>{children}</FrameMain>
      <SiteFooter className={`${p}-footer`} copyClassName={`${p}-footer__copy`}>
        {footer}
      </SiteFooter>
    </TemplateFrame>
  );
}

/** Mobile drawer: Radix gives the focus trap, Esc to close and focus back on the button. */
function LobbyDrawer({
  prefix: p,
  items,
  icon,
  glyph,
}: {
  prefix: string;
  items: NavItem[];
  icon: (key: NavItem['key']) => ReactNode;
  glyph: (name: LobbyGlyph) => ReactNode;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  return (
    <Sheet
      prefix={p}
      part="drawer"
      separator="__"
      triggerClassName={`pf-btn ${p}-btn pf-btn--ghost ${p}-burger`}
      triggerLabel={t('openMenu')}
      trigger={glyph('menu')}
      closeClassName={`pf-btn ${p}-btn pf-btn--ghost`}
      close={glyph('close')}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className={`${p}-drawer__nav`}>
            <NavList
              items={items}
              className={`${p}-nav__list`}
              linkClassName={`${p}-nav__link`}
              icon={icon}
              onNavigate={close}
            />
          </nav>
          {isAuthenticated && (
            <div className={`${p}-drawer__account`}>
              <LocalLink to="/account" className={`pf-btn ${p}-btn pf-btn--ghost`} onClick={close}>
                {glyph('user')}
                {t('account')}
              </LocalLink>
              <SignOutButton className={`pf-btn ${p}-btn pf-btn--ghost`} onSignOut={close} />
            </div>
          )}
          <Languages />
        </>
      )}
    </Sheet>
  );
}
