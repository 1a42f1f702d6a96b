import { formatNumber } from '@playfront/core/format';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import './account.css';

export interface BalanceChipProps {
  /** Game balance. */
  balance: number | string;
  /** Game token balance. */
  token: number | string;
  /** Bonus money being wagered, shown beside the balance when there is some. Default none. */
  bonus?: number | string | undefined;
  /** Locale for digit grouping. Default "en". */
  locale?: string;
  /** Label of the balance. Default "Balance". */
  balanceLabel?: string;
  /** Label of the token balance. Default "Token". */
  tokenLabel?: string;
  /** Label of the bonus money. Default "Bonus". */
  bonusLabel?: string;
  /** Called when the refresh button is pressed; without it no button shows. */
  onRefresh?: () => void;
  /** Whether a refresh is under way (the button is busy). Default false. */
  refreshing?: boolean;
  /** Name of the refresh button. Default "Refresh balance". */
  refreshLabel?: string;
}

// The formatter gives nothing for 0; a wallet still reads "0".
const show = (value: number | string, locale: string) => formatNumber(value, locale) || '0';

/** Whether there is bonus money to show. */
const hasBonus = (bonus: number | string | undefined): bonus is number | string =>
  Number(bonus ?? 0) > 0;

/**
 * The player's balance, bonus money and token balance, formatted by core's number formatter.
 * Bonus money sits in the balance's own item, a column beside the cash: a template that keeps
 * only the first item on a phone (`.pf-balance__item + .pf-balance__item`) still shows it.
 */
export function BalanceChip({
  balance,
  token,
  bonus,
  locale = 'en',
  balanceLabel = 'Balance',
  tokenLabel = 'Token',
  bonusLabel = 'Bonus',
  onRefresh,
  refreshing = false,
  refreshLabel = 'Refresh balance',
}: BalanceChipProps) {
  const withBonus = hasBonus(bonus);
  return (
    <div className="pf-balance">
      <dl className={withBonus ? 'pf-balance__item pf-balance__item--bonus' : 'pf-balance__item'}>
        <dt className="pf-balance__label">{balanceLabel}</dt>
        <dd className="pf-balance__value">{show(balance, locale)}</dd>
        {withBonus && (
          <>
            <dt className="pf-balance__label">{bonusLabel}</dt>
            <dd className="pf-balance__value">{show(bonus, locale)}</dd>
          </>
        )}
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

/**
 * Bonus money for a balance drawn as a text line (`pf-balance-line`): a part of the line classed
 * `pf-balance-bonus`, with the line's label and value classes, on a line of its own; nothing
 * without bonus money.
 */
export function BalanceBonus({
  bonus,
  locale = 'en',
  label = 'Bonus',
}: {
  bonus: number | string | undefined;
  /** Locale for digit grouping. Default "en". */
  locale?: string;
  /** Label of the bonus money. Default "Bonus". */
  label?: string;
}) {
  if (!hasBonus(bonus)) return null;
  return (
    <span className="pf-balance-bonus">
      {' '}
      <span className="pf-balance-line__label">{label}</span>{' '}
      <span className="pf-balance-line__value">{show(bonus, locale)}</span>
    </span>
  );
}
