import { useGetTransactionsQuery } from '@playfront/core/api';
import type { HistoryExportKind, WalletTransaction } from '@playfront/core/contract';
import { transactionFilters } from '@playfront/core/contract';
import { useState } from 'react';
import { LocalLink } from '../../site/navigation';
import { useTranslation } from '@playfront/core/i18n';
import type { HistoryColumn } from './history';
import { HistoryPage, useHistoryPaging } from './history';
import { useMoney, useSignedIn } from './support';
import { SelectField } from '../../form-field/select-field';

type Filter = (typeof transactionFilters)[number];
const filterLabels = {
  all: 'wallet_filterAll',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
} as const;

/** The files the chosen type downloads as: deposits and withdrawals each have their own. */
const exportsOf = {
  all: ['deposits', 'withdrawals'],
  deposit: ['deposits'],
  withdrawal: ['withdrawals'],
} as const satisfies Record<Filter, readonly HistoryExportKind[]>;

/** The /transaction-history page: deposits and withdrawals by date range and type, 10 a page. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const paging = useHistoryPaging();
  const [type, setType] = useState<Filter>('all');
  const { data, isFetching } = useGetTransactionsQuery(
    { ...paging.args, type },
    { skip: !useSignedIn() },
  );
  const columns: HistoryColumn<WalletTransaction>[] = [
    { key: 'date', label: t('wallet_date'), render: (r) => r.created_at },
    {
      key: 'type',
      label: t('wallet_type'),
      render: (r) => t(r.type === 'DEPOSIT' ? 'wallet_kind_DEPOSIT' : 'wallet_kind_WITHDRAWAL'),
    },
    { key: 'method', label: t('wallet_method'), render: (r) => r.method },
    { key: 'amount', label: t('wallet_amount'), render: (r) => money(r.amount), numeric: true },
    {
      key: 'status',
      label: t('wallet_status'),
      render: (r) => {
        const badge = (
          <span className={`pf-wallet__badge pf-wallet__badge--${r.status.toLowerCase()}`}>
            {t(`wallet_status_${r.status}`)}
          </span>
        );
        // A deposit's status opens its result page, which follows it until it is final.
        return r.type === 'DEPOSIT' ? (
          <LocalLink to={`/deposit-result?id=${r.transaction_id}`}>{badge}</LocalLink>
        ) : (
          badge
        );
      },
    },
  ];
  const filter = (
    <SelectField
      id="pf-history-type"
      label={t('wallet_type')}
      value={type}
      onChange={(e) => {
        setType(transactionFilters.find((f) => f === e.target.value) ?? 'all');
        paging.setPage(1);
      }}
    >
      {transactionFilters.map((f) => (
        <option key={f} value={f}>
          {t(filterLabels[f])}
        </option>
      ))}
    </SelectField>
  );
  return (
    <HistoryPage
      title={t('transactionHistory')}
      paging={paging}
      filter={filter}
      columns={columns}
      data={data}
      rowKey={(r) => r.transaction_id}
      loading={isFetching}
      exports={exportsOf[type]}
    />
  );
}
