import { directVisitTracking } from '@playfront/core/contract';
import { formatMoney } from '@playfront/core/format';
import type { ThemeEntry } from '@playfront/core/theme';
import { themeManifest } from '@playfront/core/theme';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { controlHeaders, sandboxPort, site } from '../servers';
import { test } from './fixtures';
import { fillSignIn, signIn, TAC, watchErrors } from './support';

/** `E2E_FULL=1` runs every template; `npm test` runs the fixed sample. */
export const full = process.env.E2E_FULL === '1';

/** One of each login mode, a Filipino and a Chinese home language, and a sportsbook. */
export const sampleCodes: readonly string[] = ['slot1', 'slot2', 'slot5', 'sportsbook2'];

/** The templates a journey covers in this run. */
export const templatesUnderTest: readonly ThemeEntry[] = full
  ? themeManifest
  : themeManifest.filter((theme) => sampleCodes.includes(theme.themeCode));

/**
 * The `options` a template runs with (sizes, input modes): all of them under E2E_FULL; in
 * `npm test` each sample template takes the next one in turn, so every sample template and every
 * option still runs once.
 */
export function inTurn<T>(theme: ThemeEntry, options: readonly T[]): readonly T[] {
  if (full) return options;
  const index = templatesUnderTest.findIndex((t) => t.themeCode === theme.themeCode);
  return [options[Math.max(0, index) % options.length]!];
}

/** The manifest entry of a theme code (`slot1`). */
export function themeOf(code: string): ThemeEntry {
  const found = themeManifest.find((t) => t.themeCode === code);
  if (!found) throw new Error(`no theme ${code}`);
  return found;
}

/**
 * The two sample templates a player journey runs on in `npm test` (a sign-in page with English at
 * home, a login modal with Filipino at home); E2E_FULL=1 runs it on all 15.
 */
export const samplePair: readonly string[] = ['slot1', 'slot2'];

/** The templates a player journey covers in this run: the sample pair, or all 15 under E2E_FULL. */
export const journeyTemplates: readonly ThemeEntry[] = full
  ? themeManifest
  : samplePair.map(themeOf);

/** A test title's name for a template: `slot5 (template5)`. */
export const named = (theme: ThemeEntry) => `${theme.themeCode} (${theme.templateId})`;

export type Language = 'EN' | 'PHP' | 'CN';

/** The name each language's button shows, and its `<html lang>`. */
export const languages: Record<Language, { name: string; htmlLang: string }> = {
  EN: { name: 'English', htmlLang: 'en' },
  PHP: { name: 'Filipino', htmlLang: 'fil' },
  CN: { name: '中文', htmlLang: 'zh-Hans' },
};

/** Node does not resolve `*.localhost`: calls from the test go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

let siteFacts: Promise<Map<string, { language: Language; currency: string }>> | undefined;

/** A seeded site's home language and currency, as the sandbox lists them. */
async function siteOf(request: APIRequestContext, host: string) {
  siteFacts ??= request
    .get(`http://127.0.0.1:${sandboxPort}/sandbox/sites`)
    .then(
      (r) =>
        r.json() as Promise<{ sites: { domain: string; language: Language; currency: string }[] }>,
    )
    .then(
      ({ sites }) =>
        new Map(sites.map(({ domain, language, currency }) => [domain, { language, currency }])),
    );
  const facts = (await siteFacts).get(`${host}.localhost`);
  if (!facts) throw new Error(`The sandbox has no site ${host}.localhost`);
  return facts;
}

/** The home language of a seeded site. */
export async function homeLanguage(request: APIRequestContext, host: string): Promise<Language> {
  return (await siteOf(request, host)).language;
}

/** The currency of a seeded site (`PHP`, `CN`, `MMK`...). */
export async function siteCurrency(request: APIRequestContext, host: string): Promise<string> {
  return (await siteOf(request, host)).currency;
}

/** Writes an amount as the site's pages do, in its currency (`₱1,000.00`, `1,000 CN`). */
export async function moneyOn(
  request: APIRequestContext,
  host: string,
): Promise<(amount: number) => string> {
  const { currency } = await siteOf(request, host);
  return (amount) => formatMoney(amount, currency);
}

/** A path in a language: the home language has no prefix, the others `/php`, `/cn`, `/en`. */
export function localPath(language: Language, home: Language, path = '/'): string {
  const prefix = language === home ? '' : `/${language.toLowerCase()}`;
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

export interface Player {
  id: string;
  password: string;
  /** The site it registered on: its account belongs to that site's operator. */
  domain: string;
}

let players = 0;

/** Registers and verifies a new player through the API, the calls the register screen makes. */
export async function newPlayer(request: APIRequestContext, host: string): Promise<Player> {
  players += 1;
  const id = `j${Date.now().toString(36)}${players}`.slice(0, 16);
  const player = {
    id,
    password: 'journey123',
    domain: host === 'localhost' ? host : `${host}.localhost`,
  };
  const siteFields = { domain_name: player.domain, external_id: '' };
  const post = async (path: string, body: object) => {
    const response = await request.post(`${sandbox}${path}`, {
      data: { ...siteFields, ...body },
    });
    const answer = (await response.json()) as { statusCode: number; statusMessage?: string };
    expect(answer.statusCode, `${path}: ${answer.statusMessage}`).toBe(1);
  };
  await post('/api/auth/signup', {
    account_id: id,
    password: player.password,
    contact_phone: '+639170000002',
    contact_email: `${id}@example.com`,
    ...directVisitTracking,
    birth_date: '1990-05-17',
    accept_terms: true,
    not_restricted: true,
  });
  await post('/api/auth/tac/verify', { account_id: id, tac: TAC });
  return player;
}

/** Registers a new player on a page-login site and signs it in through /login, landing on `then`. */
export async function signInNewPlayer(
  page: Page,
  request: APIRequestContext,
  then: string,
  host = 'localhost',
): Promise<Player> {
  const player = await newPlayer(request, host);
  await signIn(page, host, then, player);
  return player;
}

/**
 * A new player on a seeded site, with the site's home language, its English pages (`at`) and the
 * English site's root without a trailing slash (`englishOrigin`: `http://slot2.localhost:8080/en`).
 */
export async function newVisit(request: APIRequestContext, host: string) {
  const home = await homeLanguage(request, host);
  const at = (path: string) => `${site(host)}${localPath('EN', home, path)}`;
  const englishOrigin = at('/').replace(/\/$/, '');
  return { home, at, englishOrigin, player: await newPlayer(request, host) };
}

/**
 * The start of a player journey on a template's site: the page's errors watched (assert them empty
 * at the end), a new player as `newVisit` makes one, and the site's money format; when `then` is
 * given, the player is signed in and on that page.
 */
export async function startJourney(
  page: Page,
  request: APIRequestContext,
  theme: ThemeEntry,
  then?: string,
) {
  const errors = watchErrors(page);
  const host = theme.themeCode;
  const visit = await newVisit(request, host);
  const money = await moneyOn(request, host);
  if (then !== undefined) await signInOn(page, theme, visit.player, { home: visit.home, then });
  return { errors, host, money, ...visit };
}

/**
 * One template's site for a `test.describe` block: its origin, and its home language and a new
 * player, both fetched before the block's tests (read them inside a test).
 */
export function siteUnderTest(theme: ThemeEntry) {
  const origin = site(theme.themeCode);
  const visit = {
    origin,
    home: 'EN' as Language,
    player: { id: '', password: '', domain: '' },
    /** A page of the site in English. */
    at: (path: string) => `${origin}${localPath('EN', visit.home, path)}`,
  };
  test.beforeAll(async ({ request }) => {
    ({ home: visit.home, player: visit.player } = await newVisit(request, theme.themeCode));
  });
  return visit;
}

/** Sends a deposit from /deposit (`origin` includes the language prefix) with the chosen method. */
export async function deposit(page: Page, origin: string, method: RegExp, amount: string) {
  await page.goto(`${origin}/deposit`);
  await page.getByRole('radio', { name: method }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

/** A deposit method as the backend configures it for a site; limits in the site currency. */
export interface DepositMethod {
  name: string;
  flow: string;
  min: number;
  max: number;
}

/** The site's deposit methods, as /deposit lists them. */
export async function depositMethods(
  request: APIRequestContext,
  host: string,
): Promise<DepositMethod[]> {
  const response = await request.post(`${sandbox}/api/wallet/limits`, {
    data: { domain_name: `${host}.localhost`, external_id: '' },
  });
  const { methods = [] } = (await response.json()) as { methods?: DepositMethod[] };
  return methods;
}

/**
 * How many of the site's currency units the sandbox makes of one peso: it sets its amounts (payment
 * limits, the demo slot's stakes) in pesos and scales them, as its redirect e-wallet's minimum of
 * 100 pesos shows.
 */
export async function currencyScale(request: APIRequestContext, host: string): Promise<number> {
  const method = (await depositMethods(request, host)).find((m) => m.flow === 'REDIRECT');
  if (!method) throw new Error(`${host} has no e-wallet by redirect`);
  return method.min / 100;
}

/** The name of the site's first e-wallet paid by redirect, as the backend configures it. */
export async function redirectMethod(request: APIRequestContext, host: string): Promise<string> {
  const method = (await depositMethods(request, host)).find((m) => m.flow === 'REDIRECT');
  if (!method) throw new Error(`${host} has no e-wallet by redirect`);
  return method.name;
}

/** Gives a player a claimable inbox item through the sandbox's developer route. */
export async function giveInboxItem(
  request: APIRequestContext,
  player: Player,
  title: string,
  reward: number,
) {
  const response = await request.post(`${sandbox}/sandbox/inbox`, {
    data: {
      domain_name: player.domain,
      account_id: player.id,
      title,
      message: `A ${reward} reward to claim.`,
      reward,
    },
    headers: controlHeaders,
  });
  expect(response.ok()).toBe(true);
}

/** The largest reward the sandbox's controls give in one inbox item. */
const MAX_REWARD = 100_000;

/** Gives a new player `amount` to play with: an inbox reward, claimed before the browser signs in. */
export async function fundPlayer(
  request: APIRequestContext,
  host: string,
  player: Player,
  amount: number,
) {
  // The sandbox's controls give at most 100,000 a reward: a larger sum (in rupiah, say) comes as
  // several, all claimed below.
  for (let left = amount; left > 0; left -= MAX_REWARD)
    await giveInboxItem(request, player, 'Welcome stake', Math.min(left, MAX_REWARD));
  const call = async <T>(path: string, data: object): Promise<T> => {
    const response = await request.post(`${sandbox}${path}`, { data });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const { token } = await call<{ token: string }>('/api/auth/login', {
    domain_name: player.domain,
    external_id: '',
    account_id: player.id,
    password: player.password,
  });
  const auth = { account_id: player.id, auth: token };
  const inbox = await call<{ value: { inbox_id: number }[] }>('/api/settings/get_inbox', auth);
  for (const item of inbox.value)
    await call('/api/settings/claim_inbox', { ...auth, inbox_id: item.inbox_id });
}

/** The ids of the player's withdrawals that wait for the back office, in the order it lists them. */
export async function waitingWithdrawals(
  request: APIRequestContext,
  player: Player,
): Promise<number[]> {
  const query = new URLSearchParams({ account_id: player.id, domain_name: player.domain });
  const list = await request.get(`${sandbox}/sandbox/wallet/pending?${query.toString()}`, {
    headers: controlHeaders,
  });
  const { pending } = (await list.json()) as {
    pending: { transaction_id: number; type: string }[];
  };
  return pending.filter((p) => p.type === 'WITHDRAWAL').map((p) => p.transaction_id);
}

/** The back office approves a waiting wallet transaction. */
export async function approveTransaction(request: APIRequestContext, transactionId: number) {
  const review = await request.post(`${sandbox}/sandbox/wallet/review`, {
    data: { transaction_id: transactionId, decision: 'approve' },
    headers: controlHeaders,
  });
  expect(review.ok()).toBe(true);
}

/** Saves a bank account for the player through the API, as /add-bank would. */
export async function addBankAccount(request: APIRequestContext, player: Player) {
  const site = { domain_name: player.domain, external_id: '' };
  const post = async <T>(path: string, data: object): Promise<T> => {
    const response = await request.post(`${sandbox}${path}`, { data: { ...site, ...data } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const { token } = await post<{ token: string }>('/api/auth/login', {
    account_id: player.id,
    password: player.password,
  });
  const { banks } = await post<{ banks: string[] }>('/api/wallet/limits', {});
  await post('/api/wallet/add_bank_account', {
    account_id: player.id,
    auth: token,
    bank_name: banks[0],
    account_name: 'Journey Player',
    account_number: '123456789012',
  });
}

/** The template's login modal, or null for a page-login template. */
export function loginModal(page: Page, theme: ThemeEntry): Locator | null {
  return theme.loginMode === 'page' ? null : page.locator(`#${theme.loginMode}`);
}

/** The visible button of a language in the site's language control. */
export function languageButton(page: Page, language: Language): Locator {
  return page
    .getByRole('group', { name: /^(Language|Wika|语言)$/ })
    .getByRole('button', { name: languages[language].name, exact: true })
    .filter({ visible: true })
    .first();
}

/** The header's visible log-in control. */
export function logInButton(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Log in', exact: true })
    .filter({ visible: true })
    .first();
}

/**
 * Puts the template's sign-in form on screen: its /login page, or its login modal opened from the
 * header of the home page. Pages are in English (`home` is the site's home language).
 */
export async function openSignIn(
  page: Page,
  theme: ThemeEntry,
  home: Language,
  query = '',
): Promise<void> {
  const at = (path: string) => `${site(theme.themeCode)}${localPath('EN', home, path)}`;
  const modal = loginModal(page, theme);
  if (!modal) {
    await page.goto(`${at('/login')}${query}`);
  } else {
    await page.goto(at('/'));
    await logInButton(page).click();
    await expect(modal).toBeVisible();
  }
}

/**
 * Signs in the way the template asks: its /login page (coming back to `then`), or its login modal
 * opened from the header on the home page and then `then`. Pages are in `base`'s language.
 */
export async function signInOn(
  page: Page,
  theme: ThemeEntry,
  player: Player,
  options: { home: Language; then?: string },
) {
  const at = (path: string) => `${site(theme.themeCode)}${localPath('EN', options.home, path)}`;
  const then = options.then ?? '/';
  const modal = loginModal(page, theme);
  const back = localPath('EN', options.home, then);
  await openSignIn(page, theme, options.home, `?redirect=${encodeURIComponent(back)}`);
  await fillSignIn(page, player.id, player.password);
  if (!modal) {
    await expect(page).toHaveURL(at(then));
  } else {
    await expect(modal).toBeHidden();
    if (then !== '/') await page.goto(at(then));
  }
  await expect(signedOutControl(page)).toHaveCount(0);
}

/** The header's Log in button, shown to guests only (some templates keep Log out in the account page). */
export function signedOutControl(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
}
