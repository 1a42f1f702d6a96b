import type { ReactNode } from 'react';
import { LobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** The classic lobby: top bar, category row, drawer on phones. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LobbyLayout prefix="t1" logoHeight={40} icons={icons}>
      {children}
    </LobbyLayout>
  );
}
