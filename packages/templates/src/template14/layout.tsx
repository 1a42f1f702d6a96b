import { teamName } from '@playfront/core/sports';
import { AccountMenu } from '../shared/account-links';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, navIcon } from './icons';
import { useMatches } from '@playfront/ui/bet-line';
import {
  AccountBlock,
  Brand,
  Languages,
  NavList,
  SignOutButton,
  SiteFooter,
} from '../shared/blocks';
import { MenuSheet } from '../shared/menu-sheet';
import { leadingWith, useSiteNavigation } from '../shared/navigation';
import { GameSearch } from '@playfront/ui/screens/games';
import { FrameMain, TemplateFrame } from '../shared/frame';

function Account() {
  const { t } = useTranslation();
  return (
    <AccountBlock
      className="t14-account"
      loginClassName="pf-btn t14-btn"
      registerClassName="pf-btn t14-btn pf-btn--primary"
      depositClassName="pf-btn t14-btn pf-btn--primary"
    >
      {/* From 769px the tab bar and its sheet are gone: the account pages open here. */}
      <AccountMenu
        className="t14-menu"
        buttonClassName="pf-btn t14-btn"
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
        <SignOutButton className="pf-btn t14-btn" />
      </AccountMenu>
    </AccountBlock>
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
  const items = leadingWith(useSiteNavigation().primary, ['sportsbook']);
  // The tab bar keeps home, sports, the next category and promotions; the sheet has the rest.
  const tabs = [...items.slice(0, 3), ...items.filter((i) => i.key === 'promotions')];
  return (
    <TemplateFrame className="t14-shell">
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
          <NavList
            items={items}
            className="t14-panel__list"
            linkClassName="t14-link"
            icon={navIcon}
          />
          <Languages />
        </nav>
        <FrameMain className="t14-main">{children}</FrameMain>
      </div>
      <SiteFooter className="t14-footer" copyClassName="t14-footer__copy" languages={false} />
      <nav className="t14-tabbar" aria-label={t('mainNavigation')}>
        <NavList items={tabs} className="t14-tabbar__list" linkClassName="t14-link" icon={navIcon}>
          <li>
            <MenuSheet
              prefix="t14"
              items={items}
              icon={navIcon}
              more={<Icon name="more" />}
              close={<Icon name="close" />}
              accountClassName="t14-menu__list t14-menu__list--sheet"
              accountLinkClassName="t14-link"
            />
          </li>
        </NavList>
      </nav>
    </TemplateFrame>
  );
}
