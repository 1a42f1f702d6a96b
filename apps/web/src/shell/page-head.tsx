import type { HeadInput } from '@playfront/core/seo';
import { buildHead } from '@playfront/core/seo';
import { useLayoutEffect } from 'react';

/**
 * The page's head tags as React 19 elements (hoisted into <head>). The server's copies, marked
 * `data-pf-head`, are dropped once the client renders its own.
 */
export function PageHead(props: HeadInput) {
  useLayoutEffect(() => {
    for (const el of document.head.querySelectorAll('[data-pf-head]')) el.remove();
  }, []);
  return (
    <>
      {buildHead(props).map((tag, i) => {
        if (tag.tag === 'title') return <title key="title">{tag.text}</title>;
        if (tag.tag === 'meta') return <meta key={`m${i}`} {...tag.attrs} />;
        const { hreflang, ...attrs } = tag.attrs;
        return <link key={`l${i}`} {...attrs} hrefLang={hreflang} />;
      })}
    </>
  );
}
