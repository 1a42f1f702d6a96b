import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap, oddsFormatToSwitchTo } from './bootstrap';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('bootstrap', () => {
  it('shows the loading screen while the startup call is still out', async () => {
    const calls: string[] = [];
    // A startup that never answers: whatever shows now is what the player sees while waiting.
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      calls.push(
        new URL(input instanceof Request ? input.url : input.toString(), location.href).pathname,
      );
      return new Promise<Response>(() => {});
    });
    const container = document.body.appendChild(document.createElement('div'));
    void bootstrap(container);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(calls).toEqual(['/api/startup']);
  });
});

describe('the odds format of a page the server drew', () => {
  it("switches to the cookie's format, else the saved choice, when the page was drawn in another", () => {
    // A shared cache in front that does not key on the cookie served another format's page.
    expect(oddsFormatToSwitchTo('decimal', 'hongkong', undefined)).toBe('hongkong');
    expect(oddsFormatToSwitchTo('decimal', 'hongkong', 'american')).toBe('hongkong');
    // The cookie is gone, the saved choice is not.
    expect(oddsFormatToSwitchTo('decimal', undefined, 'american')).toBe('american');
    expect(oddsFormatToSwitchTo('hongkong', 'hongkong', 'american')).toBeUndefined();
    expect(oddsFormatToSwitchTo('decimal', undefined, undefined)).toBeUndefined();
  });
});
