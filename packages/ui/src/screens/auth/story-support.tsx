import type { ApiPath } from '@playfront/core/contract';
import type { SessionState } from '@playfront/core/store';
import { accountStatus, bonusOffers, playerBonus } from '@playfront/core/testing';
import {
  closeModal,
  createStore,
  selectOpenModal,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Provider } from 'react-redux';
import { ModalHost } from '../../modal/modal-host';
import { storyImage } from '../../shared/story-images';
import { LanguageProvider } from '../../site/language';

type Answers = Partial<Record<ApiPath, unknown>>;

const game = (code: string, name: string, hue: number) => ({
  provider_code: 'JILI',
  game_code: code,
  game_name: name,
  game_type: 'SLOTS',
  img_url: storyImage(name, hue),
});

/** What the sandbox answers for demo01, call by call. */
export const sandboxAnswers: Answers = {
  '/api/auth/login': {
    statusCode: 1,
    statusMessage: 'OK',
    token: 'story-token',
    user: { account_id: 'demo01', session_token: 'story-token' },
    fullname: 'Demo Player',
    email: 'demo@example.test',
  },
  '/api/auth/login_tac': { statusCode: 1, token: 'story-token' },
  '/api/auth/tac/verify': { statusCode: 1, token: 'story-token' },
  '/api/auth/signup': { statusCode: 1, statusMessage: 'tacSent' },
  '/api/auth/tac/request_login': { statusCode: 1, statusMessage: 'tacSent' },
  '/api/auth/tac/request_new_register': { statusCode: 1, statusMessage: 'tacSent' },
  '/api/auth/forgot_password': { statusCode: 1, statusMessage: 'passwordResetSent' },
  '/api/auth/update_password': { statusCode: 1, statusMessage: 'passwordChanged' },
  '/api/auth/get_balance': {
    statusCode: 1,
    game_balance: 1000,
    game_token: 50,
    bonus_balance: 500,
  },
  '/api/auth/vip': {
    statusCode: 1,
    nextLevel: [
      ['Silver', 'Gold', 5000, 20000, 2500, 18000, 5000, 50000],
      ['Gold', 'Platinum', 10000, 50000, 0, 0, 20000, 100000],
      ['Platinum', 'Diamond', 20000, 100000, 0, 0, 50000, 250000],
    ].map(([name, next, startDep, startTo, dep, to, depNext, toNext]) => ({
      vip_name: name,
      vip_name_next: next,
      starting_deposit: startDep,
      starting_turnover: startTo,
      cycle_deposit: dep,
      cycle_turnover: to,
      deposit_next: depNext,
      turnover_next: toNext,
    })),
  },
  '/api/home/fav_list': {
    statusCode: 1,
    value: [game('jili-1', 'Fortune Gems', 40), game('jili-2', 'Super Ace', 200)],
  },
  '/api/home/fav_toggle': { statusCode: 1, value: [game('jili-2', 'Super Ace', 200)] },
  '/api/settings/profile_update': {
    statusCode: 1,
    statusMessage: 'profileUpdated',
    value: [{ full_name: 'Demo Player', contact_email: 'demo@example.test' }],
  },
  '/api/settings/get_inbox': {
    statusCode: 1,
    value: [
      {
        inbox_id: 1,
        title: 'Welcome bonus',
        message: 'Thanks for joining. Claim your welcome bonus.',
        created_at: '2025-01-02 10:00:00',
        reward_amount: 50,
        claimable: true,
        claimed: false,
        claimed_at: null,
      },
      {
        inbox_id: 2,
        title: 'Weekend cashback',
        message: 'Your cashback is ready.',
        created_at: '2025-01-01 09:00:00',
        reward_amount: 20,
        claimable: true,
        claimed: true,
        claimed_at: '2025-01-01 12:00:00',
      },
      {
        inbox_id: 3,
        title: 'Scheduled maintenance',
        message: 'The site will be briefly unavailable on Sunday night.',
        created_at: '2024-12-30 08:00:00',
        reward_amount: 0,
        claimable: false,
        claimed: false,
        claimed_at: null,
      },
    ],
  },
  '/api/settings/claim_inbox': { statusCode: 1, game_balance: 1050 },
  '/api/settings/check_status': { statusCode: 1, value: accountStatus },
  '/api/wallet/net_deposits': {
    statusCode: 1,
    value: {
      currency: 'PHP',
      lifetime: 12500,
      this_month: 1500,
      month_start: '2025-05-31T16:00:00.000Z',
    },
  },
  '/api/auth/two_step/status': {
    statusCode: 1,
    value: { enabled: false, backup_codes_left: 0, step_up_needed: false },
  },
  '/api/bonus/mine': {
    statusCode: 1,
    value: [playerBonus({ wagered: 1250 })],
    game_balance: 1000,
    bonus_balance: 500,
  },
  '/api/bonus/offers': {
    statusCode: 1,
    currency: 'PHP',
    value: bonusOffers.map((offer) => ({ ...offer, refusal: null })),
  },
  // A P-256 public key's shape (65 bytes, base64url): the section only passes it to the browser.
  '/api/push/key': { statusCode: 1, value: { public_key: `B${'A'.repeat(86)}` } },
  '/api/push/list': { statusCode: 1, value: [] },
};

/** A fetch that answers like the sandbox, with no network. */
export function sandboxFetch(answers: Answers = {}): typeof fetch {
  const all = { ...sandboxAnswers, ...answers };
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://sandbox.test').pathname as ApiPath;
    const body = all[path] ?? { statusCode: -404, statusMessage: 'notFound' };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

/** demo01, signed in, with balance and VIP loaded. */
export const storySession: SessionState = {
  isAuthenticated: true,
  token: 'story-token',
  fullname: 'Demo Player',
  email: 'demo@example.test',
  game: { balance: 1000, token: 50, bonus: 500 },
  game_fav_list: [],
  vip: null,
  user: {
    account_id: 'demo01',
    session_token: 'story-token',
    full_name: 'Demo Player',
    contact_email: 'demo@example.test',
  },
};

function StoryModals() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return <ModalHost open={open} onClose={() => dispatch(closeModal())} />;
}

function StoryShell({
  session,
  answers,
  children,
}: {
  session?: SessionState;
  answers?: Answers;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const [store] = useState(() =>
    createStore({
      storage: null,
      domainName: 'story.localhost',
      fetch: sandboxFetch(answers),
      services: { t: (key) => i18n.t(key, { defaultValue: key }), navigate: () => {} },
      ...(session ? { preloadedState: { session } } : {}),
    }),
  );
  return (
    <Provider store={store}>
      <LanguageProvider defaultLanguage="EN">
        <div style={{ minHeight: '100vh', background: 'var(--pf-bg)' }}>{children}</div>
        <StoryModals />
      </LanguageProvider>
    </Provider>
  );
}

/** Wraps a story in a store answering like the sandbox, the language context and the modal host. */
export const withSandbox =
  (options: { session?: SessionState; answers?: Answers } = {}): Decorator =>
  (Story) => (
    <StoryShell {...options}>
      <Story />
    </StoryShell>
  );
