import type { Browser } from 'playwright';
import type { ScriptBytes } from './first-visit';

/**
 * Every script a first visit to `url` transfers until the network is quiet, its workers' included:
 * a new browser context of the given width with the cache off, counting each script response's
 * encoded body. `serviceWorkers: 'block'` measures the same visit as it would be without the
 * site's service worker.
 */
export async function scriptsTransferred(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<ScriptBytes[]> {
  const context = await browser.newContext({ viewport, serviceWorkers });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sizes: Promise<ScriptBytes>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      // A worker's script is fetched by the worker, whose body size the page's events do not
      // carry: its Content-Length (the static files are sent with one) stands in.
      const bytes = async () =>
        (await request.sizes()).responseBodySize ||
        Number((await request.response())?.headers()['content-length'] ?? 0);
      sizes.push(bytes().then((b) => ({ file: request.url(), bytes: b })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
  } finally {
    await context.close();
  }
}
