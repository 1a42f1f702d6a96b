import { describe, expect, it } from 'vitest';
import { gameTitle, toGame } from './game';

describe('toGame', () => {
  it("stores the server's img_url as game_image", () => {
    expect(
      toGame({
        provider_code: 'JILI',
        game_code: 'JL-001',
        game_name: 'Super Ace',
        game_type: 'SLOTS',
        img_url: '/api/media/game/JILI/JL-001.svg',
      }),
    ).toEqual({
      provider_code: 'JILI',
      game_code: 'JL-001',
      game_name: 'Super Ace',
      game_type: 'SLOTS',
      game_image: '/api/media/game/JILI/JL-001.svg',
    });
  });
});

describe('gameTitle', () => {
  const game = { game_name: 'Super Ace', game_name_cn: '超级王牌' };

  it('is the Chinese title on Chinese pages', () => {
    expect(gameTitle(game, 'CN')).toBe('超级王牌');
  });

  it('is the English name on English and Filipino pages, and where no Chinese title was sent', () => {
    expect(gameTitle(game, 'EN')).toBe('Super Ace');
    expect(gameTitle(game, 'PHP')).toBe('Super Ace');
    expect(gameTitle({ game_name: 'Boxing King' }, 'CN')).toBe('Boxing King');
    expect(gameTitle({ game_name: 'Boxing King', game_name_cn: '' }, 'CN')).toBe('Boxing King');
  });
});
