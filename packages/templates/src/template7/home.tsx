import type { Game } from '@playfront/core/games';
import { providerName } from '@playfront/core/games';
import { GameGrid, GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useFavourites,
  useGameRows,
  useLanguage,
  useLoginAction,
  usePlayGame,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { RecentlyPlayed } from '../shared/home-blocks';

/** A ranked chart of games: position, small thumbnail, name, provider and Play. */
function Chart({ title, games }: { title: string; games: readonly Game[] }) {
  const { t } = useTranslation();
  const play = usePlayGame();
  return (
    <section className="t7-chart" aria-labelledby="t7-chart-title">
      <h2 id="t7-chart-title" className="t7-h2">
        {title}
      </h2>
      <ol className="t7-chart-list">
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`} className="t7-chart-item">
            <LazyImage src={game.game_image} alt="" width={56} height={56} />
            <span className="t7-chart-text">
              <span className="t7-chart-name">{game.game_name}</span>
              <span className="t7-chart-provider">{providerName(game.provider_code)}</span>
            </span>
            <button
              type="button"
              className="t7-text-btn"
              aria-label={`${t('playNow')} ${game.game_name}`}
              onClick={() => play(game)}
            >
              {t('playNow')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Home() {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { siteName, announcements, isAuthenticated } = useSiteHeader();
  const categories = useCategoryLinks();
  const rows = useGameRows();
  const play = usePlayGame();
  const { isFavourite, toggle } = useFavourites();
  const login = useLoginAction();
  const actions = {
    onPlay: play,
    isFavourite,
    onToggleFavourite: toggle,
    playLabel: t('playNow'),
    favouriteLabel: t('addFavourite'),
  };
  return (
    <div className="t7-home">
      <section className="t7-hero" aria-labelledby="t7-hero-title">
        <div className="t7-hero-text">
          <h1 id="t7-hero-title" className="t7-h1">
            {t('welcome', { site: siteName })}
          </h1>
          <p className="t7-lede">{t('descriptionHome', { site: siteName })}</p>
          {isAuthenticated ? (
            <LocalLink to="/deposit" className="t7-btn t7-btn--solid">
              {t('deposit')}
            </LocalLink>
          ) : (
            <p className="t7-hero-actions">
              <LocalLink to="/register" className="t7-btn t7-btn--solid">
                {t('register')}
              </LocalLink>
              <button type="button" className="t7-text-btn" onClick={login}>
                {t('login')}
              </button>
            </p>
          )}
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
      {announcements.length > 0 && (
        <section className="t7-notes" aria-label={t('announcements')}>
          <ul>
            {announcements.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="t7-index" aria-labelledby="t7-index-title">
        <h2 id="t7-index-title" className="t7-h2">
          {t('categories')}
        </h2>
        <ol className="t7-index-list">
          {categories.map((c) => (
            <li key={c.key}>
              <LocalLink to={c.route} className="t7-index-link">
                {c.label}
              </LocalLink>
            </li>
          ))}
        </ol>
      </section>
      <div className="t7-split">
        <Chart title={t('popular')} games={rows.popular} />
        <section className="t7-grid" aria-labelledby="t7-hot-title">
          <div className="t7-section-head">
            <h2 id="t7-hot-title" className="t7-h2">
              {t('hotGames')}
            </h2>
            <LocalLink to="/hot" className="t7-more">
              {t('seeAll')}
            </LocalLink>
          </div>
          <GameGrid games={rows.hot.slice(0, 6)} label={t('hotGames')} {...actions} />
        </section>
      </div>
      <RecentlyPlayed className="t7-rows" />
      <GameRow
        title={t('featured')}
        games={rows.featured}
        moreHref={localize('/slots')}
        moreLabel={t('seeAll')}
        {...actions}
      />
      <GameRow
        title={t('newGames')}
        games={rows.new}
        moreHref={localize('/slots')}
        moreLabel={t('seeAll')}
        {...actions}
      />
      <section className="t7-providers" aria-labelledby="t7-providers-title">
        <h2 id="t7-providers-title" className="t7-h2">
          {t('providers')}
        </h2>
        <ul className="t7-provider-list">
          {providerLogos.map((p) => (
            <li key={p.code}>
              <LocalLink to={p.route}>
                <img src={p.logo} alt={p.name} width={88} height={44} loading="lazy" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
