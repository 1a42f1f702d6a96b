import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { site } from '../servers';

export const DEMO = { id: 'demo01', password: 'demo1234' };
export const TAC = '123456';

/** Collects uncaught page errors; a journey ends by asserting there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A page whose server HTML and first browser render differ (the shell logs it by name).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hydration:')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** Fills and sends a sign-in form (page or modal) that is on screen. */
export async function fillSignIn(page: Page, id: string, password: string) {
  await page.getByLabel('Account ID').fill(id);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/** What a new player types into the register form; every one's password is `secret123`. */
export interface Registration {
  id: string;
  phone: string;
  birthDate: string;
  email?: string;
  /** Whether to tick the declaration of not being a restricted person (yes unless false). */
  declare?: boolean;
}

/** Fills the register form in `form` (the page, or its main region) and ticks its boxes. */
export async function fillRegistration(
  form: Page | Locator,
  { id, phone, birthDate, email, declare = true }: Registration,
) {
  await form.getByLabel('Account ID').fill(id);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel(/Mobile number/).fill(phone);
  if (email !== undefined) await form.getByLabel(/Email/).fill(email);
  await form.getByLabel('Date of birth').fill(birthDate);
  await form.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old' }).check();
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  if (declare)
    await form
      .getByRole('checkbox', { name: /^I declare that I am not a government official/ })
      .check();
}

/** Signs in on a page-login site through /login and waits to land on `then`. */
export async function signIn(page: Page, host = 'localhost', then = '/', account = DEMO) {
  await page.goto(`${site(host)}/login?redirect=${encodeURIComponent(then)}`);
  await fillSignIn(page, account.id, account.password);
  await expect(page).toHaveURL(`${site(host)}${then}`);
}

/**
 * Holds the page's requests whose URL matches `url` until the returned function is called, as a
 * slow network delivers them late.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Logs out with the account page's button and waits until the server has ended the session, which
 * the header shows by offering Log in again.
 */
export async function logOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Log in' }).first(),
  ).toBeVisible();
}

/** On /security, ends the account's other sessions as a player does, and waits for the answer. */
export async function logOutOtherSessions(page: Page) {
  await page.getByRole('button', { name: 'Log out of all other sessions' }).click();
  await expect(
    page.getByText('You have been logged out of all other sessions.').first(),
  ).toBeVisible();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks that the focus shows. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 200 } = {}) {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectFocusVisible(target);
      return;
    }
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`,
  );
}

/**
 * The focused element draws a focus indicator: its own outline or ring (box-shadow), or the
 * outline of the field box around it (text fields draw it with :focus-within).
 */
export async function expectFocusVisible(target: Locator) {
  const indicator = await target.evaluate((el) => {
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const box = [el.parentElement, el.parentElement?.parentElement].find(
      (node) => node?.matches(':focus-within') && outlined(node),
    );
    return {
      focusVisible: el.matches(':focus-visible'),
      drawn: outlined(el) || getComputedStyle(el).boxShadow !== 'none' || box !== undefined,
    };
  });
  expect(indicator, `focus indicator of ${target.toString()}`).toEqual({
    focusVisible: true,
    drawn: true,
  });
}

/** The automatic accessibility checks (WCAG 2.2 AA) of a part of the page: each rule broken, where. */
export async function axeViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page does not scroll sideways at the width it is open at. */
export async function expectFitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
