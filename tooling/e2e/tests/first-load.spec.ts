import type { Locator, Page } from '@playwright/test';
import { site } from '../servers';
import { expect, test } from './fixtures';
import { DEMO, fillSignIn, holdRequests, signIn, tabTo, watchErrors } from './support';

/** The message files of the groups a rendered page leaves for later, as the page asks for them. */
function laterMessageFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/(screens|validation|errors|messages)-[\w-]{8}\.js$/.test(pathname))
      asked.push(pathname);
  });
  return asked;
}

test.describe('first load', () => {
  test('a guest home loads the texts of other screens, forms, toasts and errors only at the first key, then has them', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const asked = laterMessageFiles(page);
    await page.goto(site('slot1'));
    await expect(page.locator('html[data-pf-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(asked).toEqual([]);
    await page.keyboard.press('Tab');
    // English only: one file per group.
    await expect.poll(() => asked.length).toBe(4);
    expect(errors).toEqual([]);
  });

  test('a Chinese page asks for the later groups in English and Chinese', async ({ page }) => {
    const asked = laterMessageFiles(page);
    await page.goto(`${site('slot1')}/cn/`);
    await expect(page.locator('html[data-pf-ready]')).toBeAttached();
    expect(asked).toEqual([]);
    await page.mouse.click(1, 1);
    await expect.poll(() => asked.length).toBe(8);
  });

  test("the sign-in page's first tap on Log in says what is missing, in words", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${site('slot1')}/login`);
    await expect(page.locator('#pf-state')).toHaveCount(1);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test("a player who signs in before the page's scripts arrive is signed in once they do, nothing typed again", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // The scripts arrive late, as on a slow network; the page is drawn without them.
    const release = await holdRequests(page, /\/assets\/[^?]+\.js$/);
    await page.goto(`${site()}/login?redirect=%2Faccount`, { waitUntil: 'commit' });
    await fillSignIn(page, DEMO.id, DEMO.password);
    // Held, not posted: the page stays, busy, with what the player typed.
    const form = page.locator('form[aria-busy="true"]');
    await expect(form).toHaveCount(1);
    await expect(form.getByLabel('Account ID')).toHaveValue(DEMO.id);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await expect(page).toHaveURL(`${site()}/account`);
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in home draws what is below the first screen as the player reaches it, by scrolling or by keyboard', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'slot1', '/');
    await page.reload();
    await expect(page.locator('html[data-pf-ready]')).toBeAttached();
    // A skipped section keeps its own box; what it holds is what is not drawn.
    const drawn = (part: Locator) =>
      part.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const top10 = page.locator('.pf-top10');
    const footer = page.getByRole('contentinfo');
    // Laid out and painted only near the viewport: the top 10 and the footer, screens below.
    expect(await drawn(top10)).toBe(false);
    expect(await drawn(footer)).toBe(false);

    const heading = top10.getByRole('heading', { name: 'Top 10' });
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(top10)).toBe(true);
    await expect(heading).toBeInViewport();

    // From the top of the page, Shift+Tab goes to the footer's last link, which scrolls into
    // view with its focus drawn.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const last = footer.getByRole('link').last();
    await tabTo(page, last, { backwards: true, max: 5 });
    await expect(last).toBeInViewport();
    expect(await drawn(footer)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a template's header keeps its place when the site's logo arrives after the page is drawn", async ({
    page,
  }) => {
    // One site of each header that draws the logo: the lobby's brand, template 2's crest, the
    // drawer bar's logo, the app bar's brand and the sportsbook strip's brand.
    await page.setViewportSize({ width: 375, height: 740 });
    for (const code of ['slot1', 'slot2', 'slot6', 'slot11', 'sportsbook1']) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/media/logo/**', async (route) => {
        await held;
        await route.continue();
      });
      // Its load event waits for the held image; the page is ready without it.
      await page.goto(site(code), { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html[data-pf-ready]')).toBeAttached();
      const logo = page.locator('header img[src*="/api/media/logo/"]').first();
      await expect(logo).toBeAttached();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete), code).toBe(false);
      // Where the header's controls and the page stand without the image, then with it.
      const places = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('header a, header button, main'), (element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return [x, y, width, height].map(Math.round).join(' ');
          }),
        );
      const before = await places();
      release();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await places(), code).toEqual(before);
      await page.unrouteAll();
    }
  });
});
