import { useTranslation } from 'react-i18next';
import { PanelHome } from '../shared/panel-home';
import { categoryGlyph, Icon } from './icons';

/** A scroll-like banner with the welcome on a paper panel below it, then captioned side banners. */
export function Home() {
  const { t } = useTranslation();
  return (
    <PanelHome
      prefix="t4"
      panel="t4-paper"
      wrapHeadings
      moreBanners={[{ n: 4, to: '/hot', label: t('hotGames') }]}
      badge={<Icon name="megaphone" />}
      glyph={categoryGlyph}
    />
  );
}
