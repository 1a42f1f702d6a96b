import { holdsSelections } from '@playfront/core/sports';
import { useAppSelector, useAppStore } from '@playfront/core/store';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../shared/hydrated';

const BetSlip = lazy(async () => ({ default: (await import('./connected-slip')).BetSlip }));

/**
 * The site's bet slip, mounted once around every page. Its code (state included) loads with the
 * first selection, or once the page is the browser's when a slip is saved on this browser.
 */
export function BetSlipHost() {
  const store = useAppStore();
  const holding = useAppSelector(holdsSelections);
  // False on the server and while hydrating: the saved slip is never part of the server's page.
  const hydrated = useHydrated();
  const saved = hydrated && Boolean(store.savedBetSlip?.selections.length);
  const [needed, setNeeded] = useState(holding);
  if ((holding || saved) && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
