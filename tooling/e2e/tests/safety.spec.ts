import { expect, test } from './fixtures';
import { sandboxPort, site } from '../servers';
import { fillSignIn, signIn, watchErrors } from './support';
import { newPlayer } from './template-support';

/** Two templates with a sign-in page and English as their home language. */
const hosts = ['slot1', 'slot7'] as const;
const hostOf = (code: string) => (code === 'slot1' ? 'localhost' : code);

/** A date of birth `years` ago plus `days`, on the local calendar. */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  const born = new Date(Date.UTC(d.getFullYear() - years, d.getMonth(), d.getDate() + days));
  return born.toISOString().slice(0, 10);
};

for (const code of hosts) {
  const host = hostOf(code);

  test(`${code}: registration refuses a player under 21`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const id = `y${Date.now().toString(36)}`.slice(0, 16);
    await page.goto(`${site(host)}/register`);
    await page.getByLabel('Account ID').fill(id);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel(/Mobile number/).fill('+639170000003');
    await page.getByLabel('Date of birth').fill(bornYearsAgo(21, 1));
    await page.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Join now' }).last().click();
    await expect(page.getByRole('alert')).toHaveText('You must be at least 21 years old.');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toHaveCount(0);

    // The backend refuses it as well, whatever a client sends.
    const answer = await request.post(`http://127.0.0.1:${sandboxPort}/api/auth/signup`, {
      data: {
        domain_name: `${code}.localhost`,
        external_id: '',
        account_id: id,
        password: 'secret123',
        contact_phone: '+639170000003',
        contact_email: '',
        referrer_code: '',
        ch: '',
        cm: '',
        pp: '',
        affiliate_code: '',
        fbp: '',
        appsflyer_id: '',
        visitor_id: '',
        birth_date: bornYearsAgo(21, 1),
        accept_terms: true,
      },
    });
    expect(await answer.json()).toMatchObject({ statusMessage: 'underMinimumAge' });
    expect(errors).toEqual([]);
  });

  test(`${code}: a 6-month self-exclusion signs out and refuses the next sign-in with its end date`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const player = await newPlayer(request, code);
    await signIn(page, host, '/responsible-gaming', player);
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByRole('radio', { name: 'Self-exclusion' }).check();
    await section.getByRole('radio', { name: '6 months' }).check();
    await expect(section).toContainText('cannot be lifted during its first 6 months');
    await section.getByLabel('Your password, to confirm').fill(player.password);
    await section.getByRole('button', { name: 'Start my break' }).click();
    await expect(page).toHaveURL(`${site(host)}/`);
    await expect(page.getByText('Your self-exclusion has started.').first()).toBeVisible();

    const end = new Date();
    end.setMonth(end.getMonth() + 6);
    const endDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(end);
    await page.goto(`${site(host)}/login`);
    await fillSignIn(page, player.id, player.password);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`You have excluded yourself from play until ${endDate}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`${site(host)}/login`);
    expect(errors).toEqual([]);
  });

  test(`${code}: the reality check appears at the chosen interval and after a reload`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const player = await newPlayer(request, code);
    await signIn(page, host, '/responsible-gaming', player);
    const section = page.getByRole('region', { name: 'Reality check' });
    await section.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reality check saved.').first()).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toContainText('You have played for 0 h 0 min this session.');
    await expect(dialog).toContainText('Net result this session:');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`${site(host)}/account`);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(`${site(host)}/bet-history`);
    expect(errors).toEqual([]);
  });
}

test('slot1: /security lists the sign-ins and logs out the other sessions', async ({
  browser,
  request,
}) => {
  const player = await newPlayer(request, 'slot1');
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const other = await phone.newPage();
  await signIn(other, 'localhost', '/account', player);
  const desktop = await browser.newContext();
  const page = await desktop.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'localhost', '/security', player);
  const history = page.getByRole('region', { name: 'Login history' });
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('This device');
  await expect(rows.nth(2)).toContainText('Safari on iOS');
  await expect(rows.nth(2)).toContainText('Signed in');
  await expect(rows.nth(2)).toContainText('127.0.0.1');
  await history.getByRole('button', { name: 'Log out of all other sessions' }).click();
  await expect(
    page.getByText('You have been logged out of all other sessions.').first(),
  ).toBeVisible();
  await expect(rows.nth(2)).toContainText('Ended');

  // The phone's next own-data call finds its session gone.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  expect(errors).toEqual([]);
  await phone.close();
  await desktop.close();
});
