export { Leaderboard, Mission, News, Promotions, Review } from './lists';
export { PlayNow } from './play-now';
export { Referral } from './referral';
export { Spin } from './spin';
