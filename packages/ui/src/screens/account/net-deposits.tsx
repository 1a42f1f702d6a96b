import { useGetNetDepositsQuery } from '@playfront/core/api';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useMoney, useSignedIn } from '../wallet/support';

/**
 * What the player has put in and taken out (the /account section): deposits credited minus
 * withdrawals paid, this calendar month in the operator's time zone and since the account opened.
 * Read with the page's other calls, so the server draws it for a signed-in player.
 */
export function NetDepositsBlock() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useGetNetDepositsQuery(undefined, { skip: !useSignedIn() });
  const net = data?.value;
  const money = useMoney(net?.currency);
  if (!net) return null;
  return (
    <section className="pf-account__section pf-account__net" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-account__heading">
        {t('account_netDeposits')}
      </h2>
      <dl className="pf-account__facts">
        <dt>{t('account_netThisMonth')}</dt>
        <dd>{money(net.this_month)}</dd>
        <dt>{t('account_netLifetime')}</dt>
        <dd>{money(net.lifetime)}</dd>
      </dl>
      <p className="pf-account__hint">{t('account_netDepositsHint')}</p>
    </section>
  );
}
