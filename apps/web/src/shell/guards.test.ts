import { describe, expect, it } from 'vitest';
import { returnPath, runMiddleware } from './guards';

const base = { requested: '/deposit', home: '/', loginPath: '/login' };

describe('route middleware', () => {
  it('lets anyone open a page without middleware', () => {
    expect(
      runMiddleware({
        ...base,
        route: { middleware: [] },
        isAuthenticated: false,
        templateId: 'template1',
      }),
    ).toEqual({
      action: 'render',
    });
  });

  it('sends a guest from a protected page to /login with the page to return to (page templates)', () => {
    expect(
      runMiddleware({
        ...base,
        route: { middleware: ['auth'] },
        isAuthenticated: false,
        templateId: 'template1',
      }),
    ).toEqual({ action: 'redirect', to: '/login?redirect=%2Fdeposit' });
  });

  it('sends a guest to / and opens #loginmodal after 1000 ms on slot2, slot4 and sportsbook1', () => {
    for (const templateId of ['template2', 'template4', 'template13'] as const) {
      expect(
        runMiddleware({
          ...base,
          route: { middleware: ['auth'] },
          isAuthenticated: false,
          templateId,
        }),
      ).toEqual({
        action: 'redirect',
        to: '/',
        modal: 'loginmodal',
        delayMs: 1000,
      });
    }
  });

  it('sends a guest to / and opens modal-signin after 1000 ms on slot5', () => {
    expect(
      runMiddleware({
        ...base,
        route: { middleware: ['auth'] },
        isAuthenticated: false,
        templateId: 'template5',
      }),
    ).toEqual({ action: 'redirect', to: '/', modal: 'modal-signin', delayMs: 1000 });
  });

  it('keeps the language of the page when redirecting', () => {
    expect(
      runMiddleware({
        route: { middleware: ['auth'] },
        isAuthenticated: false,
        templateId: 'template3',
        requested: '/cn/vip',
        home: '/cn',
        loginPath: '/cn/login',
      }),
    ).toEqual({ action: 'redirect', to: '/cn/login?redirect=%2Fcn%2Fvip' });
  });

  it('refuses /forgot-password to a signed-in player', () => {
    expect(
      runMiddleware({
        ...base,
        route: { middleware: ['guest'] },
        isAuthenticated: true,
        templateId: 'template1',
      }),
    ).toEqual({ action: 'redirect', to: '/' });
  });

  it('lets a signed-in player through a protected page', () => {
    expect(
      runMiddleware({
        ...base,
        route: { middleware: ['auth'] },
        isAuthenticated: true,
        templateId: 'template2',
      }),
    ).toEqual({ action: 'render' });
  });
});

describe('return path after sign-in', () => {
  it('returns to the page asked for', () => {
    expect(returnPath('?redirect=%2Fdeposit', '/')).toBe('/deposit');
  });
  it('never leaves the site', () => {
    expect(returnPath('?redirect=%2F%2Fevil.example', '/')).toBe('/');
    expect(returnPath('?redirect=https%3A%2F%2Fevil.example', '/cn')).toBe('/');
    expect(returnPath('', '/cn')).toBe('/cn');
  });
});
