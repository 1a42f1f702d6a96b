import { zodResolver } from '@hookform/resolvers/zod';
import {
  useSignupMutation,
  useTacRequestNewRegisterMutation,
  useTacVerifyMutation,
} from '@playfront/core/api';
import { DEFAULT_MINIMUM_AGE } from '@playfront/core/contract';
import type { RegisterValues } from '@playfront/core/forms';
import { registerSchemaFor } from '@playfront/core/forms';
import {
  addToast,
  isSuccessfulLogin,
  selectSite,
  selectSessionHeldBy,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckboxField } from '../../form-field/checkbox-field';
import { TextField } from '../../form-field/text-field';
import { useLanguage } from '../../site/language';
import { LocalLink } from '../../site/navigation';
import { AccountIdField, AuthPasswordField, EmailField, PhoneField } from './auth-fields';
import {
  noSessionFailure,
  HookSubmitForm,
  toFailure,
  useFormFields,
  useLoginErrorHandler,
  useSuccessText,
} from './form-support';
import { TacStep } from './tac-step';
import { referrerFromQuery, signupTracking } from './tracking';
import './auth.css';
import { AuthPage } from './auth-page';

// Shown once, after the account is verified: its code stays out of the sign-up form's chunk.
const RgInfoPanel = lazy(async () => ({
  default: (await import('../responsible/rg-info-panel')).RgInfoPanel,
}));

/**
 * The /register page: the signup form, then the one-time code that activates the account, then
 * the responsible-gambling information with the offer of a deposit limit.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const successText = useSuccessText();
  const showError = useLoginErrorHandler();
  const dispatch = useAppDispatch();
  const heldBy = useAppSelector(selectSessionHeldBy);
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const [query] = useSearchParams();
  const [signup] = useSignupMutation();
  const [verifyTac] = useTacVerifyMutation();
  const [requestNewCode] = useTacRequestNewRegisterMutation();
  const [pending, setPending] = useState<{ accountId: string; sentText: string } | null>(null);
  const [registered, setRegistered] = useState(false);
  // The operator's minimum age, as the startup answer gives it.
  const age = useAppSelector(selectSite)?.minimum_age ?? DEFAULT_MINIMUM_AGE;
  const schema = useMemo(() => registerSchemaFor(age), [age]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      account_id: '',
      password: '',
      contact_phone: '',
      contact_email: '',
      referrer_code: referrerFromQuery(query),
      birth_date: '',
      accept_terms: false,
      confirm_age: false,
      not_restricted: false,
    },
  });
  const field = useFormFields(form);

  const submit = async (values: RegisterValues) => {
    try {
      const { confirm_age, accept_terms, ...fields } = values;
      const answer = await signup({
        ...fields,
        ...signupTracking(query),
        accept_terms: accept_terms && confirm_age,
      }).unwrap();
      setPending({
        accountId: values.account_id,
        sentText: successText(answer.statusMessage, 'tacSent'),
      });
    } catch (error) {
      await showError(toFailure(error));
    }
  };

  const verify = async (accountId: string, tac: string) => {
    try {
      const answer = await verifyTac({ account_id: accountId, tac }).unwrap();
      if (!isSuccessfulLogin(answer, heldBy)) return await showError(noSessionFailure);
      dispatch(addToast({ variant: 'success', title: t('registered') }));
      setRegistered(true);
    } catch (error) {
      await showError(toFailure(error));
    }
  };

  const resend = async (accountId: string): Promise<string | null> => {
    try {
      const answer = await requestNewCode({ account_id: accountId }).unwrap();
      return successText(answer.statusMessage, 'tacSent');
    } catch (error) {
      await showError(toFailure(error));
      return null;
    }
  };

  if (registered)
    return (
      <AuthPage title={t('registered')}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <RgInfoPanel onContinue={() => void navigate(localize('/'), { replace: true })} />
        </Suspense>
      </AuthPage>
    );

  if (pending)
    return (
      <AuthPage title={t('auth_verifyTitle')}>
        <TacStep
          accountId={pending.accountId}
          sentText={pending.sentText}
          onVerify={(tac) => verify(pending.accountId, tac)}
          onResend={() => resend(pending.accountId)}
        />
      </AuthPage>
    );

  return (
    <AuthPage title={t('auth_registerTitle')}>
      <HookSubmitForm
        form={form}
        submit={submit}
        submitLabel={t('register')}
        busyText={t('auth_creatingAccount')}
      >
        <AccountIdField
          description={t('accountIdFormat')}
          maxLength={16}
          {...field('account_id')}
        />
        <AuthPasswordField
          label={t('password')}
          description={t('passwordFormat')}
          fresh
          {...field('password')}
        />
        <PhoneField description={t('phoneFormat')} maxLength={16} {...field('contact_phone')} />
        <EmailField {...field('contact_email')} />
        <TextField
          label={t('referrerCode')}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          {...field('referrer_code')}
        />
        <TextField
          label={t('safety_birthDate')}
          type="date"
          autoComplete="bday"
          max="9999-12-31"
          {...field('birth_date', { age })}
        />
        <CheckboxField label={t('safety_confirmAge', { age })} {...field('confirm_age', { age })} />
        <CheckboxField label={t('safety_acceptTerms')} {...field('accept_terms')}>
          <LocalLink
            className="pf-auth__link pf-check__more"
            to="/term-condition"
            target="_blank"
            rel="noopener"
          >
            {t('safety_readTerms')}
          </LocalLink>
        </CheckboxField>
        <CheckboxField label={t('safety_notRestricted')} {...field('not_restricted')} />
      </HookSubmitForm>
      <p className="pf-auth__alt">
        {t('haveAccount')}{' '}
        <LocalLink className="pf-auth__link" to="/login">
          {t('login')}
        </LocalLink>
      </p>
    </AuthPage>
  );
}
