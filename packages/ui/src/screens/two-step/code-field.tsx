import { useTranslation } from '@playfront/core/i18n';
import { TextField } from '../../form-field/text-field';

export interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Default: the authenticator app's code. */
  label?: string;
  description?: string;
  autoFocus?: boolean;
  /** A submit found the field empty: it says the code is required. */
  missing?: boolean;
}

/**
 * A code from the authenticator app, or a backup code: 12 characters at most, typed on the number
 * pad, and offered by the browser as a one-time code.
 */
export function CodeField({
  id,
  value,
  onChange,
  label,
  description,
  autoFocus,
  missing,
}: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={label ?? t('twoStep_codeLabel')}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      maxLength={12}
      value={value}
      error={missing ? t('required') : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
