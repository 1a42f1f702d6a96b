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
