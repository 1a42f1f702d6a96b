/** VIP ladder: the deposit and turnover (in cents) that reach each level. */
export const seedVipLevels: readonly {
  level: number;
  name: string;
  deposit: number;
  turnover: number;
}[] = [
  { level: 1, name: 'Bronze', deposit: 0, turnover: 0 },
  { level: 2, name: 'Silver', deposit: 100_000, turnover: 1_000_000 },
  { level: 3, name: 'Gold', deposit: 500_000, turnover: 5_000_000 },
  { level: 4, name: 'Platinum', deposit: 2_000_000, turnover: 20_000_000 },
  { level: 5, name: 'Diamond', deposit: 10_000_000, turnover: 100_000_000 },
];

/** The password of every seeded player. */
export const SEED_PASSWORD = 'demo1234';

/** One seeded player; money in cents. */
export interface SeedPlayer {
  accountId: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'PENDING' | 'ACTIVE' | 'BLOCK' | 'CLOSE';
  balance: number;
  token: number;
  vipLevel: number;
  cycleDeposit: number;
  cycleTurnover: number;
  /** Favourite games as `provider/code`. */
  favourites: readonly string[];
  inbox: readonly {
    key: string;
    title: string;
    message: string;
    reward: number;
    hoursAgo: number;
  }[];
}

const player = (over: Partial<SeedPlayer> & Pick<SeedPlayer, 'accountId'>): SeedPlayer => ({
  fullName: 'Sandbox Player',
  email: `${over.accountId}@example.com`,
  phone: '+639170000000',
  status: 'ACTIVE',
  balance: 0,
  token: 0,
  vipLevel: 1,
  cycleDeposit: 0,
  cycleTurnover: 0,
  favourites: [],
  inbox: [],
  ...over,
});

/** demo01 for everyday use, demo02 as a second player, and one account per special status. */
export const seedPlayers: readonly SeedPlayer[] = [
  player({
    accountId: 'demo01',
    fullName: 'Demo Player',
    phone: '+639171234567',
    balance: 100_000,
    token: 5_000,
    vipLevel: 2,
    // Half-way to Gold on deposit (250,000 of 500,000), 36 % on turnover.
    cycleDeposit: 250_000,
    cycleTurnover: 1_800_000,
    favourites: ['JILI/JILI-SUPER-ACE', 'PPLAY/vs20olympgate', 'EVO/EVO-CRAZY-TIME'],
    inbox: [
      {
        key: 'demo01-welcome',
        title: 'Welcome bonus',
        message: 'Thanks for joining! Claim your 50.00 welcome bonus.',
        reward: 5_000,
        hoursAgo: 48,
      },
      {
        key: 'demo01-weekly',
        title: 'Weekly cashback',
        message: 'Your weekly cashback of 20.00 is ready to claim.',
        reward: 2_000,
        hoursAgo: 6,
      },
      {
        key: 'demo01-notice',
        title: 'Maintenance notice',
        message: 'Live casino tables restart on Sunday at 04:00 for a short update.',
        reward: 0,
        hoursAgo: 24,
      },
    ],
  }),
  player({
    accountId: 'demo02',
    fullName: 'Second Player',
    phone: '+639179876543',
    balance: 25_050,
    token: 1_000,
    cycleDeposit: 40_000,
    cycleTurnover: 300_000,
    favourites: ['PGSOFT/lucky-neko'],
    inbox: [
      {
        key: 'demo02-welcome',
        title: 'Welcome bonus',
        message: 'Thanks for joining! Claim your 10.00 welcome bonus.',
        reward: 1_000,
        hoursAgo: 12,
      },
    ],
  }),
  player({ accountId: 'blocked01', fullName: 'Blocked Player', status: 'BLOCK', balance: 1_000 }),
  player({ accountId: 'closed01', fullName: 'Closed Player', status: 'CLOSE' }),
  player({ accountId: 'pending01', fullName: 'Pending Player', status: 'PENDING' }),
];
