import type { ReactNode } from 'react';
import { LobbyLayout } from '../shared/lobby-layout';
import { categoryIcon, Icon } from './icons';

/** The magazine frame: masthead, section row, drawer on phones. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LobbyLayout
      prefix="t12"
      logoHeight={36}
      glyph={(name) => <Icon name={name} />}
      categoryGlyph={(key) => <Icon name={categoryIcon(key)} />}
    >
      {children}
    </LobbyLayout>
  );
}
