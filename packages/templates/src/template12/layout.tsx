import type { ReactNode } from 'react';
import { LobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';

/** The magazine frame: masthead, section row, drawer on phones. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LobbyLayout prefix="t12" strip logoHeight={36} icons={icons}>
      {children}
    </LobbyLayout>
  );
}
