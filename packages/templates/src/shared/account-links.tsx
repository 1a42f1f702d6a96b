import { LocalNavLink } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { PagePath } from './navigation';
import { pageLabels } from './navigation';

/**
 * The account pages a signed-in player reaches from a template's menus, in menu order: the
 * account hub first, then VIP, inbox, withdrawal and the three histories. Deposit is left out:
 * every template's header has its own Deposit button.
 */
export const accountMenuPaths = [
  '/account',
  '/vip',
  '/inbox',
  '/withdrawal',
  '/transaction-history',
  '/bet-history',
  '/statement',
] as const satisfies readonly PagePath[];

export type AccountMenuPath = (typeof accountMenuPaths)[number];

/**
 * A list of links as a frame draws it: the class of the list and of its links (each frame names
 * its own, `pf-<frame>__…`, and a template styles them by those names).
 */
export type ListLook = readonly [list: string, link?: string];

export interface AccountLinksProps {
  /** The list and its links as the surrounding frame draws them. Default unclassed. */
  look?: ListLook;
  /** Called when a link is followed, e.g. to close the drawer or menu holding the list. */
  onNavigate?: () => void;
  /** Pages the surrounding menu already links to (a template's VIP nav item). */
  omit?: readonly AccountMenuPath[];
  /** A glyph before a link's text, in the template's icon set (hidden from screen readers). */
  icon?: (to: AccountMenuPath) => ReactNode;
}

/**
 * The account pages as a list of links: texts from the `ui` messages, paths in the page's
 * language, `aria-current` on the page the player is on, classed as the frame holding it draws it.
 */
export function AccountLinks({ look, onNavigate, omit = [], icon }: AccountLinksProps) {
  const { t } = useTranslation();
  const [listClass, linkClass] = look ?? [];
  return (
    <ul className={listClass}>
      {accountMenuPaths
        .filter((to) => !omit.includes(to))
        .map((to) => (
          <li key={to}>
            <LocalNavLink to={to} end className={linkClass} onClick={onNavigate}>
              {icon?.(to)}
              <span>{t(pageLabels[to])}</span>
            </LocalNavLink>
          </li>
        ))}
    </ul>
  );
}

/** An account menu as its frame draws it: the menu, its button, its panel and the list in it. */
export interface AccountMenuLook {
  menu?: string;
  button?: string;
  panel?: string;
  list?: ListLook;
}

export interface AccountMenuProps extends Omit<AccountLinksProps, 'look' | 'onNavigate'> {
  /** The frame's classes of its parts. Default unclassed. */
  look?: AccountMenuLook;
  /** Content of the button; its text (or `aria-label`) stays the account label. Default: the label. */
  button?: ReactNode;
  /** More controls at the end of the panel, e.g. Log out. */
  children?: ReactNode;
}

/**
 * An account button that shows the account links below it (a disclosure: Enter or Space opens and
 * closes it, Tab walks the links, Esc closes it and returns focus to the button, so do a click
 * outside, focus leaving it and following a link).
 */
export function AccountMenu({ look = {}, button, children, ...links }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={look.menu}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={look.button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {button ?? t('account')}
      </button>
      {open && (
        <div id={panelId} className={look.panel}>
          <AccountLinks {...links} look={look.list} onNavigate={() => setOpen(false)} />
          {children}
        </div>
      )}
    </div>
  );
}
