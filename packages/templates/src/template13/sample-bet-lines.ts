import type { BetLineRecord } from '@playfront/core/contract';

const match = (
  id: string,
  league: string,
  kickoff: string,
  home: string,
  away: string,
): Omit<BetLineRecord, 'bet_type' | 'home_away' | 'criteria1' | 'odds'> => ({
  match_id: id,
  league,
  kickoff,
  home_team_name: home,
  away_team_name: away,
});

/** Bet lines as the sandbox answers them: three matches in two leagues (tests and stories). */
export const sampleBetLines: BetLineRecord[] = [
  {
    ...match(
      'M1',
      'Philippines Football League',
      '2025-03-02T12:00:00.000Z',
      'Manila Kings',
      'Cebu Sharks',
    ),
    home_name_php: 'Mga Hari ng Maynila',
    away_name_php: 'Mga Pating ng Cebu',
    bet_type: '1X2',
    home_away: 1,
    criteria1: null,
    odds: 1.85,
  },
  {
    ...match(
      'M1',
      'Philippines Football League',
      '2025-03-02T12:00:00.000Z',
      'Manila Kings',
      'Cebu Sharks',
    ),
    bet_type: 'OU',
    home_away: 2,
    criteria1: '2.5',
    odds: 2.1,
  },
  {
    ...match(
      'M1',
      'Philippines Football League',
      '2025-03-02T12:00:00.000Z',
      'Manila Kings',
      'Cebu Sharks',
    ),
    bet_type: 'HDP',
    home_away: 2,
    criteria1: '-0.5',
    odds: 1.95,
  },
  {
    ...match(
      'M2',
      'Asia Premier League',
      '2025-03-02T15:00:00.000Z',
      'Davao Eagles',
      'Iloilo Tigers',
    ),
    bet_type: 'ML',
    home_away: 1,
    criteria1: null,
    odds: 1.6,
  },
  {
    ...match(
      'M3',
      'Asia Premier League',
      '2025-03-02T18:00:00.000Z',
      'Tokyo Storm',
      'Seoul Titans',
    ),
    bet_type: 'OE',
    home_away: 1,
    criteria1: null,
    odds: 1.9,
  },
];
