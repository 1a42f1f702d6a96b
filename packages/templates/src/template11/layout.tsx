import { signOut, useAppDispatch } from '@playfront/core/store';
import { LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountLinks } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from './icons';
import { categoryIcon, Icon } from './icons';
import { AccountBlock, Brand, Languages, SiteFooter } from '../shared/blocks';

interface NavItem {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** Home, the site's categories, promotions and VIP: the side panel and the menu sheet list them all. */
function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return [
    { key: 'home', to: '/', label: t('home'), icon: 'home' },
    ...categories.map((c) => ({
      key: c.key,
      to: c.route,
      label: c.label,
      icon: categoryIcon(c.key),
    })),
    { key: 'promotions', to: '/promotions', label: t('promotions'), icon: 'gift' },
    { key: 'vip', to: '/vip', label: t('vip'), icon: 'crown' },
  ];
}

function NavList({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[];
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <LocalNavLink className="t11-link" to={item.to} end onClick={onNavigate}>
            <Icon name={item.icon} />
            <span>{item.label}</span>
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

function Account() {
  return (
    <AccountBlock
      className="t11-account"
      loginClassName="t11-btn"
      registerClassName="t11-btn t11-btn--primary"
      depositClassName="t11-btn t11-btn--primary"
    />
  );
}

/** The tab bar's last tab: a bottom sheet with everything; Radix traps focus, Esc closes it. */
function MenuSheet({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t11-link t11-tab-menu">
        <Icon name="more" />
        <span>{t('menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t11-overlay" />
        <Dialog.Content className="t11-sheet" aria-describedby={undefined}>
          <div className="t11-sheet__head">
            <Dialog.Title className="t11-sheet__title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t11-btn t11-btn--icon" aria-label={t('closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t11-sheet__nav">
            <NavList items={items} className="t11-sheet__grid" onNavigate={close} />
            {/* VIP is in the grid above. */}
            {isAuthenticated && (
              <AccountLinks
                className="t11-group"
                linkClassName="t11-group__link"
                omit={['/vip']}
                onNavigate={close}
              />
            )}
          </nav>
          {isAuthenticated && (
            <div className="t11-sheet__account">
              <button
                type="button"
                className="t11-btn"
                onClick={() => {
                  close();
                  void dispatch(signOut());
                }}
              >
                {t('logout')}
              </button>
            </div>
          )}
          <Languages />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const items = useNavItems();
  // The tab bar keeps home, the first two categories and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <div className="t11-shell">
      <a className="t11-skip" href="#t11-main">
        {t('skipToContent')}
      </a>
      <header className="t11-appbar">
        <div className="t11-appbar__inner">
          <Brand className="t11-logo" height={32} />
          <GameSearch className="t11-search" />
          <Account />
        </div>
      </header>
      <div className="t11-frame">
        {/* Not "categories": a category page has its own category nav of that name. */}
        <nav className="t11-panel" aria-label={t('menu')}>
          <NavList items={items} className="t11-panel__list" />
          <Languages />
        </nav>
        <main id="t11-main" tabIndex={-1} className="t11-main">
          {children}
        </main>
      </div>
      <SiteFooter className="t11-footer" copyClassName="t11-footer__copy" languages={false} />
      <nav className="t11-tabbar" aria-label={t('mainNavigation')}>
        <ul className="t11-tabbar__list">
          {tabs.map((item) => (
            <li key={item.key}>
              <LocalNavLink className="t11-link" to={item.to} end>
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </LocalNavLink>
            </li>
          ))}
          <li>
            <MenuSheet items={items} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
