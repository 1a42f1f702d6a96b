import { describe, expect, it } from 'vitest';
import type { BetLine } from './bet-line';
import { betFamily, betPick, betTypes, isKnownBetType, teamName } from './bet-line';

describe('bet types', () => {
  it('lists all 30 bet types of the contract', () => {
    expect(betTypes).toHaveLength(30);
    expect(new Set(betTypes).size).toBe(30);
    expect(isKnownBetType('1x2hdph')).toBe(true);
    expect(isKnownBetType('XYZ')).toBe(false);
  });

  it('groups totals, odd/even and sides', () => {
    for (const t of ['OU', 'OUH', 'TG', 'TGH']) expect(betFamily(t)).toBe('total');
    for (const t of ['OE', 'OEH']) expect(betFamily(t)).toBe('odd-even');
    for (const t of ['HDP', '1X2', 'ML', 'DC', 'PARLAY']) expect(betFamily(t)).toBe('side');
  });
});

describe('home_away labels per bet type', () => {
  it('reads 1 as home, over or odd', () => {
    expect(betPick('HDP', 1)).toBe('home');
    expect(betPick('OU', 1)).toBe('over');
    expect(betPick('OEH', '1')).toBe('odd');
  });

  it('reads 2 as away, under or even', () => {
    expect(betPick('1X2', 2)).toBe('away');
    expect(betPick('TGH', 2)).toBe('under');
    expect(betPick('OE', 2)).toBe('even');
  });

  it('reads 3 as draw', () => {
    expect(betPick('1X2', 3)).toBe('draw');
    expect(betPick('OU', '3')).toBe('draw');
  });

  it('gives no pick for other values', () => {
    expect(betPick('HDP', 0)).toBeNull();
    expect(betPick('HDP', 'x')).toBeNull();
  });

  it('labels every bet type for 1, 2 and 3', () => {
    for (const type of betTypes) {
      expect(betPick(type, 1)).not.toBeNull();
      expect(betPick(type, 2)).not.toBeNull();
      expect(betPick(type, 3)).toBe('draw');
    }
  });
});

describe('localized team names', () => {
  const line: BetLine = {
    bet_type: 'HDP',
    home_away: 1,
    criteria1: '-0.5',
    home_team_name: 'Manila FC',
    away_team_name: 'Cebu United',
    home_name_cn: '马尼拉',
    away_name_cn: '  ',
  };

  it('uses home_name_{lang} when present', () => {
    expect(teamName(line, 'home', 'cn')).toBe('马尼拉');
    expect(teamName(line, 'home', 'CN')).toBe('马尼拉');
  });

  it('falls back to the team name when the localized one is missing or blank', () => {
    expect(teamName(line, 'away', 'cn')).toBe('Cebu United');
    expect(teamName(line, 'home', 'php')).toBe('Manila FC');
    expect(teamName(line, 'away')).toBe('Cebu United');
  });
});
