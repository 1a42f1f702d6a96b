import type { Site } from '@playfront/core/contract';
import { createStore, initialLayoutState, initialSessionState } from '@playfront/core/store';
import type { TemplateId } from '@playfront/core/theme';

/** A fake API: answers each path from `routes` and records the bodies it was sent. */
export function fakeApi(routes: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const path = new URL(url).pathname;
    const raw = typeof init?.body === 'string' ? init.body : '{}';
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ path, body });
    const route = routes[path];
    const answer = route ? route(body) : { statusCode: -404, statusMessage: 'notFound' };
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
  return { fetch: fetchImpl, calls };
}

/** A store for a signed-in demo player on a `template` (template1) site in `currency` (PHP), calling the fake API. */
export function walletStore(
  fetchImpl: typeof fetch,
  signedIn = true,
  balance = 1000,
  currency = 'PHP',
  template: TemplateId = 'template1',
) {
  return createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: 'http://sandbox.test',
    fetch: fetchImpl,
    preloadedState: {
      layout: {
        ...initialLayoutState,
        site: { site_name: 'Demo', currency, external_id: 'ext' } as Site,
        template,
      },
      session: signedIn
        ? {
            ...initialSessionState,
            isAuthenticated: true,
            token: 'tok',
            user: { ...initialSessionState.user, account_id: 'demo01', session_token: 'tok' },
            game: { balance, token: 0 },
          }
        : initialSessionState,
    },
  });
}

/** The limits a PHP site answers. */
export const phpLimits = {
  statusCode: 1,
  currency: 'PHP',
  methods: [
    { code: 'GCASH', name: 'GCash', type: 'EWALLET', min: 100, max: 50000 },
    { code: 'BANK', name: 'Bank transfer', type: 'BANK', min: 500, max: 100000 },
  ],
  withdrawal: { min: 200, max: 50000 },
  banks: ['BDO', 'BPI'],
};

/** The limits of a PHP site whose methods have payment steps. */
export const paymentLimits = {
  ...phpLimits,
  methods: [
    { code: 'GCASH', name: 'GCash', type: 'EWALLET', min: 100, max: 50000, flow: 'REDIRECT' },
    { code: 'QRPH', name: 'QR Ph', type: 'EWALLET', min: 100, max: 50000, flow: 'QR' },
    { code: 'BANK', name: 'Bank transfer', type: 'BANK', min: 500, max: 100000, flow: 'BANK' },
  ],
};
