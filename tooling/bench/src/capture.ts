import type { Browser } from 'playwright';
import type { Stylesheet } from './floor';

/** A page as the browser shows it once it has settled. */
export interface CapturedPage {
  /** Where the page landed, after any redirect. */
  url: string;
  /** `document.documentElement.outerHTML` */
  html: string;
  stylesheets: Stylesheet[];
}

/**
 * Loads a page on Lighthouse's mobile screen (412 × 823 at 1.75×), waits until the network is
 * quiet and the fonts are in, and takes its rendered DOM and the text of its stylesheets.
 */
export async function capturePage(
  browser: Browser,
  url: string,
  locale: string,
  /** A session cookie (`name=value`) the page is opened with. */
  cookie?: string,
): Promise<CapturedPage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    const stylesheets = await page.evaluate(() =>
      Promise.all(
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]:not([disabled])'),
        ).map(async (link) => ({ href: link.href, css: await (await fetch(link.href)).text() })),
      ),
    );
    return { url: page.url(), html, stylesheets };
  } finally {
    await context.close();
  }
}
