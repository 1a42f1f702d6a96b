import type { ReactNode } from 'react';
import './screens-content.css';

/** The frame every content page shares: one h1 and the page's body. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="pf-content-page">
      <h1 className="pf-content-page__title">{title}</h1>
      {children}
    </article>
  );
}
