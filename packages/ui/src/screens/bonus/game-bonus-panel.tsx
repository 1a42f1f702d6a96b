import type { RefObject } from 'react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useMoney } from '../wallet/support';
import { BonusCard, leftToWager } from './bonus-card';
import { useRunningBonuses } from './my-bonuses';

/** What a game posts to the page around it after each round (no data). */
export const GAME_ROUND_MESSAGE = 'playfront:round';

/**
 * How often the panel reads the bonus again while a game is open and a casino bonus is active:
 * for games that do not post their rounds. A game that does moves the panel at once.
 */
export const BONUS_POLL_MS = 30_000;

/**
 * The casino bonus's progress beside a game: always what is left to wager, and on opening what
 * was wagered of what is required, what this game counts, the largest stake and the time left.
 * It is read again after every round the game posts (`GAME_ROUND_MESSAGE` from the game's frame,
 * whose sandbox gives it an opaque origin) and every BONUS_POLL_MS while the page is in view.
 * Nothing shows without a bonus. It is drawn on the server too, before the game is launched.
 */
export function GameBonusPanel({
  frame,
  category,
}: {
  /** The game's frame: only its messages count. */
  frame: RefObject<HTMLIFrameElement | null>;
  /** The game's category key (`slot_game`), to say what its stakes count. Default none. */
  category?: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  // Polled only while a casino bonus is active (adjusted while rendering, React's pattern).
  const [polling, setPolling] = useState(0);
  const { running, refetch, fulfilledTimeStamp } = useRunningBonuses('casino', {
    pollingInterval: polling,
  });
  const wanted = running.some((b) => b.status === 'active') ? BONUS_POLL_MS : 0;
  if (wanted !== polling) setPolling(wanted);

  useEffect(() => {
    const played = (event: MessageEvent) => {
      // The game's frame is sandboxed in an origin of its own ("null"): its message is known by
      // the window it comes from, and from no other origin than that or the site's.
      if (event.origin !== 'null' && event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data) {
        if (data.type === GAME_ROUND_MESSAGE) void refetch();
      }
    };
    window.addEventListener('message', played);
    return () => window.removeEventListener('message', played);
  }, [frame, refetch]);

  const [bonus] = running;
  if (!bonus) return null;
  return (
    <section className="pf-bonus-panel" aria-labelledby={titleId}>
      <details className="pf-bonus-panel__details">
        <summary className="pf-bonus-panel__summary">
          <span id={titleId} className="pf-bonus-panel__title">
            {t('bonus_gamePanel')}
          </span>{' '}
          <span className="pf-bonus-panel__left">
            {t('bonus_left')}: <strong>{money(leftToWager(bonus))}</strong>
          </span>
        </summary>
        <BonusCard
          bonus={bonus}
          money={money}
          category={category}
          headingLevel={2}
          readAt={fulfilledTimeStamp}
        />
      </details>
    </section>
  );
}
