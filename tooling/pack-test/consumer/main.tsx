import { settingsApi } from '@playfront/core/api';
import { createI18n } from '@playfront/core/i18n';
import { createStore, defaultStorage, loadPersistedState } from '@playfront/core/store';
import {
  applyTheme,
  loadTemplate,
  TemplateHome,
  TemplateLayout,
} from '@playfront/templates/registry';
import { LanguageProvider } from '@playfront/ui/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';

// What the last visit saved (nothing on a first visit), then startup for the site whose
// domain_name is this page's host name (POST /api/startup). This app reaches the API through a
// plain proxy, so the page holds the player's session token (`sessionMode: 'client'`).
const store = createStore({
  sessionMode: 'client',
  persisted: await loadPersistedState(defaultStorage()),
});
await store.dispatch(settingsApi.endpoints.getStartup.initiate());
const { template: templateId, themeColor, language } = store.getState().layout;
if (!templateId) throw new Error('No template for this domain');

const i18n = await createI18n(language ?? 'EN');
const template = await loadTemplate(templateId);
// The colour startup names, or the template's default (core's theme manifest) without one.
await applyTheme(template, themeColor);

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <LanguageProvider defaultLanguage={language ?? 'EN'}>
        <TemplateLayout recipe={template}>
          <TemplateHome recipe={template} />
        </TemplateLayout>
      </LanguageProvider>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
