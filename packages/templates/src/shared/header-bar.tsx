import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { Brand } from './blocks';
import { FrameMain, TemplateFrame } from './frame';
import type { HeaderAccountProps, MenuDrawerProps } from './header-blocks';
import { HeaderAccount, MenuDrawer } from './header-blocks';

export interface HeaderBarProps {
  /** The template's class prefix: `<prefix>-logo`, `-search` and the parts' own classes. */
  prefix: string;
  /** Height of the operator's logo image, in pixels. */
  logoHeight: number;
  /** The menu drawer: its buttons' classes and content, its lists'. None where it opens elsewhere. */
  drawer?: Omit<MenuDrawerProps, 'prefix'>;
  /** The drawer's button at the end of the row rather than before the logo. */
  drawerLast?: boolean;
  /** What stands between the logo and the game search (the category row). */
  nav?: ReactNode;
  /** The account strip: the classes of its buttons and of its menu's links. */
  account: Omit<HeaderAccountProps, 'prefix'>;
}

/**
 * The header row of the templates with a menu drawer: the drawer's button, the logo linking home,
 * the game search and the account strip (Log in and Join, or the balance, Deposit, the account
 * menu and Log out). The template places the row in its header and styles the parts by its prefix
 * and `drawer-layout.css`'s variables.
 */
export function HeaderBar({
  prefix: p,
  logoHeight,
  drawer,
  drawerLast = false,
  nav,
  account,
}: HeaderBarProps) {
  const menu = drawer && <MenuDrawer prefix={p} {...drawer} />;
  return (
    <>
      {!drawerLast && menu}
      <Brand plain className={`pf-bar-logo ${p}-logo`} height={logoHeight} />
      {nav}
      <GameSearch className={`${p}-search`} />
      <HeaderAccount prefix={p} {...account} />
      {drawerLast && menu}
    </>
  );
}

export interface BarLayoutProps extends HeaderBarProps {
  /** The header's row in a box of its own, `<prefix>-top-row`. */
  row?: boolean;
  /** What the header holds below its row (the category row). */
  below?: ReactNode;
  /** What stands between the header and the page, and between the page and the footer. */
  before?: ReactNode;
  after?: ReactNode;
  /** The template's footer, and what follows it (a tab bar). */
  footer: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the templates with a menu drawer: `<prefix>-shell` with its header
 * (`<prefix>-top`: the header row, and what the template puts below it), the page
 * (`<prefix>-main`) and the footer, with the template's own parts around them.
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
  const p = bar.prefix;
  const headerBar = <HeaderBar {...bar} />;
  return (
    <TemplateFrame className={`${p}-shell`}>
      <header className={`${p}-top`}>
        {row ? <div className={`${p}-top-row`}>{headerBar}</div> : headerBar}
        {below}
      </header>
      {before}
      <FrameMain className={`${p}-main`}>{children}</FrameMain>
      {after}
      {footer}
      {end}
    </TemplateFrame>
  );
}
