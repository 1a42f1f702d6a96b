import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium, playwrightLaunchOptions } from '@playfront/chromium';
import { chromium } from 'playwright';
import { budgets } from './budgets';
import { bundleReport, DEFAULT_TEMPLATE } from './bundle';
import { capturePage } from './capture';
import type { CapturedPage } from './capture';
import { firstVisitScripts, totalBytes } from './first-visit';
import type { ScriptBytes } from './first-visit';
import { scriptsTransferred } from './first-visit-browser';
import { floorDocument } from './floor';
import { startFloorServer } from './floor-server';
import { getLocal } from './http';
import { benchLive, liveSection } from './live-bench';
import type { LiveBench } from './live-bench';
import { measureInTurns } from './lighthouse';
import { benchPages, pageName, wantedSites } from './pages';
import type { BenchPage } from './pages';
import { bundleRows, firstVisitRows } from './rows';
import { benchServer } from './server-bench';
import type { ServerBench } from './server-bench';
import { sandboxSites, sandboxUrl, startServers, webPort } from './servers';
import { signInCookie } from './session';
import type { PageResult, ServiceWorkerResult } from './table';
import {
  markdownTable,
  pageTable,
  scriptTable,
  serverSection,
  serviceWorkerSection,
} from './table';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const clientDir = join(root, 'apps/web/dist/client');
const RUNS = 3;
/**
 * A signed-in page's blocking time strays furthest from run to run (slot1's home: 98 to 350 ms over
 * 8 runs of one build), so its median is of 5 runs, which Lighthouse's guide on variability says
 * halves the spread of a median of single runs.
 */
const SIGNED_IN_RUNS = 5;
const FIRST_VISIT_URL = `http://slot1.localhost:${webPort}/`;
const FIRST_VISIT_VIEWPORT = { width: 375, height: 740 };
/** The server bench: 10 connections for 10 s per kind of request, its web servers beside the bench's. */
const SERVER = { port: webPort + 1, site: 'slot1', connections: 10, seconds: 10, renders: 20 };

const log = (line: string) => console.log(`[bench] ${line}`);
const originOf = (site: string) => `http://${site}.localhost:${webPort}`;
const urlOf = (page: BenchPage) => `${originOf(page.site)}${page.path}`;

/** The first visit in the browser, then each page as it renders once settled. */
async function browse(pages: BenchPage[]) {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const visit = await scriptsTransferred(browser, FIRST_VISIT_URL, FIRST_VISIT_VIEWPORT);
    log(`first visit: ${visit.length} scripts`);
    const visitWithoutWorker = await scriptsTransferred(
      browser,
      FIRST_VISIT_URL,
      FIRST_VISIT_VIEWPORT,
      { serviceWorkers: 'block' },
    );
    const captured: CapturedPage[] = [];
    for (const page of pages) {
      const cookie = page.signedIn ? await signInCookie(originOf(page.site)) : undefined;
      captured.push(await capturePage(browser, urlOf(page), page.locale, cookie));
      log(`captured ${pageName(page)} at ${captured.at(-1)!.url}`);
    }
    return { visit, visitWithoutWorker, captured };
  } finally {
    await browser.close();
  }
}

/** Each page and its no-JS floor, measured in turns. */
async function lighthousePages(pages: BenchPage[], captured: CapturedPage[]) {
  const floors = await startFloorServer();
  try {
    const results: PageResult[] = [];
    for (const [i, page] of pages.entries()) {
      const { url, html, stylesheets } = captured[i]!;
      const floorUrl = floors.put(
        `/${page.site}/${page.kind}.html`,
        floorDocument(html, url, stylesheets),
      );
      // The sandbox ends a session left idle for 30 minutes, sooner than the bench reaches its
      // last page: each page's runs get a session of their own.
      const cookie = page.signedIn ? await signInCookie(originOf(page.site)) : undefined;
      const { a: product, b: floor } = await measureInTurns(
        cookie
          ? // A player's page is rendered for each request: nothing to warm.
            { url, options: { locale: page.locale, cookie } }
          : {
              url,
              options: { locale: page.locale },
              // Served from the page cache, as most visits to a guest page are.
              before: async () => void (await getLocal(url, { 'accept-language': page.locale })),
            },
        // The floor's fonts come from the web server, another origin that sends no CORS headers.
        { url: floorUrl, options: { flags: ['--disable-web-security'] } },
        page.signedIn ? SIGNED_IN_RUNS : RUNS,
        CALIBRATED,
      );
      const result: PageResult = {
        name: pageName(page),
        requested: page.path,
        landed: new URL(url).pathname,
        product,
        floor,
      };
      results.push(result);
      log(
        `${result.name} (benchmark index ${Math.round(product.benchmarkIndex)}, CPU slowdown ${product.cpuSlowdown.toFixed(1)}x): ${product.performance}, LCP ${Math.round(product.lcpMs)} ms, floor ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(product.tbtMs)} ms (floor ${Math.round(floor.tbtMs)} ms), CLS ${product.cls.toFixed(3)}`,
      );
    }
    return results;
  } finally {
    await floors.close();
  }
}

/** slot1's home, for a guest and for its signed-in player, with and without the service worker. */
async function serviceWorkerPages() {
  const results: ServiceWorkerResult[] = [];
  const url = `${originOf('slot1')}/`;
  const cookie = await signInCookie(originOf('slot1'));
  const guest = { locale: 'en-US' };
  const warm = async () => void (await getLocal(url, { 'accept-language': guest.locale }));
  const targets = [
    { name: 'slot1 home', options: guest, before: warm },
    { name: 'slot1 home, signed in', options: { ...guest, cookie } },
  ];
  for (const { name, options, before } of targets) {
    const { a, b } = await measureInTurns(
      { url, options, before },
      { url, options: { ...options, withoutServiceWorker: true }, before },
      RUNS,
      CALIBRATED,
    );
    results.push({ name, path: '/', withWorker: a, withoutWorker: b });
    log(
      `${name}, service worker with / without: ${a.performance} / ${b.performance}, LCP ${Math.round(a.lcpMs)} / ${Math.round(b.lcpMs)} ms, TBT ${Math.round(a.tbtMs)} / ${Math.round(b.tbtMs)} ms`,
    );
  }
  return results;
}

assertChromium();
// `BENCH_CPU=calibrated`: every page on the phone Lighthouse's profile means, whatever the host.
const CALIBRATED = process.env.BENCH_CPU === 'calibrated';
const started = Date.now();
// Timings on a shared machine mean little without its load: the report names it.
const loadAtStart = loadavg()[0]!;
const sites = wantedSites(process.env.BENCH_SITES);
const servers = await startServers(root);
let visit: ScriptBytes[];
let visitWithoutWorker: ScriptBytes[];
let pages: PageResult[];
let workerPages: ServiceWorkerResult[] = [];
let server: ServerBench;
try {
  const list = benchPages(await sandboxSites(), sites);
  const browsed = await browse(list);
  visit = browsed.visit;
  visitWithoutWorker = browsed.visitWithoutWorker;
  pages = await lighthousePages(list, browsed.captured);
  if (!sites || sites.includes('slot1')) workerPages = await serviceWorkerPages();
  server = await benchServer({ ...SERVER, root, clientDir, apiUrl: sandboxUrl, log });
} finally {
  await servers.stop();
}
// The live channel's servers are its own (feed on, Redis), started once the others have stopped.
const live: LiveBench = await benchLive(root, log);

const manifest = firstVisitScripts(clientDir, { template: DEFAULT_TEMPLATE, language: 'en' });
const rows = [
  ...bundleRows(bundleReport(clientDir), budgets),
  ...firstVisitRows({ browser: visit, manifest }, budgets),
];
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)}`;
const indexRange = (results: PageResult[]) => range(results.map((r) => r.product.benchmarkIndex));
const slowdownRange = (results: PageResult[]) =>
  range(
    results.map((r) => r.product.cpuSlowdown),
    1,
  );
// Chinese pages cost far more to draw where no font has their glyphs: the report says which.
const fontconfig = (args: string[]) =>
  spawnSync(args[0]!, args.slice(1), { encoding: 'utf8' }).stdout?.trim() ?? '';
const chineseFont = fontconfig(['fc-list', ':lang=zh', 'family'])
  ? fontconfig(['fc-match', '-f', '%{family[0]}', 'sans-serif:lang=zh-cn'])
  : 'none';
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chinese font ${chineseFont}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`;
const date = new Date().toISOString().slice(0, 10);
const report = `# Performance

Written by \`pnpm bench\` on ${date} (${machine}${sites ? `; BENCH_SITES=${sites.join(',')}` : ''}${CALIBRATED ? '; BENCH_CPU=calibrated' : ''}). Bytes: gzip level 9 of the production build, except the first visit, which counts what the browser transferred (the server's brotli files).

${markdownTable(rows)}

## Pages

Lighthouse: mobile, simulated throttling, median of ${RUNS} runs (a signed-in page: ${SIGNED_IN_RUNS}); beside each median TBT, its lowest and highest run. ${
  CALIBRATED
    ? `The CPU slowdown is calibrated to the machine before each page (\`BENCH_CPU=calibrated\`: Lighthouse's CPU throttling calculator from the benchmark index measured then, 4x at 1533, 3x at 1300, 6x at 2000), so a page is measured on the same mid-tier phone on any host: ${slowdownRange(pages)}x in this run.`
    : `The CPU slowdown is Lighthouse's constant 4x, which it calibrates for a desktop of benchmark index 1500 to 2000: on a faster machine it emulates a faster phone (\`BENCH_CPU=calibrated\` measures with the slowdown calibrated to the machine).`
} Lighthouse's benchmark index of this machine during the product runs: ${indexRange(pages)} (the median of each page's runs). Each page is measured in turns with its no-JS floor: the same page as the browser shows it once settled, saved as static HTML with its stylesheets inlined and without any script or module preload, served from a static server on 127.0.0.1, its images and fonts still loaded from the web server. The floor's TBT is what the page's HTML, styles and images cost the main thread without any script. Pages are asked for by an English browser (Chinese pages by a Chinese one); where the server redirects, the page it lands on is measured. Each product run is preceded by a request for the page, so it comes from the page cache.

${pageTable(pages, budgets)}

## First visit

Every script a first visit to \`/\` of slot1 transfers (new browser context, 375 × 740, cache off) until the network is quiet, by transferred body size.

${scriptTable(visit)}

${serviceWorkerSection(workerPages, { withWorker: totalBytes(visit), withoutWorker: totalBytes(visitWithoutWorker) })}
${serverSection(server, budgets)}
${liveSection(live)}`;
writeFileSync(join(root, 'docs/performance.md'), report);
console.log(report);
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
