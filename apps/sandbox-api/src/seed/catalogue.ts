import type { GameCategoryKey } from '@playfront/core/contract';
import type { SeedGame } from './games';
import { DEMO_SLOT, seedGameLists, seedGames } from './games';

/**
 * The sandbox's game catalogue beyond the hand-picked games: several hundred more, generated
 * from word lists with a fixed seed so every database holds the same ones, each with a Chinese
 * title, a popularity and a release date, and the search terms of its names.
 */

/** A small deterministic generator (mulberry32), so the catalogue is the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number of a text (FNV-1a), for facts that must not change when the list grows. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** English words of generated titles with their Chinese counterparts. */
const firstWords: readonly (readonly [string, string])[] = [
  ['Fortune', '财富'],
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Wild', '狂野'],
  ['Mega', '超级'],
  ['Royal', '皇家'],
  ['Mystic', '神秘'],
  ['Dragon', '神龙'],
  ['Jade', '翡翠'],
  ['Emperor', '皇帝'],
  ['Treasure', '宝藏'],
  ['Crystal', '水晶'],
  ['Thunder', '雷霆'],
  ['Diamond', '钻石'],
  ['Phoenix', '凤凰'],
  ['Sakura', '樱花'],
  ['Aztec', '阿兹特克'],
  ['Pharaoh', '法老'],
  ['Viking', '维京'],
  ['Samurai', '武士'],
  ['Neon', '霓虹'],
  ['Candy', '糖果'],
  ['Ocean', '海洋'],
  ['Jungle', '丛林'],
  ['Cosmic', '宇宙'],
  ['Ruby', '红宝石'],
  ['Blazing', '烈焰'],
  ['Silver', '白银'],
];
const secondWords: readonly (readonly [string, string])[] = [
  ['Tiger', '虎'],
  ['Panda', '熊猫'],
  ['Koi', '锦鲤'],
  ['Gems', '宝石'],
  ['Empire', '帝国'],
  ['Buffalo', '水牛'],
  ['Wolf', '狼'],
  ['Lotus', '莲花'],
  ['Riches', '财宝'],
  ['Temple', '神殿'],
  ['Fruits', '水果'],
  ['Sevens', '七'],
  ['Bonanza', '富矿'],
  ['Queen', '女王'],
  ['Legends', '传奇'],
  ['Pearls', '珍珠'],
  ['Coins', '金币'],
  ['Kingdom', '王国'],
  ['Wilds', '百搭'],
  ['Lanterns', '灯笼'],
  ['Horseshoe', '马蹄'],
  ['Eagle', '雄鹰'],
  ['Goddess', '女神'],
  ['Carnival', '嘉年华'],
];
const endings: readonly (readonly [string, string])[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  [' Deluxe', '豪华版'],
  [' Megaways', '万种方式'],
  [' 2', '2'],
  [' Rising', '崛起'],
  [' Hold and Win', '锁定赢'],
  [' Link', '连线'],
];
/** Category nouns, so a generated fishing game reads like one. */
const categoryWords: Partial<Record<GameCategoryKey, readonly (readonly [string, string])[]>> = {
  casino: [
    ['Baccarat', '百家乐'],
    ['Roulette', '轮盘'],
    ['Blackjack', '二十一点'],
    ['Sic Bo', '骰宝'],
    ['Dragon Tiger', '龙虎'],
  ],
  fishing: [
    ['Fishing', '捕鱼'],
    ['Fish Hunter', '捕鱼猎人'],
    ['Reef', '珊瑚礁'],
  ],
  poker: [
    ['Poker', '扑克'],
    ['Hold em', '德州扑克'],
    ['Tongits', '通吃'],
  ],
  arcade: [
    ['Dice', '骰子'],
    ['Plinko', '弹珠'],
    ['Mines', '扫雷'],
    ['Hi-Lo', '高低'],
  ],
  crash: [
    ['Rocket', '火箭'],
    ['Aviator', '飞行员'],
    ['Jet', '喷气机'],
  ],
  lottery: [
    ['Keno', '基诺'],
    ['Lotto', '乐透'],
    ['Pick 3', '选三'],
  ],
  bingo: [
    ['Bingo', '宾果'],
    ['Bingo Party', '宾果派对'],
  ],
};

/** How many games each category gets on top of the hand-picked ones, and from which providers. */
const plan: readonly { category: GameCategoryKey; count: number; providers: readonly string[] }[] =
  [
    {
      category: 'slot_game',
      count: 320,
      providers: [
        'JILI',
        'PPLAY',
        'PGSOFT',
        'FACHAI',
        'JDB',
        'YBAT',
        'EPW',
        'EVOPLAY',
        'HABANERO',
        'CQ9',
        'KA',
        'SPADE',
        'RT',
        'NETENT',
        'JOKER',
        'MG',
        'PLAYSTAR',
        'YGG',
        'NLC',
        'HACKSAW',
        'RICH88',
      ],
    },
    {
      category: 'casino',
      count: 36,
      providers: ['EVO', 'SEXY', 'SA', 'DG', 'WM', 'PPLAYLIVE', 'EZUGI'],
    },
    { category: 'fishing', count: 24, providers: ['JILI', 'JDB', 'FACHAI', 'SPADE', 'KA'] },
    { category: 'poker', count: 18, providers: ['JILI', 'KINGMAKER', 'RICH88'] },
    { category: 'arcade', count: 24, providers: ['JILI', 'KINGMAKER', 'SPADE', 'EVOPLAY'] },
    { category: 'crash', count: 14, providers: ['SPADE', 'JILI', 'HACKSAW', 'EVOPLAY'] },
    { category: 'lottery', count: 12, providers: ['KINGMAKER', 'JILI', 'RICH88'] },
    { category: 'bingo', count: 12, providers: ['JILI', 'KINGMAKER'] },
  ];

/** A generated or hand-picked game with its catalogue facts. */
export interface CatalogueGame extends SeedGame {
  /** Chinese title; empty when the game has none. */
  nameCn: string;
}

const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pick = <T>(list: readonly T[], next: () => number): T =>
  list[Math.floor(next() * list.length)] as T;

/**
 * `count` games per the plan (scaled when `scale` > 1, for benchmarks), none of whose codes is in
 * `taken`. The same arguments always give the same games.
 */
export function generateCatalogue(taken: ReadonlySet<string>, scale = 1): CatalogueGame[] {
  const next = random(20);
  const codes = new Set(taken);
  const games: CatalogueGame[] = [];
  for (const { category, count, providers } of plan) {
    const nouns = categoryWords[category];
    let made = 0;
    for (let attempt = 0; made < count * scale && attempt < count * scale * 50; attempt += 1) {
      const [first, firstCn] = pick(firstWords, next);
      const [second, secondCn] = nouns ? pick(nouns, next) : pick(secondWords, next);
      const [ending, endingCn] = pick(endings, next);
      // Past the word lists' combinations a benchmark catalogue numbers its titles.
      const serial = attempt >= count * 20 ? ` ${attempt}` : '';
      const name = `${first} ${second}${ending}${serial}`;
      const provider = pick(providers, next);
      const code = `${provider}-${slug(name)}`;
      if (codes.has(`${provider}/${code}`)) continue;
      codes.add(`${provider}/${code}`);
      games.push({
        provider,
        code,
        name,
        category,
        nameCn: `${firstCn}${secondCn}${endingCn}${serial}`,
      });
      made += 1;
    }
  }
  return games;
}

/** Chinese titles of the hand-picked games players know by name. */
const knownCn: Readonly<Record<string, string>> = {
  'Super Ace': '超级王牌',
  'Money Coming': '钱来了',
  'Boxing King': '拳王',
  'Fortune Gems': '宝石之财',
  'Fortune Gems 3': '宝石之财3',
  'Gates of Olympus': '奥林匹斯之门',
  'Sweet Bonanza': '甜蜜富矿',
  'Starlight Princess': '星光公主',
  'Sugar Rush': '糖果冲刺',
  'Mahjong Ways 2': '麻将胡了2',
  'Fortune Tiger': '寻宝虎',
  'Lucky Neko': '招财猫',
  'Wild Bounty Showdown': '赏金对决',
  'Night Market': '夜市',
  'Golden Empire': '黄金帝国',
  'Treasure Bowl': '聚宝盆',
  'Dragon Treasure': '神龙宝藏',
  'Lucky Panda': '幸运熊猫',
  'Golden Bull': '金牛',
  'Crazy Time': '疯狂时刻',
  'Lightning Roulette': '闪电轮盘',
  'Ocean King': '海王',
  'Royal Fishing': '皇家捕鱼',
  'Tongits Go': '通吃',
  'Color Game': '彩色游戏',
  Spaceman: '太空人',
  'Sic Bo': '骰宝',
  'Dragon Tiger': '龙虎',
  Starburst: '星爆',
  [DEMO_SLOT.name]: '幸运七试玩',
};

/** The Chinese title of a hand-picked game, if it has a known one. */
export const chineseTitle = (name: string): string => knownCn[name] ?? '';

/** Games of the home rows count as the most played, in their order. */
const boosted = new Map<string, number>(
  [...seedGameLists.hot, ...seedGameLists.popular, ...seedGameLists.featured].map((key, i) => [
    key,
    1_000_000 - i,
  ]),
);
// The slot that really runs ranks right after the home rows: first page of popular slots.
boosted.set(`${DEMO_SLOT.provider}/${DEMO_SLOT.code}`, 900_000);
/** The "new" row holds this year's releases. */
const fresh = new Map<string, number>(seedGameLists.new.map((key, i) => [key, i]));

/** Popularity (plays last month) and release day of a game, from its identity only. */
export function catalogueFacts(
  provider: string,
  code: string,
): { popularity: number; released: string } {
  const key = `${provider}/${code}`;
  const h = hash(key);
  const popularity = boosted.get(key) ?? h % 100_000;
  const newRank = fresh.get(key);
  const day =
    newRank === undefined
      ? Date.UTC(2019, 0, 1) + (h % 2_400) * 86_400_000
      : Date.UTC(2026, 10, 20) - newRank * 86_400_000;
  return { popularity, released: new Date(day).toISOString().slice(0, 10) };
}

/** Text as the search compares it: Unicode-normalised, lower case, single spaces, no punctuation. */
export function searchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Longest term kept; a query is cut to the same length. */
export const TERM_LENGTH = 48;

/**
 * The index terms of a name: the rest of the name from each word's start (and from each
 * character of a Chinese title, which has no spaces), so a query matching the start of any word
 * (or any part of a Chinese title) is a prefix of a term and found with one index range.
 */
export function searchTerms(text: string): string[] {
  const normal = searchText(text);
  const chars = [...normal];
  const terms = new Set<string>();
  chars.forEach((ch, i) => {
    const wordStart = i === 0 || chars[i - 1] === ' ';
    if (ch !== ' ' && (wordStart || CJK.test(ch)))
      terms.add(chars.slice(i, i + TERM_LENGTH).join(''));
  });
  return [...terms];
}

/** A game of the whole catalogue with what search, sort and paging read. */
export interface CatalogueEntry extends CatalogueGame {
  position: number;
  popularity: number;
  released: string;
}

/** Every game the sandbox seeds: the hand-picked ones, then the generated ones. */
export function catalogueGames(scale = 1): CatalogueEntry[] {
  const generated = generateCatalogue(
    new Set(seedGames.map((g) => `${g.provider}/${g.code}`)),
    scale,
  );
  return [...seedGames.map((g) => ({ ...g, nameCn: chineseTitle(g.name) })), ...generated].map(
    (g, position) => ({ ...g, position, ...catalogueFacts(g.provider, g.code) }),
  );
}
