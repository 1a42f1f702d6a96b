import { LocalNavLink, useCategoryLinks, useLoginAction, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { AccountBlock, Brand, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

function Account() {
  return (
    <AccountBlock
      className="t5-account"
      loginClassName="t5-btn"
      registerClassName="t5-btn t5-btn--primary"
      depositClassName="t5-btn t5-btn--primary"
    >
      {/* Desktop has no tab bar: the account pages open under this button. */}
      <AccountMenu
        className="t5-account__menu"
        buttonClassName="t5-btn"
        panelClassName="t5-account__panel"
        listClassName="t5-account__list"
        linkClassName="t5-sheet__link"
      />
      <SignOutButton className="t5-btn t5-account__out" />
    </AccountBlock>
  );
}

/** Pill chips in a sideways-scrolling strip, on every screen size. */
function MainNav() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const items = [
    { key: 'home', to: '/', label: t('home'), icon: 'home' as const },
    ...categories.map((c) => ({
      key: c.key,
      to: c.route,
      label: c.label,
      icon: categoryIcon(c.key),
    })),
    { key: 'promotions', to: '/promotions', label: t('promotions'), icon: 'gift' as const },
    { key: 'vip', to: '/vip', label: t('vip'), icon: 'crown' as const },
  ];
  return (
    <nav aria-label={t('mainNavigation')} className="t5-nav">
      <ul className="t5-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <LocalNavLink className="t5-chip" to={item.to} end>
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile bottom tab bar; "Games" opens a sheet of categories (Radix: Esc closes, focus returns). */
function TabBar() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label={t('menu')} className="t5-tabs">
      <ul className="t5-tabs__list">
        <li>
          <LocalNavLink to="/" end className="t5-tab">
            <Icon name="home" />
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        <li>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className="t5-tab">
              <Icon name="grid" />
              <span>{t('games')}</span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="t5-overlay" />
              <Dialog.Content className="t5-sheet" aria-describedby={undefined}>
                <div className="t5-sheet__head">
                  <Dialog.Title className="t5-sheet__title">{t('categories')}</Dialog.Title>
                  <Dialog.Close className="t5-btn t5-btn--icon" aria-label={t('closeMenu')}>
                    <Icon name="close" />
                  </Dialog.Close>
                </div>
                <ul className="t5-sheet__list">
                  {categories.map((c) => (
                    <li key={c.key}>
                      <LocalNavLink
                        to={c.route}
                        end
                        className="t5-sheet__link"
                        onClick={() => setOpen(false)}
                      >
                        <Icon name={categoryIcon(c.key)} />
                        <span>{c.label}</span>
                      </LocalNavLink>
                    </li>
                  ))}
                </ul>
                <Languages />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
        <li>
          <LocalNavLink to="/promotions" className="t5-tab">
            <Icon name="gift" />
            <span>{t('promotions')}</span>
          </LocalNavLink>
        </li>
        <li>
          {isAuthenticated ? (
            <LocalNavLink to="/account" className="t5-tab">
              <Icon name="user" />
              <span>{t('account')}</span>
            </LocalNavLink>
          ) : (
            <button type="button" className="t5-tab" onClick={login}>
              <Icon name="user" />
              <span>{t('account')}</span>
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="t5-shell">
      <a className="t5-skip" href="#main">
        {t('skipToContent')}
      </a>
      <div className="t5-backdrop" aria-hidden="true" />
      <header className="t5-header">
        <div className="t5-header__top">
          <Brand className="t5-logo" height={40} />
          <GameSearch className="t5-search" />
          <Account />
        </div>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} className="t5-main">
        {children}
      </main>
      <SiteFooter className="t5-footer" copyClassName="t5-footer__copy" />
      <TabBar />
    </div>
  );
}
