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
    <ul className="t8-nav-list">
      {categories.map((c) => (
        <li key={c.key}>
          <LocalNavLink to={c.route} end className="t8-nav-link" onClick={onNavigate}>
            {c.label}
          </LocalNavLink>
        </li>
      ))}
      <li>
        <LocalNavLink to="/promotions" className="t8-nav-link" onClick={onNavigate}>
          {t('promotions')}
        </LocalNavLink>
      </li>
    </ul>
  );
}

/** The left-hand drawer: Radix traps focus, closes on Esc and returns focus to the trigger. */
function Drawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useSiteHeader();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t8-icon-btn t8-menu-btn" aria-label={t('openMenu')}>
        <svg className="t8-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t8-overlay" />
        <Dialog.Content className="t8-drawer" aria-describedby={undefined}>
          <div className="t8-drawer-head">
            <Dialog.Title className="t8-drawer-title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t8-icon-btn" aria-label={t('closeMenu')}>
              <svg className="t8-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')}>
            {/* A signed-in player's own pages first; a guest gets Register after the categories. */}
            {isAuthenticated && (
              <AccountLinks
                className="t8-nav-list t8-account-links"
                linkClassName="t8-nav-link"
                onNavigate={close}
              />
            )}
            <NavLinks onNavigate={close} />
            {!isAuthenticated && (
              <ul className="t8-nav-list">
                <li>
                  <LocalNavLink to="/register" className="t8-nav-link" onClick={close}>
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
      className="t8-account"
      loginClassName="t8-btn"
      registerClassName="t8-btn t8-btn--gold t8-wide-only"
      depositClassName="t8-btn t8-btn--gold t8-deposit"
      balancePrefix="t8"
    >
      {/* Desktop has no drawer: the account pages open under this button. */}
      <AccountMenu
        className="t8-menu t8-wide-only"
        buttonClassName="t8-btn"
        panelClassName="t8-menu-panel"
        listClassName="t8-nav-list"
        linkClassName="t8-nav-link"
      />
      <SignOutButton className="t8-btn t8-wide-only" />
    </AccountBlock>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <div className="t8-shell">
      <a className="t8-skip" href="#t8-main">
        {t('skipToContent')}
      </a>
      <header className="t8-top">
        <div className="t8-top-row">
          <Drawer />
          <LocalLink to="/" className="t8-logo">
            {logo ? <img src={logo} alt={siteName} height={36} /> : logoText || siteName}
          </LocalLink>
          <GameSearch className="t8-search" />
          <Account />
        </div>
        <nav aria-label={t('mainNavigation')} className="t8-nav">
          <NavLinks />
        </nav>
      </header>
      <main id="t8-main" className="t8-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="t8-footer" copyClassName="t8-copy">
        <p className="t8-footer-name">{siteName}</p>
        <div className="t8-bulbs" aria-hidden="true" />
      </SiteFooter>
    </div>
  );
}
