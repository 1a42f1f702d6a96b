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
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { TextField } from '../../form-field/text-field';
import { LocalLink } from '../../site/navigation';
import { AuthPasswordField, EmailField } from '../auth/auth-fields';
import { HookSubmitForm, useConfirmedSubmit, useFormFields } from '../auth/form-support';
import { WalletBlock } from './account-screen';
import { AccountPage, LoadState, useSignedIn } from './account-support';
import { LoginHistory } from './login-history';
import { TwoStepCard } from '../two-step/two-step-card';
import { CloseAccountCard } from './close-account';

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
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [updateProfile] = useUpdateProfileMutation();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { full_name: session.fullname, contact_email: session.email },
  });
  const field = useFormFields(form);
  const { confirmed, submit } = useConfirmedSubmit(
    (values: ProfileValues) => updateProfile(values).unwrap(),
    'profileUpdated',
    (text) => dispatch(addToast({ variant: 'success', title: text })),
  );

  return (
    <AccountPage title={t('editProfile')}>
      <AccountForm form={form} submit={submit} confirmed={confirmed}>
        <TextField
          label={t('fullName')}
          autoComplete="name"
          maxLength={100}
          {...field('full_name')}
        />
        <EmailField {...field('contact_email')} />
      </AccountForm>
    </AccountPage>
  );
}

/** The /change-password page: current, new and confirmed password. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [updatePassword] = useUpdatePasswordMutation();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', new_password: '', confirm_password: '' },
  });
  const field = useFormFields(form);
  const { confirmed, submit } = useConfirmedSubmit(
    ({ password, new_password }: ChangePasswordValues) =>
      updatePassword({ password, new_password }).unwrap(),
    'passwordChanged',
    (text) => {
      form.reset();
      dispatch(addToast({ variant: 'success', title: text }));
    },
  );

  return (
    <AccountPage title={t('changePassword')}>
      <AccountForm form={form} submit={submit} confirmed={confirmed}>
        <AuthPasswordField label={t('currentPassword')} {...field('password')} />
        <AuthPasswordField
          label={t('newPassword')}
          description={t('passwordFormat')}
          fresh
          {...field('new_password')}
        />
        <AuthPasswordField label={t('confirmPassword')} fresh {...field('confirm_password')} />
      </AccountForm>
    </AccountPage>
  );
}

/** An account form that saves with one button and announces the saved text. */
function AccountForm<V extends FieldValues>({
  form,
  submit,
  confirmed,
  children,
}: {
  form: UseFormReturn<V>;
  submit: (values: V) => Promise<void>;
  confirmed: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HookSubmitForm
      className="pf-auth__form pf-account__form"
      form={form}
      submit={submit}
      submitLabel={t('save')}
      busyText={t('account_saving')}
      confirmed={confirmed}
    >
      {children}
    </HookSubmitForm>
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
      <TwoStepCard />
      <LoginHistory />
      <CloseAccountCard />
    </AccountPage>
  );
}
