import { createI18n } from '@playfront/core/i18n';
import type { Site } from '@playfront/core/contract';
import { createStore, initialLayoutState } from '@playfront/core/store';
import { themeByTemplate } from '@playfront/core/theme';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyTheme, availableTemplates, loadTemplate, paletteCss } from './index';

const site: Site = {
  site_name: 'Demo',
  currency: 'PHP',
  theme_code: 'slot1',
  theme_color: 'emerald',
  logo1: '',
  logo2: '',
  logo3: '',
  status: 'ACTIVE',
  expired_date: null,
  logo_text: 'Demo',
  external_id: 'ext-1',
  android_sub: '',
  ios_sub: '',
  domain: 'test.localhost',
  show_preloader: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
};

describe('template registry', () => {
  it('loads each available template under its own id with the colours core allows', async () => {
    for (const id of availableTemplates) {
      const template = await loadTemplate(id);
      expect(template.id).toBe(id);
      expect(Object.keys(template.palettes)).toEqual(themeByTemplate(id).colors);
    }
  });

  it('renders the home page inside the layout with the site name, in the page language', async () => {
    const { Layout, Home } = await loadTemplate('template1');
    const store = createStore({
      storage: null,
      domainName: 'test.localhost',
      preloadedState: {
        layout: { ...initialLayoutState, site: { ...site, site_name: 'Lucky Demo' } },
      },
    });
    const i18n = await createI18n('PHP');
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <Layout>
              <Home />
            </Layout>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Maligayang pagdating sa Lucky Demo',
    );
    expect(screen.getByRole('navigation', { name: 'Pangunahin' })).toBeInTheDocument();
  });

  it('selects template and colour on <html> and scopes every variant in CSS', async () => {
    const template = await loadTemplate('template1');
    applyTheme(template, 'ruby');
    expect(document.documentElement.dataset).toMatchObject({
      template: 'template1',
      color: 'ruby',
    });
    const css = paletteCss(template);
    expect(css).toContain('[data-template="template1"][data-color="ruby"]{--pf-bg:#160a0d;');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
    applyTheme(template, 'onyx');
    expect(document.querySelectorAll('#pf-tokens-template1')).toHaveLength(1);
  });

  it('refuses a template that does not exist', async () => {
    await expect(loadTemplate('template15')).rejects.toThrow(
      'Template template15 is not available',
    );
  });
});
