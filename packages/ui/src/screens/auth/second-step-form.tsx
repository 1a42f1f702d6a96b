import type { ApiFailure } from '@playfront/core/api';
import { useLoginSecondStepMutation } from '@playfront/core/api';
import { isSuccessfulLogin, selectSessionHeldBy, useAppSelector } from '@playfront/core/store';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { CodeField } from '../two-step/code-field';
import { noSessionFailure, SubmitForm, toFailure } from './form-support';

export interface SecondStepFormProps {
  accountId: string;
  /** The challenge the password step answered. */
  challenge: string;
  onSuccess?: () => void;
  /** Shows a failed call; resolves once seen. */
  onError: (failure: ApiFailure) => Promise<void>;
  /** Back to the password (the challenge is dropped). */
  onBack: () => void;
}

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export function SecondStepForm({
  accountId,
  challenge,
  onSuccess,
  onError,
  onBack,
}: SecondStepFormProps) {
  const { t } = useTranslation();
  const heldBy = useAppSelector(selectSessionHeldBy);
  const [finish, { isLoading }] = useLoginSecondStepMutation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    try {
      const answer = await finish({
        account_id: accountId,
        challenge,
        code: code.trim(),
      }).unwrap();
      if (isSuccessfulLogin(answer, heldBy)) onSuccess?.();
      else await onError(noSessionFailure);
    } catch (error) {
      setCode('');
      const failure = toFailure(error);
      await onError(failure);
      if (failure.statusMessage === 'twoStepChallengeExpired') onBack();
    }
  };

  return (
    <div className="pf-auth__step">
      <p className="pf-auth__alt">{t('twoStep_signInPrompt')}</p>
      <SubmitForm
        onSubmit={submit}
        submitLabel={t('twoStep_verify')}
        submitting={isLoading}
        busyText={t('auth_loggingIn')}
      >
        <CodeField
          id="pf-second-step-code"
          description={t('twoStep_backupHint')}
          autoFocus
          value={code}
          missing={missing}
          onChange={(value) => {
            setCode(value);
            setMissing(false);
          }}
        />
      </SubmitForm>
      <button type="button" className="pf-btn pf-btn--ghost" onClick={onBack}>
        {t('back')}
      </button>
    </div>
  );
}
