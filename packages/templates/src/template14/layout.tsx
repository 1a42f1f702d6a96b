import { teamName } from '@playfront/core/sports';
import { KickoffTime, useMatches } from '@playfront/ui/bet-line';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../shared/account-links';
import { AppLayout } from '../shared/app-layout';
import { SignOutButton } from '../shared/blocks';
import * as icons from './icons';
import { Icon } from './icons';

/** From 769px the tab bar and its sheet are gone: the account pages open in the header. */
function Account() {
  const { t } = useTranslation();
  return (
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
      linkClassName="t14-link pf-app-link"
    >
      <SignOutButton className="pf-btn t14-btn" />
    </AccountMenu>
  );
}

/** Upcoming matches scrolling across the board; static when the visitor asks for less motion. */
function ScoreTicker() {
  const { t } = useTranslation();
  const data = useMatches();
  // Held open while the lines load, so the page does not move down when they arrive.
  if (!data.loading && data.matches.length === 0) return null;
  return (
    <section
      className="t14-ticker pf-ticker"
      aria-label={t('t14_liveScores')}
      aria-busy={data.loading}
    >
      <p className="t14-ticker__label" aria-hidden="true">
        {t('t14_liveScores')}
      </p>
      <div className="pf-ticker__window">
        <ul className="pf-ticker__track">
          {data.matches.map(({ id, first }) => (
            <li key={id} className="t14-ticker__item">
              <span>{teamName(first, 'home', data.lang)}</span>
              <span className="t14-led">{data.odds(first.odds)}</span>
              <span>{teamName(first, 'away', data.lang)}</span>
              <KickoffTime iso={first.kickoff} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppLayout
      prefix="t14"
      icons={icons}
      lead={['sportsbook']}
      panelLabel={t('t14_sportsRail')}
      account={<Account />}
      headerEnd={<ScoreTicker />}
      sheetAccountClassName="t14-menu__list t14-menu__list--sheet"
      sheetAccountLinkClassName="t14-link pf-app-link"
      shellClassName="pf-touch-games"
    >
      {children}
    </AppLayout>
  );
}
