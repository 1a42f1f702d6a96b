import { zodResolver } from '@hookform/resolvers/zod';
import { useForgotPasswordMutation } from '@playfront/core/api';
import type { ForgotPasswordValues } from '@playfront/core/forms';
import { forgotPasswordSchema } from '@playfront/core/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { LocalLink } from '../../site/navigation';
import { AccountIdField, PhoneField } from './auth-fields';
import { HookSubmitForm, useConfirmedSubmit, useFormFields } from './form-support';
import './auth.css';
import { AuthPage } from './auth-page';

/** The /forgot-password page (guests): account id and phone; a temporary password is sent. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [forgotPassword] = useForgotPasswordMutation();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { account_id: '', contact_phone: '' },
  });
  const field = useFormFields(form);
  const { confirmed, submit } = useConfirmedSubmit(
    (values: ForgotPasswordValues) => forgotPassword(values).unwrap(),
    'passwordResetSent',
  );

  return (
    <AuthPage title={t('auth_forgotTitle')}>
      <p className="pf-auth__lead">{t('auth_forgotIntro')}</p>
      <HookSubmitForm
        form={form}
        submit={submit}
        submitLabel={t('submit')}
        busyText={t('auth_sending')}
        confirmed={confirmed}
      >
        <AccountIdField {...field('account_id')} />
        <PhoneField {...field('contact_phone')} />
      </HookSubmitForm>
      <p className="pf-auth__alt">
        <LocalLink className="pf-auth__link" to="/login">
          {t('auth_backToLogin')}
        </LocalLink>
      </p>
    </AuthPage>
  );
}
