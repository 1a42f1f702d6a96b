import type { Part } from '../recipe/part';
import { Parts } from '../recipe/part';

/** A column of the home, its main one (`pf-home__main`) or the side one (`pf-home__side`). */
export function Column({ side = false, sections }: { side?: boolean; sections: readonly Part[] }) {
  return (
    <div className={side ? 'pf-home__side' : 'pf-home__main'}>
      <Parts parts={sections} />
    </div>
  );
}

/** The home's columns side by side, `pf-home__columns`. */
export function Columns({ sections }: { sections: readonly Part[] }) {
  return (
    <div className="pf-home__columns">
      <Parts parts={sections} />
    </div>
  );
}
