import type { TemplateId } from '@playfront/core/theme';
import { describe, expect, it } from 'vitest';
import { returnPath, runMiddleware } from './guards';
import type { GuardInput, GuardResult } from './guards';

const base = { requested: '/deposit', home: '/', loginPath: '/login' };
/** A guest asking for a page that needs a sign-in. */
const guestOnProtected = { route: { middleware: ['auth' as const] }, isAuthenticated: false };

describe('route middleware', () => {
  it.each<{
    name: string;
    input: Omit<GuardInput, 'templateId'>;
    templates: TemplateId[];
    expected: GuardResult;
  }>([
    {
      name: 'lets anyone open a page without middleware',
      input: { ...base, route: { middleware: [] }, isAuthenticated: false },
      templates: ['template1'],
      expected: { action: 'render' },
    },
    {
      name: 'sends a guest from a protected page to /login with the page to return to (page templates)',
      input: { ...base, ...guestOnProtected },
      templates: ['template1'],
      expected: { action: 'redirect', to: '/login?redirect=%2Fdeposit' },
    },
    {
      name: 'sends a guest to / and opens #loginmodal after 1000 ms on slot2, slot4 and sportsbook1',
      input: { ...base, ...guestOnProtected },
      templates: ['template2', 'template4', 'template13'],
      expected: { action: 'redirect', to: '/', modal: 'loginmodal', delayMs: 1000 },
    },
    {
      name: 'sends a guest to / and opens modal-signin after 1000 ms on slot5',
      input: { ...base, ...guestOnProtected },
      templates: ['template5'],
      expected: { action: 'redirect', to: '/', modal: 'modal-signin', delayMs: 1000 },
    },
    {
      name: 'keeps the language of the page when redirecting',
      input: { ...guestOnProtected, requested: '/cn/vip', home: '/cn', loginPath: '/cn/login' },
      templates: ['template3'],
      expected: { action: 'redirect', to: '/cn/login?redirect=%2Fcn%2Fvip' },
    },
    {
      name: 'refuses /forgot-password to a signed-in player',
      input: { ...base, route: { middleware: ['guest'] }, isAuthenticated: true },
      templates: ['template1'],
      expected: { action: 'redirect', to: '/' },
    },
    {
      name: 'lets a signed-in player through a protected page',
      input: { ...base, route: { middleware: ['auth'] }, isAuthenticated: true },
      templates: ['template2'],
      expected: { action: 'render' },
    },
  ])('$name', ({ input, templates, expected }) => {
    for (const templateId of templates)
      expect(runMiddleware({ ...input, templateId })).toEqual(expected);
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
