import type { LanguageCode } from '@playfront/core/contract';
import { filledLanguages, useTranslation } from '@playfront/core/i18n';
import { signOut, useAppDispatch } from '@playfront/core/store';
import { LanguageSwitcher } from '@playfront/ui/language';
import {
  LocalLink,
  LocalNavLink,
  useLanguage,
  useLoginAction,
  useSiteHeader,
} from '@playfront/ui/site';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { ListLook } from './account-links';
import type { SignedInAccountProps } from './signed-in-account';
import { loadedSignedInAccount, loadSignedInAccount } from './signed-in-loader';
import { AccountLinks } from './account-links';
import type { MenuLink, NavItem } from './navigation';
import { menuPaths, useSiteNavigation } from './navigation';
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
        <img src={logo} alt={siteName} height={height} />
      ) : plain ? (
        name
      ) : (
        <span>{name}</span>
      )}
    </LocalLink>
  );
}

/** The language menu: the languages with texts, the page's one selected. */
export function Languages() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <LanguageSwitcher
      label={t('language')}
      current={language}
      languages={filledLanguages.map((l) => ({ code: l.code, name: l.name, lang: l.htmlLang }))}
      onChange={(code) => setLanguage(code as LanguageCode)}
    />
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

function PageList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="pf-footer__list">
      {links.map((link) => (
        <li key={link.to}>
          <LocalNavLink to={link.to} end>
            {link.label}
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuGroups({ menu }: { menu: readonly MenuLink[] }) {
  const single = menu.filter((item) => item.children.length === 0);
  const groups = menu.filter((item) => item.children.length > 0);
  return (
    <>
      {single.length > 0 && <PageList links={single} />}
      {groups.map((group) => (
        <div key={group.key} className="pf-footer__group">
          <LocalLink to={group.to} className="pf-footer__heading">
            {group.label}
          </LocalLink>
          <PageList links={group.children} />
        </div>
      ))}
    </>
  );
}

/**
 * The lines a gambling regulator wants on every page: the mandated tagline, the helpline as a
 * number a phone can call, and the operator's licence line. Kept in the shared footer so no
 * template can leave them out.
 */
export function SaferGambling({
  helpline,
  licenceLine,
}: {
  helpline: string;
  licenceLine: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('rg_label')} className="pf-footer__rg" data-testid="safer-gambling">
      <p className="pf-footer__tagline">{t('rg_tagline')}</p>
      {helpline && (
        <p className="pf-footer__helpline">
          <a href={`tel:${helpline.replace(/[^\d+]/g, '')}`}>
            {t('rg_helpline', { number: helpline })}
          </a>
        </p>
      )}
      {licenceLine && <p className="pf-footer__licence">{licenceLine}</p>}
    </section>
  );
}

export interface SiteFooterProps {
  /** The language menu; off where the template shows it in its header. Default on. */
  languages?: boolean;
  /** Decoration or a name line before the links. */
  children?: ReactNode;
}

/** The footer's account pages, as its other lists. */
const footerList: ListLook = ['pf-footer__list'];

/**
 * The site's footer, `pf-footer` (restyle with `--pf-footer-*`): the operator's menu (filtered),
 * the pages to explore, the account pages of a signed-in player (Log in and Join for a guest), the
 * information pages, the language menu, the regulator's lines (`pf-footer__rg`) and the copyright
 * line, `pf-footer__copy`. A page the operator's menu already links to is not listed again.
 */
export function SiteFooter({ languages = true, children }: SiteFooterProps) {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, helpline, licenceLine } = useSiteHeader();
  const { menu, explore, legal } = useSiteNavigation();
  const listed = menuPaths(menu);
  const fresh = (links: readonly { to: string; label: string }[]) =>
    links.filter((link) => !listed.has(link.to));
  return (
    <footer className="pf-footer">
      {children}
      <div className="pf-footer__map">
        {menu.length > 0 && (
          <nav aria-label={t('siteMenu')} className="pf-footer__section">
            <MenuGroups menu={menu} />
          </nav>
        )}
        <nav aria-label={t('explore')} className="pf-footer__section">
          <PageList links={fresh(explore)} />
        </nav>
        <nav aria-label={t('account')} className="pf-footer__section">
          {isAuthenticated ? (
            <AccountLinks look={footerList} />
          ) : (
            <PageList
              links={[
                { to: '/login', label: t('login') },
                { to: '/register', label: t('register') },
              ]}
            />
          )}
        </nav>
      </div>
      {fresh(legal).length > 0 && (
        <nav aria-label={t('about')} className="pf-footer__section">
          <PageList links={fresh(legal)} />
        </nav>
      )}
      {languages && <Languages />}
      <SaferGambling helpline={helpline} licenceLine={licenceLine} />
      <p className="pf-footer__copy">
        {t('copyright', { year: new Date().getFullYear(), site: siteName })}
      </p>
    </footer>
  );
}
