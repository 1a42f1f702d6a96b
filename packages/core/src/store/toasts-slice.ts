import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, nanoid } from '@reduxjs/toolkit';
import { TOAST_MS } from '../site/constants';

export type ToastVariant = 'warning' | 'error' | 'success' | 'info';
export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface Toast {
  id: string;
  variant: ToastVariant;
  title: string;
  text?: string;
  /** How long the toast stays, default 3000 ms. */
  durationMs: number;
  position?: ToastPosition;
}

/** A toast to add; `id` and `durationMs` (3000 ms) are filled in when missing. */
export type NewToast = Omit<Toast, 'id' | 'durationMs'> & { id?: string; durationMs?: number };

export interface ToastsState {
  items: Toast[];
}

export const initialToastsState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    /** Shows a toast. */
    addToast: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.items.push(action.payload);
      },
      prepare: (toast: NewToast) => ({
        payload: { ...toast, id: toast.id ?? nanoid(), durationMs: toast.durationMs ?? TOAST_MS },
      }),
    },
    /** Removes a toast once the UI has closed it. */
    dismissToast: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { addToast, dismissToast } = toastsSlice.actions;

/** Toasts currently shown, oldest first. */
export const selectToasts = (state: { toasts: ToastsState }): Toast[] => state.toasts.items;
