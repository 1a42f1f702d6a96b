import type { ComponentType } from 'react';
import { CmsScreen } from '../content/cms-screen';
import { LimitsSection } from './limits-section';
import './responsible.css';

/** The player's tools under the operator's text, in the order they show; each stands alone. */
const sections: readonly (readonly [string, ComponentType])[] = [['limits', LimitsSection]];

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
