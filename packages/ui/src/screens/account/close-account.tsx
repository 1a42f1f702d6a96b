import { zodResolver } from '@hookform/resolvers/zod';
import { isApiFailure, useCloseAccountMutation } from '@playfront/core/api';
import { applyCatalogue, classify, messageOf, sessionExpiryMessages } from '@playfront/core/errors';
import type { CloseAccountValues } from '@playfront/core/forms';
import { closeAccountSchema } from '@playfront/core/forms';
import {
  addToast,
  logout,
  selectGameWallet,
  selectSite,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../site/language';
import { LocalLink } from '../../site/navigation';
import { AuthPasswordField } from '../auth/auth-fields';
import { HookSubmitForm, useFormFields } from '../auth/form-support';
import { SafetyCard } from '../responsible/safety-card';
import { useMoney } from '../wallet/support';

/** Where the player finishes what stops a closing. */
const firstSteps = {
  accountCloseWithdrawalPending: {
    to: '/transaction-history',
    label: 'closeAccount_seeWithdrawals',
  },
  accountCloseBetOpen: { to: '/bet-history', label: 'closeAccount_seeBets' },
} as const;

/**
 * /security: closing the account for good, apart from a break from play. The balance rules come
 * first, then the password confirms. A refusal (a withdrawal waiting, a bet open) says what to
 * finish first, with a link to it. The backend ends every session, so this device signs out too.
 */
export function CloseAccountCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const currency = useAppSelector(selectSite)?.currency;
  const wallet = useAppSelector(selectGameWallet);
  const money = useMoney();
  const [close, { error, reset }] = useCloseAccountMutation();
  const form = useForm<CloseAccountValues>({
    resolver: zodResolver(closeAccountSchema),
    defaultValues: { password: '' },
  });
  const field = useFormFields(form);
  const failure = isApiFailure(error) ? error : undefined;
  const refusal = failure
    ? classify(failure, (key, params) => t(key as 'unknownError', params ?? {}), currency)
    : undefined;
  const next = Object.entries(firstSteps).find(([key]) => key === failure?.statusMessage)?.[1];

  const submit = async (values: CloseAccountValues) => {
    reset();
    const result = await close(values);
    if ('error' in result) {
      // An account closed or a session ended meanwhile ends this one too, as everywhere; any
      // other refusal is said beside the form.
      if (isApiFailure(result.error) && sessionExpiryMessages.includes(messageOf(result.error)))
        dispatch(applyCatalogue(result.error));
      return;
    }
    dispatch(logout());
    dispatch(addToast({ variant: 'success', title: t('accountClosureDone') }));
    void navigate(localize('/'), { replace: true });
  };

  return (
    <SafetyCard title={t('closeAccount_title')} intro={t('closeAccount_intro')}>
      <ul className="pf-close-account__rules">
        <li>{t('closeAccount_ruleBalance', { balance: money(wallet.balance) })}</li>
        <li>{t('closeAccount_ruleBonus')}</li>
        <li>{t('closeAccount_ruleOpen')}</li>
        <li>
          {t('closeAccount_ruleFinal')}{' '}
          <LocalLink to="/responsible-gaming">{t('closeAccount_breakInstead')}</LocalLink>
        </li>
      </ul>
      <HookSubmitForm
        className="pf-safety__form"
        form={form}
        submit={submit}
        submitLabel={t('closeAccount_submit')}
        busyText={t('closeAccount_closing')}
      >
        <AuthPasswordField
          label={t('closeAccount_password')}
          autoComplete="current-password"
          maxLength={128}
          {...field('password')}
        />
      </HookSubmitForm>
      {refusal?.kind === 'error' && (
        <p role="alert" className="pf-close-account__refusal">
          {refusal.text} {next && <LocalLink to={next.to}>{t(next.label)}</LocalLink>}
        </p>
      )}
    </SafetyCard>
  );
}
