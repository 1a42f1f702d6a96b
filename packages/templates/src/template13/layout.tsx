import type { ReactNode } from 'react';
import { LobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** Sports leads the navigation of a sportsbook; the other categories, promotions and VIP follow. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LobbyLayout prefix="t13" strip logoHeight={36} lead={['sportsbook']} icons={icons}>
      {children}
    </LobbyLayout>
  );
}
