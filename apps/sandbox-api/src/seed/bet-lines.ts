import type { BetLineRecord } from '@playfront/core/contract';
import { betLine } from '@playfront/core/contract';

type BetType = BetLineRecord['bet_type'];

/** A team's name in the three languages with texts. */
interface Team {
  en: string;
  php: string;
  cn: string;
}

const team = (en: string, php: string, cn: string): Team => ({ en, php, cn });

/**
 * The teams of the sandbox's matches: the pre-match lines pair the first twelve in turn; the
 * in-play schedule draws from all of them (see the simulation's lanes).
 */
export const sandboxTeams: readonly Team[] = [
  team('Manila Kings', 'Mga Hari ng Maynila', '马尼拉国王'),
  team('Cebu Sharks', 'Mga Pating ng Cebu', '宿务鲨鱼'),
  team('Davao Eagles', 'Mga Agila ng Davao', '达沃雄鹰'),
  team('Iloilo Tigers', 'Mga Tigre ng Iloilo', '伊洛伊洛猛虎'),
  team('Shanghai Dragons', 'Mga Dragon ng Shanghai', '上海巨龙'),
  team('Guangzhou Phoenix', 'Phoenix ng Guangzhou', '广州凤凰'),
  team('Tokyo Storm', 'Bagyo ng Tokyo', '东京风暴'),
  team('Seoul Titans', 'Mga Titan ng Seoul', '首尔泰坦'),
  team('Bangkok Lions', 'Mga Leon ng Bangkok', '曼谷雄狮'),
  team('Jakarta Rhinos', 'Mga Rhino ng Jakarta', '雅加达犀牛'),
  team('Hanoi Buffaloes', 'Mga Kalabaw ng Hanoi', '河内水牛'),
  team('Kuala Lumpur Panthers', 'Mga Panter ng Kuala Lumpur', '吉隆坡黑豹'),
  team('Singapore Comets', 'Mga Kometa ng Singapore', '新加坡彗星'),
  team('Taipei Falcons', 'Mga Palkon ng Taipei', '台北猎鹰'),
  team('Osaka Wolves', 'Mga Lobo ng Osaka', '大阪群狼'),
  team('Busan Mariners', 'Mga Marino ng Busan', '釜山水手'),
  team('Saigon Cobras', 'Mga Kobra ng Saigon', '西贡眼镜蛇'),
  team('Bacolod Stallions', 'Mga Kabayo ng Bacolod', '巴科洛德骏马'),
];

const leagues = ['Philippines Football League', 'Asia Premier League', 'East Asia Cup'] as const;

/** Every bet type of the contract, in its order. */
export const sandboxBetTypes: readonly BetType[] = betLine.shape.bet_type.options;

/** Matches per answer; with LINES_PER_MATCH they carry each bet type exactly once. */
export const MATCH_COUNT = 6;
const LINES_PER_MATCH = Math.ceil(sandboxBetTypes.length / MATCH_COUNT);

/** The last match carries English names only, so clients show their fallback. */
const UNLOCALIZED_MATCH = MATCH_COUNT - 1;

const handicaps = ['-0.5', '+0.25', '-1', '+0.75', '-1.5'] as const;
const totals = ['2.5', '1.5', '3', '2.25', '3.5'] as const;
const scores = ['1-0', '2-1', '1-1', '0-2', '3-1'] as const;
const halfFull = ['1/1', '1/X', 'X/2', '2/2', 'X/X'] as const;

/** Bet types whose market has a draw, so home_away 3 is a real pick for them. */
const withDraw = new Set<BetType>([
  '1X2',
  '1X2H',
  '1X2HDP',
  '1X2HDPH',
  'CS',
  'CSH',
  'HTFT',
  'HTFTH',
  'DC',
  'DCH',
]);

const pickOf = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The line, total or score a bet type is quoted at; types without one carry null. */
function criteriaOf(type: BetType, seed: number): string | null {
  if (['HDP', 'HDPH', '1X2HDP', '1X2HDPH'].includes(type)) return pickOf(handicaps, seed);
  if (['OU', 'OUH', 'TG', 'TGH'].includes(type)) return pickOf(totals, seed);
  if (type === 'CS' || type === 'CSH') return pickOf(scores, seed);
  if (type === 'HTFT' || type === 'HTFTH') return pickOf(halfFull, seed);
  return null;
}

/** A line's team names in each language the sites show. */
export const localizedNames = (home: Team, away: Team) => ({
  home_name_en: home.en,
  away_name_en: away.en,
  home_name_php: home.php,
  away_name_php: away.php,
  home_name_cn: home.cn,
  away_name_cn: away.cn,
});

/** Midnight UTC of the clock's day, so a day's lines stay the same however often they are asked. */
const dayStart = (now: Date): number =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/**
 * The day's bet lines, generated from the clock's date alone: MATCH_COUNT matches kicking off
 * tomorrow from 12:00 UTC every 3 hours, each bet type of the contract on exactly one line.
 */
export function betLinesOf(now: Date): BetLineRecord[] {
  const start = dayStart(now) + 36 * 3_600_000;
  const day = new Date(start).toISOString().slice(0, 10).replaceAll('-', '');
  return sandboxBetTypes.map((type, index) => {
    const match = Math.floor(index / LINES_PER_MATCH);
    const line = index % LINES_PER_MATCH;
    const home = pickOf(sandboxTeams, match * 2);
    const away = pickOf(sandboxTeams, match * 2 + 1);
    const draw = withDraw.has(type) && (match + line) % 3 === 2;
    const localized = match === UNLOCALIZED_MATCH ? {} : localizedNames(home, away);
    return {
      match_id: `PF-${day}-${match + 1}`,
      league: pickOf(leagues, match),
      kickoff: new Date(start + match * 3 * 3_600_000).toISOString(),
      bet_type: type,
      home_away: draw ? 3 : 1 + ((match + line) % 2),
      criteria1: criteriaOf(type, match + line),
      home_team_name: home.en,
      away_team_name: away.en,
      ...localized,
      odds: Number((1.45 + ((match * 7 + line * 13) % 120) / 100).toFixed(2)),
    };
  });
}
