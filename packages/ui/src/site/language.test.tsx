import { targetLanguage } from '@playfront/core/i18n';
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, useLanguage } from './language';

function Page() {
  const { language } = useLanguage();
  return <p>{language}</p>;
}

describe('LanguageProvider', () => {
  it('stays on the language of the page the player went on to when the page they left gets its texts', async () => {
    // Chinese texts arrive only when the test lets them.
    const waiting: ReadCallback[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init() {},
      read(language, _namespace, callback) {
        if (language === 'CN') waiting.push(callback);
        else callback(null, { home: 'Home' });
      },
    };
    const i18n = createInstance();
    await i18n.use(backend).init({ lng: 'EN', fallbackLng: 'EN', ns: ['ui'], defaultNS: 'ui' });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <LanguageProvider defaultLanguage="EN">
              <Page />
            </LanguageProvider>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );

    await act(() => router.navigate('/cn'));
    expect(targetLanguage(i18n)).toBe('CN');
    await act(() => router.navigate('/'));
    expect(screen.getByText('EN')).toBeTruthy();

    await act(async () => {
      for (const callback of waiting.splice(0)) callback(null, { home: '首页' });
      await Promise.resolve();
    });
    expect(i18n.hasResourceBundle('CN', 'ui')).toBe(true);
    expect(i18n.language).toBe('EN');
    expect(targetLanguage(i18n)).toBe('EN');
  });
});
