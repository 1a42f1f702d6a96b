import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountLinks, AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBlock, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

const glyph = (d: string) => (
  <svg className="t9-glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const homeGlyph = glyph('M3 11 12 4l9 7v9h-6v-6H9v6H3z');
const hotGlyph = glyph('M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 1-9z');
const slotGlyph = glyph('M4 5h16v14H4zM9.3 5v14M14.7 5v14');
const menuGlyph = glyph('M4 6h16M4 12h16M4 18h16');

function CategoryLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <ul className="t9-rail-list">
      {categories.map((c) => (
        <li key={c.key}>
          <LocalNavLink to={c.route} end className="t9-rail-link" onClick={onNavigate}>
            {c.label}
          </LocalNavLink>
        </li>
      ))}
      <li>
        <LocalNavLink to="/promotions" className="t9-rail-link" onClick={onNavigate}>
          {t('promotions')}
        </LocalNavLink>
      </li>
    </ul>
  );
}

/** Mobile bottom tab bar; its last tab opens the full menu sheet (Radix: Esc closes, focus returns). */
function TabBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const categories = useCategoryLinks();
  const { isAuthenticated } = useSiteHeader();
  const close = () => setOpen(false);
  const slots = categories.find((c) => c.key === 'slot_game');
  const hot = categories.find((c) => c.key === 'hot');
  return (
    <nav aria-label={t('menu')} className="t9-tabs">
      <ul className="t9-tab-list">
        <li>
          <LocalNavLink to="/" end className="t9-tab">
            {homeGlyph}
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        {hot && (
          <li>
            <LocalNavLink to={hot.route} end className="t9-tab">
              {hotGlyph}
              <span>{hot.label}</span>
            </LocalNavLink>
          </li>
        )}
        {slots && (
          <li>
            <LocalNavLink to={slots.route} end className="t9-tab">
              {slotGlyph}
              <span>{slots.label}</span>
            </LocalNavLink>
          </li>
        )}
        <li>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className="t9-tab" aria-label={t('openMenu')}>
              {menuGlyph}
              <span aria-hidden="true">{t('menu')}</span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="t9-overlay" />
              <Dialog.Content className="t9-sheet" aria-describedby={undefined}>
                <div className="t9-sheet-head">
                  <Dialog.Title className="t9-sheet-title">{t('menu')}</Dialog.Title>
                  <Dialog.Close className="t9-btn t9-btn--icon" aria-label={t('closeMenu')}>
                    {glyph('M6 6l12 12M18 6 6 18')}
                  </Dialog.Close>
                </div>
                <nav aria-label={t('menu')}>
                  {/* A signed-in player's own pages first; a guest gets Register after the categories. */}
                  {isAuthenticated && (
                    <AccountLinks
                      className="t9-rail-list t9-account-links"
                      linkClassName="t9-rail-link"
                      onNavigate={close}
                    />
                  )}
                  <CategoryLinks onNavigate={close} />
                  {!isAuthenticated && (
                    <ul className="t9-rail-list">
                      <li>
                        <LocalNavLink to="/register" className="t9-rail-link" onClick={close}>
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
        </li>
      </ul>
    </nav>
  );
}

function Account() {
  return (
    <AccountBlock
      className="t9-account"
      loginClassName="t9-btn t9-btn--primary"
      registerClassName="t9-btn t9-wide-only"
      depositClassName="t9-btn t9-btn--primary t9-wide-only"
      balancePrefix="t9"
    >
      {/* Desktop has no tab bar: the account pages open under this button. */}
      <AccountMenu
        className="t9-menu t9-wide-only"
        buttonClassName="t9-btn"
        panelClassName="t9-menu-panel"
        listClassName="t9-rail-list"
        linkClassName="t9-rail-link"
      />
      <SignOutButton className="t9-btn t9-wide-only" />
    </AccountBlock>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <div className="t9-shell">
      <a className="t9-skip" href="#t9-main">
        {t('skipToContent')}
      </a>
      <header className="t9-top">
        <LocalLink to="/" className="t9-logo">
          {logo ? <img src={logo} alt={siteName} height={32} /> : logoText || siteName}
        </LocalLink>
        <GameSearch className="t9-search" />
        <Account />
      </header>
      <nav aria-label={t('mainNavigation')} className="t9-rail">
        <ul className="t9-rail-list">
          <li>
            <LocalNavLink to="/" end className="t9-rail-link">
              {t('home')}
            </LocalNavLink>
          </li>
        </ul>
        <CategoryLinks />
      </nav>
      <main id="t9-main" className="t9-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter className="t9-footer" copyClassName="t9-copy" />
      <TabBar />
    </div>
  );
}
