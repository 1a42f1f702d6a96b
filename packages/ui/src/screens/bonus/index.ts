export { BonusCard, BonusTerms, leftToWager } from './bonus-card';
export { BonusOffers, PromoCodeForm, depositPathFor, useRefusalText } from './bonus-offers';
export { DepositBonus, depositBonusFields } from './deposit-bonus';
export type { DepositBonusChoice } from './deposit-bonus';
export { BONUS_POLL_MS, GAME_ROUND_MESSAGE, GameBonusPanel } from './game-bonus-panel';
export { MyBonuses, useRunningBonuses } from './my-bonuses';
