import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCheckStatusQuery,
  useUpdatePasswordMutation,
  useUpdateProfileMutation,
} from '@playfront/core/api';
import type { AccountStatus } from '@playfront/core/contract';
import type { ChangePasswordValues, ProfileValues } from '@playfront/core/forms';
import { changePasswordSchema, profileSchema } from '@playfront/core/forms';
import {
  addToast,
  selectSession,
  selectVip,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../form-field/password-field';
import { TextField } from '../../form-field/text-field';
import { LocalLink } from '../../site/navigation';
import { FormStatus, useFieldError, useSuccessText } from '../auth/form-support';
import { WalletBlock } from './account-screen';
import { AccountPage, LoadState, useSignedIn } from './account-support';
import { LoginHistory } from './login-history';

/** The /profile page: account id, name, e-mail, balance and VIP level, with links to change them. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const vip = useAppSelector(selectVip);
  const notSet = t('account_notSet');
  return (
    <AccountPage title={t('profile')}>
      <dl className="pf-account__facts">
        <dt>{t('accountId')}</dt>
        <dd>{session.user.account_id}</dd>
        <dt>{t('fullName')}</dt>
        <dd>{session.fullname || notSet}</dd>
        <dt>{t('email')}</dt>
        <dd>{session.email || notSet}</dd>
        <dt>{t('vipLevel')}</dt>
        <dd>{vip?.currentLevel || notSet}</dd>
      </dl>
      <WalletBlock />
      <ul className="pf-account__links">
        <li>
          <LocalLink className="pf-account__link" to="/edit-profile">
            {t('editProfile')}
          </LocalLink>
        </li>
        <li>
          <LocalLink className="pf-account__link" to="/change-password">
            {t('changePassword')}
          </LocalLink>
        </li>
        <li>
          <LocalLink className="pf-account__link" to="/security">
            {t('security')}
          </LocalLink>
        </li>
      </ul>
    </AccountPage>
  );
}

/** The /edit-profile page: full name and e-mail; the session shows the saved values. */
export function EditProfileScreen() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const successText = useSuccessText();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [updateProfile] = useUpdateProfileMutation();
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { full_name: session.fullname, contact_email: session.email },
  });

  const submit = async (values: ProfileValues) => {
    setSaved('');
    try {
      const answer = await updateProfile(values).unwrap();
      const text = successText(answer.statusMessage, 'profileUpdated');
      setSaved(text);
      dispatch(addToast({ variant: 'success', title: text }));
    } catch {
      // The error catalogue has shown the failure; the typed values stay.
    }
  };

  return (
    <AccountPage title={t('editProfile')}>
      <form
        className="pf-auth__form pf-account__form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <TextField
          label={t('fullName')}
          autoComplete="name"
          maxLength={100}
          {...register('full_name')}
          error={fieldError(errors.full_name)}
        />
        <TextField
          label={t('auth_emailOptional')}
          type="email"
          autoComplete="email"
          {...register('contact_email')}
          error={fieldError(errors.contact_email)}
        />
        <button type="submit" className="pf-btn pf-btn--primary" disabled={isSubmitting}>
          {t('save')}
        </button>
        <FormStatus tone={saved ? 'success' : 'info'}>
          {isSubmitting ? t('account_saving') : saved}
        </FormStatus>
      </form>
    </AccountPage>
  );
}

/** The /change-password page: current, new and confirmed password. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const successText = useSuccessText();
  const dispatch = useAppDispatch();
  const [updatePassword] = useUpdatePasswordMutation();
  const [changed, setChanged] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', new_password: '', confirm_password: '' },
  });

  const submit = async ({ password, new_password }: ChangePasswordValues) => {
    setChanged('');
    try {
      const answer = await updatePassword({ password, new_password }).unwrap();
      const text = successText(answer.statusMessage, 'passwordChanged');
      reset();
      setChanged(text);
      dispatch(addToast({ variant: 'success', title: text }));
    } catch {
      // The error catalogue has shown the failure; the typed values stay.
    }
  };

  return (
    <AccountPage title={t('changePassword')}>
      <form
        className="pf-auth__form pf-account__form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <PasswordField
          label={t('currentPassword')}
          showLabel={t('showPassword')}
          {...register('password')}
          error={fieldError(errors.password)}
        />
        <PasswordField
          label={t('newPassword')}
          description={t('passwordFormat')}
          showLabel={t('showPassword')}
          autoComplete="new-password"
          maxLength={20}
          {...register('new_password')}
          error={fieldError(errors.new_password)}
        />
        <PasswordField
          label={t('confirmPassword')}
          showLabel={t('showPassword')}
          autoComplete="new-password"
          maxLength={20}
          {...register('confirm_password')}
          error={fieldError(errors.confirm_password)}
        />
        <button type="submit" className="pf-btn pf-btn--primary" disabled={isSubmitting}>
          {t('save')}
        </button>
        <FormStatus tone={changed ? 'success' : 'info'}>
          {isSubmitting ? t('account_saving') : changed}
        </FormStatus>
      </form>
    </AccountPage>
  );
}

/** The /security page: account status, verification and the last login and password change. */
export function SecurityScreen() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useCheckStatusQuery(undefined, {
    skip: !useSignedIn(),
  });
  const status = data?.value;
  const statusText: Record<AccountStatus['account_status'], string> = {
    ACTIVE: t('account_statusActive'),
    BLOCK: t('account_statusBlocked'),
    CLOSE: t('account_statusClosed'),
  };
  const verified = (yes: boolean) => (yes ? t('account_verified') : t('account_notVerified'));
  return (
    <AccountPage title={t('security')}>
      {status ? (
        <dl className="pf-account__facts">
          <dt>{t('account_status')}</dt>
          <dd>{statusText[status.account_status]}</dd>
          <dt>{t('phone')}</dt>
          <dd>{verified(status.phone_verified)}</dd>
          <dt>{t('email')}</dt>
          <dd>{verified(status.email_verified)}</dd>
          <dt>{t('account_lastLogin')}</dt>
          <dd>{status.last_login_at ?? t('account_never')}</dd>
          <dt>{t('account_passwordChangedAt')}</dt>
          <dd>{status.password_changed_at ?? t('account_never')}</dd>
        </dl>
      ) : (
        <LoadState loading={isLoading} failed={isError} onRetry={() => void refetch()} />
      )}
      <LocalLink className="pf-account__link" to="/change-password">
        {t('changePassword')}
      </LocalLink>
      <LoginHistory />
    </AccountPage>
  );
}
