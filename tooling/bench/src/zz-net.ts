import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import { chromium } from 'playwright';
import { startServers, webPort } from './servers';
import { signInCookie } from './session';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const servers = await startServers(root);
try {
  for (const spec of process.argv.slice(2)) {
    const [site, path] = spec.split(',');
    const origin = `http://${site}.localhost:${webPort}`;
    const cookie = await signInCookie(origin);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless=new'] });
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    const t0 = Date.now();
    page.on('request', (r) => { if (r.url().includes('/assets/') && r.url().endsWith('.js')) console.log('  req', Date.now() - t0, r.method(), r.url().replace(origin, '')); });
    page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 200)));
    await page.goto(origin + path!, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    console.log('== done', spec);
    await browser.close();
  }
} finally { await servers.stop(); }
