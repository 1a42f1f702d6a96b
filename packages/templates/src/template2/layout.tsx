import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { GameSearch } from '@playfront/ui/game-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { NavList, SiteFooter } from '../shared/blocks';
import { useSiteNavigation } from '../shared/navigation';
import { TabBar, TabBarAccount } from '../shared/tab-bar';
import { FrameMain, TemplateFrame } from '../shared/frame';

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

/** Desktop navigation: home, the site's categories, promotions and VIP, centred under the crest. */
function MainNav() {
  const { t } = useTranslation();
  const { primary } = useSiteNavigation();
  return (
    <nav aria-label={t('mainNavigation')} className="t2-nav">
      <NavList items={primary} className="t2-nav__list" linkClassName="t2-nav__link" />
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TemplateFrame className="t2-shell">
      <header className="t2-header">
        <div className="t2-header__top">
          <Crest />
          <GameSearch className="t2-search" />
          <TabBarAccount
            prefix="t2"
            menuButtonClassName="pf-btn t2-btn pf-btn--icon"
            menuButton={
              <>
                <Icon name="user" />
                <span className="pf-sr-only">{t('account')}</span>
              </>
            }
          />
        </div>
        <MainNav />
      </header>
      <FrameMain className="t2-main">{children}</FrameMain>
      <SiteFooter className="t2-footer" copyClassName="t2-footer__copy">
        <Icon name="crest" />
      </SiteFooter>
      <TabBar
        prefix="t2"
        glyph={(name) => <Icon name={name} />}
        categoryGlyph={(key) => <Icon name={categoryIcon(key)} />}
      />
    </TemplateFrame>
  );
}
