import type { ReactNode } from 'react';
import { StripLobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** Sports leads the navigation of a sportsbook; the other categories, promotions and VIP follow. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <StripLobbyLayout prefix="t13" lead={['sportsbook']} icons={icons}>
      {children}
    </StripLobbyLayout>
  );
}
