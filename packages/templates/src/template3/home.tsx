import { PanelHome } from '../shared/panel-home';
import { categoryGlyph, Icon } from './icons';

/** An arcade "screen" banner with the welcome, next to two lit side banners. */
export function Home() {
  return (
    <PanelHome
      prefix="t3"
      className="pf-stacked-cards"
      panel="t3-neon"
      panelMarquee
      badge={
        <span className="t3-marquee__badge">
          <Icon name="megaphone" />
        </span>
      }
      glyph={categoryGlyph}
    />
  );
}
