import { formatNumber } from '@playfront/core/format';
import { selectIsAuthenticated, useAppSelector } from '@playfront/core/store';
import type { ReactNode } from 'react';
import { TitledPage } from '../../shared/titled-page';
import '../../shared/controls.css';
import '../../shared/card.css';
import '../auth/auth.css';
import './account.css';

/** An amount as players read it: grouped digits, "0" for nothing (the formatter gives ''). */
export const amount = (value: number): string => formatNumber(value, 'en') || '0';

/** Whether own-data calls may run: only for a signed-in player. */
export const useSignedIn = (): boolean => useAppSelector(selectIsAuthenticated);

/** One account page: a main landmark with its heading. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPage block="pf-account" title={title} column>
      {children}
    </TitledPage>
  );
}

export { LoadState } from './load-state';
