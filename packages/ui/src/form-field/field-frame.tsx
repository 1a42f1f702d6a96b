import type { AriaAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../shared/cx';

/** What a labelled control is given: its label, help and error, and the caller's id. */
export interface FieldOptions {
  id?: string;
  label: string;
  description?: string;
  error?: string;
  className?: string;
}

export interface FieldFrameProps {
  inputId: string;
  label: string;
  description?: string;
  descriptionId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  /** The control itself (and any adornment), placed inside the field's border. */
  children?: ReactNode;
}

/**
 * The frame of a labelled control and the props of the control inside it: ids that tie the
 * label, description and error to the control for screen readers, kept with the caller's own
 * `aria-describedby` and `aria-invalid` (`attributes`).
 */
export function useField(
  { id, label, description, error, className }: FieldOptions,
  attributes: AriaAttributes,
) {
  const autoId = useId();
  const inputId = id ?? `pf-field-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const frame: FieldFrameProps = {
    inputId,
    label,
    description,
    descriptionId,
    error,
    errorId,
    className,
  };
  const control = {
    id: inputId,
    className: 'pf-field__input',
    'aria-invalid': error ? true : attributes['aria-invalid'],
    'aria-describedby': cx(descriptionId, errorId, attributes['aria-describedby']) || undefined,
  };
  return { frame, control };
}

/** Label, description, control and error of one field, in the order a screen reader reads them. */
export function FieldFrame(props: FieldFrameProps) {
  const { inputId, label, description, descriptionId, error, errorId, className, children } = props;
  return (
    <div className={cx('pf-field', error && 'pf-field--invalid', className)}>
      <label className="pf-field__label" htmlFor={inputId}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="pf-field__description">
          {description}
        </p>
      )}
      <div className="pf-field__control">{children}</div>
      {error && (
        <p id={errorId} className="pf-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
