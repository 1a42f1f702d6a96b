import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, PlayLink, useGameRows, useSiteHeader } from '@playfront/ui/site';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId, HeroWelcome, useGameName } from '../shared/home-blocks';

/** The badged grids: the row each shows nine games of, its title, badge and "see all" page. */
const badgedRows = {
  hot: { title: 'hotGames', badge: 't8_badgeHot', more: '/hot' },
  new: { title: 'newGames', badge: 't8_badgeNew', more: '/slots' },
} as const;

/**
 * A dense three-across grid of nine games of a row, each tile badged (HOT / NEW) and playable as
 * a whole.
 */
export function BadgedGrid({ row }: { row: keyof typeof badgedRows }) {
  const { title, badge, more } = badgedRows[row];
  const games = useGameRows()[row].slice(0, 9);
  const { t } = useTranslation();
  const nameOf = useGameName();
  const titleId = useId();
  return (
    <section className="t8-grid-section" aria-labelledby={titleId}>
      <div className="pf-bar-head">
        <h2 id={titleId} className="pf-bar-title">
          {t(title)}
        </h2>
        <LocalLink to={more} className="pf-more">
          {t('seeAll')}
        </LocalLink>
      </div>
      <ul className="pf-list t8-grid">
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`}>
            <article className="t8-tile">
              <div className="t8-tile-media">
                <LazyImage src={game.game_image} alt="" width={300} height={300} />
                <span className="t8-badge">{t(badge)}</span>
              </div>
              <h3 className="t8-tile-name">{nameOf(game)}</h3>
              <PlayLink
                game={game}
                className="t8-tile-play"
                aria-label={`${t('playNow')} ${nameOf(game)}`}
              >
                {t('playNow')}
              </PlayLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The marquee sign: the welcome in lights over the banner. */
export function Hero() {
  return (
    <section className="t8-hero" aria-labelledby={heroTitleId}>
      <div className="t8-hero-inner">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
        <div className="t8-hero-sign">
          <HeroWelcome />
        </div>
      </div>
    </section>
  );
}

/** The site's name in lights over the footer, and a row of bulbs. */
export function FooterSign() {
  const { siteName } = useSiteHeader();
  return (
    <>
      <p className="t8-footer-name">{siteName}</p>
      <div className="t8-bulbs" aria-hidden="true" />
    </>
  );
}
