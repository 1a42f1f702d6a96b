import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import type { KeyFilter } from '@playfront/core/input';
import { allowsKey, filterText } from '@playfront/core/input';
import '../shared/controls.css';
import { FieldFrame, useField } from './field-frame';
import './form-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. */
  label: string;
  /** Help text under the label, announced with the input. */
  description?: string;
  /** Error text; marks the input invalid and is announced. */
  error?: string;
  /** Keypress filter: 'alpha' (letters and space) or 'digits'. Default none. */
  filter?: KeyFilter;
  /** React 19 passes refs as props, so react-hook-form's `register` works as is. */
  ref?: Ref<HTMLInputElement>;
  /** Control placed after the input inside its border, e.g. a show-password button. */
  endAdornment?: ReactNode;
}

/** A labelled input whose description and error are wired for screen readers. */
export function TextField({
  label,
  description,
  error,
  filter,
  endAdornment,
  id,
  className,
  onKeyDown,
  onChange,
  ref,
  ...input
}: TextFieldProps) {
  const field = useField({ id, label, description, error, className }, input);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Only printable keys are filtered; shortcuts and named keys (Backspace, Tab) pass.
    const printable = event.key.length === 1 || /^\p{L}$/u.test(event.key);
    if (filter && printable && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (!allowsKey(filter, event.key.codePointAt(0) ?? 0)) event.preventDefault();
    }
    onKeyDown?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Pasted text and mobile keyboards skip keydown, so the value is cleaned too.
    if (filter) {
      const clean = filterText(filter, event.target.value);
      if (clean !== event.target.value) event.target.value = clean;
    }
    onChange?.(event);
  };

  return (
    <FieldFrame {...field.frame}>
      <input
        {...input}
        ref={ref}
        {...field.control}
        inputMode={input.inputMode ?? (filter === 'digits' ? 'numeric' : undefined)}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
      />
      {endAdornment}
    </FieldFrame>
  );
}
