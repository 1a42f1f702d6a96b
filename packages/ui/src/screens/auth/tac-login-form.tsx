import { zodResolver } from '@hookform/resolvers/zod';
import { useLoginTacMutation, useTacRequestLoginMutation } from '@playfront/core/api';
import type { ApiFailure } from '@playfront/core/api';
import type { TacRequestValues } from '@playfront/core/forms';
import { tacRequestSchema } from '@playfront/core/forms';
import { isSuccessfulLogin, selectSessionHeldBy, useAppSelector } from '@playfront/core/store';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { AccountIdField } from './auth-fields';
import {
  noSessionFailure,
  SubmitForm,
  toFailure,
  useFormFields,
  useSuccessText,
} from './form-support';
import type { LoginDraft } from './login-draft';
import { TacStep } from './tac-step';

export interface TacLoginFormProps {
  /** Account id to start with. Default empty. */
  accountId?: string;
  /** Whether the code was already sent for `accountId` (the code step shows). Default false. */
  codeSent?: boolean;
  /** Called after a successful sign-in. */
  onSuccess?: () => void;
  /** Shows a failed call's error with what the player typed; resolves once it was seen. */
  onError: (failure: ApiFailure, draft: LoginDraft) => Promise<void>;
}

/** Sign-in with a one-time code: ask for a code for an account id, then enter it. */
export function TacLoginForm({
  accountId = '',
  codeSent = false,
  onSuccess,
  onError,
}: TacLoginFormProps) {
  const heldBy = useAppSelector(selectSessionHeldBy);
  const { t } = useTranslation();
  const successText = useSuccessText();
  const [requestCode] = useTacRequestLoginMutation();
  const [loginTac] = useLoginTacMutation();
  const [sentFor, setSentFor] = useState(codeSent && accountId ? accountId : '');
  const [sentText, setSentText] = useState('');
  const form = useForm<TacRequestValues>({
    resolver: zodResolver(tacRequestSchema),
    defaultValues: { account_id: accountId },
  });
  const field = useFormFields(form);

  const draft = (account: string, sent: boolean): LoginDraft => ({
    mode: 'code',
    account_id: account,
    password: '',
    codeSent: sent,
  });

  /** Asks for a code; answers the text to announce, or null after showing the error. */
  const send = async (account: string): Promise<string | null> => {
    try {
      const answer = await requestCode({ account_id: account }).unwrap();
      return successText(answer.statusMessage, 'tacSent');
    } catch (error) {
      await onError(toFailure(error), draft(account, Boolean(sentFor)));
      return null;
    }
  };

  const verify = async (tac: string) => {
    try {
      const answer = await loginTac({ account_id: sentFor, tac }).unwrap();
      if (isSuccessfulLogin(answer, heldBy)) onSuccess?.();
      else await onError(noSessionFailure, draft(sentFor, true));
    } catch (error) {
      await onError(toFailure(error), draft(sentFor, true));
    }
  };

  if (sentFor)
    return (
      <div className="pf-auth__step">
        <TacStep
          accountId={sentFor}
          sentText={sentText}
          justSent={Boolean(sentText)}
          onVerify={verify}
          onResend={() => send(sentFor)}
        />
        <button type="button" className="pf-btn pf-btn--ghost" onClick={() => setSentFor('')}>
          {t('auth_useOtherAccount')}
        </button>
      </div>
    );

  return (
    <SubmitForm
      onSubmit={form.handleSubmit(async ({ account_id }) => {
        const text = await send(account_id);
        if (text === null) return;
        setSentText(text);
        setSentFor(account_id);
      })}
      submitLabel={t('sendCode')}
      submitting={form.formState.isSubmitting}
      busyText={t('auth_sending')}
    >
      <AccountIdField {...field('account_id')} />
    </SubmitForm>
  );
}
