import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { tabTo, watchErrors } from './support';
import {
  inTurn,
  localPath,
  named,
  signInOn,
  siteUnderTest,
  templatesUnderTest,
} from './template-support';

/**
 * A signed-in player reaches the account pages from the home page of every template, on a desktop
 * screen with the keyboard and on a phone with taps. The links are on screen, or one press of the
 * template's account button or menu button shows them; the player follows My Account to the hub.
 * Templates with the shared account menu list every page there; the others link to the hub,
 * whose own links the journey then checks. axe checks the open menu.
 */
test.describe.configure({ mode: 'default' });

const accountPages = [
  { path: '/account', name: 'My Account' },
  { path: '/vip', name: 'VIP' },
  { path: '/inbox', name: 'Inbox' },
  { path: '/withdrawal', name: 'Withdraw' },
  { path: '/transaction-history', name: 'Transaction history' },
] as const;
type AccountPage = (typeof accountPages)[number];

/** Templates whose menus list all the account pages (the shared account links block). */
const listEveryPage: readonly string[] = [
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template14',
];

const screens = [
  { label: '1280 px, keyboard', viewport: { width: 1280, height: 800 }, keyboard: true },
  { label: '375 px, taps', viewport: { width: 375, height: 740 }, keyboard: false },
] as const;

/** The template's closed account button or menu button on screen. */
const menuButton = (page: Page) =>
  page
    .getByRole('button', { name: /^(My Account|Open menu|Menu)$/, expanded: false })
    .filter({ visible: true })
    .first();

/** Whether a control sits after the main content: Shift+Tab from the top gets there sooner. */
const afterMain = (target: Locator) =>
  target.evaluate((el) => {
    const main = document.querySelector('main');
    return !!main && !main.contains(el) && !!(main.compareDocumentPosition(el) & 4);
  });

for (const theme of templatesUnderTest) {
  test.describe(named(theme), () => {
    const visit = siteUnderTest(theme);
    const { at } = visit;
    /** The visible links of an account page, by the name a screen reader reads and the href. */
    const linkTo = (page: Page, path: string, name: string) =>
      page
        .getByRole('link', { name, exact: true })
        .and(page.locator(`a[href="${localPath('EN', visit.home, path)}"]`))
        .filter({ visible: true });

    for (const screen of inTurn(theme, screens)) {
      test(`${theme.themeCode}: at ${screen.label}, a signed-in player opens the menus on the home page and reaches the account pages`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await signInOn(page, theme, visit.player, { home: visit.home });
        await page.setViewportSize(screen.viewport);
        await page.goto(at('/'));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

        // The pages the home page itself must link to; the hub links to the others.
        const onHome: readonly AccountPage[] = listEveryPage.includes(theme.templateId)
          ? accountPages
          : accountPages.filter((p) => p.path === '/account');
        const shown = async () => {
          for (const { path, name } of onHome)
            if ((await linkTo(page, path, name).count()) === 0) return false;
          return true;
        };
        const opened = !(await shown());
        if (opened) {
          const button = menuButton(page);
          await expect(button, 'an account or menu button on screen').toBeVisible();
          if (screen.keyboard) {
            await tabTo(page, button, { backwards: await afterMain(button), max: 400 });
            await page.keyboard.press('Enter');
          } else {
            await button.click();
          }
        }
        for (const { path, name } of onHome)
          await expect(linkTo(page, path, name).first(), `${path} (${name})`).toBeVisible();
        if (opened) {
          // The open menu: the panel an account button controls, or the menu's dialog.
          const controls = await page
            .locator('button[aria-expanded="true"][aria-controls]')
            .first()
            .getAttribute('aria-controls', { timeout: 1_000 })
            .catch(() => null);
          const { violations } = await new AxeBuilder({ page })
            .include(controls ? `[id="${controls}"]` : '[role="dialog"]')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
          expect(serious, 'serious axe violations in the open menu').toEqual([]);
        }

        const account = linkTo(page, '/account', 'My Account').first();
        if (screen.keyboard) {
          // From the menu's button or inside its dialog, Tab goes on to the links.
          const backwards = !opened && (await afterMain(account));
          await tabTo(page, account, { backwards, max: 400 });
          await page.keyboard.press('Enter');
        } else {
          await account.click();
        }
        await expect(page).toHaveURL(at('/account'));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText('My Account');
        for (const { path, name } of accountPages.filter((p) => !onHome.includes(p)))
          await expect(
            main
              .getByRole('link', { name, exact: true })
              .and(main.locator(`a[href="${localPath('EN', visit.home, path)}"]`)),
            `${path} (${name}) on the account page`,
          ).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  });
}
