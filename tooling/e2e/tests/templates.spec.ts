import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';
import { fillSignIn, logOutOtherSessions, watchErrors } from './support';
import type { Language } from './template-support';
import {
  giveInboxItem,
  languageButton,
  languages,
  localPath,
  logInButton,
  loginModal,
  named,
  redirectMethod,
  signedOutControl,
  signInOn,
  siteUnderTest,
  templatesUnderTest,
} from './template-support';

/**
 * The main journeys in each template (one colour each) and the home page of each of its colours:
 * `npm test` runs the fixed sample of template-support, E2E_FULL=1 all 15 templates (75 homes).
 */
test.describe.configure({ mode: 'default' });

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const theme of templatesUnderTest) {
  test(`${named(theme)}: the home page of each of its 5 colours renders in its template and colour, Log in on screen`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    for (const color of theme.colors) {
      await page.goto(site(`${theme.themeCode}-${color}`));
      const html = page.locator('html');
      await expect(html, color).toHaveAttribute('data-template', theme.templateId);
      await expect(html, color).toHaveAttribute('data-color', color);
      await expect(mainHeading(page), color).toBeVisible();
      // A guest must be able to reach the log-in control without scrolling sideways.
      await expect(logInButton(page), color).toBeInViewport();
    }
    expect(errors).toEqual([]);
  });
}

for (const theme of templatesUnderTest) {
  test.describe(named(theme), () => {
    const visit = siteUnderTest(theme);
    const { origin, at } = visit;

    test(`${theme.themeCode}: a guest opening /deposit is sent to the login location and signs in there`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(at('/deposit'));
      const modal = loginModal(page, theme);
      if (!modal) {
        const back = encodeURIComponent(localPath('EN', visit.home, '/deposit'));
        await expect(page).toHaveURL(`${at('/login')}?redirect=${back}`);
        await fillSignIn(page, visit.player.id, visit.player.password);
        await expect(page).toHaveURL(at('/deposit'));
      } else {
        await expect(page).toHaveURL(at('/'));
        await expect(modal).toBeVisible({ timeout: 5_000 });
        await fillSignIn(page, visit.player.id, visit.player.password);
        await expect(modal).toBeHidden();
        await expect(page).toHaveURL(at('/'));
        // Signed in, the page asked for now opens.
        await page.goto(at('/deposit'));
        await expect(page).toHaveURL(at('/deposit'));
      }
      await expect(mainHeading(page)).toHaveText('Deposit');
      await expect(signedOutControl(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`${theme.themeCode}: the language control lands on the same page in the new language`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(at('/promotions'));
      await expect(mainHeading(page)).toHaveText('Promotions');
      const steps: { language: Language; heading: string }[] = [
        { language: 'PHP', heading: 'Mga Promo' },
        { language: 'CN', heading: '优惠活动' },
        { language: 'EN', heading: 'Promotions' },
      ];
      for (const { language, heading } of steps) {
        await languageButton(page, language).click();
        await expect(page).toHaveURL(`${origin}${localPath(language, visit.home, '/promotions')}`);
        await expect(page.locator('html')).toHaveAttribute('lang', languages[language].htmlLang);
        await expect(mainHeading(page)).toHaveText(heading);
        await expect(languageButton(page, language)).toHaveAttribute('aria-pressed', 'true');
      }
      expect(errors).toEqual([]);
    });

    test(`${theme.themeCode}: a deposit paid at the e-wallet's checkout is credited`, async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const method = await redirectMethod(request, theme.themeCode);
      await signInOn(page, theme, visit.player, { home: visit.home, then: '/deposit' });
      await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
      // The limits depend on the site's currency: deposit the minimum the page states.
      const limits = await page.getByText(/^Min .+ · Max /).textContent();
      const min = /^Min (.+?) ·/.exec(limits ?? '')?.[1]?.replace(/[^\d.]/g, '') ?? '';
      await page.getByLabel('Amount').fill(min);
      await page.getByRole('button', { name: 'Deposit', exact: true }).last().click();
      await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page).toHaveURL(/\/deposit-result\?id=\d+$/);
      await expect(page.getByText('Your deposit has been credited.')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`${theme.themeCode}: an inbox reward is claimed once`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const title = `Reward on ${theme.themeCode}`;
      await giveInboxItem(request, visit.player, title, 20);
      await signInOn(page, theme, visit.player, { home: visit.home, then: '/inbox' });
      const item = page.getByRole('article', { name: title });
      await item.getByRole('button', { name: 'Claim' }).click();
      await expect(item.getByText('Claimed', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Claim' })).toHaveCount(0);
      await expect(
        page.getByText(/^Reward claimed: .*20.* added to your balance\.$/),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`${theme.themeCode}: logged out from another device, the session ends with the invalid-session warning`, async ({
      page,
      browser,
    }) => {
      const errors = watchErrors(page);
      await signInOn(page, theme, visit.player, { home: visit.home, then: '/account' });
      // Each device keeps its own session until the player ends the others from one of them.
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      await signInOn(other, theme, visit.player, { home: visit.home, then: '/security' });
      await logOutOtherSessions(other);
      await elsewhere.close();
      // The next own-data call of the first browser learns that its token is gone.
      await page.reload();
      await expect(page.getByText('Session ended')).toBeVisible();
      await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
      const modal = loginModal(page, theme);
      if (!modal) {
        await expect(page).toHaveURL(at('/login'));
        await expect(signedOutControl(page)).toBeVisible();
      } else {
        await expect(page).toHaveURL(at('/'));
        await expect(modal).toBeVisible({ timeout: 5_000 });
      }
      expect(errors).toEqual([]);
    });
  });
}
