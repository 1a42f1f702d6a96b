import type { LanguageCode, PushKind } from '@playfront/core/contract';

/** How a settled bet ended. */
export type BetOutcome = 'won' | 'lost' | 'void';

/**
 * What a message is about: the amount and currency it names (a settled bet's return when it won
 * or was void, its stake when it lost) and, for a settled bet, how it ended.
 */
export interface PushEvent {
  amount: number;
  currency: string;
  outcome?: BetOutcome;
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
  bet_settled: {
    title: 'Bet settled',
    body: (e) =>
      e.outcome === 'won'
        ? `Your bet won: ${amount(e)} is in your balance.`
        : e.outcome === 'void'
          ? `Your bet was void: ${amount(e)} is back in your balance.`
          : `Your bet of ${amount(e)} lost.`,
  },
  bonus_expiring: {
    title: 'Bonus about to expire',
    body: (e) => `Your bonus of ${amount(e)} expires within a day.`,
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
    bet_settled: {
      title: 'Tapos na ang taya',
      body: (e) =>
        e.outcome === 'won'
          ? `Nanalo ang taya mo: nasa balanse mo na ang ${amount(e)}.`
          : e.outcome === 'void'
            ? `Na-void ang taya mo: ibinalik sa balanse mo ang ${amount(e)}.`
            : `Talo ang taya mong ${amount(e)}.`,
    },
    bonus_expiring: {
      title: 'Malapit nang mag-expire ang bonus',
      body: (e) => `Mag-e-expire sa loob ng isang araw ang bonus mong ${amount(e)}.`,
    },
  },
  CN: {
    deposit_credited: { title: '存款已到账', body: (e) => `${amount(e)} 已存入您的余额。` },
    withdrawal_paid: { title: '提款已支付', body: (e) => `${amount(e)} 已支付。` },
    bet_settled: {
      title: '注单已结算',
      body: (e) =>
        e.outcome === 'won'
          ? `您的注单已赢：${amount(e)} 已存入您的余额。`
          : e.outcome === 'void'
            ? `您的注单已作废：${amount(e)} 已退回您的余额。`
            : `您 ${amount(e)} 的注单未中。`,
    },
    bonus_expiring: {
      title: '奖金即将到期',
      body: (e) => `您的 ${amount(e)} 奖金将在一天内到期。`,
    },
  },
};

/** The page each kind of message opens: the history it shows, or the bonus's card on /account. */
export const PUSH_PAGES: Record<PushKind, string> = {
  deposit_credited: '/transaction-history',
  withdrawal_paid: '/transaction-history',
  bet_settled: '/bet-history',
  bonus_expiring: '/account',
};

/** The notification a message shows: its title, body and the page it opens. */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
}

/**
 * The message of `kind` about `event`, in `language`. Its page is in the same language: the site's
 * own language (`siteLanguage`, the one its bare paths are in) has no prefix, another one has its
 * prefix (`/php/bet-history`), as the site's own links do.
 */
export function pushMessage(
  kind: PushKind,
  language: string,
  event: PushEvent,
  siteLanguage?: string,
): PushMessage {
  const set = texts[language as LanguageCode] ?? en;
  const page = PUSH_PAGES[kind];
  const url = siteLanguage ? pageIn(page, language, siteLanguage) : page;
  return { kind, title: set[kind].title, body: set[kind].body(event), url };
}

/**
 * A page's path in `language`, as the site routes it: the languages it is written in are those
 * these texts are; its own language (English when it is not written in it) has bare paths, another
 * one its lower-case code before the path, and a language it is not written in reads the bare
 * (English) pages.
 */
function pageIn(path: string, language: string, siteLanguage: string): string {
  const written = (code: string) => Object.hasOwn(texts, code);
  const bare = written(siteLanguage) ? siteLanguage : 'EN';
  if (language === bare || !written(language)) return path;
  return `/${language.toLowerCase()}${path}`;
}
