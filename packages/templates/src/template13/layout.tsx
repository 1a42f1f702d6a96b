import { signOut, useAppDispatch } from '@playfront/core/store';
import { BalanceChip } from '@playfront/ui/account';
import {
  LocalLink,
  LocalNavLink,
  useCategoryLinks,
  useLoginAction,
  useSiteHeader,
} from '@playfront/ui/site';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from './icons';
import { categoryIcon, Icon } from './icons';
import { Brand, Languages, SiteFooter } from '../shared/blocks';

interface NavItem {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** Sports leads the navigation of a sportsbook; the other categories, promotions and VIP follow. */
function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const sportsFirst = [
    ...categories.filter((c) => c.key === 'sportsbook'),
    ...categories.filter((c) => c.key !== 'sportsbook'),
  ];
  return [
    { key: 'home', to: '/', label: t('home'), icon: 'home' },
    ...sportsFirst.map((c) => ({
      key: c.key,
      to: c.route,
      label: c.label,
      icon: categoryIcon(c.key),
    })),
    { key: 'promotions', to: '/promotions', label: t('promotions'), icon: 'gift' },
    { key: 'vip', to: '/vip', label: t('vip'), icon: 'crown' },
  ];
}

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="t13-nav__list">
      {items.map((item) => (
        <li key={item.key}>
          <LocalNavLink className="t13-nav__link" to={item.to} end onClick={onNavigate}>
            <Icon name={item.icon} />
            <span>{item.label}</span>
          </LocalNavLink>
        </li>
      ))}
    </ul>
  );
}

function Account() {
  const { t } = useTranslation();
  const { isAuthenticated, balance, token } = useSiteHeader();
  const login = useLoginAction();
  const dispatch = useAppDispatch();
  if (!isAuthenticated)
    return (
      <div className="t13-account">
        <button type="button" className="t13-btn t13-btn--ghost" onClick={login}>
          {t('login')}
        </button>
        <LocalLink to="/register" className="t13-btn t13-btn--primary">
          {t('register')}
        </LocalLink>
      </div>
    );
  return (
    <div className="t13-account">
      <BalanceChip
        balance={balance}
        token={token}
        balanceLabel={t('balance')}
        tokenLabel={t('token')}
      />
      <LocalLink to="/deposit" className="t13-btn t13-btn--primary">
        {t('deposit')}
      </LocalLink>
      <LocalLink to="/account" className="t13-btn t13-btn--ghost t13-wide">
        <Icon name="user" />
        <span className="t13-sr">{t('account')}</span>
      </LocalLink>
      <button
        type="button"
        className="t13-btn t13-btn--ghost t13-wide"
        onClick={() => void dispatch(signOut())}
      >
        {t('logout')}
      </button>
    </div>
  );
}

/** Mobile drawer: Radix gives the focus trap, Esc to close and focus back on the button. */
function Drawer({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t13-btn t13-btn--ghost t13-burger" aria-label={t('openMenu')}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t13-overlay" />
        <Dialog.Content className="t13-drawer" aria-describedby={undefined}>
          <div className="t13-drawer__head">
            <Dialog.Title className="t13-drawer__title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t13-btn t13-btn--ghost" aria-label={t('closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t13-drawer__nav">
            <NavList items={items} onNavigate={close} />
          </nav>
          {isAuthenticated && (
            <div className="t13-drawer__account">
              <LocalLink to="/account" className="t13-btn t13-btn--ghost" onClick={close}>
                <Icon name="user" />
                {t('account')}
              </LocalLink>
              <button
                type="button"
                className="t13-btn t13-btn--ghost"
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
  return (
    <div className="t13-shell">
      <a className="t13-skip" href="#t13-main">
        {t('skipToContent')}
      </a>
      <header className="t13-header">
        <div className="t13-topbar">
          <Drawer items={items} />
          <Brand className="t13-logo" height={36} />
          <Account />
        </div>
        <nav aria-label={t('mainNavigation')} className="t13-nav">
          <NavList items={items} />
        </nav>
      </header>
      <main id="t13-main" tabIndex={-1} className="t13-main">
        {children}
      </main>
      <SiteFooter className="t13-footer" copyClassName="t13-footer__copy" />
    </div>
  );
}
