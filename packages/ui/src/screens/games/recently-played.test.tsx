import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { fakeSandbox } from '@playfront/core/testing';
import { RecentlyPlayed } from './recently-played';

const slot = {
  provider_code: 'PLAYFRONT',
  game_code: 'PF-LUCKY-SEVENS',
  game_name: 'Lucky Sevens Demo',
  game_type: 'SLOTS',
  img_url: '/api/media/game/PLAYFRONT/PF-LUCKY-SEVENS.svg',
};

async function show(signedIn: boolean, value: (typeof slot)[]) {
  const api = fakeSandbox({ '/api/product/recent_games': () => ({ statusCode: 1, value }) });
  const { store, container } = await renderPlayerScreen(
    <RecentlyPlayed className="home-rows" />,
    api,
    { signedIn },
  );
  const answered = () =>
    Object.values(store.getState().api.queries).some(
      (q) => q?.endpointName === 'getRecentGames' && q.data !== undefined,
    );
  return { api, container, answered };
}

const asked = (api: ReturnType<typeof fakeSandbox>) =>
  api.calls.filter((c) => c.path === '/api/product/recent_games');

describe('RecentlyPlayed', () => {
  it("shows a player's recent games", async () => {
    const { api } = await show(true, [slot]);
    const row = await screen.findByRole('region', { name: 'Recently played' });
    expect(row).toHaveTextContent('Lucky Sevens Demo');
    expect(asked(api)[0]?.body).toMatchObject({ account_id: 'demo01', auth: 'tok' });
  });

  it('stays hidden while the player has played nothing', async () => {
    const { api, container, answered } = await show(true, []);
    await waitFor(() => expect(answered()).toBe(true));
    expect(asked(api)).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks nothing and shows nothing for a guest', async () => {
    const { api, container } = await show(false, [slot]);
    expect(container).toBeEmptyDOMElement();
    expect(asked(api)).toEqual([]);
  });
});
