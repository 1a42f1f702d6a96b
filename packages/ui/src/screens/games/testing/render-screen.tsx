import type { ApiPath, LanguageCode } from '@playfront/core/contract';
import { createI18n } from '@playfront/core/i18n';
import type { AppStore, LayoutState, SessionState } from '@playfront/core/store';
import { createStore } from '@playfront/core/store';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LanguageProvider } from '../../../site/language';
import type { FakeAnswer } from './fake-api';
import { FAKE_API_BASE, fakeApi } from './fake-api';
import { fixtureLayout } from './fixtures';

/** Shows where the router is, so tests can read navigation like a player reads the address bar. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderScreenOptions {
  /** The address the screen opens at. Default '/'. */
  path?: string;
  answers?: Partial<Record<ApiPath, FakeAnswer>>;
  layout?: LayoutState;
  session?: SessionState;
  defaultLanguage?: LanguageCode;
}

/** Renders a screen with a real store over a fake sandbox, real texts, a router and the language. */
export async function renderScreen(ui: ReactNode, options: RenderScreenOptions = {}) {
  const api = fakeApi(options.answers);
  const store: AppStore = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: FAKE_API_BASE,
    fetch: api.fetch,
    preloadedState: {
      layout: options.layout ?? fixtureLayout(),
      ...(options.session ? { session: options.session } : {}),
    },
  });
  const i18n = await createI18n('EN');
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route
              path="*"
              element={
                <LanguageProvider defaultLanguage={options.defaultLanguage ?? 'EN'}>
                  {ui}
                  <LocationProbe />
                </LanguageProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, calls: api.calls, user, location, i18n };
}
