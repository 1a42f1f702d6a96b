import { expect, test } from './fixtures';
import { site, webPort } from '../servers';
import { gridNames, inOrder, searchFromHeader } from './games-support';
import { signIn, watchErrors } from './support';

/** slot1 has the shared lobby header; slot7 its own. */
const hosts = ['slot1', 'slot7'] as const;

for (const host of hosts) {
  test.describe(host, () => {
    test('a player finds a game by part of its name from the header and opens it', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await signIn(page, host, '/promotions');
      const field = await searchFromHeader(page, 'olymp');
      const list = page.getByRole('listbox', { name: 'Games found' });
      await expect(list.getByRole('option', { name: /Gates of Olympus/ })).toBeVisible();
      await field.press('ArrowDown');
      await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await field.press('Enter');
      await expect(page).toHaveURL(`${site(host)}/playnow?provider=PPLAY&game=vs20olympgate`);

      // Nothing found: the hot games are offered instead.
      await page.goto(`${site(host)}/promotions`);
      await searchFromHeader(page, 'qqqq');
      await expect(page.getByText('No games found for “qqqq”.').first()).toBeVisible();
      await expect(
        page.getByRole('listbox', { name: 'Hot games you may like' }).getByRole('option'),
      ).not.toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('combobox')).toHaveCount(0);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Search games' }),
      ).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('on /slots a player filters by two providers, sorts A-Z, loads more, and a reload keeps it', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${site(host)}/slots`);
      const filter = page.getByRole('navigation', { name: 'Filter by provider' });
      await filter.getByRole('button', { name: 'JILI', exact: true }).click();
      await expect(page).toHaveURL(`${site(host)}/slots?provider=JILI`);
      await filter.getByRole('button', { name: 'PG Soft' }).click();
      await expect(page).toHaveURL(`${site(host)}/slots?provider=JILI,PGSOFT`);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'A-Z' });
      await expect(page).toHaveURL(`${site(host)}/slots?provider=JILI,PGSOFT&sort=az`);
      await expect(gridNames(page)).toHaveCount(24);
      const status = page.getByRole('main').getByText(/^Showing 24 of \d+ games$/);
      await expect(status).toBeVisible();
      const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThan(24);

      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page).toHaveURL(`${site(host)}/slots?provider=JILI,PGSOFT&sort=az&page=2`);
      await expect(gridNames(page)).toHaveCount(Math.min(total, 48));
      const shown = await gridNames(page).allTextContents();
      expect(inOrder(shown)).toBe(true);
      const providers = await page
        .getByRole('main')
        .getByRole('list', { name: 'Slots' })
        .locator('.pf-game-card__provider')
        .allTextContents();
      expect(new Set(providers.map((p) => p.trim()))).toEqual(new Set(['JILI', 'PG Soft']));

      // The server renders the same list for the same address, and the browser keeps it.
      await page.reload();
      await expect(gridNames(page)).toHaveText(shown);
      const filterAfter = page.getByRole('navigation', { name: 'Filter by provider' });
      await expect(filterAfter.getByRole('button', { name: 'JILI', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filterAfter.getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
      expect(errors).toEqual([]);
    });
  });
}

test('the pages of a filtered address come in the server HTML', async ({ request }) => {
  const response = await request.get(
    `http://127.0.0.1:${webPort}/slots?provider=JILI,PGSOFT&sort=az&page=2`,
    { headers: { host: `slot1.localhost:${webPort}` } },
  );
  const html = await response.text();
  const names = [...html.matchAll(/<h3[^>]*class="pf-game-card__name"[^>]*>([^<]*)<\/h3>/g)].map(
    (m) => m[1] ?? '',
  );
  expect(names.length).toBeGreaterThan(24);
  expect(inOrder(names)).toBe(true);
});

test("a game's Play opens it when tapped before the page's scripts have arrived", async ({
  page,
}) => {
  // A phone on a slow network: the tiles are the server's HTML, the scripts still on their way.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site('slot1')}/slots?provider=JILI`, { waitUntil: 'commit' });
  const card = page.getByRole('main').getByRole('list', { name: 'Slots' }).getByRole('article');
  const name = (await card.first().getByRole('heading').textContent())!.trim();
  await card
    .first()
    .getByRole('link', { name: `Play now ${name}` })
    .click();
  await expect(page).toHaveURL(/\/playnow\?provider=JILI&game=/);
  expect(await page.locator('html[data-pf-ready]').count()).toBe(0);
  arrive();
  await expect(page.locator('iframe[title="Game window"]')).toBeAttached();
});

test('coming back from a game keeps the place in the list', async ({ page }) => {
  await signIn(page, 'slot1', '/slots?page=2');
  await expect(gridNames(page)).toHaveCount(48);
  const card = page
    .getByRole('main')
    .getByRole('list', { name: 'Slots' })
    .getByRole('article')
    .nth(40);
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await card.getByRole('link', { name: /^Play now / }).click();
  await expect(page).toHaveURL(/\/playnow\?/);
  await page.goBack();
  await expect(page).toHaveURL(`${site('slot1')}/slots?page=2`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
