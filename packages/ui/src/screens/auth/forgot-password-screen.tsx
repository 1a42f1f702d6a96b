import { zodResolver } from '@hookform/resolvers/zod';
import { useForgotPasswordMutation } from '@playfront/core/api';
import type { ForgotPasswordValues } from '@playfront/core/forms';
import { forgotPasswordSchema } from '@playfront/core/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../form-field/text-field';
import { LocalLink } from '../../site/navigation';
import { FormStatus, useFieldError, useSuccessText } from './form-support';
import './auth.css';

/** The /forgot-password page (guests): account id and phone; a temporary password is sent. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const successText = useSuccessText();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sent, setSent] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { account_id: '', contact_phone: '' },
  });

  const submit = async (values: ForgotPasswordValues) => {
    setSent('');
    try {
      const answer = await forgotPassword(values).unwrap();
      setSent(successText(answer.statusMessage, 'passwordResetSent'));
    } catch {
      // The error catalogue has already shown what went wrong; the typed values stay.
    }
  };

  return (
    <section className="pf-auth">
      <h1 className="pf-auth__title">{t('auth_forgotTitle')}</h1>
      <p className="pf-auth__lead">{t('auth_forgotIntro')}</p>
      <form
        className="pf-auth__form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <TextField
          label={t('accountId')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('account_id')}
          error={fieldError(errors.account_id)}
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...register('contact_phone')}
          error={fieldError(errors.contact_phone)}
        />
        <button type="submit" className="pf-btn pf-btn--primary" disabled={isSubmitting}>
          {t('submit')}
        </button>
        <FormStatus tone={sent ? 'success' : 'info'}>
          {isSubmitting ? t('auth_sending') : sent}
        </FormStatus>
      </form>
      <p className="pf-auth__alt">
        <LocalLink className="pf-auth__link" to="/login">
          {t('auth_backToLogin')}
        </LocalLink>
      </p>
    </section>
  );
}
