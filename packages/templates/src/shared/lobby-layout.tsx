import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/game-search';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Brand, Languages, NavList, SignOutButton, SiteFooter } from './blocks';
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
  /** The template's class prefix, e.g. `t12`: every part is classed `<prefix>-<part>`. */
  prefix: string;
  logoHeight: number;
  icons: LobbyIcons;
  /** Categories listed first (a sportsbook leads with sports). */
  lead?: readonly GameCategoryKey[];
  /**
   * Classes the signed-in account link and Log out add to `<prefix>-btn`. Default
   * `<prefix>-account__me` and `<prefix>-account__out` (`<prefix>-wide` in the sportsbook lobby).
   */
  accountLinkClassName?: string;
  signOutClassName?: string;
  /** A menu in the top bar, between the brand and the account block, in place of the section row. */
  menu?: ReactNode;
  /** More of the header under the navigation (a sportsbook's section tabs). */
  headerEnd?: ReactNode;
  /** Decoration at the top of the footer. */
  footer?: ReactNode;
  /**
   * The sportsbook lobby of templates 12, 13 and 15 (`lobby-strip.css`, which only those
   * templates import): a sticky top bar over a ruled strip of sections, links in the display
   * face, a drawer with a ruled edge. Its parts are also classed `pf-strip-<part>`, styled at
   * zero specificity, so the template's own rules win.
   */
  strip?: boolean;
  /** More classes of the shell: presets the template opts into (`presets.css`). */
  shellClassName?: string;
  children: ReactNode;
}

/** `<prefix>-<name>`, and `pf-strip-<name>` in the sportsbook lobby. */
const partClass = (p: string, strip: boolean) => (name: string) =>
  strip ? `${p}-${name} pf-strip-${name}` : `${p}-${name}`;

/** The nav links' classes: the lobby frame's own links (`lobby-nav.css`) outside the strip. */
const navLinkClass = (p: string, strip: boolean) =>
  strip ? `${p}-nav__link pf-strip-nav__link` : `${p}-nav__link pf-lobby-link`;

/**
 * The lobby frame templates 1, 4, 12, 13 and 15 share: a top bar (drawer button, brand, account
 * block), a row of sections, the page, the shared footer. Everything is classed with the
 * template's prefix, so each template's stylesheet gives it its own look.
 */
export function LobbyLayout({
  prefix: p,
  logoHeight,
  icons,
  lead = [],
  accountLinkClassName = `${p}-account__me`,
  signOutClassName = `${p}-account__out`,
  menu,
  headerEnd,
  footer,
  strip = false,
  shellClassName,
  children,
}: LobbyLayoutProps) {
  const part = partClass(p, strip);
  const { t } = useTranslation();
  const items = leadingWith(useSiteNavigation().primary, lead);
  const { Icon, navIcon } = icons;
  return (
    <TemplateFrame className={shellClassName ? `${p}-shell ${shellClassName}` : `${p}-shell`}>
      <header className={part('header')}>
        <div className={part('topbar')}>
          <LobbyDrawer prefix={p} strip={strip} items={items} icons={icons} />
          <Brand className={part('logo')} height={logoHeight} fit={!strip} />
          {menu}
          <GameSearch className={`${p}-search`} />
          <AccountBlock
            className={strip ? part('account') : `${part('account')} pf-account--compact`}
            loginClassName={`pf-btn ${p}-btn pf-btn--ghost`}
            registerClassName={`pf-btn ${p}-btn pf-btn--primary`}
            depositClassName={`pf-btn ${p}-btn pf-btn--primary`}
          >
            <LocalLink
              to="/account"
              className={`pf-btn ${p}-btn pf-btn--ghost ${accountLinkClassName}`}
            >
              <Icon name="user" />
              <span className="pf-sr-only">{t('account')}</span>
            </LocalLink>
            <SignOutButton className={`pf-btn ${p}-btn pf-btn--ghost ${signOutClassName}`} />
          </AccountBlock>
        </div>
        {!menu && (
          <nav aria-label={t('mainNavigation')} className={part('nav')}>
            <NavList
              items={items}
              className={part('nav__list')}
              linkClassName={navLinkClass(p, strip)}
              icon={navIcon}
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
  strip,
  items,
  icons: { Icon, navIcon },
}: {
  prefix: string;
  strip: boolean;
  items: NavItem[];
  icons: LobbyIcons;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const part = partClass(p, strip);
  return (
    <Sheet
      prefix={p}
      part="drawer"
      separator="__"
      className={strip ? 'pf-strip-drawer' : undefined}
      triggerClassName={`pf-btn ${p}-btn pf-btn--ghost ${p}-burger`}
      triggerLabel={t('openMenu')}
      trigger={<Icon name="menu" />}
      closeClassName={`pf-btn ${p}-btn pf-btn--ghost`}
      close={<Icon name="close" />}
    >
      {(close) => (
        <>
          <nav aria-label={t('menu')} className={part('drawer__nav')}>
            <NavList
              items={items}
              className={part('nav__list')}
              linkClassName={navLinkClass(p, strip)}
              icon={navIcon}
              onNavigate={close}
            />
          </nav>
          {isAuthenticated && (
            <div className={part('drawer__account')}>
              <LocalLink to="/account" className={`pf-btn ${p}-btn pf-btn--ghost`} onClick={close}>
                <Icon name="user" />
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

/**
 * The sportsbook lobby of templates 12, 13 and 15: the strip, a 36px logo, and game controls at
 * a finger's size (`pf-touch-games`).
 */
export function StripLobbyLayout(
  props: Omit<LobbyLayoutProps, 'strip' | 'logoHeight' | 'shellClassName'>,
) {
  const wide = `${props.prefix}-wide`;
  return (
    <LobbyLayout
      accountLinkClassName={wide}
      signOutClassName={wide}
      {...props}
      strip
      logoHeight={36}
      shellClassName="pf-touch-games"
    />
  );
}
