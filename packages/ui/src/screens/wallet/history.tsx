import { PAGE_SIZE } from '@playfront/core/pagination';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/icon';
import '../../date-picker/date-picker.css';
import { Pagination } from '../../pagination/pagination';
import { StatusLine, usePickerLocale } from './support';

// The calendar (Radix Popover, Floating UI) loads with the histories, not with deposit and withdrawal.
const DatePicker = lazy(() =>
  import('../../date-picker/date-picker').then((m) => ({ default: m.DatePicker })),
);

/** The range field, same size and text, while the calendar's code is on its way. */
function RangeFieldLoading({ label, range }: { label: string; range: readonly [string, string] }) {
  return (
    <div className="pf-datepicker">
      <span className="pf-datepicker__label">{label}</span>
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

/** One column of a history table. */
export interface HistoryColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/** Date range, optional filter, the rows as a table (cards on a phone), empty state and pages. */
export function HistoryView<Row>({
  paging,
  filter,
  columns,
  rows,
  rowKey,
  total,
  loading,
  caption,
}: {
  paging: ReturnType<typeof useHistoryPaging>;
  filter?: ReactNode;
  columns: readonly HistoryColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  loading: boolean;
  caption: string;
}) {
  const { t } = useTranslation();
  const locale = usePickerLocale();
  const today = dayjs().endOf('day');
  return (
    <>
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
      <StatusLine
        loading={loading}
        empty={!loading && rows.length === 0}
        text={t('wallet_noRecords')}
      />
      {rows.length > 0 && (
        <table className="pf-wallet__table">
          <caption className="pf-sr-only">{caption}</caption>
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
      )}
      {total > PAGE_SIZE && (
        <Pagination totalItems={total} currentPage={paging.page} onChange={paging.setPage} />
      )}
    </>
  );
}
