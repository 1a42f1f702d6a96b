import type { GameCategoryKey } from '@playfront/core/contract';
import { GameSearch } from '@playfront/ui/screens/games';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Brand, Languages, NavList, SignOutButton, SiteFooter } from './blocks';
import * as Dialog from './lazy-dialog';
import type { NavItem } from './navigation';
import { useSiteNavigation } from './navigation';

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
  /** Id of `<main>`, the skip link's target. Default `<prefix>-main`. */
  mainId?: string;
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

/** The section row's links, sorted so the `lead` categories come right after Home. */
function useItems(lead: readonly GameCategoryKey[]): NavItem[] {
  const { primary } = useSiteNavigation();
  if (lead.length === 0) return primary;
  const first = (item: NavItem) => lead.includes(item.key as GameCategoryKey);
  const [home, ...rest] = primary;
  return [...(home ? [home] : []), ...rest.filter(first), ...rest.filter((i) => !first(i))];
}

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
  mainId = `${p}-main`,
  accountLinkClassName = `${p}-wide`,
  signOutClassName = `${p}-wide`,
  menu,
  headerEnd,
  footer,
  children,
}: LobbyLayoutProps) {
  const { t } = useTranslation();
  const items = useItems(lead);
  const icon = (key: NavItem['key']) =>
    key in navGlyph
      ? glyph(navGlyph[key as keyof typeof navGlyph])
      : categoryGlyph(key as GameCategoryKey);
  return (
    <div className={`${p}-shell`}>
      <a className={`${p}-skip`} href={`#${mainId}`}>
        {t('skipToContent')}
      </a>
      <header className={`${p}-header`}>
        <div className={`${p}-topbar`}>
          <LobbyDrawer prefix={p} items={items} icon={icon} glyph={glyph} />
          <Brand className={`${p}-logo`} height={logoHeight} />
          {menu}
          <GameSearch className={`${p}-search`} />
          <AccountBlock
            className={`${p}-account`}
            loginClassName={`${p}-btn ${p}-btn--ghost`}
            registerClassName={`${p}-btn ${p}-btn--primary`}
            depositClassName={`${p}-btn ${p}-btn--primary`}
          >
            <LocalLink to="/account" className={`${p}-btn ${p}-btn--ghost ${accountLinkClassName}`}>
              {glyph('user')}
              <span className={`${p}-sr`}>{t('account')}</span>
            </LocalLink>
            <SignOutButton className={`${p}-btn ${p}-btn--ghost ${signOutClassName}`} />
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
      <main id={mainId} tabIndex={-1} className={`${p}-main`}>
        {children}
      </main>
      <SiteFooter className={`${p}-footer`} copyClassName={`${p}-footer__copy`}>
        {footer}
      </SiteFooter>
    </div>
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
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${p}-btn ${p}-btn--ghost ${p}-burger`} aria-label={t('openMenu')}>
        {glyph('menu')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={`${p}-overlay`} />
        <Dialog.Content className={`${p}-drawer`} aria-describedby={undefined}>
          <div className={`${p}-drawer__head`}>
            <Dialog.Title className={`${p}-drawer__title`}>{t('menu')}</Dialog.Title>
            <Dialog.Close className={`${p}-btn ${p}-btn--ghost`} aria-label={t('closeMenu')}>
              {glyph('close')}
            </Dialog.Close>
          </div>
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
              <LocalLink to="/account" className={`${p}-btn ${p}-btn--ghost`} onClick={close}>
                {glyph('user')}
                {t('account')}
              </LocalLink>
              <SignOutButton className={`${p}-btn ${p}-btn--ghost`} onSignOut={close} />
            </div>
          )}
          <Languages />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
