import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@playfront/core/i18n';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

/** An amount as typed: digits with up to two decimals. */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Why an amount is refused, or null: format first, then the limits, then the balance. */
export type AmountProblem =
  | { key: 'required' | 'wallet_amountFormat' | 'amountBalance' }
  | { key: 'amountMin'; limit: number }
  | { key: 'amountMax'; limit: number };

/** Checks a typed amount against the limits of the chosen method and, for withdrawals, the balance. */
export function amountProblem(
  text: string,
  limits: { min: number; max: number } | undefined,
  balance?: number,
): AmountProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'required' };
  if (!AMOUNT_PATTERN.test(value)) return { key: 'wallet_amountFormat' };
  const amount = Number(value);
  if (limits && amount < limits.min) return { key: 'amountMin', limit: limits.min };
  if (limits && amount > limits.max) return { key: 'amountMax', limit: limits.max };
  if (balance !== undefined && amount > balance) return { key: 'amountBalance' };
  return null;
}

/** The form schema of an amount plus a choice (deposit method or bank account), with translated messages. */
export function amountFormSchema(options: {
  limitsOf: (choice: string) => { min: number; max: number } | undefined;
  balance?: number;
  message: (problem: AmountProblem) => string;
  required: string;
}) {
  return z
    .object({
      amount: z.string(),
      choice: z.string().check(z.minLength(1, options.required)),
      reference: z.optional(z.string().check(z.maxLength(64), z.regex(/^[\w .-]*$/))),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = amountProblem(
          values.amount,
          options.limitsOf(values.choice),
          options.balance,
        );
        if (problem)
          ctx.issues.push({
            code: 'custom',
            message: options.message(problem),
            path: ['amount'],
            input: values.amount,
          });
      }),
    );
}

/** What the amount forms hold: the amount as typed, the chosen method or account, a reference. */
export interface AmountFormValues {
  amount: string;
  choice: string;
  reference?: string | undefined;
}

/**
 * An amount form over `schema` whose choice (a method or an account) starts at `firstChoice` once
 * the choices have arrived, unless the player has chosen already.
 */
export function useAmountForm(
  schema: ReturnType<typeof amountFormSchema>,
  firstChoice: string | undefined,
  defaults: Partial<AmountFormValues> = {},
) {
  // Where the choices are known at the first render (the server drew the page with them), the
  // first is chosen from the start, so the page does not grow under the player after hydration.
  const form = useForm<AmountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', choice: firstChoice ?? '', ...defaults },
  });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (firstChoice && !getValues('choice')) setValue('choice', firstChoice);
  }, [firstChoice, getValues, setValue]);
  return form;
}

/** Translates an amount problem, with limits in the site currency. */
export function useAmountMessage(money: (value: number) => string) {
  const { t } = useTranslation();
  return useCallback(
    (problem: AmountProblem): string => {
      if (problem.key === 'amountMin') return t('amountMin', { min: money(problem.limit) });
      if (problem.key === 'amountMax') return t('amountMax', { max: money(problem.limit) });
      return t(problem.key);
    },
    [t, money],
  );
}
