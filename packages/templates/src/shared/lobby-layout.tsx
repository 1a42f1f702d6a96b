import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { ListLook } from './account-links';
import { AccountBlock, Brand, buttonClass, NavList, SignOutButton } from './blocks';
import { Languages, SiteFooter } from './site-footer';
import { FrameMain, TemplateFrame } from './frame';
import { Sheet } from './sheet';
import type { NavItem } from './navigation';
import { leadingWith, useSiteNavigation } from './navigation';

/** The glyphs the lobby layout draws, in the template's icon set. */
export type LobbyGlyph = 'menu' | 'close' | 'user';

/** The template's icon set (`strokeIcons` in its `icons.tsx`): its glyphs and a link's glyph. */
export interface LobbyIcons {
  Icon: ComponentType<{ name: LobbyGlyph }>;
  navIcon: (key: NavItem['key']) => ReactNode;
}

export interface LobbyLayoutProps {
  /** Height of the operator's logo image, in pixels. Default 40 (36 in the strip). */
  logoHeight?: number;
  icons: LobbyIcons;
  /** Categories listed first (a sportsbook leads with sports). */
  lead?: readonly GameCategoryKey[];
  /** A menu in the top bar, between the brand and the account block, in place of the section row. */
  menu?: ReactNode;
  /** More of the header under the navigation (a sportsbook's section tabs). */
  headerEnd?: ReactNode;
  /** Decoration at the top of the footer. */
  footer?: ReactNode;
  /**
   * The sportsbook lobby of templates 12, 13 and 15 (`lobby-strip.css`, which only those
   * templates import): a sticky top bar over a ruled strip of sections, links in the display
   * face, a drawer with a ruled edge, game controls at a finger's size. Its rules have no weight
   * (`:where()`), so the template's own rules win.
   */
  strip?: boolean;
  children: ReactNode;
}

/** The section row's and drawer's links: the lobby's own (`lobby-nav.css`) outside the strip. */
const lobbyList: ListLook = ['pf-lobby__nav-list', 'pf-lobby__link pf-lobby-link'];
const stripList: ListLook = ['pf-lobby__nav-list', 'pf-lobby__link'];

/**
 * The lobby frame templates 1, 4, 12, 13 and 15 share: a top bar (drawer button, brand, account
 * block), a row of sections, the page, the shared footer. Its parts are `pf-lobby__<part>`; the
 * template's stylesheet gives them its look.
 */
export function LobbyLayout({
  logoHeight,
  icons,
  lead = [],
  menu,
  headerEnd,
  footer,
  strip = false,
  children,
}: LobbyLayoutProps) {
  const { t } = useTranslation();
  const items = leadingWith(useSiteNavigation().primary, lead);
  const { Icon, navIcon } = icons;
  const look = strip ? stripList : lobbyList;
  return (
    <TemplateFrame strip={strip} touchGames={strip}>
      <header className="pf-lobby__header" data-pf-bar="top">
        <div className="pf-lobby__topbar">
          <LobbyDrawer strip={strip} items={items} icons={icons} look={look} />
          <Brand height={logoHeight ?? (strip ? 36 : 40)} fit={!strip} />
          {menu}
          <GameSearch className="pf-lobby__search" />
          <AccountBlock
            part={strip ? 'pf-lobby__account' : 'pf-lobby__account pf-account--compact'}
            buttons={{ login: buttonClass('ghost') }}
          >
            <LocalLink to="/account" className={buttonClass('ghost', 'pf-lobby__me')}>
              <Icon name="user" />
              <span className="pf-sr-only">{t('account')}</span>
            </LocalLink>
            <SignOutButton button="ghost" part="pf-lobby__out" />
          </AccountBlock>
        </div>
        {!menu && (
          <nav aria-label={t('mainNavigation')} className="pf-lobby__nav">
            <NavList items={items} look={look} icon={navIcon} />
          </nav>
        )}
        {headerEnd}
      </header>
      <FrameMain>{children}</FrameMain>
      <SiteFooter>{footer}</SiteFooter>
    </TemplateFrame>
  );
}

/** Mobile drawer: Radix gives the focus trap, Esc to close and focus back on the button. */
function LobbyDrawer({
  strip,
  items,
  icons: { Icon, navIcon },
  look,
}: {
  strip: boolean;
  items: NavItem[];
  icons: LobbyIcons;
  look: ListLook;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  return (
    <Sheet
      {...(strip ? { variant: 'strip' as const } : {})}
      trigger={{
        className: buttonClass('ghost', 'pf-lobby__burger'),
        'aria-label': t('openMenu'),
        children: <Icon name="menu" />,
      }}
      close={{ className: buttonClass('ghost'), children: <Icon name="close" /> }}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className="pf-lobby__drawer-nav">
            <NavList items={items} look={look} icon={navIcon} onNavigate={close} />
          </nav>
          {isAuthenticated && (
            <div className="pf-lobby__drawer-account">
              <LocalLink to="/account" className={buttonClass('ghost')} onClick={close}>
                <Icon name="user" />
                {t('account')}
              </LocalLink>
              <SignOutButton button="ghost" onSignOut={close} />
            </div>
          )}
          <Languages />
        </>
      )}
    </Sheet>
  );
}
