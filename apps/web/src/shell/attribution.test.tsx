import { createStore } from '@playfront/core/store';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADS_VISIT_KEY, useAttribution } from './attribution';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function Root() {
  useAttribution();
  return <Outlet />;
}

/** The app's routes under a root layout that reads attribution, over a backend that records calls. */
function visit(first: string) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: 'http://sandbox.test',
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      calls.push({
        path: new URL(url).pathname,
        body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
          string,
          unknown
        >,
      });
      return Promise.resolve(new Response(JSON.stringify({ statusCode: 1 }), { status: 200 }));
    },
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <Root />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [first] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { calls, router };
}

const adsVisits = (calls: { path: string; body: Record<string, unknown> }[]) =>
  calls.filter((c) => c.path === '/api/settings/adsvisit');

describe('useAttribution', () => {
  it('reads appsflyer_id on a later route, not only the landing one, and reports the visit once', async () => {
    const { calls, router } = visit('/');
    await act(() => router.navigate('/slots?appsflyer_id=af-77'));
    expect(localStorage.getItem('playfront:appsflyer_id')).toBe('af-77');
    await expect.poll(() => adsVisits(calls)).toHaveLength(1);
    expect(adsVisits(calls)[0]?.body).toMatchObject({ appsflyer_id: 'af-77' });
    expect(sessionStorage.getItem(ADS_VISIT_KEY)).toBe('1');

    // A newer id from another route is kept; the session's visit is not reported twice.
    await act(() => router.navigate('/casino?appsflyer_id=af-88'));
    expect(localStorage.getItem('playfront:appsflyer_id')).toBe('af-88');
    expect(adsVisits(calls)).toHaveLength(1);
  });

  it('reports nothing while no route carried an id and there is no _fbp cookie', async () => {
    const { calls, router } = visit('/promotions');
    await act(() => router.navigate('/slots'));
    expect(localStorage.getItem('playfront:appsflyer_id')).toBeNull();
    expect(adsVisits(calls)).toHaveLength(0);
  });
});
