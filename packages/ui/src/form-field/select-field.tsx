import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import '../shared/controls.css';
import { FieldFrame, useField } from './field-frame';
import './form-field.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Visible label, tied to the select. */
  label: string;
  /** Help text under the label, announced with the select. */
  description?: string;
  /** Error text; marks the select invalid and is announced. */
  error?: string;
  /** The `<option>`s. */
  children: ReactNode;
  /** React 19 passes refs as props, so react-hook-form's `register` works as is. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select whose description and error are wired for screen readers. */
export function SelectField({
  label,
  description,
  error,
  id,
  className,
  children,
  ref,
  ...select
}: SelectFieldProps) {
  const field = useField({ id, label, description, error, className }, select);
  return (
    <FieldFrame {...field.frame}>
      <select {...select} ref={ref} {...field.control}>
        {children}
      </select>
    </FieldFrame>
  );
}
