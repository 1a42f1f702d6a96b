import { zodResolver } from '@hookform/resolvers/zod';
import { useCashOutMutation } from '@playfront/core/api';
import type { CashOutReason, SportsBet } from '@playfront/core/contract';
import { classify, expireSession, messageOf } from '@playfront/core/errors';
import { useAppDispatch } from '@playfront/core/store';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { z } from 'zod/mini';
import { TextField } from '../../form-field/text-field';
import { toFailure } from '../auth/form-support';
import { AMOUNT_PATTERN } from './amount';
import { useBodyIdempotencyKey } from './idempotency';

/** Message keys of why a bet offers no cash-out now. */
const reasonKeys = {
  suspended: 'cashOut_suspended',
  closed: 'cashOut_closed',
  bonus: 'cashOut_bonus',
} as const satisfies Record<CashOutReason, string>;

/** A part is at least 1 % and at most 99 % of the value, so both parts stay worth a cent. */
export function partRange(value: number): { min: number; max: number } {
  return {
    min: Math.max(0.01, Math.ceil(value) / 100),
    max: Math.floor(value * 99) / 100,
  };
}

interface CashOutForm {
  mode: 'all' | 'part';
  amount: string;
}

function cashOutSchema(value: number, invalid: string) {
  const { min, max } = partRange(value);
  return z.object({ mode: z.enum(['all', 'part']), amount: z.string() }).check(
    z.superRefine((form, ctx) => {
      if (form.mode === 'all') return;
      const text = form.amount.trim();
      const amount = Number(text);
      if (!AMOUNT_PATTERN.test(text) || amount < min || amount > max)
        ctx.issues.push({ code: 'custom', message: invalid, path: ['amount'], input: text });
    }),
  );
}

/**
 * An open bet's cash-out: its value on the button, a confirm step offering all of it or a part,
 * and the refusal when the value moved (the new value is offered to confirm again). Disabled,
 * with the reason, while the backend offers none.
 */
export function CashOut({ bet, money }: { bet: SportsBet; money: (value: number) => string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [cashOut, { isLoading }] = useCashOutMutation();
  const requestKey = useBodyIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  // The value the backend named when it refused the one shown, until a pushed value replaces it.
  const [moved, setMoved] = useState<{ from: number | null | undefined; to: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const value = (moved?.from === bet.cash_out ? moved?.to : bet.cash_out) ?? null;
  const invalid = useMemo(() => {
    if (value === null) return '';
    const { min, max } = partRange(value);
    return t('cashOut_amountInvalid', { min: money(min), max: money(max) });
  }, [value, money, t]);
  const schema = useMemo(() => cashOutSchema(value ?? 0, invalid), [value, invalid]);
  const form = useForm<CashOutForm>({
    resolver: zodResolver(schema),
    defaultValues: { mode: 'all', amount: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const amount = useWatch({ control: form.control, name: 'amount' });

  if (value === null) {
    const reason = reasonKeys[bet.cash_out_reason ?? 'closed'];
    return (
      <div className="pf-cash-out">
        <button
          type="button"
          className="pf-btn pf-cash-out__open"
          disabled
          aria-describedby={`${id}-reason`}
        >
          {t('cashOut_unavailable')}
        </button>
        <p id={`${id}-reason`} className="pf-cash-out__note">
          {t(reason)}
        </p>
      </div>
    );
  }

  const partAmount = mode === 'part' && AMOUNT_PATTERN.test(amount.trim()) ? Number(amount) : null;
  const taking = mode === 'part' ? (partAmount ?? 0) : value;
  // The stake that rides on after a part is taken, in proportion to the value.
  const riding = Math.round(bet.stake * 100 * (1 - taking / value)) / 100;

  const send = async (fields: CashOutForm) => {
    if (isLoading) return;
    const part = fields.mode === 'part' ? Number(fields.amount.trim()) : undefined;
    const body = {
      bet_id: bet.bet_id,
      cash_out: value,
      ...(part === undefined ? {} : { amount: part }),
    };
    // The same request keeps its key however often it is sent; another one gets a new key.
    const idempotency_key = requestKey.of(body);
    setProblem(null);
    try {
      const answer = await cashOut({ ...body, idempotency_key }).unwrap();
      requestKey.accepted();
      setConfirming(false);
      setMoved(null);
      form.reset({ mode: 'all', amount: '' });
      setPaid(answer.paid ?? taking);
    } catch (error) {
      const failure = toFailure(error);
      const result = classify(failure, (k) => t(k as 'unknownError'));
      if (result.kind === 'sessionExpired') {
        dispatch(expireSession());
        return;
      }
      const offered = failure.statusParams?.cash_out;
      if (messageOf(failure) === 'betCashOutChanged' && typeof offered === 'number') {
        setMoved({ from: bet.cash_out, to: offered });
        setProblem(t('cashOut_changed', { amount: money(offered) }));
        return;
      }
      setProblem(result.kind === 'error' ? result.text : t('unknownError'));
    }
  };

  if (!confirming)
    return (
      <div className="pf-cash-out">
        <button
          type="button"
          className="pf-btn pf-btn--primary pf-cash-out__open"
          onClick={() => {
            setPaid(null);
            setProblem(null);
            setConfirming(true);
          }}
        >
          {t('cashOut_button', { amount: money(value) })}
        </button>
        {paid !== null && (
          <p className="pf-cash-out__note" role="status">
            {t('cashOut_paid', { amount: money(paid) })}
          </p>
        )}
      </div>
    );

  const range = partRange(value);
  return (
    <form
      className="pf-cash-out pf-cash-out--confirm"
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <p id={`${id}-title`} className="pf-cash-out__title">
        {t('cashOut_confirmTitle')}
      </p>
      <fieldset className="pf-cash-out__modes">
        <legend className="pf-sr-only">{t('cashOut_amount')}</legend>
        <label>
          <input type="radio" value="all" {...form.register('mode')} />
          {t('cashOut_all')}
        </label>
        <label>
          <input type="radio" value="part" {...form.register('mode')} />
          {t('cashOut_part')}
        </label>
      </fieldset>
      {mode === 'part' && (
        <TextField
          label={t('cashOut_amount')}
          inputMode="decimal"
          autoComplete="off"
          description={t('cashOut_amountHint', {
            min: money(range.min),
            max: money(range.max),
          })}
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
      )}
      <p className="pf-cash-out__note">
        {mode === 'part'
          ? t('cashOut_confirmPartText', {
              amount: money(partAmount ?? 0),
              stake: money(Math.max(0, riding)),
            })
          : t('cashOut_confirmText', { amount: money(value) })}
      </p>
      {problem && (
        <p className="pf-cash-out__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="pf-cash-out__actions">
        <button
          type="submit"
          className="pf-btn pf-btn--primary"
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {t('cashOut_confirm', { amount: money(mode === 'part' ? (partAmount ?? 0) : value) })}
        </button>
        <button
          type="button"
          className="pf-btn pf-btn--ghost"
          onClick={() => {
            setConfirming(false);
            setProblem(null);
          }}
        >
          {t('cashOut_keep')}
        </button>
      </div>
    </form>
  );
}
