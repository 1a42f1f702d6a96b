import type { WalletTransaction } from '@playfront/core/contract';
import { useTranslation } from '@playfront/core/i18n';
import { WalletLinks } from './transaction-status';

/** The answer of a deposit or withdrawal: what was recorded, its status and the new balance. */
export function ResultPanel({
  transaction,
  balance,
  message,
  money,
  onAnother,
}: {
  transaction: WalletTransaction;
  balance: number | undefined;
  /** The pending sentence, e.g. the translation of `depositPending`. */
  message: string;
  money: (value: number) => string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="pf-card pf-wallet__result" role="status" aria-labelledby="pf-wallet-result">
      <h2 id="pf-wallet-result" className="pf-wallet__subtitle">
        {t('wallet_requestReceived')}
      </h2>
      <p>{message}</p>
      <dl className="pf-facts pf-wallet__facts">
        <dt>{t('wallet_amount')}</dt>
        <dd>{money(transaction.amount)}</dd>
        <dt>{t('wallet_method')}</dt>
        <dd>{transaction.method}</dd>
        <dt>{t('wallet_status')}</dt>
        <dd>
          <span
            className={`pf-wallet__badge pf-wallet__badge--${transaction.status.toLowerCase()}`}
          >
            {t(`wallet_status_${transaction.status}`)}
          </span>
        </dd>
      </dl>
      {balance !== undefined && <p>{t('wallet_newBalance', { amount: money(balance) })}</p>}
      <WalletLinks onAnother={onAnother} />
    </section>
  );
}
