import { isApiFailure, useGetVerificationQuery } from '@playfront/core/api';
import type { VerificationState, VerificationStatus } from '@playfront/core/contract';
import { classify } from '@playfront/core/errors';
import { selectIsAuthenticated, selectSite, useAppSelector } from '@playfront/core/store';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { useMoney } from '../wallet/support';
import './verification.css';

/** The text of each status. */
export const statusKeys = {
  not_started: 'verification_statusNotStarted',
  pending: 'verification_statusPending',
  approved: 'verification_statusApproved',
  rejected: 'verification_statusRejected',
} as const satisfies Record<VerificationStatus, ParseKeys<'screens'>>;

/** The player's check, read once signed in (the server reads it for a page it draws). */
export function useVerification() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return useGetVerificationQuery(undefined, { skip: !signedIn });
}

/** The operator's rule as a sentence, or '' when it asks nothing. */
export function useRuleText(): (state: VerificationState) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (state) => {
    if (state.rule === 'before_first_deposit') return t('verification_ruleBeforeFirstDeposit');
    if (state.rule === 'before_withdrawal') return t('verification_ruleBeforeWithdrawal');
    if (state.rule === 'above_amount')
      return t('verification_ruleAboveAmount', { amount: money(state.amount ?? 0) });
    return '';
  };
}

/** Where the status line stands: the hub always shows it, a money form only where the rule bites. */
export type SummaryPlace = 'account' | 'withdrawal' | 'deposit';

const matters = (state: VerificationState, place: SummaryPlace): boolean => {
  if (place === 'account') return true;
  if (state.status === 'approved') return false;
  if (place === 'deposit') return state.rule === 'before_first_deposit';
  return state.rule !== 'none' || state.status !== 'not_started';
};

/** The check's status in one line, the operator's rule and a link to the check page. */
export function VerificationSummary({ place }: { place: SummaryPlace }) {
  const { t } = useTranslation();
  const { data } = useVerification();
  const ruleText = useRuleText();
  const state = data?.value;
  if (!state || !matters(state, place)) return null;
  const rule = ruleText(state);
  return (
    <div className="pf-verification__summary" data-status={state.status}>
      <p className="pf-verification__line">
        <span>{t('verification')}: </span>
        <strong className="pf-verification__status">{t(statusKeys[state.status])}</strong>
        {state.status === 'rejected' && state.reason ? (
          <span> · {t('verification_reason', { reason: state.reason })}</span>
        ) : null}
      </p>
      {rule && state.status !== 'approved' ? <p className="pf-verification__rule">{rule}</p> : null}
      {state.status !== 'approved' && (
        <LocalLink className="pf-verification__link" to="/verification">
          {t('verification_goToCheck')}
        </LocalLink>
      )}
    </div>
  );
}

/**
 * A deposit or withdrawal the operator holds for the identity check: why, in the page's language,
 * and the way to the check. Nothing for any other failure (the error modal has those).
 */
export function VerificationRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const currency = useAppSelector(selectSite)?.currency;
  if (!isApiFailure(error) || error.statusMessage !== 'verificationRequired') return null;
  const result = classify(error, (key, params) => t(key as 'unknownError', params ?? {}), currency);
  return (
    <div className="pf-verification__refusal" role="alert">
      <p>{result.kind === 'error' ? result.text : t('verificationRequired')}</p>
      <LocalLink className="pf-btn pf-btn--primary pf-verification__go" to="/verification">
        {t('verification_goToCheck')}
      </LocalLink>
    </div>
  );
}
