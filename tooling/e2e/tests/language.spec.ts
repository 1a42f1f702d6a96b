import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';

const head = (page: Page) => ({
  lang: () => page.locator('html').getAttribute('lang'),
  canonical: () => page.locator('link[rel="canonical"]').getAttribute('href'),
  alternates: () =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
      ),
  ogLocale: () => page.locator('meta[property="og:locale"]').getAttribute('content'),
});

test('Chinese and Filipino pages carry their texts and head tags', async ({ page }) => {
  const origin = site();
  await page.goto(`${origin}/cn/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('欢迎来到');
  const cn = head(page);
  expect(await cn.lang()).toBe('zh-Hans');
  expect(await cn.canonical()).toBe(`${origin}/cn`);
  expect(await cn.ogLocale()).toBe('zh_CN');
  expect(await cn.alternates()).toEqual([
    `en ${origin}/`,
    `fil ${origin}/php`,
    `zh-Hans ${origin}/cn`,
    `x-default ${origin}/`,
  ]);

  await page.goto(`${origin}/php/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maligayang pagdating');
  expect(await head(page).lang()).toBe('fil');
  expect(await head(page).ogLocale()).toBe('fil_PH');
});

test('the language switcher lands on the same page in the other language and remembers it', async ({
  page,
}) => {
  const origin = site();
  await page.goto(`${origin}/cn/about`);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page).toHaveURL(`${origin}/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')).toMatchObject({
    value: 'EN',
    path: '/',
    sameSite: 'Lax',
  });
  // The cookie now decides for unprefixed paths, the prefix still wins.
  await page.getByRole('button', { name: 'Filipino' }).first().click();
  await expect(page).toHaveURL(`${origin}/php/about`);
  await page.goto(`${origin}/slots`);
  await expect(page).toHaveURL(`${origin}/php/slots`);
});

test('a Chinese browser is sent from / to /cn; open-redirect paths stay on the site', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const origin = site();
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/cn`);
  for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
    await page.goto(`${origin}${path}`);
    expect(new URL(page.url()).host).toBe(new URL(origin).host);
  }
  await context.close();
});
