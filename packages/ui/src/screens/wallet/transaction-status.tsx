import { useGetTransactionQuery } from '@playfront/core/api';
import { selectLiveUp, useAppSelector } from '@playfront/core/store';
import type { WalletMoveResponse, WalletTransaction } from '@playfront/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';

/** How often a waiting deposit's status is asked for, in milliseconds. */
export const STATUS_POLL_MS = 2000;

/** The status as a badge. */
export function StatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`pf-wallet__badge pf-wallet__badge--${status.toLowerCase()}`}>
      {t(`wallet_status_${status}`)}
    </span>
  );
}

/**
 * A deposit's status, asked for again every STATUS_POLL_MS while it waits and no more once it
 * is final or the call failed. While the push channel is up it is not polled: the channel's
 * status event reads it again. The channel tells only what changes after it opened, so the status
 * is read once more when it opens. `initial` (the deposit's own answer) shows until the first read.
 */
export function useTransactionStatus(id: number, initial?: WalletMoveResponse, skip = false) {
  const [stopped, setStopped] = useState(false);
  const pushed = useAppSelector(selectLiveUp);
  const wasPushed = useRef(pushed);
  const { data, isError, isLoading, refetch } = useGetTransactionQuery(
    { transaction_id: id },
    {
      skip: skip || !(id > 0),
      pollingInterval: stopped || pushed ? 0 : STATUS_POLL_MS,
      skipPollingIfUnfocused: true,
    },
  );
  useEffect(() => {
    const opened = pushed && !wasPushed.current;
    wasPushed.current = pushed;
    if (opened && !stopped && !skip && id > 0) void refetch();
  }, [pushed, stopped, skip, id, refetch]);
  const answer = data?.value ? data : initial;
  const final = answer?.value ? answer.value.status !== 'PENDING' : false;
  // Adjusted while rendering (React's pattern for state that follows other values).
  if ((final || isError) && !stopped) setStopped(true);
  return { answer, final, isError, isLoading };
}

/** What a deposit's status page shows: the facts, the status and, once final, what it means. */
export function TransactionFacts({
  answer,
  money,
}: {
  answer: WalletMoveResponse;
  money: (value: number) => string;
}) {
  const { t } = useTranslation();
  const tx = answer.value;
  if (!tx) return null;
  const status = tx.status;
  const waiting = status === 'PENDING';
  const bankWaiting = answer.payment?.flow === 'BANK' && answer.payment.confirmed;
  return (
    <section className="pf-card pf-wallet__result" aria-labelledby="pf-wallet-status">
      <h2 id="pf-wallet-status" className="pf-wallet__subtitle">
        {t('wallet_status')}: <StatusBadge status={tx.status} />
      </h2>
      <p role="status" aria-live="polite">
        {status === 'PENDING'
          ? t(bankWaiting ? 'wallet_statusWaitingTransfer' : 'wallet_statusWaiting')
          : t(`wallet_statusDone_${status}`)}
      </p>
      <dl className="pf-facts pf-wallet__facts">
        <dt>{t('wallet_amount')}</dt>
        <dd>{money(tx.amount)}</dd>
        {tx.fee ? (
          <>
            <dt>{t('wallet_fee', { percent: ((tx.fee / tx.amount) * 100).toFixed(1) })}</dt>
            <dd>{money(tx.fee)}</dd>
          </>
        ) : null}
        <dt>{t('wallet_method')}</dt>
        <dd>{tx.method}</dd>
        {tx.reference && (
          <>
            <dt>{t('wallet_paymentReference')}</dt>
            <dd>{tx.reference}</dd>
          </>
        )}
        {answer.bonus && (
          <>
            <dt>{t('bonus_depositLegend')}</dt>
            <dd>
              {answer.bonus.title} · {money(answer.bonus.amount)} ·{' '}
              {t(`bonus_status_${answer.bonus.status}`)}
            </dd>
          </>
        )}
      </dl>
      {!waiting && answer.game_balance !== undefined && (
        <p>{t('wallet_newBalance', { amount: money(answer.game_balance) })}</p>
      )}
    </section>
  );
}

/** Links after a deposit or withdrawal: another one, the history. */
export function WalletLinks({ onAnother }: { onAnother?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pf-wallet__actions">
      {onAnother ? (
        <button type="button" className="pf-btn pf-btn--primary" onClick={onAnother}>
          {t('wallet_another')}
        </button>
      ) : (
        <LocalLink className="pf-btn pf-btn--primary" to="/deposit">
          {t('wallet_another')}
        </LocalLink>
      )}
      <LocalLink className="pf-btn pf-btn--ghost" to="/transaction-history">
        {t('transactionHistory')}
      </LocalLink>
    </div>
  );
}
