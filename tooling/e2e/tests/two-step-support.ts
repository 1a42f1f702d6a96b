import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sandboxPort } from '../servers';
import type { Player } from './template-support';

/** Node does not resolve `*.localhost`: the other device's calls go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

/** The authenticator app's code for `secret`, `stepsAhead` 30-second steps from now. */
export const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Turns on two-step sign-in on /security from the secret shown as text; answers it and the backup codes. */
export async function enrol(page: Page) {
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

/**
 * The player's other device: signs in through the API, turns two-step sign-in on with a code
 * computed from the secret, and saves a bank account (its session has just passed a code).
 * Sessions opened before, such as a browser's, have passed none.
 */
export async function enrolElsewhere(request: APIRequestContext, player: Player) {
  const call = async <T>(path: string, data: object): Promise<T> => {
    const response = await request.post(`${sandbox}${path}`, {
      data: { domain_name: player.domain, external_id: '', ...data },
    });
    const answer = (await response.json()) as T & { statusCode: number; statusMessage?: string };
    expect(answer.statusCode, `${path}: ${answer.statusMessage}`).toBe(1);
    return answer;
  };
  const { token } = await call<{ token: string }>('/api/auth/login', {
    account_id: player.id,
    password: player.password,
  });
  const auth = { account_id: player.id, auth: token };
  const { value } = await call<{ value: { secret: string } }>('/api/auth/two_step/enrol', auth);
  await call('/api/auth/two_step/confirm', { ...auth, code: appCode(value.secret) });
  // One of the banks of the site's currency.
  const { banks } = await call<{ banks: string[] }>('/api/wallet/limits', {});
  await call('/api/wallet/add_bank_account', {
    ...auth,
    bank_name: banks[0],
    account_name: 'Journey Player',
    account_number: '123456789012',
  });
  return { secret: value.secret };
}
