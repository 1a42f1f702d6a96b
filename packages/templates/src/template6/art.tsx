import type { GameCategoryKey } from '@playfront/core/contract';
import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { HeroActions } from '../shared/home-blocks';
import { CategoryGlyph, PlayerGlyph } from './icons';

/** The welcome line over the category tiles. */
export function Welcome() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return <h1 className="t6-welcome">{t('welcome', { site: siteName })}</h1>;
}

/** A category tile's content: its chunky glyph over its name. */
export const tile = (c: { key: GameCategoryKey; label: string }) => (
  <>
    <span className="pf-dot t6-tile-icon">
      <CategoryGlyph category={c.key} />
    </span>
    <span className="t6-tile-label">{c.label}</span>
  </>
);

/** The fruit machine's hero: the main banner with the site's pitch, two promotions beside it. */
export function Hero() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <section className="t6-hero" aria-labelledby="t6-hero-title">
      <div className="t6-hero-main">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
        <div className="t6-hero-card">
          <h2 id="t6-hero-title" className="t6-hero-title">
            {t('descriptionHome', { site: siteName })}
          </h2>
          <HeroActions />
        </div>
      </div>
      <ul className="pf-list t6-hero-side" aria-label={t('promotions')}>
        {[2, 3].map((n) => (
          <li key={n}>
            <LocalLink to="/promotions" className="t6-promo">
              <LazyImage src={`/api/media/banner/${n}.svg`} alt="" width={1200} height={400} />
              <span className="t6-promo-label">{t('promotions')}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The account menu's button: the player glyph and its label. */
export function AccountLabel() {
  const { t } = useTranslation();
  return (
    <>
      <PlayerGlyph />
      <span>{t('account')}</span>
    </>
  );
}
