import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { site } from '../servers';
import { fillSignIn, watchErrors } from './support';
import {
  homeLanguage,
  journeyTemplates,
  localPath,
  loginModal,
  named,
  newVisit,
  openSignIn,
  signInOn,
  themeOf,
} from './template-support';
import type { Language } from './template-support';

/** The authenticator app's code for `secret`, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Turns on two-step sign-in on /security from the secret shown as text; answers it and the backup codes. */
async function enrol(page: Page) {
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authenticator code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const backup = page.getByTestId('two-step-backup').locator('code');
  await expect(backup).toHaveCount(10);
  await expect(page.getByText('Backup codes left: 10.')).toBeVisible();
  return { secret, backup: await backup.allTextContents() };
}

for (const entry of journeyTemplates) {
  const host = entry.themeCode;

  test(`${named(entry)}: two-step sign-in: enrol, sign in with the code, step up with a backup code`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const visit = await newVisit(request, host);
    const at = (path: string) => `${site(host)}${localPath('EN', visit.home, path)}`;
    await signInOn(page, entry, visit.player, { home: visit.home, then: '/security' });
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

    // A payout-account change asks for a code again; a backup code does.
    await page.goto(at('/add-bank'));
    await page.getByLabel('Bank').selectOption({ index: 1 });
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByLabel('Authenticator code').fill(backup[0] ?? '');
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(at('/bank-details'));
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
