import { betSlipRestored } from '@playfront/core/sports';
import { useAppDispatch, useAppSelector } from '@playfront/core/store';
import { lazy, Suspense, useEffect, useState } from 'react';

const BetSlip = lazy(async () => ({ default: (await import('./connected-slip')).BetSlip }));

/**
 * The site's bet slip, mounted once around every page. A slip saved on this browser is taken in
 * once the page is the browser's; the slip's code loads only when it first holds a selection.
 */
export function BetSlipHost() {
  const dispatch = useAppDispatch();
  const holding = useAppSelector((state) => state.betSlip.selections.length > 0);
  const [needed, setNeeded] = useState(holding);
  if (holding && !needed) setNeeded(true);
  // Effects run in the browser once the page has hydrated, never on the server.
  useEffect(() => {
    dispatch(betSlipRestored());
  }, [dispatch]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
