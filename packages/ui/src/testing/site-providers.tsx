import type { LanguageCode } from '@playfront/core/contract';
import type { AppStore } from '@playfront/core/store';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LanguageProvider } from '../site/language';

/** Everything a connected screen needs around it in a test or story: store, texts, router, language. */
export function SiteTestProviders({
  store,
  i18n,
  path = '/',
  defaultLanguage = 'EN',
  children,
}: {
  store: AppStore;
  i18n: I18n;
  path?: string;
  defaultLanguage?: LanguageCode;
  children: ReactNode;
}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LanguageProvider defaultLanguage={defaultLanguage}>{children}</LanguageProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
