import { formatNumber } from '@playfront/core/format';
import { themeManifest } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import { site, webPort } from '../servers';
import {
  categoryGrid,
  DEMO_SLOT,
  demoSlotPath,
  gameFrame,
  gridNames,
  inOrder,
  searchFromHeader,
  spin,
} from './games-support';
import {
  currencyScale,
  full,
  fundPlayer,
  languageButton,
  localPath,
  named,
  signInOn,
  startJourney,
  themeOf,
} from './template-support';

/** Three layouts: the shared lobby frame, template7's own header, a sportsbook with a Chinese home. */
const journeyCodes = ['slot1', 'slot7', 'sportsbook2'];
const themes = full ? themeManifest : journeyCodes.map(themeOf);

for (const theme of themes) {
  test(`${named(theme)}: a player finds the demo slot, plays it full screen and comes back to the same place`, async ({
    page,
    request,
  }) => {
    // One player's whole visit: a dozen pages, a search, three spins.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { errors, host: code, home, at: en, player } = await startJourney(page, request, theme);
    // A hundred pesos' worth in the site's currency, and the slot's stakes at the same scale.
    const scale = await currencyScale(request, code);
    await fundPlayer(request, code, player, 100 * scale);
    await signInOn(page, theme, player, { home, then: '/promotions' });

    // The header's search finds the game by part of its name, with its provider.
    const field = await searchFromHeader(page, 'sevens');
    const found = page
      .getByRole('listbox', { name: 'Games found' })
      .getByRole('option', { name: new RegExp(DEMO_SLOT.name) });
    // The provider's code: the product's provider map does not know the sandbox's own provider.
    await expect(found).toContainText('PLAYFRONT');
    await field.press('Escape');
    await field.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Search games' })).toHaveCount(0);

    // Its category, from the site's navigation.
    await page
      .getByRole('link', { name: 'Slots', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(en('/slots'));

    // Two providers, A-Z, one more page.
    const filter = page.getByRole('navigation', { name: 'Filter by provider' });
    await filter.getByRole('button', { name: 'JILI', exact: true }).click();
    await filter.getByRole('button', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(en('/slots?provider=JILI,PGSOFT'));
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'A-Z' });
    await expect(page).toHaveURL(en('/slots?provider=JILI,PGSOFT&sort=az'));
    await expect(gridNames(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(en('/slots?provider=JILI,PGSOFT&sort=az&page=2'));
    const status = page.getByRole('main').getByText(/^Showing \d+ of \d+ games$/);
    const counts = async () => /(\d+) of (\d+)/.exec((await status.textContent()) ?? '') ?? [];
    // The address changes first; the count follows once the second page has arrived.
    await expect.poll(async () => Number((await counts())[1])).toBeGreaterThan(24);
    const [, shown, total] = await counts();
    await expect(gridNames(page)).toHaveCount(Number(shown));
    expect(Number(shown)).toBe(Math.min(Number(total), 48));
    expect(inOrder(await gridNames(page).allTextContents())).toBe(true);
    const providers = await categoryGrid(page).locator('.pf-game-card__provider').allTextContents();
    expect(new Set(providers.map((p) => p.trim()))).toEqual(new Set(['JILI', 'PG Soft']));

    // Every provider by popularity: the demo slot is on the first page; the player loads the
    // second too and scrolls down to it.
    await filter.getByRole('button', { name: 'All providers' }).click();
    await expect(page).toHaveURL(en('/slots?sort=az'));
    await sort.selectOption({ label: 'Popular' });
    await expect(page).toHaveURL(en('/slots'));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(en('/slots?page=2'));
    await expect(gridNames(page)).toHaveCount(48);
    const card = categoryGrid(page).getByRole('article', { name: DEMO_SLOT.name });
    await card.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(200);
    await card.getByRole('link', { name: `Play now ${DEMO_SLOT.name}` }).click();
    await expect(page).toHaveURL(en(demoSlotPath));

    // Full screen, three spins.
    const game = gameFrame(page);
    await expect(game.getByRole('heading', { name: DEMO_SLOT.name })).toBeVisible();
    await expect(game.locator('#balance')).toHaveText((100 * scale).toFixed(2));
    const toggle = page.getByRole('button', { name: 'Full screen' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-labelledby')))
      .toBe('pf-play-title');
    await game.getByLabel('Stake').selectOption((5 * scale).toFixed(2));
    const spins = [await spin(page), await spin(page), await spin(page)];
    const balance = (100 - 15) * scale + spins.reduce((sum, s) => sum + s.win, 0);
    expect(spins.at(-1)?.balance).toBeCloseTo(balance, 2);

    // Close: back on the list at the same place, the header's balance what the spins left.
    await page.getByRole('button', { name: /Close game/ }).click();
    await expect(page).toHaveURL(en('/slots?page=2'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
    await expect(card).toBeInViewport();
    const money = (formatNumber(balance, 'en-US') || '0').replace(/[.,]/g, '\\$&');
    await expect(page.getByRole('banner')).toContainText(
      new RegExp(`Balance\\D*${money}(?![\\d.,])`),
    );

    // The game leads recently played on the home page.
    await page.goto(en('/'));
    const recent = page.getByRole('region', { name: 'Recently played' });
    await expect(recent.getByRole('article').first()).toHaveAccessibleName(DEMO_SLOT.name);

    // In Chinese the game goes by its Chinese title, on the home row and in the category.
    await languageButton(page, 'CN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page).toHaveURL(`${site(code)}${localPath('CN', home, '/')}`);
    await expect(
      page.getByRole('region', { name: '最近玩过' }).getByRole('article').first(),
    ).toHaveAccessibleName(DEMO_SLOT.nameCn);
    await page.goto(`${site(code)}${localPath('CN', home, '/slots')}`);
    await expect(
      categoryGrid(page, '老虎机').getByRole('article', { name: DEMO_SLOT.nameCn }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a Chinese category page comes from the server with the Chinese titles', async ({
  request,
}) => {
  const response = await request.get(`http://127.0.0.1:${webPort}/cn/slots`, {
    headers: { host: `slot1.localhost:${webPort}` },
  });
  const html = await response.text();
  const names = [...html.matchAll(/<h3[^>]*class="pf-game-card__name"[^>]*>([^<]*)<\/h3>/g)].map(
    (m) => m[1] ?? '',
  );
  expect(names).toContain(DEMO_SLOT.nameCn);
  expect(names).toContain('超级王牌');
  expect(names).not.toContain(DEMO_SLOT.name);
});
