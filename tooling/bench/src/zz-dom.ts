import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import { chromium } from 'playwright';
import { startServers, webPort } from './servers';
import { signInCookie } from './session';
import { fileURLToPath } from 'node:url';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const servers = await startServers(root);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless=new'] });
  for (const spec of process.argv.slice(2)) {
    const [site, path, guest] = spec.split(',');
    const origin = `http://${site}.localhost:${webPort}`;
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    if (!guest) { const cookie = await signInCookie(origin); const [name = '', value = ''] = cookie.split(/=(.*)/s); await context.addCookies([{ name, value, url: origin }]); }
    const page = await context.newPage();
    await page.goto(origin + path!, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const r = await page.evaluate(() => ({ els: document.querySelectorAll('*').length, imgs: document.images.length, sheets: document.styleSheets.length, rules: [...document.styleSheets].reduce((s, x) => { try { return s + x.cssRules.length; } catch { return s; } }, 0), main: document.querySelector('main')?.querySelectorAll('*').length, sections: [...document.querySelectorAll('main *')].filter((e) => e.className && typeof e.className === 'string' && /pf-account__section|pf-game-row|pf-bonus/.test(e.className)).map((e) => e.className.split(' ')[0]).slice(0, 20) }));
    console.log(spec, JSON.stringify(r));
    await context.close();
  }
  await browser.close();
} finally { await servers.stop(); }
