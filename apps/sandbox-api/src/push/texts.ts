import type { LanguageCode, PushKind } from '@playfront/core/contract';

/** What a message is about: the amount and currency it names. */
export interface PushEvent {
  amount: number;
  currency: string;
}

type Texts = Record<PushKind, { title: string; body: (e: PushEvent) => string }>;

const amount = (e: PushEvent) =>
  `${e.currency} ${e.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const en: Texts = {
  deposit_credited: {
    title: 'Deposit credited',
    body: (e) => `${amount(e)} is now in your balance.`,
  },
  withdrawal_paid: { title: 'Withdrawal paid', body: (e) => `${amount(e)} has been paid out.` },
  bet_settled: { title: 'Bet settled', body: (e) => `Your bet has settled: ${amount(e)}.` },
  bonus_expiring: {
    title: 'Bonus about to expire',
    body: (e) => `Your bonus of ${amount(e)} expires soon.`,
  },
};

/** Messages in the languages the site is written in; any other reads English. */
const texts: Partial<Record<LanguageCode, Texts>> = {
  EN: en,
  PHP: {
    deposit_credited: {
      title: 'Na-credit na ang deposito',
      body: (e) => `Nasa balanse mo na ang ${amount(e)}.`,
    },
    withdrawal_paid: {
      title: 'Naibayad na ang withdrawal',
      body: (e) => `Naibayad na ang ${amount(e)}.`,
    },
    bet_settled: { title: 'Tapos na ang taya', body: (e) => `Tapos na ang taya mo: ${amount(e)}.` },
    bonus_expiring: {
      title: 'Malapit nang mag-expire ang bonus',
      body: (e) => `Mag-e-expire na ang bonus mong ${amount(e)}.`,
    },
  },
  CN: {
    deposit_credited: { title: '存款已到账', body: (e) => `${amount(e)} 已存入您的余额。` },
    withdrawal_paid: { title: '提款已支付', body: (e) => `${amount(e)} 已支付。` },
    bet_settled: { title: '注单已结算', body: (e) => `您的注单已结算：${amount(e)}。` },
    bonus_expiring: { title: '奖金即将到期', body: (e) => `您的 ${amount(e)} 奖金即将到期。` },
  },
};

/** The page each kind of message opens. */
export const PUSH_PAGES: Record<PushKind, string> = {
  deposit_credited: '/transaction-history',
  withdrawal_paid: '/transaction-history',
  bet_settled: '/bet-history',
  bonus_expiring: '/inbox',
};

/** The notification a message shows: its title, body and the page it opens. */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
}

/** The message of `kind` about `event`, in `language`. */
export function pushMessage(kind: PushKind, language: string, event: PushEvent): PushMessage {
  const set = texts[language as LanguageCode] ?? en;
  return { kind, title: set[kind].title, body: set[kind].body(event), url: PUSH_PAGES[kind] };
}
