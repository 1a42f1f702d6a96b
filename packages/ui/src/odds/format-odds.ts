import type { OddsFormat } from '@playfront/core/sports';
import { formatOdds, isDecimalOdds } from '@playfront/core/sports';
import { selectOddsFormat, useAppSelector } from '@playfront/core/store';
import { useCallback } from 'react';

/** A decimal price as the player reads it; a figure that is no price is shown as sent. */
export function oddsText(decimal: number, format: OddsFormat): string {
  return isDecimalOdds(decimal) ? formatOdds(decimal, format) : String(decimal);
}

/** Formats decimal prices in the player's odds format, for texts that carry a price. */
export function useFormatOdds(): (decimal: number) => string {
  const format = useAppSelector(selectOddsFormat);
  return useCallback((decimal: number) => oddsText(decimal, format), [format]);
}
