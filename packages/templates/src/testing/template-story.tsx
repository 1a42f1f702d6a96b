import { createStore } from '@playfront/core/store';
import type { LayoutState, SessionState } from '@playfront/core/store';
import type { TemplateId } from '@playfront/core/theme';
import { LanguageProvider } from '@playfront/ui/site';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { TemplateModule } from '../registry/types';
import { FAKE_SANDBOX, sandboxFetch, signedInSession, templateLayout } from './fixtures';

export interface TemplateStoryOptions {
  signedIn?: boolean;
  layout?: Partial<LayoutState>;
  session?: SessionState;
}

/** Storybook's `globals` selecting a template and a viewport by name (see apps/storybook). */
export const storyGlobals = (template: TemplateId, viewport?: string) => ({
  template,
  ...(viewport ? { viewport: { value: viewport } } : {}),
});

/**
 * The template's Layout around its Home with its own store over a fake sandbox; Storybook's
 * preview already gives the router and texts, so only the store and language are added here.
 */
export function templateStory(template: TemplateModule, options: TemplateStoryOptions = {}) {
  function TemplateStory() {
    const [store] = useState(() =>
      createStore({
        storage: null,
        domainName: 'story.localhost',
        apiBaseUrl: FAKE_SANDBOX,
        fetch: sandboxFetch(),
        preloadedState: {
          layout: templateLayout(template.id, options.layout),
          ...(options.session || options.signedIn
            ? { session: options.session ?? signedInSession() }
            : {}),
        },
      }),
    );
    const { Layout, Home } = template;
    return (
      <Provider store={store}>
        <LanguageProvider defaultLanguage="EN">
          <Layout>
            <Home />
          </Layout>
        </LanguageProvider>
      </Provider>
    );
  }
  return TemplateStory as ComponentType;
}
