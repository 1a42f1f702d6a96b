import { createI18n } from '@playfront/core/i18n';
import { liveSlice, liveStatusChanged } from '@playfront/core/live';
import { injectSlice } from '@playfront/core/store';
import { testStore } from '@playfront/core/testing';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import LiveNote from './live-note';

describe('LiveNote', () => {
  it('says the page is reconnecting only after it had its channel and lost it', async () => {
    injectSlice(liveSlice);
    const { store } = testStore();
    render(
      <I18nextProvider i18n={await createI18n('EN')}>
        <Provider store={store}>
          <LiveNote />
        </Provider>
      </I18nextProvider>,
    );
    const note = screen.getByRole('status');
    act(() => void store.dispatch(liveStatusChanged('connecting')));
    expect(note).toBeEmptyDOMElement();

    act(() => void store.dispatch(liveStatusChanged('open')));
    act(() => void store.dispatch(liveStatusChanged('connecting')));
    expect(note).toHaveTextContent(
      'Reconnecting… Prices and your balance catch up when the connection is back.',
    );
    act(() => void store.dispatch(liveStatusChanged('polling')));
    expect(note).toHaveTextContent(/^Reconnecting/);

    act(() => void store.dispatch(liveStatusChanged('open')));
    expect(note).toBeEmptyDOMElement();
    // Closed on purpose (signed out): nothing is being missed.
    act(() => void store.dispatch(liveStatusChanged('closed')));
    act(() => void store.dispatch(liveStatusChanged('connecting')));
    expect(note).toBeEmptyDOMElement();
  });
});
