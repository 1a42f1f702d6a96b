import type { ReactNode } from 'react';
import { StripLobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** The magazine frame: masthead, section row, drawer on phones. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <StripLobbyLayout prefix="t12" icons={icons}>
      {children}
    </StripLobbyLayout>
  );
}
