import type { ComponentType } from 'react';
import { CmsScreen } from '../content/cms-screen';
import { useSignedIn } from '../wallet/support';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import './responsible.css';

/** The reality check and the break: a signed-in player's own; a guest meets the limits' sign-in prompt. */
function AccountTools() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <>
      <RealityCheckSection />
      <BreakSection />
    </>
  );
}

/** The player's tools under the operator's text, in the order they show; each stands alone. */
const sections: readonly (readonly [string, ComponentType])[] = [
  ['limits', LimitsSection],
  ['account', AccountTools],
];

/** /responsible-gaming: the operator's responsible-gaming text, then the player's tools. */
export function ResponsibleGamingScreen() {
  return (
    <CmsScreen page="responsible_gaming">
      <div className="pf-responsible">
        {sections.map(([key, Section]) => (
          <Section key={key} />
        ))}
      </div>
    </CmsScreen>
  );
}
