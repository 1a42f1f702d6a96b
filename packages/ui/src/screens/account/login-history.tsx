import { useGetLoginHistoryQuery, useLogoutOthersMutation } from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useTranslation } from '@playfront/core/i18n';
import { toFailure, useLoginErrorHandler } from '../auth/form-support';
import { useMessageDateLocale } from '../wallet/support';
import { LoadState, useSignedIn } from './account-support';
import { SafetyCard } from '../responsible/safety-card';

/** A sign-in time on the player's clock, in the site's date locale. */
function useLoginTime(): (iso: string) => string {
  const locale = useMessageDateLocale();
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };
}

/** /security: the account's recent sign-ins, and ending every session but this one. */
export function LoginHistory() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const showError = useLoginErrorHandler();
  const time = useLoginTime();
  const { data, isLoading, isError, refetch } = useGetLoginHistoryQuery(undefined, {
    skip: !useSignedIn(),
  });
  const [logoutOthers, { isLoading: ending }] = useLogoutOthersMutation();
  const logins = data?.value;
  const others = logins?.some((l) => l.active && !l.current) ?? false;

  const endOthers = async () => {
    try {
      await logoutOthers().unwrap();
      dispatch(addToast({ variant: 'success', title: t('otherSessionsEnded') }));
    } catch (error) {
      await showError(toFailure(error));
    }
  };

  return (
    <SafetyCard title={t('safety_loginHistory')}>
      {logins ? (
        logins.length ? (
          <table className="pf-safety__table">
            <thead>
              <tr>
                <th scope="col">{t('safety_loginTime')}</th>
                <th scope="col">{t('safety_device')}</th>
                <th scope="col">{t('safety_ip')}</th>
                <th scope="col">{t('safety_sessionState')}</th>
              </tr>
            </thead>
            <tbody>
              {logins.map((login) => (
                <tr key={`${login.at}-${login.ip}-${login.device}`}>
                  <td>{time(login.at)}</td>
                  <td>{login.device}</td>
                  <td>{login.ip}</td>
                  <td>
                    {login.current
                      ? t('safety_thisDevice')
                      : t(login.active ? 'safety_signedIn' : 'safety_signedOut')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="pf-safety__intro">{t('safety_noLogins')}</p>
        )
      ) : (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      )}
      <button
        type="button"
        className="pf-btn"
        disabled={!others || ending}
        onClick={() => void endOthers()}
      >
        {t('safety_logoutOthers')}
      </button>
    </SafetyCard>
  );
}
