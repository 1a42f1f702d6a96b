import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cx } from '../shared/cx';
import '../shared/controls.css';
import './form-field.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'children' | 'type'
> {
  /** Visible label beside the box, tied to it. */
  label: string;
  /** Error text; marks the box invalid and is announced. */
  error?: string;
  /** Shown under the label, e.g. a link to what the box accepts. */
  children?: ReactNode;
  /** React 19 passes refs as props, so react-hook-form's `register` works as is. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose error is wired for screen readers; the whole label is the target. */
export function CheckboxField({
  label,
  error,
  children,
  id,
  className,
  ref,
  ...input
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? `pf-check-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('pf-check', error && 'pf-check--invalid', className)}>
      <div className="pf-check__row">
        <input
          {...input}
          ref={ref}
          id={inputId}
          type="checkbox"
          className="pf-check__box"
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={cx(errorId, input['aria-describedby']) || undefined}
        />
        <label className="pf-check__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {children}
      {error && (
        <p id={errorId} className="pf-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
