export * from './breakpoints';
export * from './watch';
export { selectBreakpoint, setBreakpoint } from '../store/viewport-slice';
export type { ViewportState } from '../store/viewport-slice';
