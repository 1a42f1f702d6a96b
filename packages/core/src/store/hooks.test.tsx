import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from './create-store';
import { useAppDispatch, useAppSelector } from './hooks';
import { openModal, selectOpenModal } from './modal-slice';

function OpenModalName() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(openModal({ id: 'register' }))}>
      {open?.id ?? 'none'}
    </button>
  );
}

describe('typed hooks', () => {
  it('read and update the store given to the Provider', () => {
    const store = createStore({ storage: null, apiBaseUrl: 'http://sandbox.test' });
    render(
      <Provider store={store}>
        <OpenModalName />
      </Provider>,
    );
    expect(screen.getByRole('button').textContent).toBe('none');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('register');
  });
});
