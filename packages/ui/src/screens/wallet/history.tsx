import type { HistoryExportKind, LanguageCode } from '@playfront/core/contract';
import { HISTORY_EXPORT_MAX_DAYS } from '@playfront/core/contract';
import { PAGE_SIZE } from '@playfront/core/pagination';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Icon } from '../../shared/icon';
import { useLanguage } from '../../site/language';
import '../../form-field/form-field.css';
import '../../date-picker/date-picker.css';
import { Pagination } from '../../pagination/pagination';
import { ScreenPage, StatusList, usePickerLocale } from './support';

// The calendar (Radix Popover, Floating UI) loads with the histories, not with deposit and withdrawal.
const DatePicker = lazy(() =>
  import('../../date-picker/date-picker').then((m) => ({ default: m.DatePicker })),
);

/** The range field, same size and text, while the calendar's code is on its way. */
function RangeFieldLoading({ label, range }: { label: string; range: readonly [string, string] }) {
  return (
    <div className="pf-field pf-datepicker">
      <span className="pf-field__label">{label}</span>
      <button type="button" className="pf-btn pf-datepicker__trigger" disabled>
        <span>{`${range[0]} – ${range[1]}`}</span>
        <Icon name="calendar" />
      </button>
    </div>
  );
}

/** Days a history shows before the player picks a range. */
export const DEFAULT_RANGE_DAYS = 30;

/** The date range and page of a history; a new range starts again at page 1. */
export function useHistoryPaging() {
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRangeState] = useState<[string, string]>([
    dayjs()
      .subtract(DEFAULT_RANGE_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    today,
  ]);
  const [page, setPage] = useState(1);
  const setRange = (next: [string, string]) => {
    setRangeState(next);
    setPage(1);
  };
  return {
    range,
    setRange,
    page,
    setPage,
    /** The paging fields of the history calls. */
    args: { start_date: range[0], end_date: range[1], page, page_size: PAGE_SIZE },
  };
}

/** An amount coloured by its sign: a win or money in, a loss or money out. */
export function SignedAmount({
  value,
  money,
}: {
  value: number;
  money: (value: number) => string;
}) {
  return (
    <span className={value >= 0 ? 'pf-wallet__plus' : 'pf-wallet__minus'}>{money(value)}</span>
  );
}

/** Where the web server answers a history's rows as a CSV download, its columns in `language`. */
export const historyExportHref = (
  kind: HistoryExportKind,
  language: LanguageCode,
  range: readonly [string, string],
) => {
  const query = new URLSearchParams({ kind, language, start_date: range[0], end_date: range[1] });
  return `/history.csv?${query.toString()}`;
};

const exportLabels = {
  statement: 'wallet_exportStatement',
  bets: 'wallet_exportBets',
  deposits: 'wallet_exportDeposits',
  withdrawals: 'wallet_exportWithdrawals',
} as const;

/**
 * Download links of the range's rows as CSV: plain links the web server answers with the held
 * session, so they work before the page's scripts have run. A range longer than one file holds
 * says so instead.
 */
function ExportLinks({
  kinds,
  range,
}: {
  kinds: readonly HistoryExportKind[];
  range: readonly [string, string];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const days = dayjs(range[1]).diff(dayjs(range[0]), 'day') + 1;
  if (days > HISTORY_EXPORT_MAX_DAYS)
    return (
      <p className="pf-wallet__export-note">
        {t('wallet_exportTooLong', { days: HISTORY_EXPORT_MAX_DAYS })}
      </p>
    );
  return (
    <p className="pf-wallet__exports">
      {kinds.map((kind) => (
        <a
          key={kind}
          className="pf-btn pf-wallet__export"
          href={historyExportHref(kind, language, range)}
          download
        >
          {t(exportLabels[kind])}
        </a>
      ))}
    </p>
  );
}

/** One column of a history table. */
export interface HistoryColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/**
 * A history page: its title, the date range, an optional filter, the rows as a table (cards on a
 * phone), the empty state and the pages.
 */
export function HistoryPage<Row>({
  title,
  paging,
  filter,
  columns,
  data,
  rowKey,
  loading,
  exports = [],
}: {
  title: string;
  paging: ReturnType<typeof useHistoryPaging>;
  filter?: ReactNode;
  /** The files the range's rows download as (CSV), one link each. */
  exports?: readonly HistoryExportKind[];
  columns: readonly HistoryColumn<Row>[];
  /** The page of rows and the number of rows in the range, once they have come. */
  data: { value?: readonly Row[]; total?: number } | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const locale = usePickerLocale();
  const today = dayjs().endOf('day');
  const rows = data?.value ?? [];
  const total = data?.total ?? 0;
  return (
    <ScreenPage title={title}>
      <div className="pf-wallet__filters">
        <Suspense
          fallback={<RangeFieldLoading label={t('wallet_dateRange')} range={paging.range} />}
        >
          <DatePicker
            mode="range"
            label={t('wallet_dateRange')}
            locale={locale}
            value={paging.range}
            onChange={paging.setRange}
            isDisabled={(date) => dayjs(date).isAfter(today)}
            confirmLabel={t('ok')}
            previousLabel={t('previous')}
            nextLabel={t('next')}
            invalidMessage={t('dateRangeIncomplete')}
          />
        </Suspense>
        {filter}
      </div>
      {exports.length > 0 && <ExportLinks kinds={exports} range={paging.range} />}
      <StatusList loading={loading} items={rows} empty={t('wallet_noRecords')}>
        <table className="pf-wallet__table">
          <caption className="pf-sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'pf-wallet__num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-label={c.label}
                    className={c.numeric ? 'pf-wallet__num' : undefined}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </StatusList>
      {total > PAGE_SIZE && (
        <Pagination totalItems={total} currentPage={paging.page} onChange={paging.setPage} />
      )}
    </ScreenPage>
  );
}
