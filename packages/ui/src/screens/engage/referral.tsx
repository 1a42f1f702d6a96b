import { useGetReferralQuery } from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { ScreenPage, StatusLine, useMoney, useSignedIn } from '../wallet/support';
import './engage.css';

/** A read-only value with a copy button that confirms with a toast. */
function CopyField({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      dispatch(addToast({ variant: 'success', title: t('copied') }));
    } catch {
      // Without clipboard access the text is selected so the player can copy it by hand.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
    }
  };
  return (
    <div className="pf-field">
      <label className="pf-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="pf-engage__copy">
        <input id={id} className="pf-field__input" readOnly value={value} />
        <button type="button" className="pf-btn pf-btn--primary" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}

/** The /referral page: the player's code and link to share, and how many friends joined. */
export function Referral() {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, isLoading } = useGetReferralQuery(undefined, { skip: !useSignedIn() });
  const referral = data?.value;
  return (
    <ScreenPage title={t('referral')}>
      <StatusLine loading={isLoading} empty={false} text="" />
      {referral && (
        <>
          <CopyField
            label={t('engage_referralCode')}
            value={referral.referral_code}
            copyLabel={t('engage_copyCode')}
          />
          <CopyField
            label={t('engage_referralLink')}
            value={referral.referral_link}
            copyLabel={t('engage_copyLink')}
          />
          <dl className="pf-engage__stats">
            <div>
              <dt>{t('engage_invited')}</dt>
              <dd>{referral.invited}</dd>
            </div>
            <div>
              <dt>{t('engage_qualified')}</dt>
              <dd>{referral.qualified}</dd>
            </div>
            <div>
              <dt>{t('engage_earned')}</dt>
              <dd>{money(referral.earned)}</dd>
            </div>
          </dl>
        </>
      )}
    </ScreenPage>
  );
}
