import type { ReactNode } from 'react';

/**
 * A page's landmark and its one h1: `block` classes the frame and `${block}__title` the heading;
 * `column` also lays the frame out as the centred screen column (`pf-column`, `column.css`, which
 * `auth.css` brings: the sign-in and account pages load it already, so it costs no request).
 */
export function TitledPage({
  block,
  title,
  column = false,
  as: Frame = 'section',
  children,
}: {
  block: string;
  title: string;
  column?: boolean;
  as?: 'section' | 'article';
  children: ReactNode;
}) {
  return (
    <Frame className={column ? `${block} pf-column` : block}>
      <h1 className={`${block}__title`}>{title}</h1>
      {children}
    </Frame>
  );
}
