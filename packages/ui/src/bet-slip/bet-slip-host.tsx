import { betSlipRestored } from '@playfront/core/sports';
import { useAppDispatch, useAppSelector } from '@playfront/core/store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../shared/hydrated';

const BetSlip = lazy(async () => ({ default: (await import('./connected-slip')).BetSlip }));

/**
 * The site's bet slip, mounted once around every page. A slip saved on this browser is taken in
 * once the page is the browser's; the slip's code loads only when it first holds a selection.
 */
export function BetSlipHost() {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const holding = useAppSelector((state) => state.betSlip.selections.length > 0);
  const [needed, setNeeded] = useState(holding);
  if (holding && !needed) setNeeded(true);
  useEffect(() => {
    if (hydrated) dispatch(betSlipRestored());
  }, [hydrated, dispatch]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
