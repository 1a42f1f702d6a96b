import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountLinks, AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph, MenuGlyph, PlayerGlyph } from './icons';
import { AccountBlock, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <ul className="t6-nav-list">
      <li>
        <LocalNavLink to="/" end className="t6-nav-link" onClick={onNavigate}>
          {t('home')}
        </LocalNavLink>
      </li>
      {categories.map((c) => (
        <li key={c.key}>
          <LocalNavLink to={c.route} end className="t6-nav-link" onClick={onNavigate}>
            {c.label}
          </LocalNavLink>
        </li>
      ))}
      <li>
        <LocalNavLink to="/promotions" className="t6-nav-link" onClick={onNavigate}>
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
      <Dialog.Trigger className="t6-icon-btn t6-burger" aria-label={t('openMenu')}>
        <MenuGlyph />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t6-overlay" />
        <Dialog.Content className="t6-drawer" aria-describedby={undefined}>
          <div className="t6-drawer-head">
            <Dialog.Title className="t6-drawer-title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t6-icon-btn" aria-label={t('closeMenu')}>
              <CloseGlyph />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t6-drawer-nav">
            {/* A signed-in player's own pages first; a guest gets Register after the categories. */}
            {isAuthenticated && (
              <AccountLinks
                className="t6-nav-list t6-account-links"
                linkClassName="t6-nav-link"
                onNavigate={close}
              />
            )}
            <NavLinks onNavigate={close} />
            {!isAuthenticated && (
              <ul className="t6-nav-list">
                <li>
                  <LocalNavLink to="/register" className="t6-nav-link" onClick={close}>
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
  const { t } = useTranslation();
  return (
    <AccountBlock
      className="t6-account"
      loginClassName="t6-btn t6-btn--primary"
      registerClassName="t6-btn t6-btn--accent t6-wide-only"
      depositClassName="t6-btn t6-btn--primary t6-wide-only"
      balancePrefix="t6"
    >
      {/* Desktop has no drawer: the account pages open under this button. */}
      <AccountMenu
        className="t6-menu t6-wide-only"
        buttonClassName="t6-btn"
        button={
          <>
            <PlayerGlyph />
            <span>{t('account')}</span>
          </>
        }
        panelClassName="t6-menu-panel"
        listClassName="t6-nav-list"
        linkClassName="t6-nav-link"
      />
      <SignOutButton className="t6-btn t6-wide-only" />
    </AccountBlock>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <div className="t6-shell">
      <a className="t6-skip" href="#t6-main">
        {t('skipToContent')}
      </a>
      <header className="t6-top">
        <Drawer />
        <LocalLink to="/" className="t6-logo">
          {logo ? <img src={logo} alt={siteName} height={40} /> : logoText || siteName}
        </LocalLink>
        <GameSearch className="t6-search" />
        <Account />
      </header>
      <nav aria-label={t('mainNavigation')} className="t6-nav">
        <NavLinks />
      </nav>
      <main id="t6-main" className="t6-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="t6-footer" copyClassName="t6-copy">
        <div className="t6-stripe" aria-hidden="true" />
      </SiteFooter>
    </div>
  );
}
