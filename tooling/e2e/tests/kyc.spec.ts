import type { APIRequestContext, Page } from '@playwright/test';
import { jpeg, PNG } from '@playfront/sandbox-api/testing/uploads';
import { controlHeaders, sandboxPort } from '../servers';
import { expect, test } from './fixtures';
import { expectFitsWidth } from './support';
import type { Player } from './template-support';
import {
  addBankAccount,
  currencyScale,
  fundPlayer,
  inTurn,
  journeyTemplates,
  named,
  signInOn,
  startJourney,
} from './template-support';

/** Node does not resolve `*.localhost`: reviewer and operator calls go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

/** A phone and a desktop; in `npm test` each sample template takes one of them in turn. */
const screens = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** Sets when the operator asks for an approved check on a site (a control of the sandbox). */
async function setRule(request: APIRequestContext, domain: string, rule: string) {
  const response = await request.post(`${sandbox}/sandbox/verification/rule`, {
    data: { domain_name: domain, rule },
    headers: controlHeaders,
  });
  expect(response.ok()).toBe(true);
}

/** The reviewer finds the player's check among those waiting and approves it. */
async function approveCheck(request: APIRequestContext, player: Player) {
  const query = new URLSearchParams({ domain_name: player.domain });
  const list = await request.get(`${sandbox}/sandbox/verification/pending?${query.toString()}`, {
    headers: controlHeaders,
  });
  const { checks } = (await list.json()) as {
    checks: { account_id: string; documents: { kind: string }[] }[];
  };
  const check = checks.find((c) => c.account_id === player.id);
  expect(check?.documents.map((d) => d.kind)).toEqual(['id_front', 'id_back', 'selfie']);
  const review = await request.post(`${sandbox}/sandbox/verification/review`, {
    data: { domain_name: player.domain, account_id: player.id, decision: 'approve' },
    headers: controlHeaders,
  });
  expect(review.ok()).toBe(true);
}

/** The check's status line of a page. */
const statusOf = (page: Page) =>
  page.getByRole('main').locator('.pf-verification__summary .pf-verification__status');

/** Asks for a withdrawal of `amount` on /withdrawal. */
async function withdraw(page: Page, amount: number) {
  await page.getByLabel('Amount').fill(String(amount));
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

for (const theme of journeyTemplates)
  for (const screen of inTurn(theme, screens))
    test.describe(`${named(theme)} on a ${screen.name}`, () => {
      test.use({ viewport: screen.viewport });
      const domain = `${theme.themeCode}.localhost`;
      // The site asks for the check before any withdrawal while this journey runs; others see none.
      test.afterEach(async ({ request }) => setRule(request, domain, 'none'));

      test('sends an ID and a selfie, is refused a withdrawal while pending, and withdraws once approved', async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const journey = await startJourney(page, request, theme);
        const { errors, host, home, englishOrigin: origin, player, money } = journey;
        const scale = await currencyScale(request, host);
        await fundPlayer(request, host, player, 1000 * scale);
        await addBankAccount(request, player);
        await setRule(request, domain, 'before_withdrawal');
        await signInOn(page, theme, player, { home, then: '/account' });

        // The account hub says where the check stands.
        await expect(statusOf(page)).toHaveText('Not started');

        // A withdrawal is refused with why, and the way to the check.
        await page.goto(`${origin}/withdrawal`);
        await expect(
          page.getByText('This site verifies your identity before you withdraw.'),
        ).toBeVisible();
        await withdraw(page, 200 * scale);
        const refusal = page.getByRole('main').getByRole('alert');
        await expect(refusal).toContainText('Your identity must be verified before you withdraw');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await refusal.getByRole('link', { name: 'Go to the identity check' }).click();
        await expect(page).toHaveURL(`${origin}/verification`);
        await expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible();

        // A script dressed as a photo is refused before it is sent.
        const front = page.getByLabel('ID, front');
        await expect(front).toBeEnabled();
        await front.setInputFiles({
          name: 'id.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        });
        await expect(page.getByText('Choose a JPEG, PNG or PDF file.')).toBeVisible();

        // Front, back and selfie (the camera on a phone): then the check waits for the reviewer.
        const selfie = page.getByLabel('Selfie');
        await expect(selfie).toHaveAttribute('capture', 'user');
        await expect(selfie).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
        await front.setInputFiles({
          name: 'front.jpg',
          mimeType: 'image/jpeg',
          buffer: jpeg(`front ${player.id}`),
        });
        await expect(page.locator('label', { hasText: 'ID, front · Sent' })).toBeVisible();
        await page.getByLabel('ID, back').setInputFiles({
          name: 'back.jpg',
          mimeType: 'image/jpeg',
          buffer: jpeg(`back ${player.id}`),
        });
        await expect(page.locator('label', { hasText: 'ID, back · Sent' })).toBeVisible();
        await selfie.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
        await expect(statusOf(page)).toHaveText('Pending review');
        await expect(page.getByLabel('Selfie')).toHaveCount(0);

        // Still refused while pending; the withdrawal form shows the status too.
        await page.goto(`${origin}/withdrawal`);
        await expect(statusOf(page)).toHaveText('Pending review');
        await withdraw(page, 200 * scale);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(
          'wait for their review',
        );

        // The reviewer approves: the withdrawal goes through and the hub says verified.
        await approveCheck(request, player);
        await page.goto(`${origin}/withdrawal`);
        await expect(statusOf(page)).toHaveCount(0);
        await withdraw(page, 200 * scale);
        await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
        await expect(page.getByText(money(200 * scale)).first()).toBeVisible();
        await page.goto(`${origin}/account`);
        await expect(statusOf(page)).toHaveText('Verified');
        await expectFitsWidth(page);
        expect(errors).toEqual([]);
      });
    });
