import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** The one open modal: `error`, `loginmodal`, `modal-signin` or any id a screen defines. */
export interface OpenModal {
  id: string;
  title?: string;
  text?: string;
  props?: Record<string, unknown>;
}

export interface ModalState {
  open: OpenModal | null;
}

export const initialModalState: ModalState = { open: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    /** Opens a modal; whatever was open closes (one at a time). */
    openModal: (_state, action: PayloadAction<OpenModal>) => ({ open: action.payload }),
    /** Closes the open modal. */
    closeModal: () => initialModalState,
  },
});

export const { openModal, closeModal } = modalSlice.actions;

/** The open modal, or null. */
export const selectOpenModal = (state: { modal: ModalState }): OpenModal | null => state.modal.open;
