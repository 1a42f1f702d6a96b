import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
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

/** Signs in on a page-login site through /login and waits to land on `then`. */
export async function signIn(page: Page, host = 'localhost', then = '/', account = DEMO) {
  await page.goto(`${site(host)}/login?redirect=${encodeURIComponent(then)}`);
  await fillSignIn(page, account.id, account.password);
  await expect(page).toHaveURL(`${site(host)}${then}`);
}
