import { useTranslation } from '@playfront/core/i18n';
import { signOut, useAppDispatch } from '@playfront/core/store';
import { LocalLink, LocalNavLink, useLoginAction, useSiteHeader } from '@playfront/ui/site';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { ListLook } from './account-links';
import type { SignedInAccountProps } from './signed-in-account';
import { loadedSignedInAccount, loadSignedInAccount } from './signed-in-loader';
import type { NavItem } from './navigation';
import '@playfront/ui/shared/controls.css';
import './blocks.css';

// A guest's pages never load the signed-in block (balance chip, session clock). The server waits for
// it, so a player's page has it in its HTML all the same.
const LazySignedInAccount = lazy(loadSignedInAccount);

/** The signed-in block: the loaded code where it is there, else the lazy chunk. */
function SignedInAccount(props: SignedInAccountProps) {
  // Chosen once per mount: a block that started lazy stays the same component when it has loaded.
  const [Block] = useState(() => loadedSignedInAccount() ?? LazySignedInAccount);
  return <Block {...props} />;
}

/** The class names given, in order, without the empty ones. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * How the template's frame draws a button: its own button (`pf-template-btn`, where the template
 * sets `--pf-btn-*`) as it is, primary, ghost, accent or an icon; its text button; its icon button.
 */
export type ButtonLook =
  'plain' | 'primary' | 'ghost' | 'accent' | 'icon' | 'big' | 'big-primary' | 'text' | 'icon-only';

const looks: Record<ButtonLook, string> = {
  plain: 'pf-btn pf-template-btn',
  primary: 'pf-btn pf-template-btn pf-btn--primary',
  ghost: 'pf-btn pf-template-btn pf-btn--ghost',
  accent: 'pf-btn pf-template-btn pf-template-btn--accent',
  icon: 'pf-btn pf-template-btn pf-btn--icon',
  big: 'pf-btn pf-template-btn pf-btn--big',
  'big-primary': 'pf-btn pf-template-btn pf-btn--primary pf-btn--big',
  text: 'pf-btn pf-text-btn',
  'icon-only': 'pf-btn pf-icon-btn',
};

/** The classes of a button of `look`, and of the part it is (`pf-bar-wide`, `pf-lobby__out`). */
export const buttonClass = (look: ButtonLook, ...parts: (string | false | undefined)[]) =>
  cx(looks[look], ...parts);

/**
 * A site's wide logo is drawn in a box of this width to its height, whatever the image's own
 * shape (fitted inside it): the header is laid out once, before the image arrives, where an image
 * of unknown width moved the controls beside it when it came in after the first paint.
 */
export const LOGO_RATIO = 4;

/** The site's logo image, `height` px tall in its box of LOGO_RATIO (`pf-logo`). */
export function LogoImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  return (
    <img className="pf-logo" src={src} alt={alt} width={height * LOGO_RATIO} height={height} />
  );
}

/**
 * The site's logo (or its name) linking home, `pf-brand` (restyle with `--pf-brand-*`); `fit`
 * makes it take the header row's free space and cut a long name short (`header-row.css`);
 * `plain` draws it as the bar's logo, `pf-bar-logo` (`drawer-layout.css`), without the brand's
 * look or the name's own element.
 */
export function Brand({
  height = 40,
  plain = false,
  fit = false,
}: {
  height?: number;
  plain?: boolean;
  fit?: boolean;
}) {
  const { siteName, logo, logoText } = useSiteHeader();
  const name = logoText || siteName;
  return (
    <LocalLink to="/" className={plain ? 'pf-bar-logo' : cx('pf-brand', fit && 'pf-brand--fit')}>
      {logo ? (
        <LogoImage src={logo} alt={siteName} height={height} />
      ) : plain ? (
        name
      ) : (
        <span>{name}</span>
      )}
    </LocalLink>
  );
}

export interface NavListProps {
  items: readonly NavItem[];
  /** The frame's list and links. */
  look: ListLook;
  /** A glyph before a link's text, in the template's icon set. */
  icon?: (key: NavItem['key']) => ReactNode;
  /** Called when a link is followed, e.g. to close the drawer holding the list. */
  onNavigate?: () => void;
  /** More `<li>`s after the links (a tab bar's menu tab). */
  children?: ReactNode;
}

/** The navigation's links as a list, `aria-current` on the page the player is on. */
export function NavList({ items, look, icon, onNavigate, children }: NavListProps) {
  const [list, link] = look;
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.key}>
          <LocalNavLink className={link} to={item.to} end onClick={onNavigate}>
            {icon?.(item.key)}
            <span>{item.label}</span>
          </LocalNavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

export interface AccountBlockProps {
  /** The block's class in its frame (`pf-lobby__account`, `pf-bar-account`, …). */
  part: string;
  /**
   * The Log in button, the Join link and the Deposit link as the frame draws them (`buttonClass`).
   * Default: the template's button, Join and Deposit primary.
   */
  buttons?: { login?: string; register?: string; deposit?: string };
  /**
   * The balance as a text line (`pf-balance-line`, `__label`, `__value`) in place of the balance
   * chip.
   */
  balanceLine?: boolean;
  /** What follows Deposit for a signed-in player: the account button or menu, Log out. */
  children?: ReactNode;
}

/**
 * The header's account block: Log in (the template's way, page or modal) and Join for a guest;
 * for a signed-in player the session clock where the operator's regulator wants it, the balance,
 * Deposit and the template's account controls.
 */
export function AccountBlock({
  part,
  buttons: {
    login: loginClass = buttonClass('plain'),
    register = buttonClass('primary'),
    deposit = buttonClass('primary'),
  } = {},
  balanceLine = false,
  children,
}: AccountBlockProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  if (!isAuthenticated)
    return (
      <div className={part}>
        <button type="button" className={loginClass} onClick={login}>
          {t('login')}
        </button>
        <LocalLink to="/register" className={register}>
          {t('register')}
        </LocalLink>
      </div>
    );
  return (
    // The frame keeps its place while the block's code arrives after a sign-in on this page.
    <Suspense fallback={<div className={part} />}>
      <SignedInAccount part={part} deposit={deposit} balanceLine={balanceLine}>
        {children}
      </SignedInAccount>
    </Suspense>
  );
}

/** Log out, as a button of the template's frame. */
export function SignOutButton({
  button,
  part,
  onSignOut,
  children,
}: {
  /** How the frame draws it, and its part there (`pf-lobby__out`, `pf-bar-wide`). */
  button: ButtonLook;
  part?: string;
  /** Called before signing out, e.g. to close the drawer. */
  onSignOut?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={buttonClass(button, part)}
      onClick={() => {
        onSignOut?.();
        void dispatch(signOut());
      }}
    >
      {children ?? t('logout')}
    </button>
  );
}
