import {
  selectGameWallet,
  selectIsAuthenticated,
  selectSession,
  selectToasts,
} from '@playfront/core/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountStatus, failure, signedIn } from '@playfront/core/testing';
import { answer, listenToSandbox } from '@playfront/core/testing/node';
import { renderScreen } from '../../testing';
import { AccountScreen } from './account-screen';
import { FavouritesScreen, InboxScreen, VipScreen } from './engage-screens';
import {
  ChangePasswordScreen,
  EditProfileScreen,
  ProfileScreen,
  SecurityScreen,
} from './profile-screens';

listenToSandbox();

const location = () => screen.getByTestId('location').textContent;
const vipAnswer = {
  statusCode: 1,
  nextLevel: [
    {
      starting_deposit: 5000,
      cycle_deposit: 2500,
      deposit_next: 5000,
      starting_turnover: 20000,
      cycle_turnover: 18000,
      turnover_next: 50000,
      vip_name: 'Silver',
      vip_name_next: 'Gold',
    },
    {
      starting_deposit: 10000,
      cycle_deposit: 0,
      deposit_next: 20000,
      starting_turnover: 50000,
      cycle_turnover: 0,
      turnover_next: 100000,
      vip_name: 'Gold',
      vip_name_next: 'Platinum',
    },
  ],
};
const inboxItem = (over: Record<string, unknown>) => ({
  inbox_id: 1,
  title: 'Welcome bonus',
  message: 'Claim your welcome bonus.',
  created_at: '2025-01-02 10:00:00',
  reward_amount: 50,
  claimable: true,
  claimed: false,
  claimed_at: null,
  ...over,
});

/** The backend's balance answer: the game balance and the tokens. */
const answerBalance = (game_balance: number, game_token: number) =>
  answer('/api/auth/get_balance', { statusCode: 1, game_balance, game_token });

describe('AccountScreen', () => {
  // A player who has not played yet and has no bonus; the test of the row answers its own list.
  beforeEach(() => {
    answer('/api/product/recent_games', { statusCode: 1, value: [] });
    answer('/api/bonus/mine', { statusCode: 1, value: [], game_balance: 0, bonus_balance: 0 });
    answer('/api/verification/status', {
      statusCode: 1,
      value: { status: 'rejected', reason: 'Blurred', documents: [], rule: 'before_withdrawal' },
    });
    answer('/api/wallet/net_deposits', {
      statusCode: 1,
      value: {
        currency: 'PHP',
        lifetime: 1500,
        this_month: -250.5,
        month_start: '2026-02-28T16:00:00.000Z',
      },
    });
  });

  it('shows the balance, VIP progress and a link to every account page', async () => {
    const balance = answerBalance(1234.5, 50);
    answer('/api/auth/vip', vipAnswer);
    await renderScreen(<AccountScreen />, { path: '/account', session: signedIn });
    expect(await screen.findByText('1,234.5')).toBeVisible();
    // Whose account it is: the name, and the account id beside it.
    expect(screen.getByText(signedIn.fullname)).toBeVisible();
    expect(screen.getByText('Account ID demo01')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
    expect(balance[0]).toMatchObject({ account_id: 'demo01', auth: 'tok-1' });
    expect(await screen.findByRole('progressbar', { name: 'Deposit' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/deposit',
      '/withdrawal',
      '/bank-details',
      '/transaction-history',
      '/bet-history',
      '/statement',
      '/inbox',
      '/vip',
      '/referral',
      '/profile',
      '/security',
      '/verification',
      '/change-password',
    ]);
    // Where the identity check stands, with the reviewer's reason and the way back to it.
    expect(await screen.findByText('Rejected')).toBeVisible();
    expect(screen.getByText('· Reason: Blurred', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the identity check' })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('shows the games played last, newest first, and hides the row while there are none', async () => {
    answerBalance(10, 0);
    answer('/api/auth/vip', vipAnswer);
    answer('/api/home/fav_list', { statusCode: 1, value: [] });
    const game = (game_code: string, game_name: string) => ({
      provider_code: 'PLAYFRONT',
      game_code,
      game_name,
      game_type: 'SLOTS',
      img_url: `/api/media/game/PLAYFRONT/${game_code}.svg`,
    });
    const recent = answer('/api/product/recent_games', {
      statusCode: 1,
      value: [game('PF-LUCKY-SEVENS', 'Lucky Sevens Demo'), game('PF-OTHER', 'Other Slot')],
    });
    await renderScreen(<AccountScreen />, { path: '/account', session: signedIn });
    const row = await screen.findByRole('region', { name: 'Recently played' });
    expect(recent[0]).toMatchObject({ account_id: 'demo01', auth: 'tok-1' });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Lucky Sevens Demo'),
      expect.stringContaining('Other Slot'),
    ]);
    await userEvent.click(within(row).getByRole('link', { name: /Play now.*Lucky Sevens Demo/ }));
    await waitFor(() =>
      expect(location()).toBe('/playnow?provider=PLAYFRONT&game=PF-LUCKY-SEVENS'),
    );
  });

  it('refreshes the balance on request', async () => {
    const balance = answerBalance(10, 0);
    answer('/api/auth/vip', vipAnswer);
    const { store } = await renderScreen(<AccountScreen />, { session: signedIn });
    await waitFor(() => expect(balance).toHaveLength(1));
    answerBalance(99, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(selectGameWallet(store.getState()).balance).toBe(99));
  });

  it('ends the session on the server, then logs out and goes home', async () => {
    answerBalance(10, 0);
    answer('/api/auth/vip', vipAnswer);
    answer('/api/home/fav_list', { statusCode: 1, value: [] });
    const ended = answer('/api/auth/logout', { statusCode: 1, statusMessage: 'OK' });
    const { store, i18n } = await renderScreen(<AccountScreen />, {
      path: '/php/account',
      session: signedIn,
    });
    // The page speaks the language of its path once its texts have arrived.
    await waitFor(() => expect(i18n.language).toBe('PHP'));
    await userEvent.click(await screen.findByRole('button', { name: i18n.t('logout') }));
    await waitFor(() => expect(location()).toBe('/php'));
    expect(ended).toEqual([{ account_id: signedIn.user.account_id, auth: signedIn.token }]);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectSession(store.getState()).token).toBe('');
  });

  it('shows net deposits this month and since joining, in the site currency', async () => {
    answerBalance(10, 0);
    answer('/api/auth/vip', vipAnswer);
    await renderScreen(<AccountScreen />, { path: '/account', session: signedIn });
    const net = await screen.findByRole('region', { name: 'Net deposits' });
    expect(
      within(net)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['This month', 'Since you joined']);
    expect(
      within(net)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['-₱250.50', '₱1,500.00']);
    expect(net).toHaveTextContent('Deposits credited minus withdrawals paid out.');
  });

  it('logs out all the same when the server cannot end the session', async () => {
    answerBalance(10, 0);
    answer('/api/auth/vip', vipAnswer);
    answer('/api/home/fav_list', { statusCode: 1, value: [] });
    const { body, status } = failure('internalServerError', 500);
    answer('/api/auth/logout', body, { status });
    const { store } = await renderScreen(<AccountScreen />, {
      path: '/account',
      session: signedIn,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('InboxScreen', () => {
  it('claims a reward once, marks it claimed and updates the balance', async () => {
    answerBalance(1000, 50);
    answer('/api/settings/get_inbox', {
      statusCode: 1,
      value: [
        inboxItem({}),
        inboxItem({ inbox_id: 2, title: 'Notice', reward_amount: 0, claimable: false }),
      ],
    });
    const claims = answer(
      '/api/settings/claim_inbox',
      {
        statusCode: 1,
        value: inboxItem({ claimed: true, claimed_at: '2025-01-03 09:00:00' }),
        game_balance: 1050,
      },
      { delayMs: 100 },
    );
    const { store } = await renderScreen(<InboxScreen />, { path: '/inbox', session: signedIn });
    const bonus = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(bonus).getByText('Reward: 50')).toBeVisible();
    const notice = screen.getByRole('article', { name: 'Notice' });
    expect(within(notice).queryByRole('button')).toBeNull();

    answer('/api/settings/get_inbox', {
      statusCode: 1,
      value: [inboxItem({ claimed: true }), inboxItem({ inbox_id: 2, title: 'Notice' })],
    });
    answerBalance(1050, 50);
    await userEvent.dblClick(within(bonus).getByRole('button', { name: 'Claim' }));
    expect(await within(bonus).findByText('Claimed')).toBeVisible();
    expect(claims).toEqual([expect.objectContaining({ inbox_id: 1, auth: 'tok-1' })]);
    await waitFor(() => expect(screen.getByText('1,050')).toBeVisible());
    expect(selectGameWallet(store.getState()).balance).toBe(1050);
    expect(selectToasts(store.getState())[0]?.title).toBe(
      'Reward claimed: 50 added to your balance.',
    );
  });

  it('shows an already claimed reward through the error catalogue', async () => {
    answerBalance(1000, 50);
    answer('/api/settings/get_inbox', { statusCode: 1, value: [inboxItem({})] });
    const { body, status } = failure('alreadyClaimed', 409);
    answer('/api/settings/claim_inbox', body, { status });
    await renderScreen(<InboxScreen />, { session: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You have already claimed this reward.',
    );
  });

  it('says when there are no messages', async () => {
    answerBalance(0, 0);
    answer('/api/settings/get_inbox', { statusCode: 1, value: [] });
    await renderScreen(<InboxScreen />, { session: signedIn });
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});

describe('VipScreen', () => {
  it('shows the progress and the levels above', async () => {
    answer('/api/auth/vip', vipAnswer);
    await renderScreen(<VipScreen />, { session: signedIn });
    const table = await screen.findByRole('table', { name: 'VIP levels' });
    expect(within(table).getByRole('rowheader', { name: 'Gold' })).toBeVisible();
    expect(within(table).getByText('10,000')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuenow',
      '36',
    );
    expect(screen.getByText('Next: Gold')).toBeVisible();
  });
});

describe('ChangePasswordScreen', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('changes the password and says so', async () => {
    const seen = answer('/api/auth/update_password', {
      statusCode: 1,
      statusMessage: 'passwordChanged',
    });
    await renderScreen(<ChangePasswordScreen />, { session: signedIn });
    await fill('demo1234', 'newpass99', 'newpass99');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(seen[0]).toEqual({
      account_id: 'demo01',
      auth: 'tok-1',
      password: 'demo1234',
      new_password: 'newpass99',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('refuses a confirmation that does not match', async () => {
    const seen = answer('/api/auth/update_password', { statusCode: 1 });
    await renderScreen(<ChangePasswordScreen />, { session: signedIn });
    await fill('demo1234', 'newpass99', 'newpass98');
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(seen).toHaveLength(0);
  });

  it('shows a wrong current password', async () => {
    const { body, status } = failure('wrongPassword', 400);
    answer('/api/auth/update_password', body, { status });
    await renderScreen(<ChangePasswordScreen />, { session: signedIn });
    await fill('nope1234', 'newpass99', 'newpass99');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The current password is incorrect.',
    );
  });
});

describe('EditProfileScreen and ProfileScreen', () => {
  it('saves name and e-mail into the session', async () => {
    const seen = answer('/api/settings/profile_update', {
      statusCode: 1,
      statusMessage: 'profileUpdated',
      value: [{ full_name: "Ana O'Neil", contact_email: 'ana@example.test' }],
    });
    const { store } = await renderScreen(<EditProfileScreen />, { session: signedIn });
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Demo Player');
    await userEvent.clear(name);
    await userEvent.type(name, "Ana O'Neil");
    const email = screen.getByRole('textbox', { name: 'Email (optional)' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(seen[0]).toMatchObject({ full_name: "Ana O'Neil", contact_email: 'ana@example.test' });
    expect(selectSession(store.getState()).fullname).toBe("Ana O'Neil");
  });

  it('refuses digits in the name', async () => {
    await renderScreen(<EditProfileScreen />, { session: signedIn });
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'R2D2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Use letters and spaces only, up to 100 characters.',
    );
  });

  it('shows the profile with links to change it', async () => {
    answerBalance(1000, 50);
    await renderScreen(<ProfileScreen />, { session: signedIn });
    expect(screen.getByText('demo01')).toBeVisible();
    expect(screen.getByText('demo@example.test')).toBeVisible();
    expect(await screen.findByText('1,000')).toBeVisible();
    for (const [name, href] of [
      ['Edit profile', '/edit-profile'],
      ['Change password', '/change-password'],
      ['Security', '/security'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('SecurityScreen', () => {
  it('shows status, verification and times', async () => {
    answer('/api/settings/check_status', { statusCode: 1, value: accountStatus });
    answer('/api/safety/login_history', { statusCode: 1, value: [] });
    await renderScreen(<SecurityScreen />, { session: signedIn });
    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('Not verified')).toBeVisible();
    expect(screen.getByText('2025-01-02 10:00:00')).toBeVisible();
    expect(screen.getByText('Never')).toBeVisible();
  });
});

describe('closing the account on /security', () => {
  beforeEach(() => {
    answer('/api/settings/check_status', { statusCode: 1, value: accountStatus });
    answer('/api/safety/login_history', { statusCode: 1, value: [] });
    answer('/api/auth/two_step/status', {
      statusCode: 1,
      value: { enabled: false, backup_codes_left: 0, step_up_needed: false },
    });
  });

  const closeWith = async (password: string) => {
    const card = await screen.findByRole('region', { name: 'Close my account' });
    await userEvent.type(within(card).getByLabelText('Enter your password to confirm'), password);
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account' }));
    return card;
  };

  it('shows the balance rules, then closes with the password and signs out', async () => {
    const closed = answer('/api/auth/close_account', {
      statusCode: 1,
      statusMessage: 'accountClosureDone',
    });
    const { store } = await renderScreen(<SecurityScreen />, {
      path: '/security',
      session: { ...signedIn, game: { balance: 1234.5, token: 0 } },
    });
    const card = await screen.findByRole('region', { name: 'Close my account' });
    const rules = within(card).getAllByRole('listitem');
    // The balance as the page formats money (without a site here, no currency sign).
    expect(rules[0]).toHaveTextContent(/^Withdraw your balance first \(now \D?1,234\.5/);
    expect(card).toHaveTextContent('Bonus money and unfinished wagering end with the account');
    expect(within(card).getByRole('link', { name: 'Take a break instead' })).toHaveAttribute(
      'href',
      '/responsible-gaming',
    );
    await closeWith('secret123');
    await waitFor(() => expect(location()).toBe('/'));
    expect(closed[0]).toMatchObject({ account_id: 'demo01', auth: 'tok-1', password: 'secret123' });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectToasts(store.getState()).at(-1)?.title).toBe(
      'Your account is closed. You have been signed out.',
    );
  });

  it('says what to finish first when a withdrawal waits, and stays signed in', async () => {
    const { body, status } = failure('accountCloseWithdrawalPending', 409);
    answer('/api/auth/close_account', body, { status });
    const { store } = await renderScreen(<SecurityScreen />, {
      path: '/security',
      session: signedIn,
    });
    const card = await closeWith('secret123');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'A withdrawal is still waiting. Cancel it or wait until it is paid, then close your account.',
    );
    expect(within(card).getByRole('link', { name: 'See your withdrawals' })).toHaveAttribute(
      'href',
      '/transaction-history',
    );
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/security');
  });

  it('says a wrong password beside the form, and asks for one when empty', async () => {
    const { body, status } = failure('wrongPassword', 400);
    const sent = answer('/api/auth/close_account', body, { status });
    await renderScreen(<SecurityScreen />, { path: '/security', session: signedIn });
    const card = await screen.findByRole('region', { name: 'Close my account' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close my account' }));
    expect(await within(card).findByText('This field is required.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await closeWith('not-mine');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
  });
});

describe('login history on /security', () => {
  const logins = [
    {
      at: '2026-03-10T08:01:00.000Z',
      device: 'Chrome on Windows',
      ip: '203.0.113.9',
      active: true,
      current: true,
    },
    {
      at: '2026-03-10T08:00:00.000Z',
      device: 'Safari on iOS',
      ip: '203.0.113.7',
      active: true,
      current: false,
    },
    {
      at: '2026-03-01T12:00:00.000Z',
      device: 'Firefox on Linux',
      ip: '198.51.100.2',
      active: false,
      current: false,
    },
  ];

  it('lists each sign-in with time, device, address and state, then ends the others', async () => {
    answer('/api/settings/check_status', { statusCode: 1 });
    answer('/api/safety/login_history', { statusCode: 1, value: logins });
    answer('/api/auth/two_step/status', {
      statusCode: 1,
      value: { enabled: false, backup_codes_left: 0, step_up_needed: false },
    });
    const ended = answer('/api/safety/logout_others', {
      statusCode: 1,
      statusMessage: 'otherSessionsEnded',
      value: { ended: 1 },
    });
    const { store } = await renderScreen(<SecurityScreen />, { session: signedIn });
    const history = await screen.findByRole('region', { name: 'Login history' });
    const rows = await within(history).findAllByRole('row');
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Device', 'IP address', 'Session']);
    expect(rows[1]).toHaveTextContent('Chrome on Windows');
    expect(rows[1]).toHaveTextContent('This device');
    expect(rows[2]).toHaveTextContent('Safari on iOS203.0.113.7Signed in');
    expect(rows[3]).toHaveTextContent('Firefox on Linux198.51.100.2Ended');

    answer('/api/safety/login_history', {
      statusCode: 1,
      value: logins.map((l) => ({ ...l, active: l.current })),
    });
    await userEvent.click(
      within(history).getByRole('button', { name: 'Log out of all other sessions' }),
    );
    await waitFor(() => expect(ended).toHaveLength(1));
    expect(ended[0]).toMatchObject({ account_id: 'demo01', auth: 'tok-1' });
    await waitFor(() => expect(within(history).getAllByRole('row')[2]).toHaveTextContent('Ended'));
    expect(
      within(history).getByRole('button', { name: 'Log out of all other sessions' }),
    ).toBeDisabled();
    expect(selectToasts(store.getState()).at(-1)?.title).toBe(
      'You have been logged out of all other sessions.',
    );
  });
});

describe('FavouritesScreen', () => {
  it('lists favourites and removes one with the heart', async () => {
    const game = (code: string, name: string) => ({
      provider_code: 'JILI',
      game_code: code,
      game_name: name,
      game_type: 'SLOTS',
      img_url: `/api/media/game/JILI/${code}.svg`,
    });
    answer('/api/home/fav_list', {
      statusCode: 1,
      value: [game('jili-1', 'Fortune Gems'), game('jili-2', 'Super Ace')],
    });
    const toggled = answer('/api/home/fav_toggle', {
      statusCode: 1,
      statusMessage: 'favouriteRemoved',
      value: [game('jili-2', 'Super Ace')],
    });
    await renderScreen(<FavouritesScreen />, { session: signedIn });
    const remove = await screen.findByRole('button', {
      name: 'Remove from favourites Fortune Gems',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Fortune Gems')).toBeNull());
    expect(toggled[0]).toMatchObject({ provider_code: 'JILI', game_code: 'jili-1' });
    const play = screen.getByRole('link', { name: 'Play now Super Ace' });
    expect(play).toHaveAttribute('href', '/playnow?provider=JILI&game=jili-2');
    await userEvent.click(play);
    expect(location()).toBe('/playnow?provider=JILI&game=jili-2');
  });

  it('says when there are none', async () => {
    answer('/api/home/fav_list', { statusCode: 1, value: [] });
    await renderScreen(<FavouritesScreen />, { session: signedIn });
    expect(
      await screen.findByText('No favourites yet. Tap the heart on a game to add it.'),
    ).toBeVisible();
  });
});
