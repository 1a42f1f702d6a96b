import type { OddsFormat } from '@playfront/core/sports';
import { formatOdds, isOddsFormat, oddsFormats } from '@playfront/core/sports';
import {
  selectOddsFormat,
  setOddsFormat,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import '../shared/controls.css';
import '../shared/input.css';
import './odds-format-select.css';

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
        className="pf-input pf-odds-format__select"
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
