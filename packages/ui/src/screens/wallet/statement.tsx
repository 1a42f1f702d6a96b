import { useGetStatementQuery } from '@playfront/core/api';
import type { StatementEntry } from '@playfront/core/contract';
import { useTranslation } from '@playfront/core/i18n';
import type { HistoryColumn } from './history';
import { HistoryPage, SignedAmount, useHistoryPaging } from './history';
import { useMoney, useSignedIn } from './support';

/** The /statement page: every balance movement with the balance after it, 10 a page. */
export function Statement() {
  const { t } = useTranslation();
  const money = useMoney();
  const paging = useHistoryPaging();
  const { data, isFetching } = useGetStatementQuery(paging.args, { skip: !useSignedIn() });
  const columns: HistoryColumn<StatementEntry>[] = [
    { key: 'date', label: t('wallet_date'), render: (r) => r.created_at },
    {
      key: 'kind',
      label: t('wallet_type'),
      // Bonus money has its own balance: its lines say so, and their balance is the bonus's.
      render: (r) =>
        r.wallet === 'bonus'
          ? `${t(`wallet_kind_${r.kind}`)} · ${t('wallet_bonusWallet')}`
          : t(`wallet_kind_${r.kind}`),
    },
    { key: 'details', label: t('wallet_details'), render: (r) => r.description },
    {
      key: 'amount',
      label: t('wallet_amount'),
      numeric: true,
      render: (r) => <SignedAmount value={r.amount} money={money} />,
    },
    {
      key: 'balance',
      label: t('wallet_balanceAfter'),
      numeric: true,
      render: (r) => money(r.balance),
    },
  ];
  return (
    <HistoryPage
      title={t('statement')}
      paging={paging}
      columns={columns}
      data={data}
      rowKey={(r) => r.entry_id}
      loading={isFetching}
      exports={['statement']}
    />
  );
}
