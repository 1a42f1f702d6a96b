import type { ApiFailure } from '@playfront/core/api';
import { isApiFailure } from '@playfront/core/api';
import { handleLoginError } from '@playfront/core/errors';
import { isFormMessage } from '@playfront/core/forms';
import { useAppDispatch } from '@playfront/core/store';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

// Success keys the sandbox answers in statusMessage.
const successKeys = [
  'tacSent',
  'passwordResetSent',
  'passwordChanged',
  'profileUpdated',
  'registered',
] as const;
type SuccessKey = (typeof successKeys)[number];
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

/** A sign-in answered without a token counts as a failed one (section 4). */
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
