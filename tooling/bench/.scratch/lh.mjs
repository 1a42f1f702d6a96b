import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { execSync } from 'node:child_process';
const [host, path, mode] = process.argv.slice(2);
let headers;
if (mode === 'in') {
  const out = execSync(`curl -s -i -X POST http://127.0.0.1:29080/api/auth/login -H 'host: ${host}.localhost:29080' -H 'x-playfront-request: 1' -H 'origin: http://${host}.localhost:29080' -H 'content-type: application/json' -d '{"account_id":"demo01","password":"demo1234","domain_name":"${host}.localhost","external_id":""}'`).toString();
  const cookie = /set-cookie: (pf_session=[^;]+)/i.exec(out)[1];
  headers = cookie;
}
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
if (headers) { const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`); const [n, v] = headers.split(/=(.*)/s); await b.contexts()[0].addCookies([{ name: n, value: v, url: `http://${host}.localhost:29080` }]); await b.close(); }
const result = await lighthouse(`http://${host}.localhost:29080${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(headers ? { disableStorageReset: true } : {}) });
chrome.kill();
const a = result.lhr.audits;
console.log('score', result.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'bench', result.lhr.environment.benchmarkIndex);
const el = a['largest-contentful-paint-element'];
console.log(JSON.stringify(el.details?.items?.map(i => i.items ?? i), null, 0).slice(0, 1500));
console.log('server-response', a['server-response-time'].numericValue);
const reqs = a['network-requests'].details.items.map(r => `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${Math.round(r.transferSize/1024)}KB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
console.log(reqs.slice(0, 60).join('\n'));
const boot = a['bootup-time'].details.items.slice(0, 8).map(i => `${i.url.slice(-60)} total ${Math.round(i.total)} script ${Math.round(i.scripting)}`);
console.log(boot.join('\n'));
const lt = a['long-tasks']?.details?.items?.slice(0, 10).map(i => `${Math.round(i.startTime)} ${Math.round(i.duration)} ${i.url?.slice(-60)}`);
console.log('long tasks', lt?.join('\n'));
