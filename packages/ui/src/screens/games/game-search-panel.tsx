import { useSearchGamesQuery } from '@playfront/core/api';
import type { Game } from '@playfront/core/games';
import { gameTitle, providerName, searchQuery, toGame } from '@playfront/core/games';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Icon } from '../../shared/icon';
import { useLanguage } from '../../site/language';
import { useGameRows, usePlayGame } from '../../site/site-data';
import { useDebounced } from './use-debounced';
import '../../shared/card.css';
import './game-search-panel.css';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Games listed under the field. */
const RESULTS = 8;
/** Hot games suggested when nothing is found. */
const SUGGESTIONS = 6;

export interface GameSearchPanelProps {
  id: string;
  /** Closes the panel; `returnFocus` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
}

interface Option {
  provider_code: string;
  game_code: string;
  name: string;
  image: string;
}

const optionOf = (game: Game, language: string): Option => ({
  provider_code: game.provider_code,
  game_code: game.game_code,
  name: gameTitle(game, language),
  image: game.game_image,
});

/**
 * The search field (an ARIA combobox) and its list of games: found as the player types, or the
 * hot games when nothing matches. Arrow keys move through the list, Enter opens the game, Escape
 * clears the field and then closes the panel.
 */
export default function GameSearchPanel({ id, onClose }: GameSearchPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const play = usePlayGame();
  const root = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listId = useId();
  const headingId = useId();
  const [typed, setTyped] = useState('');
  // The chosen option belongs to the list it was chosen in; a new list starts with none.
  const [cursor, setCursor] = useState({ list: '', index: -1 });
  const query = useDebounced(searchQuery(typed), SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching } = useSearchGamesQuery(
    { query, category: '', providers: [], sort: 'popular', page: 1, page_size: RESULTS },
    { skip: !query },
  );
  const hot = useGameRows().hot;
  const found = query && currentData ? (currentData.value ?? []) : null;
  const none = found !== null && found.length === 0;
  const options: Option[] = none
    ? hot.slice(0, SUGGESTIONS).map((g) => optionOf(g, language))
    : (found ?? []).map((g) => optionOf(toGame(g), language));
  const expanded = found !== null;
  const listKey = options.map((o) => `${o.provider_code}:${o.game_code}`).join(' ');
  const active = cursor.list === listKey ? cursor.index : -1;
  const setActive = (next: (current: number) => number) =>
    setCursor({ list: listKey, index: next(active) });

  // A tap or click outside closes the panel.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.parentElement?.contains(event.target as Node))
        onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const choose = (option: Option) => {
    onClose(false);
    play(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter') {
      const option = options[active] ?? (none ? undefined : options[0]);
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (typed) setTyped('');
      else onClose(true);
    }
  };

  const status = !query
    ? ''
    : isFetching && !currentData
      ? t('loading')
      : none
        ? t('games_searchNone', { query })
        : found
          ? t('games_searchCount', { count: currentData?.total ?? found.length })
          : '';

  return (
    <div ref={root} id={id} className="pf-card pf-game-search__panel" role="search">
      <div className="pf-game-search__field">
        <label className="pf-sr-only" htmlFor={inputId}>
          {t('games_search')}
        </label>
        <Icon name="search" />
        <input
          id={inputId}
          className="pf-game-search__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('games_searchPlaceholder')}
          // The player opened the panel to type: the field takes the focus from its button.
          autoFocus
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="pf-btn pf-btn--ghost pf-game-search__close"
          aria-label={t('close')}
          onClick={() => onClose(true)}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="pf-game-search__results" hidden={!expanded}>
        {none && <p className="pf-game-search__none">{t('games_searchNone', { query })}</p>}
        <p id={headingId} className="pf-game-search__heading">
          {none ? t('games_searchSuggestions') : t('games_searchResults')}
        </p>
        <ul id={listId} role="listbox" aria-labelledby={headingId} className="pf-game-search__list">
          {options.map((option, i) => (
            <li
              key={`${option.provider_code}:${option.game_code}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="pf-game-search__option"
              // Keeps the focus in the field, so the list stays open until the choice is made.
              onPointerDown={(e) => e.preventDefault()}
              onPointerMove={() => setActive(() => i)}
              onClick={() => choose(option)}
            >
              <img src={option.image} alt="" width={40} height={40} loading="lazy" />
              <span className="pf-game-search__name">{option.name}</span>
              <span className="pf-game-search__provider">{providerName(option.provider_code)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="pf-sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
