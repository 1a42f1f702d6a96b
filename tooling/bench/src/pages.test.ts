import { describe, expect, it } from 'vitest';
import { benchPages, chineseHomePath, pageName, TEMPLATE_SITES, wantedSites } from './pages';
import type { SiteInfo } from './pages';

const sites: SiteInfo[] = TEMPLATE_SITES.map((code) => ({
  domain: `${code}.localhost`,
  theme_code: code,
  language: code === 'sportsbook2' ? 'CN' : 'EN',
}));

describe('bench pages', () => {
  it('measures every template home, then three pages more of slot1, slot7 and sportsbook2', () => {
    const pages = benchPages(sites);
    expect(pages.filter((p) => p.kind === 'home').map((p) => p.site)).toEqual(TEMPLATE_SITES);
    expect(pages.filter((p) => p.kind !== 'home' && !p.signedIn).map(pageName)).toEqual([
      'slot1 /slots',
      'slot1 /cn',
      'slot1 /promotions',
      'slot7 /slots',
      'slot7 /cn',
      'slot7 /promotions',
      'sportsbook2 /slots',
      'sportsbook2 / (Chinese)',
      'sportsbook2 /promotions',
    ]);
  });

  it("opens the players' own pages of slot1, slot7 and sportsbook2 signed in", () => {
    const signedIn = benchPages(sites, ['slot1', 'sportsbook2']).filter((p) => p.signedIn);
    expect(signedIn.map(pageName)).toEqual([
      'slot1 / (signed in)',
      'slot1 /slots (signed in)',
      'slot1 /account (signed in)',
      'slot1 /deposit (signed in)',
      'sportsbook2 / (signed in)',
      'sportsbook2 /slots (signed in)',
      'sportsbook2 /account (signed in)',
      'sportsbook2 /deposit (signed in)',
    ]);
  });

  it('asks for Chinese pages in Chinese and for the others in English', () => {
    for (const page of benchPages(sites)) {
      expect(page.locale).toBe(page.kind === 'chinese' ? 'zh-CN' : 'en-US');
    }
  });

  it('finds the Chinese home at / on a Chinese site and at /cn elsewhere', () => {
    expect(chineseHomePath('CN')).toBe('/');
    expect(chineseHomePath('EN')).toBe('/cn');
    expect(chineseHomePath('PHP')).toBe('/cn');
  });

  it('narrows homes and deep pages to the sites BENCH_SITES names', () => {
    expect(wantedSites(undefined)).toBeUndefined();
    expect(wantedSites(' , ')).toBeUndefined();
    expect(wantedSites('slot1, slot2')).toEqual(['slot1', 'slot2']);
    expect(benchPages(sites, ['slot1', 'slot2']).map(pageName)).toEqual([
      'slot1 home',
      'slot2 home',
      'slot1 /slots',
      'slot1 /cn',
      'slot1 /promotions',
      'slot1 / (signed in)',
      'slot1 /slots (signed in)',
      'slot1 /account (signed in)',
      'slot1 /deposit (signed in)',
    ]);
  });

  it('refuses a deep site the sandbox does not have', () => {
    expect(() => benchPages(sites.filter((s) => s.theme_code !== 'slot7'))).toThrow(
      'slot7.localhost',
    );
  });
});
