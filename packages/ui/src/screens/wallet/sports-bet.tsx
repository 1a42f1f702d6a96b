import type { BetStatus, SportsBet } from '@playfront/core/contract';
import { betLabels, betText, teamNameLanguage } from '@playfront/core/sports';
import { useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Odds } from '../../odds/odds';
import { useLanguage } from '../../site/language';
import { CashOut } from './cash-out';

/** Message keys of the bet and leg statuses. */
export const betStatusKeys = {
  open: 'betStatus_open',
  won: 'betStatus_won',
  lost: 'betStatus_lost',
  void: 'betStatus_void',
  cashed_out: 'betStatus_cashed_out',
} as const satisfies Record<BetStatus, string>;

/** The names of picks and bet types in the page language. */
function useBetLabels() {
  const { t } = useTranslation();
  return useMemo(() => betLabels((key) => t(key as never)), [t]);
}

/** A sports bet of the bet history: single or parlay, its selections and prices, return and status. */
export function SportsBetDetails({ bet, money }: { bet: SportsBet; money: (n: number) => string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const labels = useBetLabels();
  const lang = teamNameLanguage(language);
  return (
    <div className="pf-sports-bet">
      <p className="pf-sports-bet__head">
        <span className="pf-sports-bet__kind">
          {bet.kind === 'parlay'
            ? t('betHistory_parlay', { count: bet.legs.length })
            : t('betHistory_single')}
        </span>
        <span className={`pf-sports-bet__status pf-sports-bet__status--${bet.status}`}>
          {t(betStatusKeys[bet.status])}
        </span>
      </p>
      <ol className="pf-sports-bet__legs" aria-label={t('betHistory_selections')}>
        {bet.legs.map((leg) => {
          const text = betText(leg, labels, lang);
          return (
            <li key={leg.selection_id} className="pf-sports-bet__leg">
              <span className="pf-sports-bet__match">
                {text.home} {t('games_versus')} {text.away}
              </span>
              <span className="pf-sports-bet__pick">
                {text.type} · {text.pick}
                {text.team && ` · ${text.team}`}
                {text.criteria && ` ${text.criteria}`}
                {' @ '}
                <Odds decimal={leg.odds} />
                {bet.kind === 'parlay' && leg.result && (
                  <span className={`pf-sports-bet__result pf-sports-bet__status--${leg.result}`}>
                    {t(betStatusKeys[leg.result])}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <dl className="pf-sports-bet__figures">
        <div>
          <dt>{t('betHistory_odds')}</dt>
          <dd>
            <Odds decimal={bet.odds} />
          </dd>
        </div>
        <div>
          <dt>{t('betHistory_potentialReturn')}</dt>
          <dd>{money(bet.potential_return)}</dd>
        </div>
      </dl>
      {bet.cashed_out !== undefined && (
        <p className="pf-sports-bet__cashed">
          {bet.status === 'cashed_out'
            ? t('cashOut_full', { amount: money(bet.cashed_out) })
            : t('cashOut_partly', { amount: money(bet.cashed_out) })}
        </p>
      )}
      {bet.status === 'open' && bet.cash_out !== undefined && <CashOut bet={bet} money={money} />}
    </div>
  );
}
