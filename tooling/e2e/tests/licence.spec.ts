import { expect, test } from './fixtures';
import { site } from '../servers';
import { fillSignIn } from './support';
import {
  homeLanguage,
  journeyTemplates,
  localPath,
  loginModal,
  named,
  openSignIn,
  startJourney,
  themeOf,
} from './template-support';
import type { Language } from './template-support';
import { appCode, enrol } from './two-step-support';

for (const entry of journeyTemplates) {
  test(`${named(entry)}: two-step sign-in: enrol, sign in with the code, then a backup code`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { errors, at, ...visit } = await startJourney(page, request, entry, '/security');
    const { secret, backup } = await enrol(page);

    // Signed out, the password alone no longer signs in: the code is asked for after it.
    await page.context().clearCookies();
    await openSignIn(page, entry, visit.home);
    await fillSignIn(page, visit.player.id, visit.player.password);
    const code = page.getByLabel('Authenticator code');
    await expect(code).toBeVisible();
    // No session yet: the server set no cookie before the second step.
    expect((await page.context().cookies()).some((c) => c.name.includes('pf_session'))).toBe(false);
    // The code of the enrolment's step is used up, so the app's next one signs in.
    await code.fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    const modal = loginModal(page, entry);
    if (modal) await expect(modal).toBeHidden();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name.includes('pf_session')))
      .toBe(true);

    // Signing in with the code counts as a step-up: a payout-account change right after it does
    // not ask for a code again.
    await page.goto(at('/add-bank'));
    await page.getByLabel('Bank').selectOption({ index: 1 });
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Account number').fill('1234567890');
    await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(at('/bank-details'));

    // A backup code signs in in place of the app's code.
    await page.context().clearCookies();
    await openSignIn(page, entry, visit.home);
    await fillSignIn(page, visit.player.id, visit.player.password);
    await page.getByLabel('Authenticator code').fill(backup[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    if (modal) await expect(modal).toBeHidden();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name.includes('pf_session')))
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

/** The mandated tagline and the helpline's label, as each language words them. */
const saferGambling: Record<Language, { tagline: string; helpline: (n: string) => string }> = {
  EN: {
    tagline: 'Gambling can be addictive. Know when to stop.',
    helpline: (n) => `Helpline: ${n}`,
  },
  PHP: {
    tagline: 'Ang pagsusugal ay maaaring makaadik. Alamin kung kailan titigil.',
    helpline: (n) => `Helpline: ${n}`,
  },
  CN: { tagline: '赌博可能会上瘾。知道何时停止。', helpline: (n) => `求助热线：${n}` },
};

// Templates of each layout family and operators of three countries, each site's home language first.
const footerSample = [
  { code: 'slot1', helpline: '1800-1888-1424' },
  { code: 'slot3', helpline: '400-161-9995' },
  { code: 'slot5', helpline: '+95 1 230 9911' },
  { code: 'sportsbook2', helpline: '400-161-9995' },
];

// A browser of each language, so a bare '/' on a site whose home language is another one stays put.
const browserLocale: Record<Language, string> = { EN: 'en-US', PHP: 'fil-PH', CN: 'zh-CN' };

for (const { code, helpline } of footerSample) {
  const entry = themeOf(code);
  test(`${named(entry)}: the footer carries the tagline, helpline and licence line in the page's language`, async ({
    browser,
    request,
  }) => {
    const home = await homeLanguage(request, code);
    for (const language of ['EN', 'PHP', 'CN'] as const) {
      const context = await browser.newContext({ locale: browserLocale[language] });
      const page = await context.newPage();
      await page.goto(`${site(code)}${localPath(language, home, '/')}`);
      await expect(page.locator('html')).toHaveAttribute('lang', /^(en|fil|zh)/);
      const lines = page.getByRole('contentinfo').getByTestId('safer-gambling');
      await expect(lines.getByText(saferGambling[language].tagline)).toBeVisible();
      await expect(
        lines.getByRole('link', { name: saferGambling[language].helpline(helpline) }),
      ).toHaveAttribute('href', `tel:${helpline.replace(/[^\d+]/g, '')}`);
      await expect(lines).toContainText('is licensed and regulated by');
      await context.close();
    }
  });
}
