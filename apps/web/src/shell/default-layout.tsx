import type { ReactNode } from 'react';

/** The `default` layout: the page alone, for full-screen routes such as /playnow. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="pf-default-layout">
      {children}
    </main>
  );
}
