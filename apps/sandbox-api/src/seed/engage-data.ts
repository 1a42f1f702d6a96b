/** Prizes of the daily spin; the weights make small prizes the usual outcome. */
export const seedSpinPrizes: readonly { label: string; amount: number; weight: number }[] = [
  { label: 'Try again tomorrow', amount: 0, weight: 30 },
  { label: '1.00 bonus', amount: 100, weight: 30 },
  { label: '5.00 bonus', amount: 500, weight: 20 },
  { label: '10.00 bonus', amount: 1_000, weight: 12 },
  { label: '50.00 bonus', amount: 5_000, weight: 6 },
  { label: '188.00 jackpot', amount: 18_800, weight: 2 },
];

/** Promotions of every site; `{site}` is the site name, `endsIn` days from the seed date. */
export const promotionTexts = [
  {
    title: '100% welcome bonus',
    summary:
      'Double your first deposit on {site}: pick the offer at the deposit step, then wager the bonus 10 times within 7 days.',
    endsIn: 30,
  },
  {
    title: 'Reload with RELOAD50',
    summary: 'Enter RELOAD50 with a later deposit for half of it again as a casino bonus.',
    endsIn: null,
  },
  {
    title: 'Weekly cashback',
    summary: 'Up to 10% of your weekly net loss back every Monday, no turnover needed.',
    endsIn: null,
  },
  {
    title: 'Refer a friend',
    summary: 'Earn 50.00 for every friend who joins {site} with your link and deposits.',
    endsIn: 90,
  },
] as const;

/** Missions of every site; rewards in cents. */
export const missionTexts = [
  {
    title: 'First deposit',
    description: 'Make your first deposit.',
    metric: 'deposits',
    target: 1,
    reward: 2_000,
  },
  {
    title: 'Warm-up',
    description: 'Place 10 bets on any game.',
    metric: 'bets',
    target: 10,
    reward: 1_000,
  },
  {
    title: 'Regular',
    description: 'Make 5 deposits.',
    metric: 'deposits',
    target: 5,
    reward: 5_000,
  },
  {
    title: 'Lucky streak',
    description: 'Spin the lucky wheel on 3 days.',
    metric: 'spins',
    target: 3,
    reward: 1_500,
  },
] as const;

/** News items of every site. */
export const newsTexts = [
  { title: 'New games this week', body: 'Ten new slots from JILI and PG Soft are live on {site}.' },
  {
    title: 'Faster withdrawals',
    body: 'Bank withdrawals on {site} are now paid within 15 minutes, around the clock.',
  },
  {
    title: 'Scheduled maintenance',
    body: 'Live casino tables restart on Sunday at 04:00 for a short update.',
  },
] as const;

/** Player reviews of every site. */
export const reviewTexts = [
  { author: 'ma***21', rating: 5, text: 'Withdrawals arrive fast and support answers at once.' },
  { author: 'jo***07', rating: 4, text: 'Great choice of slots. The app could load a bit faster.' },
  { author: 'li***88', rating: 5, text: 'The daily spin and cashback make it worth coming back.' },
  { author: 'ke***45', rating: 3, text: 'Good site, but I would like more live tables at night.' },
] as const;

/** Masked account ids on each site's leaderboard, top first. */
export const leaderboardMasks = ['ch***88', 'ro***12', 'an***05', 'su***31', 'da***77', 'el***09'];
