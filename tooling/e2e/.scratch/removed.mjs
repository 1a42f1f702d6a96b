import { chromium } from '@playwright/test';
const [host, path, mode] = process.argv.slice(2);
const origin = `http://${host}.localhost:29080`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await context.newPage();
page.on('console', (m) => { if (!m.text().includes('Service Worker')) console.log('console', m.type(), m.text().slice(0, 400)); });
page.on('response', (r) => { if (r.status() >= 400) r.text().then(async (b) => console.log('resp', r.status(), r.request().method(), r.url(), JSON.stringify(await r.request().allHeaders()), r.request().postData(), b.slice(0, 300))); });
page.on('response', async (r) => { const h = await r.allHeaders(); if (h['set-cookie']) console.log('setcookie', r.url(), h['set-cookie'].slice(0, 80)); });
page.on('request', (q) => { if (q.url().includes('/api/') && !q.url().includes('/api/media')) console.log('req', q.method(), q.url().replace(/^http:..[^/]+/, ''), q.postData()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
if (mode === 'hdr') {
  const { execSync } = await import('node:child_process');
  const out = execSync(`curl -s -i -X POST http://127.0.0.1:29080/api/auth/login -H 'host: ${host}.localhost:29080' -H 'x-playfront-request: 1' -H 'origin: http://${host}.localhost:29080' -H 'content-type: application/json' -d '{"account_id":"demo01","password":"demo1234","domain_name":"${host}.localhost","external_id":""}'`).toString();
  const ck = /set-cookie: (pf_session=[^;]+)/i.exec(out)[1]; console.log('COOKIE', ck); await context.setExtraHTTPHeaders({ cookie: ck });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
if (mode === 'in') {
  await page.goto(`${origin}/promotions`);
  await page.evaluate(async ([host]) => (await fetch('/api/auth/login', { method: 'POST', headers: { 'x-playfront-request': '1', 'content-type': 'application/json' }, body: JSON.stringify({ account_id: 'demo01', password: 'demo1234', domain_name: `${host}.localhost`, external_id: '' }) })).status, [host]);
}
if (mode === 'in') { const cdp = await context.newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); }
await page.addInitScript(() => {
  window.__removed = [];
  const start = () => new MutationObserver((records) => {
    for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1 && n.isConnected === false) window.__removed.push({ t: Math.round(performance.now()), parent: r.target.nodeName + '.' + (r.target.className || ''), node: (n.outerHTML || '').slice(0, 160) });
  }).observe(document, { childList: true, subtree: true });
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
});
await page.goto(`${origin}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const removed = await page.evaluate(() => window.__removed);
console.log(removed.length, 'removed');
console.log(removed.slice(0, 25).map((r) => `${r.t} in ${r.parent}: ${r.node}`).join('\n'));
await browser.close();
