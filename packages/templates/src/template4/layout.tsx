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
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
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

/** Home, the site's game categories, promotions and VIP: the same list on desktop and in the drawer. */
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

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="t4-nav__list">
      {items.map((item) => (
        <li key={item.key}>
          <LocalNavLink className="t4-nav__link" to={item.to} end onClick={onNavigate}>
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
      <div className="t4-account">
        <button type="button" className="t4-btn t4-btn--ghost" onClick={login}>
          {t('login')}
        </button>
        <LocalLink to="/register" className="t4-btn t4-btn--primary">
          {t('register')}
        </LocalLink>
      </div>
    );
  return (
    <div className="t4-account">
      <BalanceChip
        balance={balance}
        token={token}
        balanceLabel={t('balance')}
        tokenLabel={t('token')}
      />
      <LocalLink to="/deposit" className="t4-btn t4-btn--primary">
        {t('deposit')}
      </LocalLink>
      <LocalLink to="/account" className="t4-btn t4-btn--ghost t4-account__me">
        <Icon name="user" />
        <span className="t4-sr">{t('account')}</span>
      </LocalLink>
      <button
        type="button"
        className="t4-btn t4-btn--ghost t4-account__out"
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="t4-btn t4-btn--ghost t4-burger" aria-label={t('openMenu')}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t4-overlay" />
        <Dialog.Content className="t4-drawer" aria-describedby={undefined}>
          <div className="t4-drawer__head">
            <Dialog.Title className="t4-drawer__title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t4-btn t4-btn--ghost" aria-label={t('closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t4-drawer__nav">
            <NavList items={items} onNavigate={() => setOpen(false)} />
          </nav>
          <Languages />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A top-level item opening its second level; Esc or leaving it closes and focus goes back. */
function SubMenu({ label, items }: { label: string; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <li className="t4-menu__item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className="t4-menu__link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevronDown" />
      </button>
      <ul id={id} className="t4-menu__sub" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <LocalNavLink
              className="t4-menu__sublink"
              to={item.to}
              end
              onClick={() => setOpen(false)}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Desktop menu: home, games (the categories as the second level), promotions, VIP. */
function MainMenu() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const games = categories.map((c) => ({
    key: c.key,
    to: c.route,
    label: c.label,
    icon: categoryIcon(c.key),
  }));
  const plain = (to: string, label: string) => (
    <li className="t4-menu__item">
      <LocalNavLink className="t4-menu__link" to={to} end>
        {label}
      </LocalNavLink>
    </li>
  );
  return (
    <nav aria-label={t('mainNavigation')} className="t4-menu">
      <ul className="t4-menu__list">
        {plain('/', t('home'))}
        <SubMenu label={t('games')} items={games} />
        {plain('/promotions', t('promotions'))}
        {plain('/vip', t('vip'))}
      </ul>
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <div className="t4-shell">
      <a className="t4-skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="t4-header">
        <div className="t4-topbar">
          <Drawer items={items} />
          <Brand className="t4-logo" height={40} />
          <MainMenu />
          <Account />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="t4-main">
        {children}
      </main>
      <SiteFooter className="t4-footer" copyClassName="t4-footer__copy">
        <div className="t4-ornament" aria-hidden="true" />
      </SiteFooter>
    </div>
  );
}
