import { teamName } from '@playfront/core/sports';
import { signOut, useAppDispatch } from '@playfront/core/store';
import { LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { AccountLinks, AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from './icons';
import { categoryIcon, Icon } from './icons';
import { useMatches } from '@playfront/ui/bet-line';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountBlock, Brand, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

interface NavItem {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** Sports leads; the other categories, promotions and VIP follow (rail, tab bar and sheet). */
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
          <LocalNavLink className="t14-link" to={item.to} end onClick={onNavigate}>
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
  return (
    <AccountBlock
      className="t14-account"
      loginClassName="t14-btn"
      registerClassName="t14-btn t14-btn--primary"
      depositClassName="t14-btn t14-btn--primary"
    >
      {/* From 769px the tab bar and its sheet are gone: the account pages open here. */}
      <AccountMenu
        className="t14-menu"
        buttonClassName="t14-btn"
        button={
          <>
            <Icon name="user" />
            <span>{t('account')}</span>
          </>
        }
        panelClassName="t14-menu__panel"
        listClassName="t14-menu__list"
        linkClassName="t14-link"
      >
        <SignOutButton className="t14-btn" />
      </AccountMenu>
    </AccountBlock>
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
      <Dialog.Trigger className="t14-link t14-tab-menu">
        <Icon name="more" />
        <span>{t('menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="t14-overlay" />
        <Dialog.Content className="t14-sheet" aria-describedby={undefined}>
          <div className="t14-sheet__head">
            <Dialog.Title className="t14-sheet__title">{t('menu')}</Dialog.Title>
            <Dialog.Close className="t14-btn t14-btn--icon" aria-label={t('closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('menu')} className="t14-sheet__nav">
            <NavList items={items} className="t14-sheet__grid" onNavigate={close} />
            {/* VIP is in the grid above. */}
            {isAuthenticated && (
              <AccountLinks
                className="t14-menu__list t14-menu__list--sheet"
                linkClassName="t14-link"
                omit={['/vip']}
                onNavigate={close}
              />
            )}
          </nav>
          {isAuthenticated && (
            <div className="t14-sheet__account">
              <button
                type="button"
                className="t14-btn"
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

/** Upcoming matches scrolling across the board; static when the visitor asks for less motion. */
function ScoreTicker() {
  const { t } = useTranslation();
  const data = useMatches();
  // Held open while the lines load, so the page does not move down when they arrive.
  if (!data.loading && data.matches.length === 0) return null;
  return (
    <section className="t14-ticker" aria-label={t('t14_liveScores')} aria-busy={data.loading}>
      <p className="t14-ticker__label" aria-hidden="true">
        {t('t14_liveScores')}
      </p>
      <div className="t14-ticker__window">
        <ul className="t14-ticker__track">
          {data.matches.map(({ id, first }) => (
            <li key={id} className="t14-ticker__item">
              <span>{teamName(first, 'home', data.lang)}</span>
              <span className="t14-led">{data.odds(first.odds)}</span>
              <span>{teamName(first, 'away', data.lang)}</span>
              <time dateTime={first.kickoff}>{data.kickoff(first.kickoff)}</time>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const items = useNavItems();
  // The tab bar keeps home, sports, the next category and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <div className="t14-shell">
      <a className="t14-skip" href="#t14-main">
        {t('skipToContent')}
      </a>
      <header className="t14-appbar">
        <div className="t14-appbar__inner">
          <Brand className="t14-logo" height={32} />
          <GameSearch className="t14-search" />
          <Account />
        </div>
        <ScoreTicker />
      </header>
      <div className="t14-frame">
        <nav className="t14-panel" aria-label={t('t14_sportsRail')}>
          <NavList items={items} className="t14-panel__list" />
          <Languages />
        </nav>
        <main id="t14-main" tabIndex={-1} className="t14-main">
          {children}
        </main>
      </div>
      <SiteFooter className="t14-footer" copyClassName="t14-footer__copy" languages={false} />
      <nav className="t14-tabbar" aria-label={t('mainNavigation')}>
        <ul className="t14-tabbar__list">
          {tabs.map((item) => (
            <li key={item.key}>
              <LocalNavLink className="t14-link" to={item.to} end>
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
