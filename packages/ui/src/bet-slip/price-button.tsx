import type { BetLineRecord } from '@playfront/core/contract';
import {
  lineSelectionId,
  selectBetSlip,
  selectInSlip,
  selectionToggled,
  SLIP_CAPACITY,
} from '@playfront/core/sports';
import { useAppDispatch, useAppSelector } from '@playfront/core/store';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { cx } from '../shared/cx';
import { Odds } from '../odds/odds';
import { useSelectionName } from './selection-name';
import '../shared/controls.css';
import './price-button.css';

export interface PriceButtonProps {
  line: BetLineRecord;
  /** Extra class for a template's look. */
  className?: string;
}

type Move = 'up' | 'down' | null;

/** Which way a price last moved while the page was open; none before its first move. */
function usePriceMove(odds: number): Move {
  const [seen, setSeen] = useState<{ odds: number; move: Move }>({ odds, move: null });
  if (seen.odds === odds) return seen.move;
  // Adjusted while rendering (React's pattern for state that follows other values).
  const move: Move = odds > seen.odds ? 'up' : 'down';
  setSeen({ odds, move });
  return move;
}

/**
 * A bet line's price as a toggle: a tap adds the selection to the bet slip, another tap takes
 * it out. Its name says what it backs ("Manila Kings to win (ML) at 1.95"); a closed market,
 * or any price while the slip is full, cannot be picked.
 */
export function PriceButton({ line, className }: PriceButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => selectInSlip(state, lineSelectionId(line)));
  const name = useSelectionName();
  const full = useAppSelector((state) => selectBetSlip(state).selections.length >= SLIP_CAPACITY);
  const move = usePriceMove(line.odds);
  // A suspended market is closed too: its price stays where it was, greyed, so nothing shifts.
  const closed = line.open === false || line.suspended === true;
  const live = line.in_play !== undefined;
  return (
    <button
      type="button"
      className={cx('pf-price', live && 'pf-price--live', className)}
      aria-pressed={selected}
      disabled={(closed || full) && !selected}
      data-move={move ?? undefined}
      onClick={() => dispatch(selectionToggled(line))}
    >
      <span className="pf-sr-only">
        {t('betSlip_priceName', { pick: name(line), type: line.bet_type })}
      </span>{' '}
      <Odds decimal={line.odds} />
      {live && (
        <>
          {line.suspended && <span className="pf-sr-only">, {t('games_suspended')}</span>}
          {move && (
            <span className="pf-sr-only">
              , {t(move === 'up' ? 'games_priceUp' : 'games_priceDown')}
            </span>
          )}
          {/* Always there, one arrow wide, so a move never pushes the price. */}
          <span className="pf-price__move" aria-hidden="true">
            {move === 'up' ? '▲' : move === 'down' ? '▼' : ''}
          </span>
        </>
      )}
    </button>
  );
}
