import { PanelHome } from '../shared/panel-home';
import { categoryGlyph, Icon } from './icons';

/** A grand framed banner with the welcome, flanked by two smaller framed banners on desktop. */
export function Home() {
  return (
    <PanelHome
      prefix="t2"
      className="pf-stacked-cards"
      panel="t2-frame"
      wrapHeadings
      badge={<Icon name="megaphone" />}
      glyph={categoryGlyph}
    />
  );
}
