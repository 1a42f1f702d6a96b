import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountLinks, AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <ul className="t10-nav-list">
      <li>
        <LocalNavLink to="/" end className="t10-nav-link" onClick={onNavigate}>
          {t('home')}
        </LocalNavLink>
      </li>
      {categories.map((c) => (
        <li key={c.key}>
          <LocalNavLink to={c.route} end className="t10-nav-link" onClick={onNavigate}>
            {c.label}
          </LocalNavLink>
        </li>
      ))}
      <li>
        <LocalNavLink to="/promotions" className="t10-nav-link" onClick={onNavigate}>
          {t('promotions')}
        </LocalNavLink>
      </li>
    </ul>
  );
}

/** Mobile drawer: Radix traps focus, closes on Esc and hands focus back to the hamburger. */
function Drawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useSiteHeader();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t10-icon-btn t10-burger" aria-label={t('openMenu')}>
        <svg className="t10-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h11M4 17h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t10-overlay" />
        <Dialog.Content className="t10-drawer" aria-describedby={undefined}>
          <div className="t10-drawer-head">
            <Dialog.Title className="t10-drawer-title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t10-icon-btn" aria-label={t('closeMenu')}>
              <svg className="t10-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t10-drawer-nav">
            {/* A signed-in player's own pages first; a guest gets Register after the categories. */}
            {isAuthenticated && (
              <AccountLinks
                className="t10-nav-list t10-account-links"
                linkClassName="t10-nav-link"
                onNavigate={close}
              />
            )}
            <NavLinks onNavigate={close} />
            {!isAuthenticated && (
              <ul className="t10-nav-list">
                <li>
                  <LocalNavLink to="/register" className="t10-nav-link" onClick={close}>
                    {t('register')}
                  </LocalNavLink>
                </li>
              </ul>
            )}
          </nav>
          <Languages />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Account() {
  return (
    <AccountBlock
      className="t10-account"
      loginClassName="t10-btn t10-btn--primary"
      registerClassName="t10-btn t10-btn--accent t10-wide-only"
      depositClassName="t10-btn t10-btn--primary t10-wide-only"
      balancePrefix="t10"
    >
      {/* Desktop has no drawer: the account pages open under this button. */}
      <AccountMenu
        className="t10-menu t10-wide-only"
        buttonClassName="t10-btn t10-btn--accent"
        panelClassName="t10-menu-panel"
        listClassName="t10-nav-list"
        linkClassName="t10-nav-link"
      />
      <SignOutButton className="t10-btn t10-wide-only" />
    </AccountBlock>
  );
}

/** A decorative wave between bands; `flip` turns it to rise into the band below. */
export function Wave({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      className={flip ? 't10-wave t10-wave--flip' : 't10-wave'}
      viewBox="0 0 1200 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 0h1200v18c-100 14-200 22-300 14S700 8 600 14 400 38 300 34 100 12 0 20z" />
    </svg>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <div className="t10-shell">
      <a className="t10-skip" href="#t10-main">
        {t('skipToContent')}
      </a>
      <header className="t10-top">
        <div className="t10-top-row">
          <Drawer />
          <LocalLink to="/" className="t10-logo">
            {logo ? <img src={logo} alt={siteName} height={40} /> : logoText || siteName}
          </LocalLink>
          <GameSearch className="t10-search" />
          <Account />
        </div>
        <nav aria-label={t('mainNavigation')} className="t10-nav">
          <NavLinks />
        </nav>
      </header>
      <Wave />
      <main id="t10-main" className="t10-main" tabIndex={-1}>
        {children}
      </main>
      <Wave flip />
      <SiteFooter className="t10-footer" copyClassName="t10-copy" />
    </div>
  );
}
