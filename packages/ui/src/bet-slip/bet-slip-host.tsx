import { holdsSelections } from '@playfront/core/sports';
import { useAppSelector, useAppStore } from '@playfront/core/store';
import { lazy, Suspense, useEffect, useState } from 'react';

const BetSlip = lazy(async () => ({ default: (await import('./connected-slip')).BetSlip }));

/**
 * The site's bet slip, mounted once around every page. Its code (state included) loads with the
 * first selection, or once the page is the browser's when a slip is saved on this browser.
 */
export function BetSlipHost() {
  const store = useAppStore();
  const holding = useAppSelector(holdsSelections);
  const [needed, setNeeded] = useState(holding);
  if (holding && !needed) setNeeded(true);
  // Effects run in the browser once the page has hydrated, never on the server.
  useEffect(() => {
    if (store.savedBetSlip?.selections.length) setNeeded(true);
  }, [store]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
