/** The 30 sportsbook bet types of the contract. */
export const betTypes = [
  'PARLAY',
  'HDP',
  'HDPH',
  'OU',
  'OUH',
  'OE',
  'OEH',
  'ML',
  'MLH',
  '1X2',
  '1X2H',
  '1X2HDP',
  '1X2HDPH',
  'CS',
  'CSH',
  'TG',
  'TGH',
  'OR',
  'BS',
  'HTFT',
  'HTFTH',
  'FGLG',
  'FGLGH',
  'CL',
  'HNB',
  'ANB',
  'DNB',
  'TWTN',
  'DC',
  'DCH',
] as const;
export type BetType = (typeof betTypes)[number];

/** How home_away reads for a bet type: totals (over/under), odd/even, or sides (home/away). */
export type BetFamily = 'total' | 'odd-even' | 'side';

/** What a bet line picked. */
export type BetPick = 'home' | 'away' | 'draw' | 'over' | 'under' | 'odd' | 'even';

/** A sportsbook bet line; localized team names come as `home_name_<lang>` / `away_name_<lang>`. */
export interface BetLine {
  bet_type: string;
  /** 1 = home / over / odd, 2 = away / under / even, 3 = draw. */
  home_away: number | string;
  criteria1?: string | number | null;
  home_team_name: string;
  away_team_name: string;
  [localized: `${'home' | 'away'}_name_${string}`]: string | undefined;
}

const totals = new Set<string>(['OU', 'OUH', 'TG', 'TGH']);
const oddEven = new Set<string>(['OE', 'OEH']);

/** The family of a bet type: OU/OUH/TG/TGH totals, OE/OEH odd-even, every other sides. */
export function betFamily(betType: string): BetFamily {
  const type = betType.toUpperCase();
  if (totals.has(type)) return 'total';
  if (oddEven.has(type)) return 'odd-even';
  return 'side';
}

const picks: Record<BetFamily, readonly [BetPick, BetPick]> = {
  total: ['over', 'under'],
  'odd-even': ['odd', 'even'],
  side: ['home', 'away'],
};

/** Reads home_away for the bet type: 1 -> home/over/odd, 2 -> away/under/even, 3 -> draw. */
export function betPick(betType: string, homeAway: number | string): BetPick | null {
  const side = Number(homeAway);
  if (side === 3) return 'draw';
  if (side !== 1 && side !== 2) return null;
  return picks[betFamily(betType)][side - 1] ?? null;
}

/** Whether the bet type is one of the contract's 30. */
export const isKnownBetType = (betType: string): betType is BetType =>
  (betTypes as readonly string[]).includes(betType.toUpperCase());

/**
 * A team's name in a language: `home_name_<lang>` (as given, then lower-case), falling back to
 * home_team_name / away_team_name when the localized name is missing or blank.
 */
export function teamName(line: BetLine, side: 'home' | 'away', language?: string): string {
  const fallback = side === 'home' ? line.home_team_name : line.away_team_name;
  if (!language) return fallback;
  for (const lang of [language, language.toLowerCase()]) {
    const localized = line[`${side}_name_${lang}`];
    if (localized?.trim()) return localized;
  }
  return fallback;
}
