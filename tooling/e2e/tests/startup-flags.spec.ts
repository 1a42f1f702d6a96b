import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';
import { watchErrors } from './support';

// The sandbox seeds each brand with its own startup flags (apps/sandbox-api/src/seed/sites.ts):
// slot2-, slot8- and sportsbook3-announce announce (their brands' other sites do not), slot5
// offers no app, slot1 offers the app with its download bar, slot3 has no live chat.

/** Opens a site's home and waits until the browser has taken the page over. */
async function openHome(page: Page, host: string) {
  await page.goto(site(host));
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
}

const announcement = (page: Page) => page.getByRole('dialog', { name: 'Announcement' });

test('the announcement shows on the first visit of a session, closes, and stays closed', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openHome(page, 'slot8-announce');
  await expect(announcement(page)).toContainText('Welcome to Pine Fortune.');
  await announcement(page).getByRole('button', { name: 'Close' }).click();
  await expect(announcement(page)).toBeHidden();

  // Later pages of the same session: the chat button is up, so the page has settled, and no
  // announcement came back.
  await openHome(page, 'slot8-announce');
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await page.goto(`${site('slot8-announce')}/promotions`);
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();

  // A new browser session is greeted again, here on another template.
  const fresh = await browser.newPage();
  await openHome(fresh, 'sportsbook3-announce');
  await expect(announcement(fresh)).toContainText('Welcome to Field Arena.');
  await fresh.keyboard.press('Escape');
  await expect(fresh.getByRole('dialog')).toHaveCount(0);
  await fresh.close();
});

test('a site without the announcement flag shows none', async ({ page }) => {
  await openHome(page, 'slot8');
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('pf-announcement-seen'))).toBeNull();
});

test('app download entry points show only where show_app_download is on', async ({ page }) => {
  await openHome(page, 'slot1');
  const bar = page.getByRole('complementary', { name: 'Download the app' });
  await expect(bar.getByRole('link', { name: 'Get it for Android' })).toHaveAttribute(
    'href',
    'https://apps.example.com/luckymanila/android',
  );
  await expect(page.locator('main a[href$="/download"]').first()).toBeAttached();
  await page.goto(`${site('slot1')}/download`);
  await expect(page.getByRole('link', { name: 'Get it for iPhone' })).toBeVisible();

  await openHome(page, 'slot5');
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(page.locator('a[href$="/download"]')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Download the app' })).toHaveCount(0);
  await page.goto(`${site('slot5')}/download`);
  await expect(page.getByText('The app is not available to download yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get it for/ })).toHaveCount(0);
});

test("the live-chat button shows the operator's chat image", async ({ page }) => {
  for (const host of ['slot1', 'sportsbook1']) {
    await openHome(page, host);
    const image = page.getByRole('button', { name: 'Live chat' }).locator('img');
    await expect(image).toHaveAttribute('src', '/api/media/chat/bubble.svg');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await openHome(page, 'slot3');
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
});
