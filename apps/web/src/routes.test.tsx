import type { StartupResponse } from '@playfront/core/contract';
import { createI18n } from '@playfront/core/i18n';
import type { LayoutState } from '@playfront/core/store';
import { createStore, initialLayoutState, layoutFromStartup } from '@playfront/core/store';
import { siteFor } from '@playfront/core/testing';
import { loadTemplate } from '@playfront/templates/registry';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browserVisitor, buildRoutes, prefixBranch } from './routes';

const startup: StartupResponse = {
  statusCode: 1,
  language: 'EN',
  site: siteFor('template1', {
    site_name: 'Lucky Demo',
    logo_text: 'Lucky',
    android_sub: '',
    ios_sub: '',
    domain: 'localhost',
    show_app_download: false,
    show_download_bar: false,
  }),
};

const answers: Record<string, unknown> = {
  '/api/seo': { statusCode: 1, value: null },
  '/api/product/get_hot_games': { statusCode: 1, value: [] },
};

async function renderAt(
  path: string,
  answer: StartupResponse = startup,
  layout: LayoutState = layoutFromStartup(answer),
  { templateLoads = true } = {},
) {
  const store = createStore({
    storage: null,
    domainName: 'localhost',
    apiBaseUrl: 'http://sandbox.test',
    fetch: (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      const body = answers[new URL(url).pathname] ?? { statusCode: 1 };
      return Promise.resolve(new Response(JSON.stringify(body)));
    },
    preloadedState: { layout },
  });
  const template = layout.template && templateLoads ? await loadTemplate(layout.template) : null;
  const router = createMemoryRouter(
    buildRoutes({
      store,
      template,
      defaultLanguage: 'EN',
      visitor: browserVisitor,
      serverHead: false,
    }),
    {
      initialEntries: [path],
    },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={await createI18n('EN')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return router;
}

describe('shell routes', () => {
  it("renders the template's home page inside its layout at /", async () => {
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Lucky Demo' }),
    ).toBeInTheDocument();
  });

  it("answers an unknown path with 'Page not found: {path}' and a Back link to /", async () => {
    await renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found: /no-such-page',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('sends a guest from a protected page to /login with the page to return to', async () => {
    const router = await renderAt('/deposit');
    // The guard's route module loads first: on a busy machine that is more than a second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?redirect=%2Fdeposit');
  });

  // The part after a language prefix is a path of its own: `/en//evil.example/` must not
  // become a redirect to `//evil.example/`, which the browser would follow off the site.
  it.each(
    ['/en', '/php', '/cn'].flatMap((prefix) =>
      ['//evil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/'].map(
        (tail) => `${prefix}${tail}`,
      ),
    ),
  )('keeps %s on the site', async (path) => {
    const router = await renderAt(path);
    // An unknown path is the site's own 404, never a navigation to the other host.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^404/);
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows only the maintenance screen when the site is in maintenance', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAt('/', {
      statusCode: 1,
      maintenance: {
        is_maintenance: true,
        start_date: '2026-11-22 01:00:00',
        end_date: '2026-11-22 05:00:00',
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We are improving the site' }),
    ).toBeInTheDocument();
    // The home route has nothing to show without a template, and says so to the router.
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/does not have an element/);
    warn.mockRestore();
  });

  it("shows 'Invalid theme code' for an unknown theme", async () => {
    await renderAt('/', { ...startup, site: { ...startup.site!, theme_code: 'casino99' } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Invalid theme code',
    );
  });

  it('explains a failed startup in words, not the key the failure carries', async () => {
    await renderAt('/', startup, {
      ...initialLayoutState,
      status: 'error',
      message: 'internalServerError',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '500 The server could not complete the request. Please try again shortly.',
    );
  });

  it("says the site could not be loaded when the template's chunk failed, not the notice", async () => {
    const ready = layoutFromStartup({ ...startup, message: 'Welcome to Lucky Demo.' });
    await renderAt('/', startup, ready, { templateLoads: false });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '500 The site could not be loaded.',
    );
  });
});

describe('prefixBranch', () => {
  it('matches every path as the whole table does, on one language prefix', () => {
    const routes = buildRoutes({
      store: createStore({ storage: null, domainName: 'localhost' }),
      template: null,
      defaultLanguage: 'EN',
      visitor: browserVisitor,
      serverHead: false,
    });
    const paths = ['/', '/slots', '/cn', '/cn/', '/CN/slots', '/php/promotions', '/cnx', '/nope/x'];
    for (const path of paths) {
      const narrowed = prefixBranch(routes, path);
      expect(narrowed[0]!.children).toHaveLength(1);
      const ids = (matches: ReturnType<typeof matchRoutes>) =>
        matches?.map((m): unknown => m.route.handle ?? m.route.path);
      expect(ids(matchRoutes(narrowed, path)), path).toEqual(ids(matchRoutes(routes, path)));
    }
  });
});
