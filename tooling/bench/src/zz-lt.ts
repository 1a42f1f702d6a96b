import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import { chromium } from 'playwright';
import { startServers, webPort } from './servers';
import { signInCookie } from './session';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const servers = await startServers(root);
try {
  for (const spec of process.argv.slice(2)) {
    const [site, path, block] = spec.split(',');
    const origin = `http://${site}.localhost:${webPort}`;
    const cookie = await signInCookie(origin);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless=new'] });
    for (let run = 0; run < 2; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const [name = '', value = ''] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: origin }]);
      const page = await context.newPage();
      if (block) await page.route(new RegExp(block), (r) => r.abort());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await page.addInitScript(() => {
        (window as any).__lt = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(origin + path!, { waitUntil: 'networkidle' });
      await page.waitForTimeout(6000);
      const lt = (await page.evaluate(() => (window as any).__lt)) as [number, number][];
      const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
      console.log(spec, 'run', run, 'blocking', tbt, lt.map(([s, d]) => `${s}:${d}`).join(' '));
      await context.close();
    }
    await browser.close();
  }
} finally { await servers.stop(); }
