import type { Site } from '@playfront/core/contract';
import { createStore, initialLayoutState, initialSessionState } from '@playfront/core/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../testing';
import { useCategoryLinks, useFavourites, useGameRows, useSiteProviders } from './site-data';

const site = {
  site_name: 'Demo',
  external_id: 'ext',
  theme_code: 'slot1',
  theme_color: 'emerald',
} as Site;

function storeWith(fetchImpl: typeof fetch, signedIn = false) {
  return createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: 'http://sandbox.test',
    fetch: fetchImpl,
    preloadedState: {
      layout: {
        ...initialLayoutState,
        site,
        template: 'template1',
        hasHotGames: true,
        provider_count: [
          { category: 'slot_game', count: 4 },
          { category: 'casino', count: 2 },
          { category: 'poker', count: 0 },
        ],
      },
      session: signedIn
        ? { ...initialSessionState, isAuthenticated: true, token: 't' }
        : initialSessionState,
    },
  });
}

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

function Rows() {
  const rows = useGameRows();
  return <p>{rows.loading ? 'loading' : `${rows.hot[0]?.game_name}|${rows.featured.length}`}</p>;
}

function Links() {
  return (
    <ul>
      {useCategoryLinks().map((c) => (
        <li key={c.key}>{`${c.label} ${c.route}`}</li>
      ))}
    </ul>
  );
}

function ProviderLinks() {
  return (
    <ul>
      {useSiteProviders('casino').map((p) => (
        <li key={p.code}>
          <a href={p.route}>
            <img src={p.logo} alt={p.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Heart() {
  const { isFavourite, toggle } = useFavourites();
  const game = { provider_code: 'JILI', game_code: 'X1' };
  return (
    <button type="button" aria-pressed={isFavourite(game)} onClick={() => toggle(game)}>
      fav
    </button>
  );
}

describe('site data hooks', () => {
  it('uses the server rows and fills missing ones from the built-in lists', async () => {
    const store = storeWith(() =>
      json({
        statusCode: 1,
        value: [
          {
            provider_code: 'JILI',
            game_code: 'A',
            game_name: 'Server Hot',
            game_type: 'SLOTS',
            img_url: '/x.svg',
          },
        ],
      }),
    );
    await renderInSite(<Rows />, store);
    expect(await screen.findByText(/^Server Hot\|\d+$/)).toBeInTheDocument();
    expect(Number(screen.getByText(/Server Hot/).textContent?.split('|')[1])).toBeGreaterThan(0);
  });

  it('falls back to the built-in hot games when the call fails', async () => {
    const store = storeWith(() => Promise.reject(new TypeError('offline')));
    await renderInSite(<Rows />, store);
    expect(await screen.findByText(/^Super Ace\|/)).toBeInTheDocument();
  });

  it('lists hot plus the categories with providers, labelled and prefixed in the page language', async () => {
    const store = storeWith(() => json({ statusCode: 1 }));
    await renderInSite(<Links />, store, { language: 'CN', path: '/cn' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '热门游戏 /cn/hot',
      '老虎机 /cn/slots',
      '真人娱乐 /cn/casino',
    ]);
  });

  it("shows the site's own providers of a category, each opening that category filtered to it", async () => {
    const bodies: unknown[] = [];
    const store = storeWith(async (input, init) => {
      bodies.push(
        input instanceof Request
          ? await input.clone().json()
          : JSON.parse(typeof init?.body === 'string' ? init.body : '{}'),
      );
      return json({
        statusCode: 1,
        value: [
          { provider_code: 'EVO', provider_name: 'Evolution' },
          { provider_code: 'PPLAYLIVE', provider_name: 'Pragmatic Play Live' },
        ],
      });
    });
    await renderInSite(<ProviderLinks />, store, { language: 'PHP', path: '/php' });
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/php/casino?provider=EVO',
      '/php/casino?provider=PPLAYLIVE',
    ]);
    expect(screen.getByRole('img', { name: 'Pragmatic Play Live' })).toHaveAttribute(
      'src',
      '/api/media/provider/PPLAY.svg',
    );
    expect(bodies).toEqual([expect.objectContaining({ game_type: 'livecasino' })]);
  });

  it('asks a guest to sign in instead of toggling a favourite', async () => {
    const calls: string[] = [];
    const store = storeWith((input) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return json({ statusCode: 1 });
    });
    await renderInSite(<Heart />, store);
    await userEvent.click(screen.getByRole('button', { name: 'fav' }));
    expect(calls).toEqual([]);
  });

  it('toggles a favourite for a signed-in player and reflects the new list', async () => {
    const store = storeWith(
      () =>
        json({
          statusCode: 1,
          value: [
            {
              provider_code: 'JILI',
              game_code: 'X1',
              game_name: 'X',
              game_type: 'SLOTS',
              img_url: '/x.svg',
            },
          ],
        }),
      true,
    );
    await renderInSite(<Heart />, store);
    await userEvent.click(screen.getByRole('button', { name: 'fav' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'fav' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
