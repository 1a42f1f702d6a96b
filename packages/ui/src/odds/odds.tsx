import type { OddsFormat } from '@playfront/core/sports';
import { formatOdds, isDecimalOdds, isOddsFormat, oddsFormats } from '@playfront/core/sports';
import {
  selectOddsFormat,
  setOddsFormat,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../shared/controls.css';
import './odds.css';

/** The price each format's option shows as its example (evens and a half). */
const EXAMPLE_PRICE = 2.5;

/** Message keys of the formats' names. */
const formatKeys = {
  decimal: 'odds_decimal',
  hongkong: 'odds_hongkong',
  malay: 'odds_malay',
  indonesian: 'odds_indonesian',
  american: 'odds_american',
  fractional: 'odds_fractional',
} as const satisfies Record<OddsFormat, string>;

/** A decimal price as the player reads it; a figure that is no price is shown as sent. */
export function oddsText(decimal: number, format: OddsFormat): string {
  return isDecimalOdds(decimal) ? formatOdds(decimal, format) : String(decimal);
}

/** Formats decimal prices in the player's odds format, for texts that carry a price. */
export function useFormatOdds(): (decimal: number) => string {
  const format = useAppSelector(selectOddsFormat);
  return useCallback((decimal: number) => oddsText(decimal, format), [format]);
}

/** A decimal price in the player's chosen odds format (decimal until they choose). */
export function Odds({ decimal }: { decimal: number }) {
  const format = useAppSelector(selectOddsFormat);
  return (
    <span className="pf-odds" data-odds-format={format}>
      {oddsText(decimal, format)}
    </span>
  );
}

export interface OddsFormatSelectProps {
  /** Extra class on the control's wrapper. Default none. */
  className?: string;
}

/** The player's choice of odds format: a labelled select that every price on the site follows. */
export function OddsFormatSelect({ className }: OddsFormatSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const format = useAppSelector(selectOddsFormat);
  const dispatch = useAppDispatch();
  return (
    <div className={className ? `pf-odds-format ${className}` : 'pf-odds-format'}>
      <label htmlFor={id} className="pf-odds-format__label">
        {t('odds_format')}
      </label>
      <select
        id={id}
        className="pf-odds-format__select pf-focusable"
        value={format}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isOddsFormat(chosen)) dispatch(setOddsFormat(chosen));
        }}
      >
        {oddsFormats.map((option) => (
          <option key={option} value={option}>
            {t(formatKeys[option])} ({formatOdds(EXAMPLE_PRICE, option)})
          </option>
        ))}
      </select>
    </div>
  );
}
