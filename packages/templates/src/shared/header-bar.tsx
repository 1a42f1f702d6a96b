import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { Brand } from './blocks';
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
