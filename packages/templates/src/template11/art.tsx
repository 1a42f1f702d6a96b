import type { Game } from '@playfront/core/games';
import { providerLogoUrl, providerName } from '@playfront/core/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, PlayLink, useGameRows, useSiteHeader } from '@playfront/ui/site';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useGameName } from '../shared/home-blocks';

/** A compact tile: the whole card plays, the provider logo sits on it as a badge. */
function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation();
  const name = useGameName()(game);
  return (
    <PlayLink
      game={game}
      className="t11-card"
      aria-label={t('gameBy', { game: name, provider: providerName(game.provider_code) })}
    >
      <span className="t11-card__media">
        <LazyImage src={game.game_image} alt="" width={300} height={300} />
        <span className="t11-card__badge">
          <LazyImage src={providerLogoUrl(game.provider_code)} alt="" width={28} height={28} />
        </span>
      </span>
      <span className="t11-card__name">{name}</span>
    </PlayLink>
  );
}

/** Hot, featured, popular and new behind a segmented control (tabs with arrow keys). */
export function GameLists() {
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
          <ul className="pf-list t11-grid" aria-label={list.label}>
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

/** The greeting: the site's welcome for a guest, the player's name once signed in. */
export function Hello() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, playerName } = useSiteHeader();
  return (
    <h1 className="t11-hello">
      {isAuthenticated ? t('welcomeBack', { name: playerName }) : t('welcome', { site: siteName })}
    </h1>
  );
}
