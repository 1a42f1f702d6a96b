import { describe, expect, it } from 'vitest';
import { defaultGameLists, defaultPopupGames } from './default-games';
import { providers } from './providers';

const allowed = ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW'];

describe('built-in default game lists', () => {
  it('has hot, featured, popular and new lists of SLOTS from the seven providers', () => {
    expect(Object.keys(defaultGameLists)).toEqual(['hot', 'featured', 'popular', 'new']);
    const games = Object.values(defaultGameLists).flat();
    expect(new Set(games.map((g) => g.provider_code))).toEqual(new Set(allowed));
    for (const game of games) {
      expect(game.game_type).toBe('SLOTS');
      expect(game.game_image).toBe(`/api/media/game/${game.provider_code}/${game.game_code}.svg`);
    }
  });

  it('has a popup list containing EVOPLAY', () => {
    expect(defaultPopupGames.some((g) => g.provider_code === 'EVOPLAY')).toBe(true);
  });

  it('uses only providers of the logo map', () => {
    const games = [...Object.values(defaultGameLists).flat(), ...defaultPopupGames];
    for (const game of games) expect(providers[game.provider_code]).toBeDefined();
  });
});
