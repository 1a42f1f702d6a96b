import { useGetTop10Query } from '@playfront/core/api';
import type { Top10Entry } from '@playfront/core/contract';
import { formatMoney, formatNumber } from '@playfront/core/format';
import { dateLocale } from '@playfront/core/site';
import { selectSite, useAppSelector } from '@playfront/core/store';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useLanguage } from '../../site/language';
import '../../shared/card.css';
import './top10-panel.css';

interface EntryListProps {
  title: string;
  empty: string;
  entries: readonly Top10Entry[];
  money: (amount: number) => string;
}

/** One ranked list: masked account, game when known, amount. */
function EntryList({ title, empty, entries, money }: EntryListProps) {
  const titleId = useId();
  return (
    <section className="pf-top10__list" aria-labelledby={titleId}>
      <h3 id={titleId} className="pf-top10__heading">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="pf-top10__empty">{empty}</p>
      ) : (
        <ol className="pf-top10__entries">
          {entries.map((entry, index) => (
            <li key={`${entry.account_id}-${entry.date}-${index}`} className="pf-top10__entry">
              <span className="pf-top10__account">{entry.account_id}</span>
              {entry.game_name && <span className="pf-top10__game">{entry.game_name}</span>}
              <span className="pf-top10__amount">{money(entry.amount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Top winners, latest withdrawals and the player counts of the site (a home-page section). */
export function Top10Panel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const statsId = useId();
  const { data } = useGetTop10Query();
  const currency = useAppSelector(selectSite)?.currency ?? '';
  const locale = dateLocale(language);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  // formatNumber writes nothing for 0; a count of nobody still reads 0.
  const count = (value: number | undefined) => formatNumber(value ?? 0, locale) || '0';
  const stats = [
    { label: t('withdrawalsLastHour'), value: money(data?.hour_withdrawal ?? 0) },
    { label: t('registeredPlayers'), value: count(data?.registered_player) },
    { label: t('activePlayers'), value: count(data?.active_player) },
    { label: t('depositedPlayers'), value: count(data?.deposited_player) },
  ];
  return (
    <section className="pf-card pf-top10" aria-labelledby={titleId}>
      <h2 id={titleId} className="pf-top10__title">
        {t('games_top10')}
      </h2>
      <div className="pf-top10__lists">
        <EntryList
          title={t('topWinners')}
          empty={t('games_noWinners')}
          entries={data?.winner ?? []}
          money={money}
        />
        <EntryList
          title={t('topWithdrawals')}
          empty={t('games_noWithdrawals')}
          entries={data?.withrawal ?? []}
          money={money}
        />
      </div>
      <section className="pf-top10__stats" aria-labelledby={statsId}>
        <h3 id={statsId} className="pf-top10__heading">
          {t('games_playerStats')}
        </h3>
        <dl className="pf-top10__stat-list">
          {stats.map((stat) => (
            <div key={stat.label} className="pf-top10__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}
