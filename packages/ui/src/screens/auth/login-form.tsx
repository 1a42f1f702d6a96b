import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiFailure } from '@playfront/core/api';
import { useLoginMutation } from '@playfront/core/api';
import type { LoginValues } from '@playfront/core/forms';
import { loginSchema } from '@playfront/core/forms';
import { isSuccessfulLogin, selectSessionHeldBy, useAppSelector } from '@playfront/core/store';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { AccountIdField, AuthPasswordField } from './auth-fields';
import {
  noSessionFailure,
  HookSubmitForm,
  toFailure,
  useFormFields,
  useLoginErrorHandler,
} from './form-support';
import type { LoginDraft } from './login-draft';
import { SecondStepForm } from './second-step-form';
import { TacLoginForm } from './tac-login-form';
import './auth.css';

export interface LoginFormProps {
  /** Called after a successful sign-in. */
  onSuccess?: () => void;
  /** Called when the player follows a link out of the form (register, forgot password). */
  onLeave?: () => void;
  /** Shows a failed sign-in; resolves once seen. Default: core's login error handler. */
  onError?: (failure: ApiFailure, draft: LoginDraft) => Promise<void>;
  /** What to start from, e.g. what the player typed before an error. Default empty. */
  initialDraft?: LoginDraft;
}

/** Sign-in with account id and password, or with a one-time code; links to register and reset. */
export function LoginForm({ onSuccess, onLeave, onError, initialDraft }: LoginFormProps) {
  const { t } = useTranslation();
  const heldBy = useAppSelector(selectSessionHeldBy);
  const showLoginError = useLoginErrorHandler();
  const showError = onError ?? ((failure: ApiFailure) => showLoginError(failure));
  const [mode, setMode] = useState(initialDraft?.mode ?? 'password');
  const [login] = useLoginMutation();
  const [challenge, setChallenge] = useState<{ accountId: string; challenge: string } | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: {
      account_id: initialDraft?.account_id ?? '',
      password: initialDraft?.password ?? '',
    },
  });
  const { getValues } = form;
  const field = useFormFields(form);

  const submit = async (values: LoginValues) => {
    const draft: LoginDraft = { mode: 'password', ...getValues(), codeSent: false };
    try {
      const answer = await login(values).unwrap();
      if (answer.challenge) {
        form.setValue('password', '');
        setChallenge({ accountId: values.account_id, challenge: answer.challenge });
      } else if (isSuccessfulLogin(answer, heldBy)) onSuccess?.();
      else await showError(noSessionFailure, draft);
    } catch (error) {
      await showError(toFailure(error), draft);
    }
  };

  if (challenge)
    return (
      <div className="pf-auth__body">
        <SecondStepForm
          accountId={challenge.accountId}
          challenge={challenge.challenge}
          onSuccess={onSuccess}
          onError={(failure) =>
            showError(failure, { mode: 'password', ...getValues(), codeSent: false })
          }
          onBack={() => setChallenge(null)}
        />
      </div>
    );

  return (
    <div className="pf-auth__body">
      {mode === 'password' ? (
        <HookSubmitForm
          form={form}
          submit={submit}
          submitLabel={t('login')}
          busyText={t('auth_loggingIn')}
        >
          <AccountIdField {...field('account_id')} />
          <AuthPasswordField label={t('password')} {...field('password')} />
          <LocalLink className="pf-auth__link" to="/forgot-password" onClick={onLeave}>
            {t('forgotPassword')}
          </LocalLink>
        </HookSubmitForm>
      ) : (
        <TacLoginForm
          accountId={
            initialDraft?.mode === 'code' ? initialDraft.account_id : getValues('account_id')
          }
          codeSent={initialDraft?.mode === 'code' && initialDraft.codeSent}
          onSuccess={onSuccess}
          onError={showError}
        />
      )}
      <button
        type="button"
        className="pf-btn pf-btn--ghost pf-auth__switch"
        onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
      >
        {mode === 'password' ? t('signInWithCode') : t('signInWithPassword')}
      </button>
      <p className="pf-auth__alt">
        {t('noAccount')}{' '}
        <LocalLink className="pf-auth__link" to="/register" onClick={onLeave}>
          {t('register')}
        </LocalLink>
      </p>
    </div>
  );
}
