export * from './create-store';
export * from './hooks';
export * from './layout-slice';
export * from './modal-slice';
export * from './persistence';
export type { RootState } from './root-reducer';
export * from './session-slice';
export * from './toasts-slice';
export * from './viewport-slice';
