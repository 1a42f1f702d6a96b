import type { LanguageCode } from '../contract/common';
import type { BetLine, BetPick, BetType } from './bet-line';
import { betPick, betTypes, teamName } from './bet-line';

/** Message key (`sports` group) of each pick's name. */
export const betPickKeys = {
  home: 'home_team',
  away: 'away_team',
  draw: 'draw',
  over: 'over',
  under: 'under',
  odd: 'odd',
  even: 'even',
} as const satisfies Record<BetPick, string>;

/** Message key (`sports` group) of a bet type's name: `sports_betType_<TYPE>`. */
export const betTypeKey = <T extends BetType>(type: T): `sports_betType_${T}` =>
  `sports_betType_${type}`;

/** The suffix of localized team names (`home_name_<lang>`) for each page language. */
const teamNameSuffix: Partial<Record<LanguageCode, string>> = { EN: 'en', PHP: 'php', CN: 'cn' };

/** The `home_name_<lang>` suffix of a page language, or undefined when lines carry none for it. */
export const teamNameLanguage = (language: LanguageCode): string | undefined =>
  teamNameSuffix[language];

/** Names of the picks and bet types in one language. */
export interface BetLabels {
  picks: Record<BetPick, string>;
  types: Record<BetType, string>;
}

/** The pick and bet-type names read through a translator of message keys. */
export function betLabels(translate: (key: string) => string): BetLabels {
  return {
    picks: Object.fromEntries(
      Object.entries(betPickKeys).map(([pick, key]) => [pick, translate(key)]),
    ) as Record<BetPick, string>,
    types: Object.fromEntries(
      betTypes.map((type) => [type, translate(betTypeKey(type))]),
    ) as Record<BetType, string>,
  };
}

/** What a player reads of one bet line. */
export interface BetText {
  home: string;
  away: string;
  /** The bet type's name, or its code for a type outside the contract's 30. */
  type: string;
  /** The pick's name (home/over/odd, away/under/even, draw), or null for an unknown home_away. */
  pick: string | null;
  /** The team a home or away pick backs; null for totals, odd/even and draws. */
  team: string | null;
  /** The handicap, total or score the line is quoted at; '' when none. */
  criteria: string;
}

/**
 * A bet line in a language: team names from `home_name_<lang>` (falling back to the team name),
 * the bet type's name and the pick read for that type (home_away 1 = home/over/odd,
 * 2 = away/under/even, 3 = draw).
 */
export function betText(
  line: BetLine,
  labels: Partial<{
    picks: Partial<Record<BetPick, string>>;
    types: Partial<Record<string, string>>;
  }>,
  language?: string,
): BetText {
  const home = teamName(line, 'home', language);
  const away = teamName(line, 'away', language);
  const pick = betPick(line.bet_type, line.home_away);
  const code = line.bet_type.toUpperCase();
  return {
    home,
    away,
    type: labels.types?.[code] ?? line.bet_type,
    pick: pick ? (labels.picks?.[pick] ?? pick) : null,
    team: pick === 'home' ? home : pick === 'away' ? away : null,
    criteria: line.criteria1 === null || line.criteria1 === undefined ? '' : String(line.criteria1),
  };
}
