import type { ApiFailure } from '@playfront/core/api';
import { isApiFailure } from '@playfront/core/api';
import { handleLoginError } from '@playfront/core/errors';
import { isFormMessage } from '@playfront/core/forms';
import { useAppDispatch } from '@playfront/core/store';
import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';
import { get } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { cx } from '../../shared/cx';

/** Seconds a player waits before asking for another one-time code. */
export const RESEND_COOLDOWN_S = 60;

/** The translated text of a field's error (the schemas report validation keys). */
export function useFieldError(): (
  error: FieldError | undefined,
  params?: Record<string, unknown>,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error, params) => {
      if (!error) return undefined;
      return isFormMessage(error.message) ? t(error.message, params ?? {}) : t('invalidRequest');
    },
    [t],
  );
}

/**
 * The props that tie an input to a react-hook-form field: `register`'s props and the translated
 * error. `field('name', params)` goes straight into a TextField, PasswordField or CheckboxField.
 */
export function useFormFields<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'register' | 'formState'>,
): (
  name: Path<V>,
  params?: Record<string, unknown>,
) => ReturnType<UseFormReturn<V>['register']> & {
  error: string | undefined;
} {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (name, params) => ({
    ...form.register(name),
    error: fieldError(get<FieldErrors<V>, FieldError | undefined>(errors, name), params),
  });
}

// Success keys the sandbox answers in statusMessage.
const successKeys = [
  'tacSent',
  'passwordResetSent',
  'passwordChanged',
  'profileUpdated',
  'registered',
] as const;
export type SuccessKey = (typeof successKeys)[number];
const isSuccessKey = (key: unknown): key is SuccessKey =>
  typeof key === 'string' && (successKeys as readonly string[]).includes(key);

/** Translates a success answer's statusMessage, falling back to a known text. */
export function useSuccessText(): (
  statusMessage: string | undefined,
  fallback: SuccessKey,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (statusMessage, fallback) => t(isSuccessKey(statusMessage) ? statusMessage : fallback),
    [t],
  );
}

/** Any rejection of a call as the envelope the error catalogue reads. */
export const toFailure = (error: unknown): ApiFailure =>
  isApiFailure(error)
    ? error
    : { statusCode: -500, statusMessage: 'internalServerError', statusDetail: String(error) };

/** A sign-in answered without a token counts as a failed one. */
export const noSessionFailure: ApiFailure = {
  statusCode: -500,
  statusMessage: 'internalServerError',
  statusDetail: 'The answer carried no session token.',
};

/** Shows a sign-in error with core's login handler; resolves when the player has closed it. */
export function useLoginErrorHandler(): (failure: ApiFailure) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback((failure) => dispatch(handleLoginError(failure)), [dispatch]);
}

/** A countdown in seconds (running from the start when `running`): `start()` restarts it. */
export function useCooldown(
  running = false,
  seconds = RESEND_COOLDOWN_S,
): { remaining: number; start: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => (running ? now + seconds * 1000 : 0));
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** The form-level status line, announced politely to screen readers. */
export function FormStatus({
  children,
  tone = 'info',
}: {
  children?: ReactNode;
  tone?: 'info' | 'success';
}) {
  return (
    <p
      className={cx('pf-auth__status', tone === 'success' && 'pf-auth__status--success')}
      role="status"
      aria-live="polite"
    >
      {children}
    </p>
  );
}

export interface SubmitFormProps {
  /** Runs on submit, e.g. react-hook-form's `handleSubmit(submit)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown> | void;
  /** Text of the primary submit button. */
  submitLabel: string;
  /** Whether the form is being sent: the button is disabled and `busyText` is announced. */
  submitting: boolean;
  /** Status announced while sending. */
  busyText: string;
  /** Status announced otherwise. Default none. */
  status?: ReactNode;
  /** A success text, announced in the success tone in place of `status`. Default none. */
  confirmed?: string;
  /** Class of the form. Default `pf-auth__form`. */
  className?: string;
  /** The fields, placed before the submit button. */
  children: ReactNode;
  /** Controls placed after the submit button, e.g. a secondary button. */
  actions?: ReactNode;
}

/** A form without native validation: its fields, the primary button and the status line. */
export function SubmitForm({
  onSubmit,
  submitLabel,
  submitting,
  busyText,
  status = '',
  confirmed = '',
  className = 'pf-auth__form',
  children,
  actions,
}: SubmitFormProps) {
  return (
    <form className={className} method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <button type="submit" className="pf-btn pf-btn--primary" disabled={submitting}>
        {submitLabel}
      </button>
      {actions}
      <FormStatus tone={confirmed ? 'success' : 'info'}>
        {submitting ? busyText : confirmed || status}
      </FormStatus>
    </form>
  );
}

/**
 * A react-hook-form form as a `SubmitForm`: `submit` runs on the checked values, and the button
 * is off and `busyText` announced while it does.
 */
export function HookSubmitForm<V extends FieldValues, T extends FieldValues = V>({
  form,
  submit,
  ...props
}: Omit<SubmitFormProps, 'onSubmit' | 'submitting'> & {
  form: Pick<UseFormReturn<V, unknown, T>, 'handleSubmit' | 'formState'>;
  submit: SubmitHandler<T>;
}) {
  return (
    <SubmitForm
      {...props}
      onSubmit={form.handleSubmit(submit)}
      submitting={form.formState.isSubmitting}
    />
  );
}

/**
 * A call answered with a success text: `submit(values)` clears the last text, runs the call and
 * keeps the translated text (`fallback` when the answer names no known key), which `then` also
 * receives. A failed call was already shown by the error catalogue, so the typed values stay.
 */
export function useConfirmedSubmit<V>(
  call: (values: V) => Promise<{ statusMessage?: string }>,
  fallback: SuccessKey,
  then?: (text: string) => void,
): { confirmed: string; submit: (values: V) => Promise<void> } {
  const successText = useSuccessText();
  const [confirmed, setConfirmed] = useState('');
  const submit = async (values: V) => {
    setConfirmed('');
    try {
      const answer = await call(values);
      const text = successText(answer.statusMessage, fallback);
      then?.(text);
      setConfirmed(text);
    } catch {
      // The error catalogue has already shown what went wrong.
    }
  };
  return { confirmed, submit };
}
