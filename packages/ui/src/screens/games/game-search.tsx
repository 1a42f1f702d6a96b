import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Icon } from '../../shared/icon';
import '../../shared/controls.css';
import './game-search.css';

const loadPanel = () => import('./game-search-panel');
const GameSearchPanel = lazy(loadPanel);

export interface GameSearchProps {
  /** Extra class of the search's root, for a template's header. Default none. */
  className?: string;
}

/**
 * The header's game search: a button that opens the search field with results as the player
 * types. The field and its results load on first focus or tap, so pages that are only looked at
 * do not carry them.
 */
export function GameSearch({ className }: GameSearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  const prefetch = () => void loadPanel();
  return (
    <div className={className ? `pf-game-search ${className}` : 'pf-game-search'}>
      <button
        ref={toggle}
        type="button"
        className="pf-btn pf-game-search__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="search" />
        {/* The button's name; shown from tablet width, read by screen readers everywhere. */}
        <span className="pf-sr-only pf-game-search__hint">{t('games_search')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <GameSearchPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
