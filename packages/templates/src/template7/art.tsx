import type { Game } from '@playfront/core/games';
import { providerName } from '@playfront/core/games';
import { GameGrid } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, PlayLink, useGameRows, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { buttonClass } from '../shared/blocks';
import { heroTitleId, HeroWelcome, useGameActions, useGameName } from '../shared/home-blocks';

/** A ranked chart of games: position, small thumbnail, name, provider and Play. */
function Chart({ title, games }: { title: string; games: readonly Game[] }) {
  const { t } = useTranslation();
  const nameOf = useGameName();
  return (
    <section className="t7-chart" aria-labelledby="t7-chart-title">
      <h2 id="t7-chart-title" className="pf-bar-title">
        {title}
      </h2>
      <ol className="pf-list t7-chart-list">
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`} className="t7-chart-item">
            <LazyImage src={game.game_image} alt="" width={56} height={56} />
            <span className="t7-chart-text">
              <span className="t7-chart-name">{nameOf(game)}</span>
              <span className="t7-chart-provider">{providerName(game.provider_code)}</span>
            </span>
            <PlayLink
              game={game}
              className={buttonClass('text')}
              aria-label={`${t('playNow')} ${nameOf(game)}`}
            >
              {t('playNow')}
            </PlayLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The editorial hero: the welcome, its lede and the call to action beside the banner. */
export function Hero() {
  return (
    <section className="t7-hero" aria-labelledby={heroTitleId}>
      <div className="t7-hero-text">
        <HeroWelcome as="p" primary="primary" secondary="text" />
      </div>
      <LazyImage
        priority
        className="t7-hero-image"
        src="/api/media/banner/1.svg"
        alt=""
        width={1200}
        height={400}
      />
    </section>
  );
}

/** The announcements as notes that stay put. */
export function Notes() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t7-notes" aria-label={t('announcements')}>
      <ul>
        {announcements.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The popular chart beside six hot games. */
export function Split() {
  const { t } = useTranslation();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="t7-split">
      <Chart title={t('popular')} games={rows.popular} />
      <section className="t7-grid" aria-labelledby="t7-hot-title">
        <div className="pf-bar-head">
          <h2 id="t7-hot-title" className="pf-bar-title">
            {t('hotGames')}
          </h2>
          <LocalLink to="/hot" className="pf-more">
            {t('seeAll')}
          </LocalLink>
        </div>
        <GameGrid games={rows.hot.slice(0, 6)} label={t('hotGames')} {...actions} />
      </section>
    </div>
  );
}

/** A word on a button of the header: Menu or Close. */
export function Word({ text }: { text: 'menu' | 'close' }) {
  const { t } = useTranslation();
  return t(text);
}

/** The site's name over the footer's links. */
export function FooterName() {
  const { siteName } = useSiteHeader();
  return <p className="t7-footer-name">{siteName}</p>;
}
