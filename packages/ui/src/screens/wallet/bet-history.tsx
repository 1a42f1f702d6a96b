import { useGetBetsQuery } from '@playfront/core/api';
import type { BetRecord } from '@playfront/core/contract';
import { useTranslation } from '@playfront/core/i18n';
import type { HistoryColumn } from './history';
import { HistoryPage, SignedAmount, useHistoryPaging } from './history';
import { SportsBetDetails } from './sports-bet';
import { useMoney, useSignedIn } from './support';

/** An amount a bet has not made yet (an open sports bet's return and result). */
const PENDING = '–';

/** The /bet-history page: bets by date range, 10 a page; sports bets with their selections. */
export function BetHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const paging = useHistoryPaging();
  const { data, isFetching } = useGetBetsQuery(paging.args, { skip: !useSignedIn() });
  const columns: HistoryColumn<BetRecord>[] = [
    { key: 'date', label: t('wallet_date'), render: (r) => r.created_at },
    {
      key: 'game',
      label: t('wallet_game'),
      render: (r) =>
        r.sports_bet ? (
          <SportsBetDetails bet={r.sports_bet} money={money} />
        ) : (
          `${r.game_name} (${r.provider_code})`
        ),
    },
    { key: 'stake', label: t('wallet_stake'), render: (r) => money(r.stake), numeric: true },
    {
      key: 'payout',
      label: t('wallet_payout'),
      render: (r) => (r.sports_bet?.status === 'open' ? PENDING : money(r.payout)),
      numeric: true,
    },
    {
      key: 'result',
      label: t('wallet_winLoss'),
      numeric: true,
      render: (r) =>
        r.sports_bet?.status === 'open' ? (
          PENDING
        ) : (
          <SignedAmount value={r.win_loss} money={money} />
        ),
    },
  ];
  return (
    <HistoryPage
      title={t('betHistory')}
      paging={paging}
      columns={columns}
      data={data}
      rowKey={(r) => r.bet_id}
      loading={isFetching}
      exports={['bets']}
    />
  );
}
