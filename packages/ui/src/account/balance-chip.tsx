import { formatNumber } from '@playfront/core/format';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import './account.css';

export interface BalanceChipProps {
  /** Game balance. */
  balance: number | string;
  /** Game token balance. */
  token: number | string;
  /** Locale for digit grouping. Default "en". */
  locale?: string;
  /** Label of the balance. Default "Balance". */
  balanceLabel?: string;
  /** Label of the token balance. Default "Token". */
  tokenLabel?: string;
  /** Called when the refresh button is pressed; without it no button shows. */
  onRefresh?: () => void;
  /** Whether a refresh is under way (the button is busy). Default false. */
  refreshing?: boolean;
  /** Name of the refresh button. Default "Refresh balance". */
  refreshLabel?: string;
}

// The formatter gives nothing for 0; a wallet still reads "0".
const show = (value: number | string, locale: string) => formatNumber(value, locale) || '0';

/** The player's balance and token balance, formatted by core's number formatter. */
export function BalanceChip({
  balance,
  token,
  locale = 'en',
  balanceLabel = 'Balance',
  tokenLabel = 'Token',
  onRefresh,
  refreshing = false,
  refreshLabel = 'Refresh balance',
}: BalanceChipProps) {
  return (
    <div className="pf-balance">
      <dl className="pf-balance__item">
        <dt className="pf-balance__label">{balanceLabel}</dt>
        <dd className="pf-balance__value">{show(balance, locale)}</dd>
      </dl>
      <dl className="pf-balance__item">
        <dt className="pf-balance__label">{tokenLabel}</dt>
        <dd className="pf-balance__value">{show(token, locale)}</dd>
      </dl>
      {onRefresh && (
        <button
          type="button"
          className="pf-btn pf-btn--ghost pf-balance__refresh"
          aria-label={refreshLabel}
          aria-busy={refreshing}
          disabled={refreshing}
          onClick={onRefresh}
        >
          <Icon name="refresh" />
        </button>
      )}
    </div>
  );
}
