import { zodResolver } from '@hookform/resolvers/zod';
import { useSetLimitMutation } from '@playfront/core/api';
import type { PlayerLimit } from '@playfront/core/contract';
import { MESSAGE_TIME_FORMAT } from '@playfront/core/errors';
import { MAX_SESSION_MINUTES, usageLevel, usageRatio } from '@playfront/core/responsible';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { z } from 'zod/mini';
import { TextField } from '../../form-field/text-field';
import { AMOUNT_PATTERN } from '../wallet/amount';
import { useMessageDateLocale, useMoney } from '../wallet/support';

/** What the form holds: the new limit as typed. */
interface LimitFormValues {
  amount: string;
}

/** A new limit as typed: a positive amount with up to 2 decimals, or whole minutes. */
export function limitProblem(
  text: string,
  minutes: boolean,
): 'required' | 'responsible_minutesFormat' | 'wallet_amountFormat' | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (minutes)
    return /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_SESSION_MINUTES
      ? null
      : 'responsible_minutesFormat';
  return AMOUNT_PATTERN.test(value) && Number(value) > 0 ? null : 'wallet_amountFormat';
}

/**
 * Formats a time the backend sent in the operator's time zone, in the date locale of the page
 * language and the site `currency`.
 */
export function useLimitTime(timeZone: string, currency: string): (iso: string) => string {
  const locale = useMessageDateLocale(currency);
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { ...MESSAGE_TIME_FORMAT, timeZone }).format(new Date(iso)),
    [locale, timeZone],
  );
}

export interface LimitRowProps {
  limit: PlayerLimit;
  /** The site currency money limits are in. */
  currency: string;
  /** The operator's time zone, which reset and effective times are shown in. */
  timeZone: string;
}

/**
 * One limit: what is in force, how much of it is used (with the 80 % warning), a change waiting
 * for its cooling-off, and a form to set or remove it.
 */
export function LimitRow({ limit, currency, timeZone }: LimitRowProps) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const when = useLimitTime(timeZone, currency);
  const [setLimit, { isLoading: sending, data: saved }] = useSetLimitMutation();
  const minutes = limit.kind === 'session_time';
  const label = t(`responsible_label_${limit.kind}`, {
    period: limit.period === 'session' ? '' : t(`responsible_period_${limit.period}`),
    currency,
  });
  const format = (value: number) =>
    minutes ? t('responsible_minutes', { minutes: value }) : money(value);

  const schema = useMemo(
    () =>
      z.object({ amount: z.string() }).check(
        z.superRefine((values, ctx) => {
          const problem = limitProblem(values.amount, minutes);
          if (problem)
            ctx.issues.push({
              code: 'custom',
              message: t(problem),
              path: ['amount'],
              input: values.amount,
            });
        }),
      ),
    [minutes, t],
  );
  const { register, handleSubmit, formState, reset } = useForm<LimitFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  const send = async (amount: number | null) => {
    const answer = await setLimit({ kind: limit.kind, period: limit.period, amount });
    if (answer.data) reset({ amount: '' });
  };
  const onSubmit = handleSubmit((values) => send(Number(values.amount.trim())));

  const level = usageLevel(limit.used, limit.value);
  const percent = Math.floor(usageRatio(limit.used, limit.value) * 100);
  const usedText = minutes
    ? t('responsible_sessionUsed', { minutes: limit.used })
    : limit.value === null
      ? t('responsible_usedNoLimit', { used: money(limit.used) })
      : t('responsible_used', { used: money(limit.used), limit: money(limit.value) });

  return (
    <form
      className={`pf-limit pf-limit--${level}`}
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={label}
    >
      <div className="pf-limit__state">
        <p className="pf-limit__value">
          {limit.value === null
            ? t('responsible_noLimit')
            : t('responsible_current', { value: format(limit.value) })}
        </p>
        {limit.value !== null && (
          <div
            className="pf-limit__bar"
            role="progressbar"
            aria-label={`${t('responsible_usageLabel')}: ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          >
            <span className="pf-limit__fill" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className="pf-limit__used">
          {usedText}
          {limit.resets_at ? ` · ${t('responsible_resets', { date: when(limit.resets_at) })}` : ''}
        </p>
        {level === 'warning' && (
          <p className="pf-limit__alert">{t('responsible_warning', { percent })}</p>
        )}
        {level === 'reached' && <p className="pf-limit__alert">{t('responsible_reached')}</p>}
        {limit.pending && (
          <p className="pf-limit__pending">
            {limit.pending.value === null
              ? t('responsible_pendingRemoval', { date: when(limit.pending.effective_at) })
              : t('responsible_pendingValue', {
                  value: format(limit.pending.value),
                  date: when(limit.pending.effective_at),
                })}
          </p>
        )}
      </div>
      <TextField
        label={label}
        inputMode={minutes ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <div className="pf-limit__actions">
        <button
          type="submit"
          className="pf-btn pf-btn--primary"
          disabled={sending}
          aria-busy={sending}
          aria-label={t('responsible_setNamed', { limit: label })}
        >
          {t('responsible_set')}
        </button>
        {(limit.value !== null || limit.pending?.value != null) && (
          <button
            type="button"
            className="pf-btn pf-btn--ghost"
            disabled={sending}
            aria-label={t('responsible_removeNamed', { limit: label })}
            onClick={() => void send(null)}
          >
            {t('responsible_remove')}
          </button>
        )}
      </div>
      <p className="pf-limit__saved" role="status">
        {saved ? t(saved.statusMessage === 'limitPending' ? 'limitPending' : 'limitSaved') : ''}
      </p>
    </form>
  );
}
