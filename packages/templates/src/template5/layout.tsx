import type { ReactNode } from 'react';
import * as icons from './icons';
import { TabLayout } from '../shared/tab-bar';

/** Glass over a blurred backdrop; the navigation as pill chips in a sideways-scrolling strip. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <TabLayout
      prefix="t5"
      icons={icons}
      nav="t5-nav"
      navLinkClassName="t5-chip"
      backdrop={<div className="t5-backdrop" aria-hidden="true" />}
    >
      {children}
    </TabLayout>
  );
}
