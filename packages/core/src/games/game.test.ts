import { describe, expect, it } from 'vitest';
import { toGame } from './game';

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
