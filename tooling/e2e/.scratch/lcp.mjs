import { chromium } from '@playwright/test';
const [host, path] = process.argv.slice(2);
const origin = `http://${host}.localhost:29080`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
// sign in through the API as the page does
await page.goto(`${origin}/promotions`);
const st = await page.evaluate(async ([host]) => (await fetch('/api/auth/login', { method: 'POST', headers: { 'x-playfront-request': '1', 'content-type': 'application/json' }, body: JSON.stringify({ account_id: 'demo01', password: 'demo1234', domain_name: `${host}.localhost`, external_id: '' }) })).status, [host]);
console.log('login', st);
{ const cdp = await context.newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); }
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), el: e.element ? e.element.outerHTML.slice(0, 200) : null, size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(3), src: (e.sources||[]).map(s => s.node ? (s.node.outerHTML||s.node.nodeName).slice(0,150) : '') }); }).observe({ type: 'layout-shift', buffered: true });
});
const resp = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
console.log('status', resp.status());
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, shifts: window.__shifts })), null, 1));
await browser.close();
