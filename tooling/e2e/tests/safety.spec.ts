import { directVisitTracking } from '@playfront/core/contract';
import { dateLocale } from '@playfront/core/site';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ThemeEntry } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import { sandboxPort, site } from '../servers';
import {
  axeViolations,
  fillRegistration,
  fillSignIn,
  logOutOtherSessions,
  watchErrors,
} from './support';
import {
  homeLanguage,
  journeyTemplates,
  localPath,
  loginModal,
  named,
  newVisit,
  openSignIn,
  signInOn,
  siteCurrency,
  startJourney,
} from './template-support';

/** A date of birth `years` ago plus `days`, on the local calendar. */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  const born = new Date(Date.UTC(d.getFullYear() - years, d.getMonth(), d.getDate() + days));
  return born.toISOString().slice(0, 10);
};

/** Tab and Shift+Tab keep the focus inside `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  expect(await inside()).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await inside(), `focus after ${key}`).toBe(true);
  }
}

/** A new player signed in on the /responsible-gaming page of `entry`; the page's errors are watched. */
async function onResponsibleGaming(page: Page, request: APIRequestContext, entry: ThemeEntry) {
  return startJourney(page, request, entry, '/responsible-gaming');
}

for (const entry of journeyTemplates) {
  const host = entry.themeCode;

  test(`${named(entry)}: registration refuses a player under 21`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const home = await homeLanguage(request, host);
    const id = `y${Date.now().toString(36)}`.slice(0, 16);
    await page.goto(`${site(host)}${localPath('EN', home, '/register')}`);
    const form = page.getByRole('main');
    await fillRegistration(form, { id, phone: '+639170000003', birthDate: bornYearsAgo(21, 1) });
    await form.getByRole('button', { name: 'Join now' }).last().click();
    await expect(form.getByRole('alert')).toHaveText('You must be at least 21 years old.');
    await expect(form.getByLabel('Date of birth')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toHaveCount(0);

    // The backend refuses it as well, whatever a client sends.
    const answer = await request.post(`http://127.0.0.1:${sandboxPort}/api/auth/signup`, {
      data: {
        domain_name: `${host}.localhost`,
        external_id: '',
        account_id: id,
        password: 'secret123',
        contact_phone: '+639170000003',
        contact_email: '',
        ...directVisitTracking,
        birth_date: bornYearsAgo(21, 1),
        accept_terms: true,
        not_restricted: true,
      },
    });
    expect(await answer.json()).toMatchObject({ statusMessage: 'underMinimumAge' });
    expect(errors).toEqual([]);
  });

  test(`${named(entry)}: a 6-month self-exclusion signs out and refuses the next sign-in with its end date`, async ({
    page,
    request,
  }) => {
    const { errors, home, at, player } = await onResponsibleGaming(page, request, entry);
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByRole('radio', { name: 'Self-exclusion' }).check();
    await section.getByRole('radio', { name: '6 months' }).check();
    await expect(section).toContainText('cannot be lifted during its first 6 months');
    await section.getByLabel('Your password, to confirm').fill(player.password);
    await section.getByRole('button', { name: 'Start my break' }).click();
    await expect(page).toHaveURL(at('/'));
    await expect(page.getByText('Your self-exclusion has started.').first()).toBeVisible();

    const end = new Date();
    end.setMonth(end.getMonth() + 6);
    // In the site's date locale: `May 24, 2027`, or `2027年5月24日` on a yuan site.
    const endDate = new Intl.DateTimeFormat(dateLocale(await siteCurrency(request, host)), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(end);
    await openSignIn(page, entry, home);
    await fillSignIn(page, player.id, player.password);
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toContainText(`You have excluded yourself from play until ${endDate}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    if (!loginModal(page, entry)) await expect(page).toHaveURL(at('/login'));
    expect(errors).toEqual([]);
  });

  test(`${named(entry)}: the reality check appears at the chosen interval and after a reload`, async ({
    page,
    request,
  }) => {
    const { errors, at } = await onResponsibleGaming(page, request, entry);
    expect(await axeViolations(page, 'main')).toEqual([]);
    const section = page.getByRole('region', { name: 'Reality check' });
    await section.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reality check saved.').first()).toBeVisible();

    // A labelled dialog that holds the keyboard until the player answers it.
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toContainText('You have played for 0 h 0 min this session.');
    await expect(dialog).toContainText('Net result this session:');
    await expectFocusTrapped(page, dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(at('/account'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(at('/bet-history'));
    expect(errors).toEqual([]);
  });

  test(`${named(entry)}: /security lists the sign-ins and logs out the other sessions`, async ({
    browser,
    request,
  }) => {
    const { home, player } = await newVisit(request, host);
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const other = await phone.newPage();
    await signInOn(other, entry, player, { home, then: '/account' });
    const desktop = await browser.newContext();
    const page = await desktop.newPage();
    const errors = watchErrors(page);
    await signInOn(page, entry, player, { home, then: '/security' });
    const history = page.getByRole('region', { name: 'Login history' });
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText('This device');
    await expect(rows.nth(2)).toContainText('Safari on iOS');
    await expect(rows.nth(2)).toContainText('Signed in');
    await expect(rows.nth(2)).toContainText('127.0.0.1');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await logOutOtherSessions(page);
    await expect(rows.nth(2)).toContainText('Ended');

    // The phone's next own-data call finds its session gone and asks it to sign in again.
    await other.reload();
    const modal = loginModal(other, entry);
    if (modal) await expect(modal).toBeVisible();
    else await expect(other).toHaveURL(/\/login/);
    expect(errors).toEqual([]);
    await phone.close();
    await desktop.close();
  });
}
