import {
  LocalLink,
  LocalNavLink,
  useCategoryLinks,
  useLoginAction,
  useSiteHeader,
} from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/screens/games';
import { AccountMenu } from '../shared/account-links';
import * as Dialog from '../shared/lazy-dialog';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { AccountBlock, Languages, SignOutButton, SiteFooter } from '../shared/blocks';

/** The crest: shield mark over the site name in the display serif. */
function Crest() {
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <LocalLink to="/" className="t2-crest">
      {logo ? (
        <img src={logo} alt={siteName} height={56} />
      ) : (
        <>
          <Icon name="crest" />
          <span className="t2-crest__name">{logoText || siteName}</span>
        </>
      )}
    </LocalLink>
  );
}

function Account() {
  const { t } = useTranslation();
  return (
    <AccountBlock
      className="t2-account"
      loginClassName="t2-btn"
      registerClassName="t2-btn t2-btn--primary"
      depositClassName="t2-btn t2-btn--primary"
    >
      {/* Desktop has no tab bar: the account pages open under this button (the crest keeps the room). */}
      <AccountMenu
        className="t2-account__menu"
        buttonClassName="t2-btn t2-btn--icon"
        button={
          <>
            <Icon name="user" />
            <span className="pf-sr-only">{t('account')}</span>
          </>
        }
        panelClassName="t2-account__panel"
        listClassName="t2-account__list"
        linkClassName="t2-sheet__link"
      />
      <SignOutButton className="t2-btn t2-account__out" />
    </AccountBlock>
  );
}

/** Desktop navigation: home, the site's categories, promotions and VIP, centred under the crest. */
function MainNav() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const items = [
    { key: 'home', to: '/', label: t('home') },
    ...categories.map((c) => ({ key: c.key, to: c.route, label: c.label })),
    { key: 'promotions', to: '/promotions', label: t('promotions') },
    { key: 'vip', to: '/vip', label: t('vip') },
  ];
  return (
    <nav aria-label={t('mainNavigation')} className="t2-nav">
      <ul className="t2-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <LocalNavLink className="t2-nav__link" to={item.to} end>
              {item.label}
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
    <nav aria-label={t('menu')} className="t2-tabs">
      <ul className="t2-tabs__list">
        <li>
          <LocalNavLink to="/" end className="t2-tab">
            <Icon name="home" />
            <span>{t('home')}</span>
          </LocalNavLink>
        </li>
        <li>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger className="t2-tab">
              <Icon name="grid" />
              <span>{t('games')}</span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="t2-overlay" />
              <Dialog.Content className="t2-sheet" aria-describedby={undefined}>
                <div className="t2-sheet__head">
                  <Dialog.Title className="t2-sheet__title">{t('categories')}</Dialog.Title>
                  <Dialog.Close className="t2-btn t2-btn--icon" aria-label={t('closeMenu')}>
                    <Icon name="close" />
                  </Dialog.Close>
                </div>
                <ul className="t2-sheet__list">
                  {categories.map((c) => (
                    <li key={c.key}>
                      <LocalNavLink
                        to={c.route}
                        end
                        className="t2-sheet__link"
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
          <LocalNavLink to="/promotions" className="t2-tab">
            <Icon name="gift" />
            <span>{t('promotions')}</span>
          </LocalNavLink>
        </li>
        <li>
          {isAuthenticated ? (
            <LocalNavLink to="/account" className="t2-tab">
              <Icon name="user" />
              <span>{t('account')}</span>
            </LocalNavLink>
          ) : (
            <button type="button" className="t2-tab" onClick={login}>
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
    <div className="t2-shell">
      <a className="t2-skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="t2-header">
        <div className="t2-header__top">
          <Crest />
          <GameSearch className="t2-search" />
          <Account />
        </div>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} className="t2-main">
        {children}
      </main>
      <SiteFooter className="t2-footer" copyClassName="t2-footer__copy">
        <Icon name="crest" />
      </SiteFooter>
      <TabBar />
    </div>
  );
}
