import { createI18n } from '@playfront/core/i18n';
import { createStore } from '@playfront/core/store';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';

// A player in Manila, a server in UTC: what the server wrote must still hydrate.
const zone = process.env.TZ;
process.env.TZ = 'Asia/Manila';
afterAll(() => {
  process.env.TZ = zone;
});

async function page(iso: string) {
  // The kick-off's formats are kept per zone for the page's life, and test files share modules:
  // modules loaded after the zone changed build their formats in Manila.
  vi.resetModules();
  const { SiteTestProviders } = await import('../testing');
  const { KickoffTime } = await import('./kickoff-time');
  const store = createStore({ storage: null });
  const i18n = await createI18n('EN');
  return (
    <SiteTestProviders store={store} i18n={i18n}>
      <p>
        <KickoffTime iso={iso} label={(time) => `Kick-off ${time}`} />
      </p>
    </SiteTestProviders>
  );
}

describe('KickoffTime', () => {
  it("names UTC in the server's HTML, hydrates it, then shows the player's own zone", async () => {
    const app = await page('2025-03-02T12:00:00.000Z');
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toMatch(/^Kick-off Mar 2, 2025, 12:00\sPM UTC$/);
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText(/^Kick-off/)).toHaveTextContent(
      /^Kick-off Mar 2, 2025, 8:00\sPM GMT\+8$/,
    );
    expect(screen.getByText(/^Kick-off/)).toHaveAttribute('datetime', '2025-03-02T12:00:00.000Z');
    container.remove();
  });

  it('draws nothing for a kick-off that is not a date', async () => {
    expect(renderToString(await page('soon'))).not.toContain('<time');
  });
});
