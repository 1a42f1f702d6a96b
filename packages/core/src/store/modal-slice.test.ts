import { describe, expect, it } from 'vitest';
import { closeModal, openModal, selectOpenModal } from './modal-slice';
import { testStore } from '../testing';
import { addToast, dismissToast, selectToasts } from './toasts-slice';

describe('modals: one open at a time', () => {
  it('opening a modal closes the previous one', () => {
    const { store } = testStore();
    store.dispatch(openModal({ id: 'loginmodal' }));
    store.dispatch(openModal({ id: 'error', title: 'Error', text: 'Nope' }));
    expect(selectOpenModal(store.getState())).toEqual({
      id: 'error',
      title: 'Error',
      text: 'Nope',
    });
  });

  it('closing leaves no modal open', () => {
    const { store } = testStore();
    store.dispatch(openModal({ id: 'register' }));
    store.dispatch(closeModal());
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});

describe('toasts', () => {
  it('last 3 s unless told otherwise and can be dismissed', () => {
    const { store } = testStore();
    store.dispatch(addToast({ variant: 'success', title: 'Saved' }));
    const [toast] = selectToasts(store.getState());
    expect(toast).toMatchObject({ variant: 'success', title: 'Saved', durationMs: 3000 });
    store.dispatch(dismissToast(toast!.id));
    expect(selectToasts(store.getState())).toEqual([]);
  });
});
