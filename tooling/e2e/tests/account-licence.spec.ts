import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { sandboxPort } from '../servers';
import { expect, test } from './fixtures';
import { escapeRegExp, fillSignIn } from './support';
import type { Player } from './template-support';
import {
  approveTransaction,
  currencyScale,
  deposit,
  inTurn,
  journeyTemplates,
  loginModal,
  named,
  openSignIn,
  redirectMethod,
  signInOn,
  startJourney,
  waitingWithdrawals,
} from './template-support';
import { appCode, enrolElsewhere } from './two-step-support';

/** Node does not resolve `*.localhost`: calls from the test go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

const sizes = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The back office approves every withdrawal of the player that waits. */
async function approveWithdrawals(request: APIRequestContext, player: Player) {
  const withdrawals = await waitingWithdrawals(request, player);
  expect(withdrawals).toHaveLength(2);
  for (const id of withdrawals) await approveTransaction(request, id);
}

/** The cells of a CSV file (quoted cells, CRLF lines, a byte-order mark first). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, record_delimiter: '\r\n' });

/** A time the history screen shows (UTC, `YYYY-MM-DD HH:MM:SS`) on the operator's clock. */
const onClock = (utc: string, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(Date.parse(`${utc.replace(' ', 'T')}Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/** The operator's currency and time zone, as the player's limits tell them. */
async function operatorOf(request: APIRequestContext, player: Player) {
  const post = async <T>(path: string, data: object) =>
    (await (
      await request.post(`${sandbox}${path}`, {
        data: { domain_name: player.domain, external_id: '', ...data },
      })
    ).json()) as T;
  const { token } = await post<{ token: string }>('/api/auth/login', {
    account_id: player.id,
    password: player.password,
  });
  const { value } = await post<{ value: { currency: string; time_zone: string } }>(
    '/api/responsible/limits',
    { account_id: player.id, auth: token },
  );
  return value;
}

/** A screen amount (`₱500.00`, `-40 CN`) as its digits and sign (`500.00`, `-40`). */
const plainAmount = (text: string) => text.replace(/[^\d.-]/g, '');

/** Withdraws `amount` from /withdrawal to the saved account and waits for the receipt. */
async function withdraw(page: Page, amount: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
}

for (const entry of journeyTemplates) {
  for (const [size, viewport] of inTurn(entry, Object.entries(sizes))) {
    test.describe(`${named(entry)} at ${size} size`, () => {
      test.use({ viewport });

      test('net deposits, a history download that matches the screen, one step-up for two withdrawals, then closing the account', async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const journey = await startJourney(page, request, entry);
        const { errors, home, at, englishOrigin, player, money } = journey;
        // Amounts in the site's currency, the sandbox's peso amounts scaled to it.
        const scale = await currencyScale(request, entry.themeCode);
        const amount = (pesos: number) => String(pesos * scale);
        const { currency, time_zone: timeZone } = await operatorOf(request, player);
        await signInOn(page, entry, player, { home, then: '/deposit' });
        // Two-step sign-in is turned on from another device, after this browser signed in: this
        // session has passed no code, so money leaving asks for one.
        const { secret } = await enrolElsewhere(request, player);

        const wallet = await redirectMethod(request, entry.themeCode);
        await deposit(page, englishOrigin, new RegExp(escapeRegExp(wallet)), amount(500));
        await page.getByRole('button', { name: 'Approve payment' }).click();
        await expect(page.getByText('Your deposit has been credited.')).toBeVisible();

        // The first withdrawal asks for the code; the second, inside the window, does not.
        await page.goto(at('/withdrawal'));
        const code = page.getByLabel('Authenticator code');
        await expect(code).toBeVisible();
        await code.fill(appCode(secret, 1));
        await withdraw(page, amount(200));
        await page.getByRole('button', { name: 'Make another request' }).click();
        await expect(page.getByLabel('Amount')).toHaveValue('');
        await expect(code).toHaveCount(0);
        await withdraw(page, amount(200));
        await page.goto(at('/withdrawal'));
        await expect(page.getByLabel('Amount')).toBeVisible();
        await expect(code).toHaveCount(0);

        // Closing is refused while a withdrawal waits, with what to do first.
        await page.goto(at('/security'));
        const closing = page.getByRole('region', { name: 'Close my account' });
        await expect(closing).toContainText('Withdraw your balance first');
        await closing.getByLabel('Enter your password to confirm').fill(player.password);
        await closing.getByRole('button', { name: 'Close my account' }).click();
        await expect(closing.getByRole('alert')).toContainText('A withdrawal is still waiting.');
        await expect(closing.getByRole('link', { name: 'See your withdrawals' })).toBeVisible();

        // Paid out: net deposits are 500 in less 400 out, drawn by the server.
        await approveWithdrawals(request, player);
        // Asked by the page itself: its browser, not this process, knows the site's host name.
        const served = await page.evaluate(() => fetch('/account').then((r) => r.text()));
        const net100 = money(100 * scale);
        expect(served).toMatch(
          new RegExp(`Net deposits</h2>.*?${escapeRegExp(net100)}.*?${escapeRegExp(net100)}`, 's'),
        );
        await page.goto(at('/account'));
        const net = page.getByRole('region', { name: 'Net deposits' });
        await expect(net.getByRole('definition')).toHaveText([net100, net100]);

        // The statement's download lists the rows the screen shows, in order.
        await page.goto(at('/statement'));
        const rows = page.getByRole('main').locator('tbody tr');
        await expect(rows).toHaveCount(3);
        const screen = await rows.evaluateAll((trs) =>
          trs.map((tr) =>
            Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? ''),
          ),
        );
        const link = page.getByRole('link', { name: 'Download statement (CSV)' });
        const downloading = page.waitForEvent('download');
        await link.click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-.*\.csv$/);
        const [header, ...lines] = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
        expect(header).toEqual([
          `Date (${timeZone})`,
          'Entry',
          'Type',
          'Wallet',
          'Details',
          `Amount (${currency})`,
          `Balance after (${currency})`,
        ]);
        // The same amounts, the file's with two decimals whatever the screen shows.
        expect(lines.map((l) => [l[0], l[4], Number(l[5]), Number(l[6])])).toEqual(
          screen.map((cells) => [
            onClock(cells[0] ?? '', timeZone),
            cells[2],
            Number(plainAmount(cells[3] ?? '')),
            Number(plainAmount(cells[4] ?? '')),
          ]),
        );

        // Closed: signed out, and the next sign-in is refused with the reason.
        await page.goto(at('/security'));
        await closing.getByLabel('Enter your password to confirm').fill(player.password);
        await closing.getByRole('button', { name: 'Close my account' }).click();
        await expect(page).toHaveURL(at('/'));
        await expect(page.getByText('Your account is closed.').first()).toBeVisible();
        await expect
          .poll(async () =>
            (await page.context().cookies()).some((c) => c.name.includes('pf_session')),
          )
          .toBe(false);
        await openSignIn(page, entry, home);
        await fillSignIn(page, player.id, player.password);
        const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
        await expect(dialog).toContainText(
          'This account has been closed and can no longer sign in.',
        );
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toBeHidden();
        if (!loginModal(page, entry)) await expect(page).toHaveURL(at('/login'));
        expect(errors).toEqual([]);
      });
    });
  }
}
