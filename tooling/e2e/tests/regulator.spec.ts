import { directVisitTracking } from '@playfront/core/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sandboxPort, site } from '../servers';
import { expectFitsWidth, fillRegistration, TAC, watchErrors } from './support';
import type { Player } from './template-support';
import {
  depositMethods,
  full,
  fundPlayer,
  homeLanguage,
  localPath,
  moneyOn,
  named,
  signInOn,
  siteCurrency,
  startJourney,
  themeOf,
} from './template-support';
import { themeManifest } from '@playfront/core/theme';

/** Node does not resolve `*.localhost`: calls from the test go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

const phone = { width: 320, height: 700 };
const desktop = { width: 1280, height: 800 };

/**
 * A page-login template on a desktop and a modal-login one on a phone, both of operators whose
 * regulator wants the session clock and forbids cancelling a withdrawal; E2E_FULL=1 runs every
 * template, each in the state its operator chose, at both sizes in turn.
 */
const sample = full
  ? themeManifest.map((entry, i) => ({ entry, viewport: i % 2 ? phone : desktop }))
  : [
      { entry: themeOf('slot6'), viewport: desktop },
      { entry: themeOf('slot4'), viewport: phone },
    ];

const declaration = /^I declare that I am not a government official/;

/** The operator's regulator settings, as the startup answer gives them. */
async function regulatorSettings(request: APIRequestContext, host: string) {
  const response = await request.post(`${sandbox}/api/startup`, {
    data: { domain_name: `${host}.localhost` },
  });
  const { site: record } = (await response.json()) as {
    site: { session_clock?: boolean; withdrawal_cancel?: boolean };
  };
  return {
    clock: record.session_clock === true,
    cancel: record.withdrawal_cancel !== false,
  };
}

/** The session clock the header shows (templates with a drawer draw the account block twice). */
const sessionClock = (page: Page) =>
  page.getByTestId('session-clock').filter({ visible: true }).first();

/** The player's own session token, from a sign-in of the test's own. */
async function tokenOf(request: APIRequestContext, player: Player) {
  const response = await request.post(`${sandbox}/api/auth/login`, {
    data: {
      domain_name: player.domain,
      external_id: '',
      account_id: player.id,
      password: player.password,
    },
  });
  return ((await response.json()) as { token: string }).token;
}

for (const { entry, viewport } of sample) {
  const host = entry.themeCode;
  test.describe(`${named(entry)} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('registration asks for the declaration, then offers a deposit limit and the information before the first deposit', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const home = await homeLanguage(request, host);
      const at = (path: string) => `${site(host)}${localPath('EN', home, path)}`;
      const currency = await siteCurrency(request, host);
      const money = await moneyOn(request, host);
      const eWallet = (await depositMethods(request, host)).find((m) => m.flow === 'REDIRECT');
      if (!eWallet) throw new Error(`${host} has no e-wallet by redirect`);
      const limit = eWallet.min * 10;
      const id = `r${Date.now().toString(36)}`.slice(0, 16);

      await page.goto(at('/register'));
      const form = page.getByRole('main');
      await fillRegistration(form, {
        id,
        phone: '+639170000004',
        birthDate: '1990-05-17',
        declare: false,
      });
      const declared = form.getByRole('checkbox', { name: declaration });
      await expect(declared).not.toBeChecked();
      await expectFitsWidth(page);

      // Unticked, the form refuses it and sends nothing.
      await form.getByRole('button', { name: 'Join now' }).last().click();
      await expect(form.getByRole('alert')).toHaveText(
        'Declare that you are not a restricted person.',
      );
      await expect(declared).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toHaveCount(0);

      // The backend refuses it as well, whatever a client sends, and keeps no account.
      const refused = await request.post(`${sandbox}/api/auth/signup`, {
        data: {
          domain_name: `${host}.localhost`,
          external_id: '',
          account_id: id,
          password: 'secret123',
          contact_phone: '+639170000004',
          contact_email: '',
          ...directVisitTracking,
          birth_date: '1990-05-17',
          accept_terms: true,
        },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        statusCode: -400,
        statusMessage: 'restrictedNotDeclared',
      });

      // Ticked, the account is made and verified.
      await declared.check();
      await form.getByRole('button', { name: 'Join now' }).last().click();
      await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
      await page.getByLabel(/One-time code/).fill(TAC);
      await page.getByRole('button', { name: 'Verify' }).click();

      // The responsible-gambling information and the offer of a deposit limit.
      const panel = page.getByRole('region', { name: 'Play responsibly' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Gambling can be addictive. Know when to stop.');
      await expect(panel.getByRole('link', { name: /Call the helpline/ })).toHaveAttribute(
        'href',
        /^tel:\+?\d+$/,
      );
      const daily = `Daily deposit limit (${currency})`;
      const dailyForm = panel.getByRole('form', { name: daily });
      await dailyForm.getByRole('textbox', { name: daily, exact: true }).fill(String(limit));
      await dailyForm.getByRole('button', { name: `Set limit: ${daily}` }).click();
      await expect(dailyForm.getByRole('status')).toHaveText('Limit saved. It applies now.');
      await expect(dailyForm.getByText(`Limit: ${money(limit)}`)).toBeVisible();
      await expectFitsWidth(page);
      await panel.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(at('/'));

      // Before the first deposit the deposit page shows it again, as the server drew it, with the
      // limit just set; the player continues to the form.
      const deposit = await page.goto(at('/deposit'));
      expect(await deposit?.text()).toContain('data-testid="rg-info"');
      await expect(panel).toBeVisible();
      await expect(
        panel.getByRole('form', { name: daily }).getByText(`Limit: ${money(limit)}`),
      ).toBeVisible();
      await expectFitsWidth(page);
      await panel.getByRole('button', { name: 'Continue' }).click();
      await expect(panel).toHaveCount(0);
      await expect(page.getByLabel('Amount')).toBeFocused();
      expect(errors).toEqual([]);
    });

    test("the session clock and a waiting withdrawal follow the operator's regulator", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { errors, home, at, player, money } = await startJourney(page, request, entry);
      const settings = await regulatorSettings(request, host);
      const limits = (await (
        await request.post(`${sandbox}/api/wallet/limits`, {
          data: { domain_name: player.domain, external_id: '' },
        })
      ).json()) as { withdrawal: { min: number } };
      const amount = limits.withdrawal.min;
      await fundPlayer(request, host, player, amount);
      await signInOn(page, entry, player, { home, then: '/add-bank' });

      // The clock counts from the sign-in on every signed-in page, drawn by the server too.
      if (settings.clock) {
        const clock = sessionClock(page);
        await expect(clock).toHaveAccessibleName(/^Time since you signed in: \d+:\d\d:\d\d$/);
        const shown = (await clock.locator('time').textContent()) ?? '';
        await expect(clock.locator('time')).not.toHaveText(shown);
        const served = await page.goto(at('/withdrawal'));
        expect(await served?.text()).toContain('data-testid="session-clock"');
        await page.goto(at('/add-bank'));
      } else {
        await expect(page.getByTestId('session-clock')).toHaveCount(0);
      }

      // A bank account to withdraw to, then a withdrawal that waits for the operator.
      await page.getByLabel('Bank').selectOption({ index: 1 });
      await page.getByLabel('Account name').fill('Regulated Player');
      await page.getByLabel('Account number').fill('123456789012');
      await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(at('/bank-details'));
      await page.goto(at('/withdrawal'));
      await page.getByLabel('Amount').fill(String(amount));
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
      await page.goto(at('/withdrawal'));
      if (settings.clock) await expect(sessionClock(page)).toBeVisible();
      const pending = page.getByRole('region', { name: 'Waiting withdrawals' });
      await expect(pending).toContainText(money(amount));
      const cancel = page.getByRole('button', {
        name: `Cancel the withdrawal of ${money(amount)}`,
      });

      const auth = await tokenOf(request, player);
      const balance = (await (
        await request.post(`${sandbox}/api/wallet/balance`, {
          data: { domain_name: player.domain, external_id: '', account_id: player.id, auth },
        })
      ).json()) as { pending_withdrawals: { transaction_id: number }[] };
      const waiting = balance.pending_withdrawals[0]?.transaction_id;
      if (settings.cancel) {
        await expect(cancel).toBeVisible();
      } else {
        // No button, a line saying why, and the backend refuses a cancel sent anyway.
        await expect(pending).toContainText('Withdrawals cannot be cancelled once requested.');
        await expect(cancel).toHaveCount(0);
        const refused = await request.post(`${sandbox}/api/wallet/cancel_withdrawal`, {
          data: {
            domain_name: player.domain,
            external_id: '',
            account_id: player.id,
            auth,
            transaction_id: waiting,
          },
        });
        expect(refused.status()).toBe(403);
        expect(await refused.json()).toMatchObject({
          statusMessage: 'withdrawalCancelNotAllowed',
        });
        await page.reload();
        await expect(pending).toContainText(money(amount));
      }
      await expectFitsWidth(page);
      expect(errors).toEqual([]);
    });
  });
}
