import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract';
import { dateLocale } from './date-locale';
import { filterGameMenu, filterMenu } from './menu-filter';

describe('currency to date locale', () => {
  it('maps EN to en and CN to zh', () => {
    expect(dateLocale('EN')).toBe('en');
    expect(dateLocale('CN')).toBe('zh');
  });

  it('maps PHP, MMK, MNT and IDR to en', () => {
    for (const code of ['PHP', 'MMK', 'MNT', 'IDR']) expect(dateLocale(code)).toBe('en');
  });

  it('falls back to en for unknown or missing codes and ignores case', () => {
    expect(dateLocale('USD')).toBe('en');
    expect(dateLocale(undefined)).toBe('en');
    expect(dateLocale('cn')).toBe('zh');
  });
});

const item = (title: string, category?: string, children: MenuItem[] = []): MenuItem => ({
  title,
  path: `/${title}`,
  content_id: 1,
  children,
  ...(category === undefined ? {} : { category }),
});

describe('menu and provider-category filtering', () => {
  const providerCount = [
    { category: 'slot_game', count: 4 },
    { category: 'casino', count: 0 },
    { category: 'fishing', count: 2 },
  ];

  it('keeps only categories that have providers, plus items without a category', () => {
    const menu = [
      item('slots', 'slot_game'),
      item('casino', 'casino'),
      item('poker', 'poker'),
      item('promotions'),
    ];
    const titles = filterMenu(menu, { providerCount, hasHotGames: false }).map((i) => i.title);
    expect(titles).toEqual(['slots', 'promotions']);
  });

  it('keeps hot only when the site has hot games', () => {
    const menu = [item('hot', 'hot'), item('slots', 'slot_game')];
    expect(filterMenu(menu, { providerCount, hasHotGames: true }).map((i) => i.title)).toEqual([
      'hot',
      'slots',
    ]);
    expect(filterMenu(menu, { providerCount, hasHotGames: false }).map((i) => i.title)).toEqual([
      'slots',
    ]);
  });

  it('filters children of a menu group the same way', () => {
    const menu = [item('games', undefined, [item('fish', 'fishing'), item('live', 'casino')])];
    const [games] = filterMenu(menu, { providerCount, hasHotGames: false });
    expect(games?.children.map((i) => i.title)).toEqual(['fish']);
  });

  it('drops entries linking to the download page, at any depth, where the site offers no app', () => {
    const download = { ...item('app'), path: '/download' };
    const menu = [download, item('more', undefined, [item('news'), { ...download, title: 'get' }])];
    const titles = (items: MenuItem[]) =>
      items.map((i) => [i.title, i.children.map((c) => c.title)]);
    expect(
      titles(filterMenu(menu, { providerCount, hasHotGames: false }, { showAppDownload: false })),
    ).toEqual([['more', ['news']]]);
    expect(
      titles(filterMenu(menu, { providerCount, hasHotGames: false }, { showAppDownload: true })),
    ).toEqual([
      ['app', []],
      ['more', ['news', 'get']],
    ]);
    expect(filterMenu(menu, { providerCount, hasHotGames: false })).toHaveLength(2);
  });

  it('filters the game menu tabs to categories with providers plus hot', () => {
    const gameMenu = [
      { category: 'hot', title: 'Hot' },
      { category: 'casino', title: 'Casino' },
      { category: 'fishing', title: 'Fishing' },
    ];
    expect(
      filterGameMenu(gameMenu, { providerCount, hasHotGames: true }).map((e) => e.title),
    ).toEqual(['Hot', 'Fishing']);
  });
});
