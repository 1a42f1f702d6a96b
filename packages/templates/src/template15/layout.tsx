import { LocalNavLink } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StripLobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** Sports, games and live casino: the three big doors of a sportsbook, always on top. */
function Sections() {
  const { t } = useTranslation();
  const sections = [
    { to: '/sports', label: t('sports') },
    { to: '/hot', label: t('games') },
    { to: '/casino', label: t('t15_live') },
  ];
  return (
    <nav aria-label={t('t15_sections')} className="t15-tabs">
      <ul>
        {sections.map((s) => (
          <li key={s.to}>
            <LocalNavLink to={s.to} className="t15-tab">
              {s.label}
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sportsbook frame: sports first in the navigation, the section tabs under it. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <StripLobbyLayout prefix="t15" lead={['sportsbook']} icons={icons} headerEnd={<Sections />}>
      {children}
    </StripLobbyLayout>
  );
}
