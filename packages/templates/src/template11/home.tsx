import type { Game } from '@playfront/core/games';
import { providerLogoUrl, providerName } from '@playfront/core/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useGameRows,
  usePlayGame,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { RecentlyPlayed } from '../shared/home-blocks';

/** Swipeable banners, captioned from the texts. */
function Banners() {
  const { t } = useTranslation();
  const banners = [
    { n: 1, to: '/promotions', text: t('t11_bannerText') },
    { n: 3, to: '/promotions', text: t('promotions') },
    { n: 5, to: '/vip', text: t('vip') },
  ];
  return (
    <ul className="t11-banners">
      {banners.map((b, i) => (
        <li key={b.n}>
          <LocalLink to={b.to} className="t11-banner">
            <LazyImage
              priority={i === 0}
              src={`/api/media/banner/${b.n}.svg`}
              alt=""
              width={1200}
              height={400}
            />
            <span className="t11-banner__text">{b.text}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** The site's announcements on one scrolling line; static when the visitor asks for less motion. */
function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t11-marquee" aria-label={t('announcements')}>
      <Icon name="megaphone" />
      <div className="t11-marquee__window">
        <ul className="t11-marquee__track">
          {announcements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Categories() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t11-cats" aria-labelledby="t11-cats-title">
      <h2 id="t11-cats-title" className="t11-title">
        {t('categories')}
      </h2>
      <ul className="t11-cats__list">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalLink to={c.route} className="t11-cat">
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A compact tile: the whole card plays, the provider logo sits on it as a badge. */
function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation();
  const play = usePlayGame();
  return (
    <button
      type="button"
      className="t11-card"
      aria-label={t('gameBy', { game: game.game_name, provider: providerName(game.provider_code) })}
      onClick={() => play(game)}
    >
      <span className="t11-card__media">
        <LazyImage src={game.game_image} alt="" width={300} height={300} />
        <span className="t11-card__badge">
          <LazyImage src={providerLogoUrl(game.provider_code)} alt="" width={28} height={28} />
        </span>
      </span>
      <span className="t11-card__name">{game.game_name}</span>
    </button>
  );
}

/** Hot, featured, popular and new behind a segmented control (tabs with arrow keys). */
function GameLists() {
  const { t } = useTranslation();
  const rows = useGameRows();
  const lists = [
    { key: 'hot', label: t('hotGames'), games: rows.hot },
    { key: 'featured', label: t('featured'), games: rows.featured },
    { key: 'popular', label: t('popular'), games: rows.popular },
    { key: 'new', label: t('newGames'), games: rows.new },
  ];
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + lists.length) % lists.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: lists.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <section className="t11-lists" aria-labelledby="t11-lists-title">
      <h2 id="t11-lists-title" className="pf-sr-only">
        {t('t11_gameLists')}
      </h2>
      <div className="t11-seg" role="tablist" aria-label={t('t11_gameLists')} onKeyDown={onKeyDown}>
        {lists.map((list, i) => (
          <button
            key={list.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`t11-tab-${list.key}`}
            className="t11-seg__tab"
            aria-selected={i === active}
            aria-controls={`t11-panel-${list.key}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {list.label}
          </button>
        ))}
      </div>
      {lists.map((list, i) => (
        <div
          key={list.key}
          role="tabpanel"
          id={`t11-panel-${list.key}`}
          aria-labelledby={`t11-tab-${list.key}`}
          hidden={i !== active}
        >
          <ul className="t11-grid" aria-label={list.label}>
            {list.games.slice(0, 8).map((game) => (
              <li key={`${game.provider_code}:${game.game_code}`}>
                <GameTile game={game} />
              </li>
            ))}
          </ul>
          {list.key === 'hot' && (
            <LocalLink to="/hot" className="t11-more">
              {t('seeAll')}
            </LocalLink>
          )}
        </div>
      ))}
    </section>
  );
}

function ProviderStrip() {
  const providerStrip = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className="t11-providers" aria-labelledby="t11-providers-title">
      <h2 id="t11-providers-title" className="t11-title">
        {t('providers')}
      </h2>
      <ul className="t11-providers__list">
        {providerStrip.map((p) => (
          <li key={p.code}>
            <LocalLink to={p.route}>
              <LazyImage src={p.logo} alt={p.name} width={96} height={40} />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, playerName } = useSiteHeader();
  return (
    <div className="t11-home">
      <div className="t11-col">
        <h1 className="t11-hello">
          {isAuthenticated
            ? t('welcomeBack', { name: playerName })
            : t('welcome', { site: siteName })}
        </h1>
        <Banners />
        <Announcements />
        <Categories />
        <RecentlyPlayed className="t11-rows" />
        <GameLists />
        <ProviderStrip />
      </div>
      <div className="t11-side">
        <Top10Panel />
        <AppDownloadBar />
      </div>
    </div>
  );
}
