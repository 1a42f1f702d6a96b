import { useState } from 'react';
import { Icon } from '../shared/icon';
import type { TextFieldProps } from './text-field';
import { TextField } from './text-field';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'filter' | 'endAdornment'
> {
  /** Name of the toggle that reveals the password. Default "Show password". */
  showLabel?: string;
}

/** A password input with a show/hide toggle (a pressed button while the text shows). */
export function PasswordField({ showLabel = 'Show password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="pf-btn pf-btn--ghost pf-field__toggle"
          aria-pressed={visible}
          aria-label={showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
}
