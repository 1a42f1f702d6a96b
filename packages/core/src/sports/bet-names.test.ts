import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/sports.json';
import php from '../i18n/locales/php/sports.json';
import cn from '../i18n/locales/cn/sports.json';
import type { BetLine } from './bet-line';
import { betTypes } from './bet-line';
import { betLabels, betText, betTypeKey, teamNameLanguage } from './bet-names';

const messages: Record<string, Record<string, string>> = { en, php, cn };
const translator = (lang: string) => (key: string) => messages[lang]?.[key] ?? key;

const line: BetLine = {
  bet_type: 'OU',
  home_away: 1,
  criteria1: '2.5',
  home_team_name: 'Manila Kings',
  away_team_name: 'Cebu Sharks',
  home_name_cn: '马尼拉国王',
  away_name_cn: '宿务鲨鱼',
};

describe('bet type names', () => {
  it('has a name for each of the 30 bet types in English, Filipino and Chinese', () => {
    for (const lang of ['en', 'php', 'cn']) {
      const { types } = betLabels(translator(lang));
      for (const type of betTypes) {
        expect(messages[lang]).toHaveProperty(betTypeKey(type));
        expect(types[type].trim()).not.toBe('');
      }
    }
    expect(betLabels(translator('cn')).types.HDP).toBe('让球');
    expect(betLabels(translator('en')).types.OU).toBe('Over/under');
  });

  it('names the picks in the language', () => {
    expect(betLabels(translator('cn')).picks).toMatchObject({ over: '大', home: '主队' });
  });
});

describe('betText', () => {
  it('reads home_away 1 as over for totals, with no team', () => {
    expect(betText(line, betLabels(translator('en')), 'en')).toEqual({
      home: 'Manila Kings',
      away: 'Cebu Sharks',
      type: 'Over/under',
      pick: 'Over',
      team: null,
      criteria: '2.5',
    });
  });

  it('backs a team in the page language for a side pick', () => {
    const text = betText(
      { ...line, bet_type: 'HDP', home_away: 2 },
      betLabels(translator('cn')),
      'cn',
    );
    expect(text).toMatchObject({
      type: '让球',
      pick: '客队',
      team: '宿务鲨鱼',
      home: '马尼拉国王',
    });
  });

  it('reads 3 as draw and even for odd/even', () => {
    const labels = betLabels(translator('en'));
    expect(betText({ ...line, bet_type: '1X2', home_away: 3 }, labels).pick).toBe('Draw');
    expect(betText({ ...line, bet_type: 'OEH', home_away: 2 }, labels).pick).toBe('Even');
  });

  it('falls back to the team name, the type code and the pick id without labels', () => {
    const text = betText({ ...line, bet_type: 'XYZ', home_away: 1, criteria1: null }, {}, 'php');
    expect(text).toEqual({
      home: 'Manila Kings',
      away: 'Cebu Sharks',
      type: 'XYZ',
      pick: 'home',
      team: 'Manila Kings',
      criteria: '',
    });
  });

  it('maps the page languages to the localized name suffixes', () => {
    expect(teamNameLanguage('EN')).toBe('en');
    expect(teamNameLanguage('PHP')).toBe('php');
    expect(teamNameLanguage('CN')).toBe('cn');
    expect(teamNameLanguage('IDR')).toBeUndefined();
  });
});
