import type { ReactNode } from 'react';
import { TitledPage } from '../../shared/titled-page';
import './auth.css';

/** One sign-in page (log in, register, a forgotten password): a narrow column with its heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPage block="pf-auth" title={title} column>
      {children}
    </TitledPage>
  );
}
