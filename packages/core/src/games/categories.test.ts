import { describe, expect, it } from 'vitest';
import { categoriesWithProviders } from './categories';

describe('categories with providers', () => {
  it('shows only categories with providers, plus hot', () => {
    const shown = categoriesWithProviders({
      hasHotGames: true,
      providerCount: [
        { category: 'casino', count: 3 },
        { category: 'slot_game', count: 12 },
        { category: 'poker', count: 0 },
      ],
    });
    expect(shown.map((c) => c.key)).toEqual(['hot', 'slot_game', 'casino']);
  });

  it('shows hot alone when nothing is stocked', () => {
    expect(
      categoriesWithProviders({ hasHotGames: true, providerCount: [] }).map((c) => c.route),
    ).toEqual(['/hot']);
  });

  it('hides hot when the site has no hot games', () => {
    expect(categoriesWithProviders({ hasHotGames: false, providerCount: [] })).toEqual([]);
  });
});
