import { useTranslation } from '@playfront/core/i18n';
import type { PasswordFieldProps } from '../../form-field/password-field';
import { PasswordField } from '../../form-field/password-field';
import type { TextFieldProps } from '../../form-field/text-field';
import { TextField } from '../../form-field/text-field';

type FieldProps = Omit<TextFieldProps, 'label'>;

/** The account id input: no capitals or spell check, offered as the username. */
export function AccountIdField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accountId')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The phone number input with the phone keyboard. */
export function PhoneField(props: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** The optional contact e-mail input. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth_emailOptional')} type="email" autoComplete="email" {...props} />;
}

/** A password input with the translated show toggle; `fresh` for a new password (20 at most). */
export function AuthPasswordField({
  fresh = false,
  ...props
}: PasswordFieldProps & { fresh?: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      showLabel={t('showPassword')}
      {...(fresh ? { autoComplete: 'new-password', maxLength: 20 } : {})}
      {...props}
    />
  );
}
