import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import type { ButtonLook } from './blocks';
import { Brand, buttonClass } from './blocks';
import { SiteFooter } from './site-footer';
import { FrameMain, TemplateFrame } from './frame';
import type { HeaderAccountProps, MenuDrawerProps } from './header-blocks';
import { HeaderAccount, MenuDrawer } from './header-blocks';

export interface HeaderBarProps {
  /** Height of the operator's logo image, in pixels. */
  logoHeight: number;
  /**
   * The menu drawer: how its button (`pf-bar-burger`) is drawn and what it shows, the close
   * button's look and glyph, Home first. None where it opens elsewhere.
   */
  drawer?: Omit<MenuDrawerProps, 'trigger' | 'bottom'> & {
    button: ButtonLook;
    label: ReactNode;
  };
  /** The drawer's button at the end of the row rather than before the logo. */
  drawerLast?: boolean;
  /** What stands between the logo and the game search (the category row). */
  nav?: ReactNode;
  /** The account strip's buttons. */
  account?: HeaderAccountProps;
}

/**
 * The header row of the drawer frame: the drawer's button, the logo linking home (`pf-bar-logo`),
 * the game search (`pf-bar-search`) and the account strip (Log in and Join, or the balance,
 * Deposit, the account menu and Log out).
 */
export function HeaderBar({
  logoHeight,
  drawer,
  drawerLast = false,
  nav,
  account,
}: HeaderBarProps) {
  const menu = drawer && (
    <MenuDrawer
      {...drawer}
      trigger={{ className: buttonClass(drawer.button, 'pf-bar-burger'), children: drawer.label }}
    />
  );
  return (
    <>
      {!drawerLast && menu}
      <Brand plain height={logoHeight} />
      {nav}
      <GameSearch className="pf-bar-search" />
      <HeaderAccount {...account} />
      {drawerLast && menu}
    </>
  );
}

export interface BarLayoutProps extends HeaderBarProps {
  /** The header's row in a box of its own, `pf-bar-row`. */
  row?: boolean;
  /** What the header holds below its row (the category row). */
  below?: ReactNode;
  /** What stands between the header and the page, and between the page and the footer. */
  before?: ReactNode;
  after?: ReactNode;
  /** Decoration or a name line at the top of the footer, and what follows the footer (a tab bar). */
  footer?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the templates with a menu drawer: the shell with its header (`pf-bar-top`: the
 * header row, and what the template puts below it), the page and the footer, with the
 * template's own parts around them.
 */
export function BarLayout({
  row = false,
  below,
  before,
  after,
  footer,
  end,
  children,
  ...bar
}: BarLayoutProps) {
  const headerBar = <HeaderBar {...bar} />;
  return (
    <TemplateFrame>
      <header className="pf-bar-top" data-pf-bar="top">
        {row ? <div className="pf-bar-row">{headerBar}</div> : headerBar}
        {below}
      </header>
      {before}
      <FrameMain>{children}</FrameMain>
      {after}
      <SiteFooter>{footer}</SiteFooter>
      {end}
    </TemplateFrame>
  );
}
