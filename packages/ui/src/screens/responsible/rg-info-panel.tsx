import { useGetLimitsQuery } from '@playfront/core/api';
import type { PlayerLimits } from '@playfront/core/contract';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { useSiteHeader } from '../../site/site-data';
import { LimitRow } from './limit-row';
import './responsible.css';

export interface RgInfoPanelProps {
  /** The player read it and goes on (to the deposit form, or the home page after sign-up). */
  onContinue: () => void;
  /** The player's limits when the page has read them already; else the panel reads them. */
  limits?: PlayerLimits | undefined;
}

/**
 * What a regulator wants a new player told at sign-up and before the first deposit: that limits
 * and breaks exist, the helpline, and the offer of a deposit limit now (the same rows, and the same
 * call, as on /responsible-gaming). The player sets one or simply continues.
 */
export function RgInfoPanel({ onContinue, limits }: RgInfoPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { helpline } = useSiteHeader();
  const { data, isLoading } = useGetLimitsQuery(undefined, { skip: limits !== undefined });
  const value = limits ?? data?.value;
  // Continue waits for the limits (or their failure): drawn first, it would drop by the rows
  // arriving above it, under a player's tap. Limits passed in skip the call, which never loads.
  const settled = !isLoading;
  return (
    <section
      className="pf-responsible__section pf-rg-info"
      aria-labelledby={headingId}
      data-testid="rg-info"
    >
      <h2 id={headingId} className="pf-responsible__heading">
        {t('rgInfo_title')}
      </h2>
      <p className="pf-rg-info__tagline">{t('rg_tagline')}</p>
      <p className="pf-responsible__intro">{t('rgInfo_intro')}</p>
      {helpline && (
        <p className="pf-rg-info__helpline">
          <a href={`tel:${helpline.replace(/[^\d+]/g, '')}`}>
            {t('rgInfo_helpline', { number: helpline })}
          </a>
        </p>
      )}
      {value && (
        <>
          <p className="pf-responsible__intro">
            {t('rgInfo_offer', { hours: value.cooling_off_hours })}
          </p>
          {value.limits
            .filter((limit) => limit.kind === 'deposit')
            .map((limit) => (
              <LimitRow
                key={limit.period}
                limit={limit}
                currency={value.currency}
                timeZone={value.time_zone}
              />
            ))}
        </>
      )}
      {settled && (
        <div className="pf-rg-info__actions">
          <button type="button" className="pf-btn pf-btn--primary" onClick={onContinue}>
            {t('rgInfo_continue')}
          </button>
          <LocalLink className="pf-rg-info__more" to="/responsible-gaming">
            {t('rgInfo_more')}
          </LocalLink>
        </div>
      )}
    </section>
  );
}
