export { DatePicker } from './date-picker';
export type { DatePickerProps, RangeDatePickerProps, SingleDatePickerProps } from './date-picker';
