import type { Game } from './game';

/** The image of a built-in game: `/api/media/game/<provider>/<game_code>.svg`. */
export const gameImageUrl = (provider: string, gameCode: string): string =>
  `/api/media/game/${encodeURIComponent(provider)}/${encodeURIComponent(gameCode)}.svg`;

const slot = (provider_code: string, game_code: string, game_name: string): Game => ({
  provider_code,
  game_code,
  game_name,
  game_type: 'SLOTS',
  game_image: gameImageUrl(provider_code, game_code),
});

/** Built-in hot games, shown until the server's list arrives or when it is empty. */
export const defaultHotGames: readonly Game[] = [
  slot('JILI', 'JILI-SUPER-ACE', 'Super Ace'),
  slot('PPLAY', 'vs20olympgate', 'Gates of Olympus'),
  slot('PGSOFT', 'mahjong-ways2', 'Mahjong Ways 2'),
  slot('FACHAI', 'FC-FORTUNE-GEMS', 'Fortune Gems'),
  slot('JDB', 'JDB-LUCKY-COLOR', 'Lucky Color Game'),
  slot('YBAT', 'YB-GOLDEN-EMPIRE', 'Golden Empire'),
];

/** Built-in featured games. */
export const defaultFeaturedGames: readonly Game[] = [
  slot('PPLAY', 'vs20fruitsw', 'Sweet Bonanza'),
  slot('JILI', 'JILI-MONEY-COMING', 'Money Coming'),
  slot('EPW', 'EPW-DRAGON-TREASURE', 'Dragon Treasure'),
  slot('PGSOFT', 'fortune-tiger', 'Fortune Tiger'),
  slot('FACHAI', 'FC-NIGHT-MARKET', 'Night Market'),
  slot('JDB', 'JDB-MINER-BABE', 'Miner Babe'),
];

/** Built-in popular games. */
export const defaultPopularGames: readonly Game[] = [
  slot('PGSOFT', 'lucky-neko', 'Lucky Neko'),
  slot('JILI', 'JILI-BOXING-KING', 'Boxing King'),
  slot('PPLAY', 'vs20starlight', 'Starlight Princess'),
  slot('YBAT', 'YB-MEGA-FISH', 'Mega Fishing Slot'),
  slot('EPW', 'EPW-LUCKY-PANDA', 'Lucky Panda'),
  slot('FACHAI', 'FC-LUCKY-FORTUNES', 'Lucky Fortunes'),
];

/** Built-in new games. */
export const defaultNewGames: readonly Game[] = [
  slot('JDB', 'JDB-FRUITY-BONANZA', 'Fruity Bonanza'),
  slot('EPW', 'EPW-GOLDEN-BULL', 'Golden Bull'),
  slot('YBAT', 'YB-TREASURE-BOWL', 'Treasure Bowl'),
  slot('JILI', 'JILI-FORTUNE-GEMS-3', 'Fortune Gems 3'),
  slot('PGSOFT', 'wild-bounty-sd', 'Wild Bounty Showdown'),
  slot('PPLAY', 'vs20sugarrush', 'Sugar Rush'),
];

/** Built-in games of the pop-up promotion, EVOPLAY's among them. */
export const defaultPopupGames: readonly Game[] = [
  slot('EVOPLAY', 'EVO-ELVEN-PRINCESSES', 'Elven Princesses'),
  slot('EVOPLAY', 'EVO-HOT-TRIPLE-SEVENS', 'Hot Triple Sevens'),
  slot('JILI', 'JILI-SUPER-ACE', 'Super Ace'),
  slot('PPLAY', 'vs20olympgate', 'Gates of Olympus'),
];

/** The built-in lists by name. */
export const defaultGameLists = {
  hot: defaultHotGames,
  featured: defaultFeaturedGames,
  popular: defaultPopularGames,
  new: defaultNewGames,
} as const;
