export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
