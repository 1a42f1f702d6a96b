import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';

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
