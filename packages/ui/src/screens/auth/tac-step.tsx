import { zodResolver } from '@hookform/resolvers/zod';
import type { TacValues } from '@playfront/core/forms';
import { tacSchema } from '@playfront/core/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { TextField } from '../../form-field/text-field';
import { SubmitForm, useCooldown, useFormFields } from './form-support';

export interface TacStepProps {
  /** The account the code was sent for. */
  accountId: string;
  /** Checks the code; resolves when done (errors are shown by the caller). */
  onVerify: (tac: string) => Promise<void>;
  /** Sends a new code; resolves to the text to announce, or null when it failed. */
  onResend: () => Promise<string | null>;
  /** Text announced when the step opens, e.g. "We sent a one-time code…". Default none. */
  sentText?: string;
  /** Whether the resend cooldown starts at once (a code was just sent). Default true. */
  justSent?: boolean;
}

/** The one-time code step: 6 digits, Verify, and a new code after a cooldown. */
export function TacStep({
  accountId,
  onVerify,
  onResend,
  sentText,
  justSent = true,
}: TacStepProps) {
  const { t } = useTranslation();
  const cooldown = useCooldown(justSent);
  const [status, setStatus] = useState(sentText ?? '');
  const [resending, setResending] = useState(false);
  const form = useForm<TacValues>({ resolver: zodResolver(tacSchema), defaultValues: { tac: '' } });
  const field = useFormFields(form);
  const { isSubmitting } = form.formState;

  const resend = async () => {
    setResending(true);
    setStatus(t('auth_sending'));
    const text = await onResend();
    setResending(false);
    setStatus(text ?? '');
    if (text !== null) cooldown.start();
  };

  return (
    <SubmitForm
      onSubmit={form.handleSubmit(({ tac }) => onVerify(tac))}
      submitLabel={t('verify')}
      submitting={isSubmitting}
      busyText={t('auth_verifying')}
      status={status}
      actions={
        <button
          type="button"
          className="pf-btn"
          disabled={cooldown.remaining > 0 || resending || isSubmitting}
          onClick={() => void resend()}
        >
          {cooldown.remaining > 0
            ? t('auth_resendIn', { seconds: cooldown.remaining })
            : t('requestNewCode')}
        </button>
      }
    >
      <p className="pf-auth__lead">{t('auth_codeSentFor', { account: accountId })}</p>
      <TextField
        label={t('tac')}
        description={t('tacHint')}
        filter="digits"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('tac')}
      />
    </SubmitForm>
  );
}
