import './responsible.css';
import { useGetLimitsQuery } from '@playfront/core/api';
import type { PlayerLimit } from '@playfront/core/contract';
import { anyLimitKinds } from '@playfront/core/contract';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useLoginAction } from '../../site/navigation';
import { useSignedIn } from '../wallet/support';
import { LimitRow } from './limit-row';

/**
 * The player's limits on /responsible-gaming: deposit, loss and wager per day, week and month,
 * and session time. Guests are asked to sign in.
 */
export function LimitsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = useSignedIn();
  const login = useLoginAction();
  const { data, isLoading } = useGetLimitsQuery(undefined, { skip: !signedIn });
  const value = data?.value;

  return (
    <section className="pf-responsible__section pf-limits" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-responsible__heading">
        {t('responsible_limitsTitle')}
      </h2>
      {!signedIn ? (
        <div className="pf-responsible__guest">
          <p>{t('responsible_signInPrompt')}</p>
          <button type="button" className="pf-btn pf-btn--primary" onClick={login}>
            {t('responsible_signIn')}
          </button>
        </div>
      ) : !value ? (
        <p className="pf-responsible__status" role="status">
          {isLoading ? t('loading') : ''}
        </p>
      ) : (
        <>
          <p className="pf-responsible__intro">
            {t('responsible_limitsIntro', { hours: value.cooling_off_hours })}
          </p>
          <p className="pf-responsible__intro">
            {t('responsible_resetsInZone', { zone: value.time_zone })}
          </p>
          {anyLimitKinds.map((kind) => (
            <LimitGroup
              key={kind}
              kind={kind}
              limits={value.limits.filter((l) => l.kind === kind)}
              currency={value.currency}
              timeZone={value.time_zone}
            />
          ))}
        </>
      )}
    </section>
  );
}

function LimitGroup({
  kind,
  limits,
  currency,
  timeZone,
}: {
  kind: PlayerLimit['kind'];
  limits: PlayerLimit[];
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (limits.length === 0) return null;
  return (
    <section className="pf-limits__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="pf-limits__kind">
        {t(`responsible_kind_${kind}`)}
      </h3>
      <p className="pf-limits__hint">{t(`responsible_kindHint_${kind}`)}</p>
      <div className="pf-limits__rows">
        {limits.map((limit) => (
          <LimitRow
            key={`${limit.kind}:${limit.period}`}
            limit={limit}
            currency={currency}
            timeZone={timeZone}
          />
        ))}
      </div>
    </section>
  );
}
