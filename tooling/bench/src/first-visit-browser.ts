import type { Browser } from 'playwright';
import type { ScriptBytes } from './first-visit';

/**
 * Every script a first visit to `url` transfers until the network is quiet: a new browser context
 * of the given width with the cache off, counting each script response's encoded body.
 */
export async function scriptsTransferred(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<ScriptBytes[]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sizes: Promise<ScriptBytes>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then((s) => ({ file: request.url(), bytes: s.responseBodySize })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
  } finally {
    await context.close();
  }
}
