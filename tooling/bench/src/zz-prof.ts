import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import { chromium } from 'playwright';
import { startServers, webPort } from './servers';
import { signInCookie } from './session';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const servers = await startServers(root);
try {
  for (const spec of process.argv.slice(2)) {
    const [site, path, guest] = spec.split(',');
    const origin = `http://${site}.localhost:${webPort}`;
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--headless=new'] });
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    if (!guest) {
      const cookie = await signInCookie(origin);
      const [name = '', value = ''] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: origin }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(origin + path!, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const self = new Map<number, number>();
    const dt = profile.timeDeltas as number[];
    (profile.samples as number[]).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
    // total per url
    const perUrl = new Map<string, number>();
    const perFn = new Map<string, number>();
    for (const [id, us] of self) {
      const n = byId.get(id);
      const cf = n.callFrame;
      const url = String(cf.url).replace(origin, '') || '(' + cf.functionName + ')';
      perUrl.set(url, (perUrl.get(url) ?? 0) + us);
      const key = `${cf.functionName || '(anon)'} ${url}:${cf.lineNumber}:${cf.columnNumber}`;
      perFn.set(key, (perFn.get(key) ?? 0) + us);
    }
    console.log('==', spec);
    for (const [u, us] of [...perUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('  url', Math.round(us / 1000), u);
    for (const [f, us] of [...perFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('  fn', Math.round(us / 1000), f);
    await browser.close();
  }
} finally { await servers.stop(); }
