import { gameCategories } from '@playfront/core/contract';
import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from './route-table';
import { screenArea } from './screens';

describe('route table', () => {
  it('has the 48 paths of the spec, the deposit result page and the identity check, once each', () => {
    expect(routeTable).toHaveLength(50);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(50);
    expect(findRoute('/deposit-result')?.middleware).toEqual(['auth']);
    expect(findRoute('/verification')?.middleware).toEqual(['auth']);
  });

  it('makes /forgot-password guest only and the account pages need a signed-in player', () => {
    expect(findRoute('/forgot-password')?.middleware).toEqual(['guest']);
    for (const path of ['/account', '/deposit', '/withdrawal', '/inbox', '/vip', '/profile']) {
      expect(findRoute(path)?.middleware, path).toEqual(['auth']);
    }
    expect(findRoute('/slots')?.middleware).toEqual([]);
  });

  it('finds a path with one trailing slash and nothing unknown', () => {
    expect(findRoute('/slots/')?.path).toBe('/slots');
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/slots/extra')).toBeUndefined();
  });

  it("has one page per game category of core's list, each showing a games screen (sports its own)", () => {
    for (const c of gameCategories) {
      expect(findRoute(c.route), c.key).toBeDefined();
      // Hot has the games area; sports and the listed categories have areas of their own.
      const area = c.key === 'sportsbook' ? 'sports' : c.key === 'hot' ? 'games' : 'game-list';
      expect(screenArea(c.route), c.route).toBe(area);
    }
  });

  it('gives every page but the home a screen', () => {
    for (const { path } of routeTable.filter((r) => r.path !== '/'))
      expect(screenArea(path), path).toBeDefined();
  });
});
