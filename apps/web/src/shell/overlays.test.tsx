import { createStore, openModal } from '@playfront/core/store';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { Overlays } from './overlays';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./store-hosts', () => {
  loaded.count += 1;
  return {
    StoreModalHost: () => <p role="dialog">modal host</p>,
    StoreToaster: () => null,
  };
});

describe('Overlays', () => {
  it('fetches the overlay hosts on the first touch, click or key, not before', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Overlays />
      </Provider>,
    );
    await act(() => Promise.resolve());
    expect(loaded.count).toBe(0);

    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(loaded.count).toBe(1));

    act(() => void store.dispatch(openModal({ id: 'error', title: 'Error', text: 'Nope' })));
    expect(await screen.findByRole('dialog')).toHaveTextContent('modal host');
  });
});
