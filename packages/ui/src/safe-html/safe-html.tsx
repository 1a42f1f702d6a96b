import { useMemo } from 'react';
import { cx } from '../shared/cx';
import { sanitizeHtml } from '@playfront/core/site';
import './safe-html.css';

export interface SafeHtmlProps {
  /** HTML from the server, sanitized before it is rendered. */
  html: string;
  /** Element to render. Default "div". */
  as?: 'div' | 'section' | 'article';
  className?: string;
}

/** Renders server HTML (CMS bodies, SEO bodies) after DOMPurify has cleaned it. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag className={cx('pf-safe-html', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
