import { formatMoney } from '@playfront/core/format';
import type { DateLocale } from '@playfront/core/site';
import { dateLocale, messageDateLocale } from '@playfront/core/site';
import { selectIsAuthenticated, selectSite, useAppSelector } from '@playfront/core/store';
import type { FormEvent, ReactNode } from 'react';
import type { TextFieldProps } from '../../form-field/text-field';
import { TextField } from '../../form-field/text-field';
import { useCallback } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import '../../shared/controls.css';
import '../../shared/card.css';
import './wallet.css';

/** Number locale of a page language: Filipino and Chinese digits group like English. */
const numberLocales: Readonly<Record<string, string>> = { EN: 'en', PHP: 'fil', CN: 'zh-CN' };
/** The picker locale of the site currency (CN -> zh; PHP, MMK, MNT, IDR -> en). */
export function usePickerLocale(): DateLocale {
  return dateLocale(useAppSelector(selectSite)?.currency);
}

/**
 * The locale of dates in messages and statuses (a limit's reset, a break's end): Chinese pages
 * in Chinese, others by the site currency (or `currency`) as the picker.
 */
export function useMessageDateLocale(currency?: string): DateLocale {
  const { i18n } = useTranslation();
  const siteCurrency = useAppSelector(selectSite)?.currency;
  return messageDateLocale(i18n.language, currency || siteCurrency);
}

/** The number and date locale of a page language. */
export const pageLocale = (language: string): string => numberLocales[language] ?? 'en';

/** Formats an amount in the site currency (or `currency`) for the page language. */
export function useMoney(currency?: string): (value: number) => string {
  const { i18n } = useTranslation();
  const siteCurrency = useAppSelector(selectSite)?.currency ?? '';
  const code = currency || siteCurrency;
  const locale = pageLocale(i18n.language);
  return useCallback((value: number) => formatMoney(value, code, locale), [code, locale]);
}

/** The amount input of a payment: a decimal keyboard and, once known, its range in `currency`. */
export function AmountField({
  range,
  currency,
  ...props
}: Omit<TextFieldProps, 'label' | 'description'> & {
  range?: { min: number; max: number } | null;
  currency?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (
    <TextField
      label={t('wallet_amount')}
      inputMode="decimal"
      autoComplete="off"
      description={
        range ? t('wallet_limits', { min: money(range.min), max: money(range.max) }) : undefined
      }
      {...props}
    />
  );
}

/** Whether own-data calls may run: only for a signed-in player. */
export const useSignedIn = (): boolean => useAppSelector(selectIsAuthenticated);

/** One screen: a main landmark with its heading. */
export function ScreenPage({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `pf-wallet ${className}` : 'pf-wallet'}>
      <h1 className="pf-wallet__title">{title}</h1>
      {children}
    </section>
  );
}

/** A wallet form: its fields, then the primary button, busy while the call runs. */
export function WalletForm({
  onSubmit,
  submitLabel,
  sending,
  disabled = false,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  sending: boolean;
  /** The button is off while true (signed out, nothing to choose). */
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="pf-wallet__form" method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
      {children}
      <button
        type="submit"
        className="pf-btn pf-btn--primary pf-wallet__submit"
        disabled={sending || disabled}
        aria-busy={sending}
      >
        {sending ? t('loading') : submitLabel}
      </button>
    </form>
  );
}

/** A polite status line: loading text, or the empty text when there is nothing to show. */
export function StatusLine({
  loading,
  empty,
  text,
}: {
  loading: boolean;
  empty: boolean;
  text: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="pf-wallet__notice" role="status">
      {loading ? t('loading') : empty ? text : ''}
    </p>
  );
}

/** A list's status line and, once it has items, the list (`children`). */
export function StatusList<Item>({
  loading,
  items,
  empty,
  children,
}: {
  loading: boolean;
  items: readonly Item[];
  /** The line shown when there are no items. */
  empty: string;
  children: ReactNode;
}) {
  return (
    <>
      <StatusLine loading={loading} empty={!loading && items.length === 0} text={empty} />
      {items.length > 0 && children}
    </>
  );
}
