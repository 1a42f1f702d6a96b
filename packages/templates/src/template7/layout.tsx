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
    <ul className="t7-nav-list">
      {categories.map((c) => (
        <li key={c.key}>
          <LocalNavLink to={c.route} end className="t7-nav-link" onClick={onNavigate}>
            {c.label}
          </LocalNavLink>
        </li>
      ))}
      <li>
        <LocalNavLink to="/promotions" className="t7-nav-link" onClick={onNavigate}>
          {t('promotions')}
        </LocalNavLink>
      </li>
    </ul>
  );
}

/** The right-hand drawer: Radix traps focus, closes on Esc and returns focus to the trigger. */
function Drawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useSiteHeader();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t7-text-btn t7-menu-btn" aria-label={t('openMenu')}>
        {t('menu')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t7-overlay" />
        <Dialog.Content className="t7-drawer" aria-describedby={undefined}>
          <div className="t7-drawer-head">
            <Dialog.Title className="t7-drawer-title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t7-text-btn" aria-label={t('closeMenu')}>
              {t('close')}
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')}>
            {/* A signed-in player's own pages first; a guest gets Register after the categories. */}
            {isAuthenticated && (
              <AccountLinks
                className="t7-nav-list t7-account-links"
                linkClassName="t7-nav-link"
                onNavigate={close}
              />
            )}
            <NavLinks onNavigate={close} />
            {!isAuthenticated && (
              <ul className="t7-nav-list">
                <li>
                  <LocalNavLink to="/register" className="t7-nav-link" onClick={close}>
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
      className="t7-account"
      loginClassName="t7-text-btn"
      registerClassName="t7-btn t7-wide-only"
      depositClassName="t7-btn t7-wide-only"
      balancePrefix="t7"
    >
      {/* Desktop has no drawer: the account pages open under this button. */}
      <AccountMenu
        className="t7-menu t7-wide-only"
        buttonClassName="t7-text-btn"
        panelClassName="t7-menu-panel"
        listClassName="t7-nav-list"
        linkClassName="t7-nav-link"
      />
      <SignOutButton className="t7-text-btn t7-wide-only" />
    </AccountBlock>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <div className="t7-shell">
      <a className="t7-skip" href="#t7-main">
        {t('skipToContent')}
      </a>
      <header className="t7-top">
        <LocalLink to="/" className="t7-logo">
          {logo ? <img src={logo} alt={siteName} height={32} /> : logoText || siteName}
        </LocalLink>
        <nav aria-label={t('mainNavigation')} className="t7-nav">
          <NavLinks />
        </nav>
        <GameSearch className="t7-search" />
        <Account />
        <Drawer />
      </header>
      <main id="t7-main" className="t7-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="t7-footer" copyClassName="t7-copy">
        <p className="t7-footer-name">{siteName}</p>
      </SiteFooter>
    </div>
  );
}
