import type { ReactNode } from 'react';
import * as icons from './icons';
import { TabLayout } from '../shared/tab-bar';

/** The arcade: a desktop side rail (≥1200px) of icons with labels, the current one lit. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <TabLayout prefix="t3" icons={icons} nav="t3-rail" rail>
      {children}
    </TabLayout>
  );
}
