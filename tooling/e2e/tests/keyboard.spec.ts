import { themeByCode } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectFocusVisible, tabTo, watchErrors } from './support';
import {
  giveInboxItem,
  languageButton,
  localPath,
  loginModal,
  named,
  signedOutControl,
  siteUnderTest,
} from './template-support';

/**
 * Sign-in, language switch, inbox claim and deposit with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, Escape; no clicks) on a page-login template and a modal-login template; on a
 * phone, a control the keyboard reaches is not hidden under the operator's floating chat button;
 * and none is hidden under a template's sticky header or a phone's tab bar.
 */
test.describe.configure({ mode: 'default' });

const themes = ['slot1', 'slot4'].map((code) => {
  const theme = themeByCode(code);
  if (!theme) throw new Error(`No theme ${code}`);
  return theme;
});

/** Opens a page and waits for its screen: keys pressed while the template loads go nowhere. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Types into the focused field, as a keyboard does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

for (const theme of themes) {
  test.describe(named(theme), () => {
    const visit = siteUnderTest(theme);
    const { origin, at } = visit;

    /** From the home page: Tab to Log in, Enter, fill the form with keys, Enter to send. */
    async function keyboardSignIn(page: Page) {
      await open(page, at('/'));
      // The first Tab reaches the skip link, which shows itself.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeVisible();
      await tabTo(page, signedOutControl(page));
      await page.keyboard.press('Enter');
      const modal = loginModal(page, theme);
      const form = modal ?? page.getByRole('main');
      if (modal) await expect(modal).toBeVisible();
      else
        await expect(page).toHaveURL(
          `${at('/login')}?redirect=${encodeURIComponent(localPath('EN', visit.home, '/'))}`,
        );
      await typeInto(page, form.getByLabel('Account ID'), visit.player.id);
      await typeInto(page, form.getByLabel('Password', { exact: true }), visit.player.password);
      await page.keyboard.press('Enter');
      if (modal) await expect(modal).toBeHidden();
      await expect(page).toHaveURL(at('/'));
      await expect(signedOutControl(page)).toHaveCount(0);
    }

    test(`${theme.themeCode}: a player signs in with the keyboard alone`, async ({ page }) => {
      const errors = watchErrors(page);
      await keyboardSignIn(page);
      expect(errors).toEqual([]);
    });

    if (theme.loginMode !== 'page')
      test(`${theme.themeCode}: the login modal traps focus, closes on Escape and gives focus back`, async ({
        page,
      }) => {
        await open(page, at('/'));
        const logIn = signedOutControl(page);
        await tabTo(page, logIn);
        await page.keyboard.press('Enter');
        const modal = loginModal(page, theme) as Locator;
        await expect(modal).toBeVisible();
        const inside = () => modal.evaluate((m) => m.contains(document.activeElement));
        await expect.poll(inside).toBe(true);
        // More presses than the modal has controls: focus cycles inside it both ways.
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 12; i += 1) {
            await page.keyboard.press(key);
            expect(await inside(), `${key} #${i + 1}`).toBe(true);
          }
        }
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        await expect(logIn).toBeFocused();
        await expectFocusVisible(logIn);
      });

    test(`${theme.themeCode}: the language control works with Shift+Tab and Enter`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await open(page, at('/promotions'));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Promotions',
      );
      // The language control sits in the footer: Shift+Tab from the top reaches it sooner.
      await tabTo(page, languageButton(page, 'PHP'), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${origin}${localPath('PHP', visit.home, '/promotions')}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Mga Promo',
      );
      await tabTo(page, languageButton(page, 'EN'), { backwards: true });
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(at('/promotions'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(errors).toEqual([]);
    });

    test(`${theme.themeCode}: an inbox reward is claimed and a deposit sent with the keyboard`, async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const title = `Keyboard reward on ${theme.themeCode}`;
      await giveInboxItem(request, visit.player, title, 10);
      await keyboardSignIn(page);

      await open(page, at('/inbox'));
      const item = page.getByRole('article', { name: title });
      await tabTo(page, item.getByRole('button', { name: 'Claim' }));
      await page.keyboard.press('Space');
      await expect(item.getByText('Claimed', { exact: true })).toBeVisible();

      // The header's Deposit link, back up the page from the reward, leads to the form.
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Deposit' }), {
        backwards: true,
      });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at('/deposit'));
      // A bank transfer keeps the whole journey on the site: the methods are one group of radio
      // buttons, so Tab reaches the checked one and the arrow keys move to the bank.
      const methods = page.getByRole('group', { name: 'Payment method' });
      await tabTo(page, methods.getByRole('radio', { checked: true }));
      const bank = methods.getByRole('radio', { name: /Bank transfer/ });
      for (let i = 0; i < 6 && !(await bank.isChecked()); i += 1)
        await page.keyboard.press('ArrowDown');
      await expect(bank).toBeChecked();
      const limits = await page.getByText(/^Min .+ · Max /).textContent();
      const min = /^Min (.+?) ·/.exec(limits ?? '')?.[1]?.replace(/[^\d.]/g, '') ?? '';
      await typeInto(page, page.getByLabel('Amount'), min);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Transfer to' })).toBeVisible();
      await typeInto(page, page.getByLabel('Your transfer reference'), 'KB-1234');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${at('/deposit-result')}\\?id=\\d+$`));
      await expect(
        page.getByText('Waiting for your transfer to arrive. We credit it once it does.'),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('slot1 on a phone', () => {
  const { at } = siteUnderTest(themes[0]!);

  test('a Play link the keyboard reaches is not under the floating chat button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, `${at('/slots')}?provider=JILI`);
    const chat = page.getByRole('button', { name: 'Live chat' });
    await expect(chat).toBeVisible();
    // The first game's Play link sits in the bottom corner of a phone's first screen.
    const play = page.getByRole('link', { name: /^Play / }).first();
    await tabTo(page, play, { max: 400 });
    const link = (await play.boundingBox())!;
    const button = (await chat.boundingBox())!;
    const apart =
      link.y + link.height <= button.y ||
      button.y + button.height <= link.y ||
      link.x + link.width <= button.x ||
      button.x + button.width <= link.x;
    expect(
      apart,
      `the Play link ${JSON.stringify(link)}, the chat button ${JSON.stringify(button)}`,
    ).toBe(true);
  });
});

/**
 * What covers the focused control, once the browser has scrolled it into view: the element
 * drawn over the top, middle or bottom of it, or '' where the player sees all of it.
 */
const focusCovered = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused?.closest('main')) return '';
    const box = focused.getBoundingClientRect();
    const x = box.left + box.width / 2;
    for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
      const drawn = document.elementFromPoint(x, y);
      if (drawn && !focused.contains(drawn) && !drawn.contains(focused))
        return `${focused.outerHTML.slice(0, 80)} is under ${drawn.outerHTML.slice(0, 80)}`;
    }
    return '';
  });

/** How far the bars at `edge` reach into the viewport, as the page measured them ('' until it has). */
const barsMeasured = (page: Page, edge: 'top' | 'bottom') =>
  page.evaluate(
    (side) => document.documentElement.style.getPropertyValue(`--pf-bars-${side}`),
    edge,
  );

/** How far the floating chat button reaches up from the viewport's bottom edge, in whole pixels. */
const reachOfChat = (page: Page) =>
  page
    .getByRole('button', { name: 'Live chat' })
    .evaluate((chat) => Math.ceil(innerHeight - chat.getBoundingClientRect().top));

test.describe('slot3 at 1280 px, a sticky header', () => {
  const { at } = siteUnderTest(themeByCode('slot3')!);

  test('hides nothing that Shift+Tab reaches up the home page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, at('/'));
    // From the top, Shift+Tab goes to the page's last control, then up through the footer and
    // the page. The first key brings the code that measures the header.
    await page.keyboard.press('Shift+Tab');
    const header = await page
      .getByRole('banner')
      .evaluate((bar) => Math.ceil(bar.getBoundingClientRect().height));
    await expect.poll(() => barsMeasured(page, 'top')).toBe(`${header}px`);
    // Thirty controls of the page itself, each scrolled down into view from above the header.
    for (let press = 0, inMain = 0; inMain < 30; press += 1) {
      expect(press, 'Shift+Tab presses before thirty controls of the page').toBeLessThan(200);
      await page.keyboard.press('Shift+Tab');
      if (await page.evaluate(() => document.activeElement?.closest('main') == null)) continue;
      inMain += 1;
      await expect.poll(() => focusCovered(page)).toBe('');
    }
  });
});

test.describe('slot2 at 375 px, a tab bar', () => {
  const { at } = siteUnderTest(themeByCode('slot2')!);

  test('hides nothing that Tab reaches down the home page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, at('/'));
    // The operator's chat button floats over the tab bar once its widget has loaded.
    await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect.poll(() => barsMeasured(page, 'bottom')).toBe(`${await reachOfChat(page)}px`);
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusCovered(page)).toBe('');
    }
  });
});
