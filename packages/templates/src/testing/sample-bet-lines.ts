import type { BetLineRecord } from '@playfront/core/contract';

type Match = Omit<BetLineRecord, 'bet_type' | 'home_away' | 'criteria1' | 'odds'>;

const manila: Match = {
  match_id: 'M1',
  league: 'Philippines Football League',
  kickoff: '2025-03-02T12:00:00.000Z',
  home_team_name: 'Manila Kings',
  away_team_name: 'Cebu Sharks',
};
const davao: Match = {
  match_id: 'M2',
  league: 'Asia Premier League',
  kickoff: '2025-03-02T15:00:00.000Z',
  home_team_name: 'Davao Eagles',
  away_team_name: 'Iloilo Tigers',
};
const tokyo: Match = {
  match_id: 'M3',
  league: 'Asia Premier League',
  kickoff: '2025-03-02T18:00:00.000Z',
  home_team_name: 'Tokyo Storm',
  away_team_name: 'Seoul Titans',
};

const line = (
  match: Match,
  bet_type: BetLineRecord['bet_type'],
  home_away: number,
  criteria1: string | null,
  odds: number,
): BetLineRecord => ({ ...match, bet_type, home_away, criteria1, odds });

/** Bet lines as the sandbox answers them: three matches in two leagues (stories). */
export const sampleBetLines: BetLineRecord[] = [
  {
    ...line(manila, '1X2', 1, null, 1.85),
    home_name_php: 'Mga Hari ng Maynila',
    away_name_php: 'Mga Pating ng Cebu',
  },
  line(manila, 'OU', 2, '2.5', 2.1),
  line(manila, 'HDP', 2, '-0.5', 1.95),
  line(davao, 'ML', 1, null, 1.6),
  line(tokyo, 'OE', 1, null, 1.9),
];
