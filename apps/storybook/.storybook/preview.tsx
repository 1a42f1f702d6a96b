import { createI18n } from '@playfront/core/i18n';
import type { LanguageCode } from '@playfront/core/contract';
import type { TemplateId } from '@playfront/core/theme';
import { themeByTemplate } from '@playfront/core/theme';
import { applyTheme, availableTemplates, loadTemplate } from '@playfront/templates/registry';
import type { AppStore } from '@playfront/core/store';
import type { Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { sandboxHandlers } from '../src/mocks/sandbox-handlers';
import { globalTypes, viewportOptions } from './globals';

// A play function's find and waitFor wait up to 10 s, not Testing Library's 1 s: a lazily loaded
// part's first render is transformed on demand, which takes seconds on a shared, busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** Storybook's sort comparator over its index entries (only the title is read here). */
type StorySort = (a: { title: string }, b: { title: string }) => number;

const i18nByLanguage = new Map<LanguageCode, Promise<I18n>>();
const i18nFor = (language: LanguageCode) => {
  if (!i18nByLanguage.has(language)) i18nByLanguage.set(language, createI18n(language));
  return i18nByLanguage.get(language)!;
};

const preview: Preview = {
  globalTypes,
  initialGlobals: { template: 'template1', color: '0', language: 'EN' },
  parameters: {
    layout: 'fullscreen',
    // Titles in natural order (Template 2 before Template 10); a title's stories keep file order.
    // Storybook evaluates this function's source as plain JavaScript: no types, nothing from outside.
    options: {
      storySort: (a, b) =>
        a.title === b.title ? 0 : a.title.localeCompare(b.title, 'en', { numeric: true }),
    },
    viewport: { options: viewportOptions },
    // A serious or critical axe violation fails the story's test.
    a11y: { test: 'error' },
    // Every `/api` call a story makes is answered from the sandbox's seed.
    msw: sandboxHandlers,
  } satisfies Preview['parameters'] & { options: { storySort: StorySort } },
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      // Components read token roles only, so every story needs a template's palette applied.
      const wanted = globals.template as TemplateId;
      const template = await loadTemplate(
        availableTemplates.includes(wanted) ? wanted : 'template1',
      );
      await applyTheme(template, themeByTemplate(template.id).colors[Number(globals.color) || 0]);
      const i18n = await i18nFor((globals.language as LanguageCode) ?? 'EN');
      document.documentElement.lang =
        i18n.language === 'CN' ? 'zh-Hans' : i18n.language === 'PHP' ? 'fil' : 'en';
      return { i18n };
    },
  ],
  decorators: [
    // A story may start on a path (`parameters.route`) and bring a store its loader prepared.
    (Story, { loaded, parameters }) => {
      const store = loaded.store as AppStore | undefined;
      const page: ReactNode = (
        <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      );
      return (
        <I18nextProvider i18n={loaded.i18n as I18n}>
          {store ? <Provider store={store}>{page}</Provider> : page}
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
