import type { ReactNode } from 'react';
import { TitledPage } from '../../shared/titled-page';
import './screens-content.css';

/** The frame every content page shares: one h1 and the page's body. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPage block="pf-content-page" title={title} as="article">
      {children}
    </TitledPage>
  );
}
