import type { BetLineRecord } from '@playfront/core/contract';
import {
  lineSelectionId,
  selectBetSlip,
  selectInSlip,
  selectionToggled,
  SLIP_CAPACITY,
} from '@playfront/core/sports';
import { useAppDispatch, useAppSelector } from '@playfront/core/store';
import { useTranslation } from 'react-i18next';
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
  const closed = line.open === false;
  return (
    <button
      type="button"
      className={cx('pf-price', className)}
      aria-pressed={selected}
      disabled={(closed || full) && !selected}
      onClick={() => dispatch(selectionToggled(line))}
    >
      <span className="pf-sr-only">
        {t('betSlip_priceName', { pick: name(line), type: line.bet_type })}
      </span>{' '}
      <Odds decimal={line.odds} />
    </button>
  );
}
