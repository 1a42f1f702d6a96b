import type { DisabledDate } from '@playfront/core/date-range';
import {
  checkDateRange,
  formatDateValue,
  isDateSelectable,
  parseDateValue,
  weekStartFor,
  yearPanel,
} from '@playfront/core/date-range';
import * as Popover from '@radix-ui/react-popover';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { cx } from '../shared/cx';
import { Icon } from '../shared/icon';
import { dayName, monthDays, monthTitle, weekdayNames } from './calendar';
import '../shared/controls.css';
import '../shared/input.css';
import '../shared/raised.css';
import '../form-field/form-field.css';
import './date-picker.css';

interface CommonProps {
  /** Visible label of the field. */
  label: string;
  /** Date locale for month and weekday names: en, fil or zh. Default "en". */
  locale?: string;
  /** Adds time inputs; values become YYYY-MM-DD HH:mm:ss. Default false. */
  withTime?: boolean;
  /** Dates the player may not pick (refused). */
  isDisabled?: DisabledDate;
  /** Text of the confirm button. Default "OK". */
  confirmLabel?: string;
  /** Shown on the trigger with no value. Default "Select date". */
  placeholder?: string;
  /** Name of the previous-month button. Default "Previous month". */
  previousLabel?: string;
  /** Name of the next-month button. Default "Next month". */
  nextLabel?: string;
  /** Label of the start time. Default "Start time" (range) or "Time". */
  startTimeLabel?: string;
  /** Label of the end time. Default "End time". */
  endTimeLabel?: string;
  /** Shown when OK is pressed without a valid choice. Default "Choose a valid start and end date". */
  invalidMessage?: string;
}

export interface SingleDatePickerProps extends CommonProps {
  mode?: 'single';
  /** The chosen date as YYYY-MM-DD (or with time), or null. */
  value: string | null;
  onChange: (value: string) => void;
}

export interface RangeDatePickerProps extends CommonProps {
  mode: 'range';
  /** The chosen range, start first, or null. */
  value: readonly [string, string] | null;
  onChange: (value: [string, string]) => void;
}

export type DatePickerProps = SingleDatePickerProps | RangeDatePickerProps;

const toDay = (text: string | undefined) => {
  const date = text ? parseDateValue(text) : null;
  return date ? dayjs(date) : null;
};

const timeOf = (day: Dayjs | null) => (day ? day.format('HH:mm:ss') : '00:00:00');

function withTimeOf(day: Dayjs, time: string): Dayjs {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return day.hour(h).minute(m).second(s);
}

/** A step to the month before or after, shown as a chevron. */
function MonthStep({
  label,
  className,
  onClick,
}: {
  label: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={cx('pf-btn pf-btn--ghost', className)}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="chevron" />
    </button>
  );
}

/** A time of day, to the second, under its label. */
function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <label className="pf-datepicker__time">
      {label}
      <input
        type="time"
        className="pf-input"
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A date or date-range picker: 6x7 day grid, 10-year panel, keyboard navigation, OK to confirm. */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    locale = 'en',
    withTime = false,
    isDisabled,
    confirmLabel = 'OK',
    placeholder = 'Select date',
    previousLabel = 'Previous month',
    nextLabel = 'Next month',
    endTimeLabel = 'End time',
    invalidMessage = 'Choose a valid start and end date',
  } = props;
  const range = props.mode === 'range';
  const startTimeLabel = props.startTimeLabel ?? (range ? 'Start time' : 'Time');
  const initial: [Dayjs | null, Dayjs | null] = range
    ? [toDay(props.value?.[0]), toDay(props.value?.[1])]
    : [toDay(props.value ?? undefined), null];

  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<Dayjs | null>(initial[0]);
  const [end, setEnd] = useState<Dayjs | null>(initial[1]);
  const [month, setMonth] = useState<Dayjs>((initial[0] ?? dayjs()).startOf('month'));
  const [focused, setFocused] = useState<Dayjs>(initial[0] ?? dayjs());
  const [yearsOpen, setYearsOpen] = useState(false);
  const [startTime, setStartTime] = useState(timeOf(initial[0]));
  const [endTime, setEndTime] = useState(timeOf(initial[1]));
  const [error, setError] = useState('');
  const grid = useRef<HTMLTableElement>(null);
  const id = useId();
  const weekStart = weekStartFor(locale);
  const disabled = (day: Dayjs) => !isDateSelectable(day.toDate(), isDisabled);

  const reset = () => {
    setStart(initial[0]);
    setEnd(initial[1]);
    setMonth((initial[0] ?? dayjs()).startOf('month'));
    setFocused(initial[0] ?? dayjs());
    setStartTime(timeOf(initial[0]));
    setEndTime(timeOf(initial[1]));
    setYearsOpen(false);
    setError('');
  };

  const moveFocus = (day: Dayjs) => {
    setFocused(day);
    if (!day.isSame(month, 'month')) setMonth(day.startOf('month'));
    // Focus follows once the new month has rendered.
    requestAnimationFrame(() =>
      grid.current
        ?.querySelector<HTMLButtonElement>(`[data-day="${day.format('YYYY-MM-DD')}"]`)
        ?.focus(),
    );
  };

  const pick = (day: Dayjs) => {
    // Disabled dates are refused.
    if (disabled(day)) return;
    setError('');
    setFocused(day);
    if (!range || !start || end || day.isBefore(start, 'day')) {
      setStart(day);
      setEnd(null);
    } else {
      setEnd(day);
    }
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, [number, 'day' | 'month' | 'year']> = {
      ArrowLeft: [-1, 'day'],
      ArrowRight: [1, 'day'],
      ArrowUp: [-7, 'day'],
      ArrowDown: [7, 'day'],
      PageUp: [-1, event.shiftKey ? 'year' : 'month'],
      PageDown: [1, event.shiftKey ? 'year' : 'month'],
    };
    const step = steps[event.key];
    let next: Dayjs | null = step ? focused.add(step[0], step[1]) : null;
    if (event.key === 'Home') next = focused.subtract((focused.day() - weekStart + 7) % 7, 'day');
    if (event.key === 'End') next = focused.add(6 - ((focused.day() - weekStart + 7) % 7), 'day');
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const confirm = () => {
    const startValue = start && (withTime ? withTimeOf(start, startTime) : start.startOf('day'));
    if (!range) {
      if (!startValue || disabled(startValue)) return setError(invalidMessage);
      props.onChange(formatDateValue(startValue.toDate(), withTime));
      return setOpen(false);
    }
    const endValue = end && (withTime ? withTimeOf(end, endTime) : end.startOf('day'));
    const result = checkDateRange(startValue?.toDate(), endValue?.toDate(), isDisabled);
    if (!result.ok) return setError(invalidMessage);
    props.onChange([
      formatDateValue(result.start, withTime),
      formatDateValue(result.end, withTime),
    ]);
    setOpen(false);
  };

  const shown = range ? props.value && `${props.value[0]} – ${props.value[1]}` : props.value;
  const days = monthDays(month, weekStart);
  const weekdays = weekdayNames(locale, weekStart);
  const today = dayjs();
  const titleId = `${id}-title`;

  return (
    <div className="pf-field pf-datepicker">
      <span id={`${id}-label`} className="pf-field__label">
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) reset();
          setOpen(next);
        }}
      >
        <Popover.Trigger
          className="pf-btn pf-datepicker__trigger"
          aria-labelledby={`${id}-label ${id}-value`}
        >
          <span id={`${id}-value`}>{shown || placeholder}</span>
          <Icon name="calendar" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="pf-raised pf-datepicker__panel"
            role="dialog"
            aria-labelledby={`${id}-label`}
            sideOffset={6}
            align="start"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              requestAnimationFrame(() =>
                grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus(),
              );
            }}
          >
            <div className="pf-datepicker__head">
              <MonthStep
                label={previousLabel}
                className="pf-datepicker__prev"
                onClick={() => setMonth(month.subtract(1, 'month'))}
              />
              <button
                type="button"
                id={titleId}
                className="pf-btn pf-btn--ghost pf-datepicker__title"
                aria-expanded={yearsOpen}
                aria-live="polite"
                onClick={() => setYearsOpen((v) => !v)}
              >
                {monthTitle(month, locale)}
              </button>
              <MonthStep label={nextLabel} onClick={() => setMonth(month.add(1, 'month'))} />
            </div>
            {yearsOpen ? (
              <div className="pf-datepicker__years" role="group" aria-labelledby={titleId}>
                {yearPanel(month.year()).map((year) => (
                  <button
                    key={year}
                    type="button"
                    className="pf-btn pf-datepicker__year"
                    aria-pressed={year === month.year()}
                    onClick={() => {
                      setMonth(month.year(year));
                      setFocused(focused.year(year));
                      setYearsOpen(false);
                    }}
                  >
                    {year}
                  </button>
                ))}
              </div>
            ) : (
              <table
                ref={grid}
                className="pf-datepicker__grid"
                role="grid"
                aria-labelledby={titleId}
                onKeyDown={onGridKey}
              >
                <thead>
                  <tr>
                    {weekdays.map((name) => (
                      <th key={name.long} scope="col" abbr={name.long}>
                        {name.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {Array.from({ length: days.length / 7 }, (_, row) => (
                    <tr key={row}>
                      {days.slice(row * 7, row * 7 + 7).map((day) => {
                        const selected =
                          (start && day.isSame(start, 'day')) ||
                          (end && day.isSame(end, 'day')) ||
                          false;
                        const inRange =
                          start && end && day.isAfter(start, 'day') && day.isBefore(end, 'day');
                        return (
                          <td key={day.valueOf()} role="gridcell" aria-selected={selected}>
                            <button
                              type="button"
                              data-day={day.format('YYYY-MM-DD')}
                              className={cx(
                                'pf-btn pf-datepicker__day',
                                !day.isSame(month, 'month') && 'pf-datepicker__day--outside',
                                day.isSame(today, 'day') && 'pf-datepicker__day--today',
                                inRange && 'pf-datepicker__day--in-range',
                              )}
                              tabIndex={day.isSame(focused, 'day') ? 0 : -1}
                              aria-label={dayName(day, locale)}
                              aria-pressed={selected}
                              aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                              aria-disabled={disabled(day) || undefined}
                              onClick={() => pick(day)}
                              onFocus={() => setFocused(day)}
                            >
                              {day.date()}
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {withTime && (
              <div className="pf-datepicker__times">
                <TimeInput label={startTimeLabel} value={startTime} onChange={setStartTime} />
                {range && <TimeInput label={endTimeLabel} value={endTime} onChange={setEndTime} />}
              </div>
            )}
            {error && (
              <p className="pf-field__error" role="alert">
                {error}
              </p>
            )}
            <div className="pf-datepicker__foot">
              <button type="button" className="pf-btn pf-btn--primary" onClick={confirm}>
                {confirmLabel}
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
