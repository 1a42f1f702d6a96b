import { selectIsAuthenticated, useAppSelector } from '@playfront/core/store';
import { useHydrated } from '../../shared/hydrated';
import { CmsScreen } from '../content/cms-screen';
import { BreakSection } from './break-section';
import { RealityCheckSection } from './reality-check-section';

/** /responsible-gaming: the operator's text, then a signed-in player's own tools. */
export function ResponsibleSafetyScreen() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  // A guest page is rendered on the server; the tools appear once the browser knows the player.
  const hydrated = useHydrated();
  return (
    <>
      <CmsScreen page="responsible_gaming" />
      {hydrated && signedIn && (
        <div className="pf-safety__tools">
          <RealityCheckSection />
          <BreakSection />
        </div>
      )}
    </>
  );
}
