import { createI18n } from '@playfront/core/i18n';
import type { LayoutState, SessionState } from '@playfront/core/store';
import { createStore } from '@playfront/core/store';
import { SiteTestProviders } from '@playfront/ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateModule } from '../registry/types';
import { FAKE_SANDBOX, sandboxFetch, signedInSession, templateLayout } from './fixtures';

export interface RenderTemplateOptions {
  /** Renders for a signed-in player with a balance. Default a guest. */
  signedIn?: boolean;
  path?: string;
  layout?: Partial<LayoutState>;
  session?: SessionState;
}

/** Renders a template's Layout around its Home with a real store over a fake sandbox (jsdom). */
export async function renderTemplate(
  template: TemplateModule,
  options: RenderTemplateOptions = {},
) {
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: FAKE_SANDBOX,
    fetch: sandboxFetch(),
    preloadedState: {
      layout: templateLayout(template.id, options.layout),
      ...(options.session || options.signedIn
        ? { session: options.session ?? signedInSession() }
        : {}),
    },
  });
  const i18n = await createI18n('EN');
  const user = userEvent.setup();
  const { Layout, Home } = template;
  const view = render(
    <SiteTestProviders store={store} i18n={i18n} path={options.path ?? '/'}>
      <Layout>
        <Home />
      </Layout>
    </SiteTestProviders>,
  );
  return { ...view, store, user };
}
