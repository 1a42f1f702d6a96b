import type { ReactNode } from 'react';
import { LobbyLayout } from '../shared/lobby-layout';
import { categoryIcon, Icon } from './icons';

/** Sports leads the navigation of a sportsbook; the other categories, promotions and VIP follow. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <LobbyLayout
      prefix="t13"
      logoHeight={36}
      lead={['sportsbook']}
      glyph={(name) => <Icon name={name} />}
      categoryGlyph={(key) => <Icon name={categoryIcon(key)} />}
    >
      {children}
    </LobbyLayout>
  );
}
