import type { ReactNode } from 'react';
import { useId } from 'react';
import '../../shared/card.css';
import './responsible.css';

/** A card of the safety pages: a heading that names it, an optional intro, then its content. */
export function SafetyCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="pf-card pf-safety" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-safety__title">
        {title}
      </h2>
      {intro && <p className="pf-safety__intro">{intro}</p>}
      {children}
    </section>
  );
}
