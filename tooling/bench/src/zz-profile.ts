import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { startServers, webPort } from './servers';
import { signInCookie } from './session';
import { sendLocal } from './http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const servers = await startServers(root);
try {
  for (const spec of process.argv.slice(2)) {
    const [site, path, slow] = spec.split(',');
    const origin = `http://${site}.localhost:${webPort}`;
    const signed = path!.startsWith('+');
    const url = origin + path!.replace(/^\+/, '');
    const cookie = signed ? await signInCookie(origin) : undefined;
    await sendLocal(url, cookie ? { headers: { cookie } } : {});
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
    try {
      if (cookie) {
        const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const [name = '', value = ''] = cookie.split(/=(.*)/s);
        await b.contexts()[0]!.addCookies([{ name, value, url: origin }]);
        await b.close();
      }
      const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { disableStorageReset: true } : {}), throttling: { cpuSlowdownMultiplier: Number(slow ?? 4) } } as never);
      const a = r!.lhr.audits;
      console.log(`== ${spec}: score ${Math.round((r!.lhr.categories.performance?.score ?? 0) * 100)} TBT ${Math.round(a['total-blocking-time']!.numericValue!)} LCP ${Math.round(a['largest-contentful-paint']!.numericValue!)} index ${r!.lhr.environment.benchmarkIndex}`);
      const items = (k: string) => ((a[k]?.details as { items?: Record<string, unknown>[] })?.items ?? []);
      for (const i of items('mainthread-work-breakdown')) console.log('  mt', i.groupLabel, Math.round(i.duration as number));
      for (const i of items('bootup-time').slice(0, 8)) console.log('  js', String(i.url).replace(origin, ''), Math.round(i.total as number), 'script', Math.round(i.scripting as number), 'parse', Math.round(i.scriptParseCompile as number));
      for (const i of items('long-tasks').slice(0, 10)) console.log('  long', String(i.url).replace(origin, ''), Math.round(i.startTime as number), Math.round(i.duration as number));
    } finally { chrome.kill(); }
  }
} finally { await servers.stop(); }
