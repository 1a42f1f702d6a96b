import { gameCategories } from '@playfront/core/contract';
import type { GameCategoryKey } from '@playfront/core/contract';

/** The provider-logo code map: 35 providers, Pragmatic Play under two codes. */
export const seedProviders: readonly { code: string; name: string }[] = [
  ['JILI', 'JILI'],
  ['PPLAY', 'Pragmatic Play'],
  ['PPLAYLIVE', 'Pragmatic Play Live'],
  ['FACHAI', 'FA CHAI'],
  ['PGSOFT', 'PG Soft'],
  ['JDB', 'JDB'],
  ['YBAT', 'YB Gaming'],
  ['EPW', 'EPW'],
  ['EVOPLAY', 'Evoplay'],
  ['EVO', 'Evolution'],
  ['SEXY', 'AE Sexy'],
  ['SA', 'SA Gaming'],
  ['DG', 'Dream Gaming'],
  ['WM', 'WM Casino'],
  ['BG', 'Big Gaming'],
  ['AG', 'Asia Gaming'],
  ['EZUGI', 'Ezugi'],
  ['PT', 'Playtech'],
  ['HABANERO', 'Habanero'],
  ['CQ9', 'CQ9'],
  ['KA', 'KA Gaming'],
  ['SPADE', 'Spadegaming'],
  ['RT', 'Red Tiger'],
  ['NETENT', 'NetEnt'],
  ['JOKER', 'Joker'],
  ['MG', 'Microgaming'],
  ['PLAYSTAR', 'PlayStar'],
  ['YGG', 'Yggdrasil'],
  ['NLC', 'Nolimit City'],
  ['HACKSAW', 'Hacksaw Gaming'],
  ['KINGMAKER', 'Kingmaker'],
  ['SABA', 'SABA Sports'],
  ['SBO', 'SBOBET'],
  ['SV388', 'SV388'],
  ['RICH88', 'Rich88'],
].map(([code = '', name = '']) => ({ code, name }));

/** One seeded game. */
export interface SeedGame {
  provider: string;
  code: string;
  name: string;
  category: GameCategoryKey;
}

/** The image URL of a game, served by the sandbox itself. */
export const gameImageUrl = (provider: string, code: string): string =>
  `/api/media/game/${encodeURIComponent(provider)}/${encodeURIComponent(code)}.svg`;

/** `game_type` of a category: its URL segment upper-cased (hot has none and lists slots). */
export function gameTypeOf(category: GameCategoryKey): string {
  const segment = gameCategories.find((c) => c.key === category)?.segment ?? '';
  return segment ? segment.toUpperCase() : 'SLOTS';
}

const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const named =
  (category: GameCategoryKey) =>
  (provider: string, ...names: string[]): SeedGame[] =>
    names.map((name) => ({ provider, code: `${provider}-${slug(name)}`, name, category }));

const exact = (category: GameCategoryKey, provider: string, code: string, name: string) => ({
  provider,
  code,
  name,
  category,
});

const slots = named('slot_game');
const live = named('casino');
const hash = named('hash_game');
const sports = named('sportsbook');
const fish = named('fishing');
const table = named('poker');
const sabong = named('sabong');
const lottery = named('lottery');
const horses = named('horse_racing');
const bingo = named('bingo');
const arcade = named('arcade');
const crash = named('crash');

/** Games of all 13 categories; the built-in default lists of the client are among the slots. */
export const seedGames: readonly SeedGame[] = [
  exact('slot_game', 'JILI', 'JILI-SUPER-ACE', 'Super Ace'),
  exact('slot_game', 'JILI', 'JILI-MONEY-COMING', 'Money Coming'),
  exact('slot_game', 'JILI', 'JILI-BOXING-KING', 'Boxing King'),
  exact('slot_game', 'JILI', 'JILI-FORTUNE-GEMS-3', 'Fortune Gems 3'),
  exact('slot_game', 'PPLAY', 'vs20olympgate', 'Gates of Olympus'),
  exact('slot_game', 'PPLAY', 'vs20fruitsw', 'Sweet Bonanza'),
  exact('slot_game', 'PPLAY', 'vs20starlight', 'Starlight Princess'),
  exact('slot_game', 'PPLAY', 'vs20sugarrush', 'Sugar Rush'),
  exact('slot_game', 'PGSOFT', 'mahjong-ways2', 'Mahjong Ways 2'),
  exact('slot_game', 'PGSOFT', 'fortune-tiger', 'Fortune Tiger'),
  exact('slot_game', 'PGSOFT', 'lucky-neko', 'Lucky Neko'),
  exact('slot_game', 'PGSOFT', 'wild-bounty-sd', 'Wild Bounty Showdown'),
  exact('slot_game', 'FACHAI', 'FC-FORTUNE-GEMS', 'Fortune Gems'),
  exact('slot_game', 'FACHAI', 'FC-NIGHT-MARKET', 'Night Market'),
  exact('slot_game', 'FACHAI', 'FC-LUCKY-FORTUNES', 'Lucky Fortunes'),
  exact('slot_game', 'JDB', 'JDB-LUCKY-COLOR', 'Lucky Color Game'),
  exact('slot_game', 'JDB', 'JDB-MINER-BABE', 'Miner Babe'),
  exact('slot_game', 'JDB', 'JDB-FRUITY-BONANZA', 'Fruity Bonanza'),
  exact('slot_game', 'YBAT', 'YB-GOLDEN-EMPIRE', 'Golden Empire'),
  exact('slot_game', 'YBAT', 'YB-MEGA-FISH', 'Mega Fishing Slot'),
  exact('slot_game', 'YBAT', 'YB-TREASURE-BOWL', 'Treasure Bowl'),
  exact('slot_game', 'EPW', 'EPW-DRAGON-TREASURE', 'Dragon Treasure'),
  exact('slot_game', 'EPW', 'EPW-LUCKY-PANDA', 'Lucky Panda'),
  exact('slot_game', 'EPW', 'EPW-GOLDEN-BULL', 'Golden Bull'),
  exact('slot_game', 'EVOPLAY', 'EVO-ELVEN-PRINCESSES', 'Elven Princesses'),
  exact('slot_game', 'EVOPLAY', 'EVO-HOT-TRIPLE-SEVENS', 'Hot Triple Sevens'),
  ...slots('HABANERO', 'Koi Gate', 'Hot Hot Fruit', 'Wealth Inn'),
  ...slots('CQ9', 'Jump High', 'God of War', 'Zeus'),
  ...slots('KA', 'Fortune Lions', 'Dragon Ball Fever', 'Lucky Bats'),
  ...slots('SPADE', 'Gold Panther', 'Royal Katt', 'Fafafa'),
  ...slots('RT', 'Dragons Luck', 'Piggy Riches', 'Gonzitas Quest'),
  ...slots('NETENT', 'Starburst', 'Dead or Alive', 'Twin Spin'),
  ...slots('JOKER', 'Roma', 'Lucky God', 'Hot Fruits'),
  ...slots('MG', 'Immortal Romance', 'Thunderstruck II', 'Break da Bank'),
  ...slots('PLAYSTAR', 'Wild Tiger', 'Golden Goddess', 'Mahjong Wins'),
  ...slots('YGG', 'Valley of the Gods', 'Vikings Go Berzerk', 'Holmes and the Stolen Stones'),
  ...slots('NLC', 'Mental', 'San Quentin', 'Fire in the Hole'),
  ...slots('HACKSAW', 'Wanted Dead or a Wild', 'Chaos Crew', 'Stick em'),
  ...slots('RICH88', 'Fortune Tree', 'Money Tree', 'Golden Lotus'),
  ...live('EVO', 'Lightning Roulette', 'Crazy Time', 'Speed Baccarat A'),
  ...live('SEXY', 'Sexy Baccarat', 'Dragon Tiger', 'Sic Bo'),
  ...live('SA', 'Baccarat Squeeze', 'Fan Tan', 'Roulette'),
  ...live('DG', 'Bid Baccarat', 'Blackjack', 'Bull Bull'),
  ...live('WM', 'WM Baccarat', 'Niu Niu', 'Fan Tan Live'),
  ...live('BG', 'BG Baccarat', 'BG Roulette'),
  ...live('AG', 'AG Baccarat', 'AG Dragon Tiger'),
  ...live('EZUGI', 'Andar Bahar', 'Ultimate Roulette'),
  ...live('PPLAYLIVE', 'Mega Wheel', 'Sweet Bonanza CandyLand', 'Speed Roulette'),
  ...live('PT', 'Quantum Roulette', 'Age of the Gods Roulette'),
  ...hash('JDB', 'Hash Odd Even', 'Hash Big Small'),
  ...hash('JILI', 'Hash Lucky Number', 'Hash Banker Player'),
  ...hash('YBAT', 'Hash Niu Niu'),
  ...sports('SABA', 'SABA Sports', 'SABA Virtual Sports'),
  ...sports('SBO', 'SBO Sports', 'SBO Virtual Football'),
  ...fish('JILI', 'Royal Fishing', 'Jackpot Fishing'),
  ...fish('JDB', 'Fishing Yilufa', 'Dragon Fishing'),
  ...fish('FACHAI', 'Fishing Disco'),
  ...fish('CQ9', 'Paradise'),
  ...fish('KA', 'KA Fish Hunter'),
  ...fish('SPADE', 'Fishing War', 'Alien Hunter'),
  ...fish('YBAT', 'Ocean King'),
  ...table('JILI', 'Tongits Go', 'Pusoy Go', "Texas Hold'em"),
  ...table('KINGMAKER', 'Thai Hi-Lo', 'Teen Patti'),
  ...table('RICH88', 'Rummy'),
  ...table('PT', 'Casino Hold em'),
  ...table('MG', 'Blackjack Pro'),
  ...sabong('SV388', 'SV388 Sabong', 'Cockfight Arena'),
  ...lottery('KINGMAKER', 'Keno', 'Lotto 6/49'),
  ...lottery('JILI', 'Pick 3 Lottery'),
  ...lottery('RICH88', 'Lucky 5D'),
  ...horses('SABA', 'Virtual Horse Racing'),
  ...horses('KINGMAKER', 'Derby Dash', 'Royal Racing'),
  ...bingo('JILI', 'Bingo Carnaval', 'Go Goal Bingo', 'Pinata Bingo'),
  ...bingo('KINGMAKER', 'Bingo Roll'),
  ...arcade('JILI', 'Color Game', 'Dice'),
  ...arcade('KINGMAKER', 'Cards Hi-Lo', 'Coin Toss'),
  ...arcade('SPADE', 'Pop Pop Candy'),
  ...arcade('PLAYSTAR', 'Plinko Pro'),
  ...arcade('EVOPLAY', 'Penalty Shoot Out'),
  ...crash('PPLAY', 'Spaceman'),
  ...crash('SPADE', 'Sky Rocket'),
  ...crash('JILI', 'Crash Bonus'),
  ...crash('HACKSAW', 'Cash Crew Crash'),
  ...crash('EVOPLAY', 'Jet Ride'),
];

/** The game the sandbox really runs: a three-reel slot served by the sandbox itself. */
export const DEMO_SLOT = {
  provider: 'PLAYFRONT',
  providerName: 'Playfront',
  code: 'PF-LUCKY-SEVENS',
  name: 'Lucky Sevens Demo',
} as const;

/** The home rows: games by `provider/code`, in display order. */
export const seedGameLists: Readonly<Record<'hot' | 'featured' | 'popular' | 'new', string[]>> = {
  hot: [
    'JILI/JILI-SUPER-ACE',
    'PPLAY/vs20olympgate',
    'PGSOFT/mahjong-ways2',
    'FACHAI/FC-FORTUNE-GEMS',
    'JDB/JDB-LUCKY-COLOR',
    'YBAT/YB-GOLDEN-EMPIRE',
    'EVO/EVO-CRAZY-TIME',
    'YBAT/YBAT-OCEAN-KING',
    'PPLAY/PPLAY-SPACEMAN',
    'JILI/JILI-TONGITS-GO',
  ],
  featured: [
    'PPLAY/vs20fruitsw',
    'JILI/JILI-MONEY-COMING',
    'EPW/EPW-DRAGON-TREASURE',
    'PGSOFT/fortune-tiger',
    'FACHAI/FC-NIGHT-MARKET',
    'JDB/JDB-MINER-BABE',
    'NETENT/NETENT-STARBURST',
    'SEXY/SEXY-SEXY-BACCARAT',
  ],
  popular: [
    'PGSOFT/lucky-neko',
    'JILI/JILI-BOXING-KING',
    'PPLAY/vs20starlight',
    'YBAT/YB-MEGA-FISH',
    'EPW/EPW-LUCKY-PANDA',
    'FACHAI/FC-LUCKY-FORTUNES',
    'EVO/EVO-LIGHTNING-ROULETTE',
    'SV388/SV388-SV388-SABONG',
  ],
  new: [
    'JDB/JDB-FRUITY-BONANZA',
    'EPW/EPW-GOLDEN-BULL',
    'YBAT/YB-TREASURE-BOWL',
    'JILI/JILI-FORTUNE-GEMS-3',
    'PGSOFT/wild-bounty-sd',
    'PPLAY/vs20sugarrush',
    'HACKSAW/HACKSAW-CHAOS-CREW',
    'EVOPLAY/EVOPLAY-JET-RIDE',
  ],
};

/** Category titles shown in menus and tabs. */
export const categoryTitles: Readonly<Record<GameCategoryKey, string>> = {
  hot: 'Hot Games',
  slot_game: 'Slots',
  casino: 'Live Casino',
  hash_game: 'Hash Game',
  sportsbook: 'Sports',
  fishing: 'Fishing',
  poker: 'Poker',
  sabong: 'Sabong',
  lottery: 'Lottery',
  horse_racing: 'Horse Racing',
  bingo: 'Bingo',
  arcade: 'Arcade',
  crash: 'Crash',
};
