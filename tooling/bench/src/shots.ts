/**
 * Screenshots of every template for a before/after pixel comparison of stylesheet changes.
 *
 *   pnpm --filter @playfront/bench shots shoot <dir> [theme...]   writes <dir>/<name>.png
 *   pnpm --filter @playfront/bench shots compare <dirA> <dirB>    prints each image's differing pixels
 *
 * `shoot` starts the built sandbox (its clock standing still, see fixed-clock.mjs) and web server on
 * 127.0.0.1 over a fresh database and, for each template (or only the named themes, e.g. slot3),
 * shoots the home, /slots and the signed-in /account at 375 and 1280 px in the default colour, the
 * home's menu open at 375 px, and the home in each of the five colours at 375 px, with animations
 * off and the browser's clock fixed.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  existsSync,
  writeFileSync,
  rmSync,
  mkdtempSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLaunchOptions } from '@playfront/chromium';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import { sandboxServer, sandboxUrl, webPort, webServer } from './servers';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixedClock = fileURLToPath(new URL('./fixed-clock.mjs', import.meta.url));
const NOW = '2026-06-01T04:00:00Z';
const WIDTHS = [
  { width: 375, height: 1400 },
  { width: 1280, height: 1400 },
];
const DEMO = { id: 'demo01', password: 'demo1234' };

interface SandboxSite {
  domain: string;
  theme_code: string;
  theme_color: string;
}

const origin = (host: string) => `http://${host}.localhost:${webPort}`;

/** The 15 themes: the host of the default colour and the hosts of the five colours. */
async function themes() {
  const { sites } = (await (await fetch(`${sandboxUrl}/sandbox/sites`)).json()) as {
    sites: SandboxSite[];
  };
  const codes = [...new Set(sites.map((s) => s.theme_code))].filter(
    (code) =>
      /^(slot|sportsbook)\d+$/.test(code) && sites.some((s) => s.domain === `${code}.localhost`),
  );
  return codes.map((code) => ({
    code,
    colours: sites
      .filter((s) => s.theme_code === code && s.domain === `${code}-${s.theme_color}.localhost`)
      .map((s) => s.theme_color),
  }));
}

/** Waits for the app, the fonts and every image on screen, then a frame more. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-pf-ready') ||
      !document.querySelector('script[data-pf-boot]'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * The live-chat button appears whenever the operator's chat widget happens to load, before or
 * after a shot: it is left out of every one.
 */
const shotOptions = {
  animations: 'disabled',
  caret: 'hide',
  style: '.pf-live-chat { visibility: hidden !important; }',
} as const;

/** A viewport shot, repeated until two in a row agree so a step caught midway cannot count. */
async function stableShot(page: Page): Promise<Buffer> {
  let previous = await page.screenshot(shotOptions);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot(shotOptions);
    if (next.equals(previous)) break;
    previous = next;
  }
  return previous;
}

async function shoot(dir: string, only: string[]) {
  mkdirSync(dir, { recursive: true });
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-shots-'));
  const sandbox = sandboxServer(root, {
    port: Number(new URL(sandboxUrl).port),
    dbFile: join(dbDir, 'sandbox.db'),
    env: { NODE_OPTIONS: `--import=${fixedClock}`, SHOTS_NOW: NOW, SANDBOX_RATE_LIMIT: 'off' },
  });
  const web = webServer(root, { port: webPort, apiUrl: sandboxUrl, env: { WEB_WORKERS: '1' } });
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    await sandbox.start();
    await web.start();
    const list = (await themes()).filter((t) => only.length === 0 || only.includes(t.code));
    for (const theme of list) {
      for (const viewport of WIDTHS) {
        const context = await browser.newContext({
          viewport,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.clock.setFixedTime(new Date(NOW));
        const snap = async (name: string, path: string) => {
          await page.goto(`${origin(theme.code)}${path}`, { waitUntil: 'domcontentloaded' });
          await settle(page);
          writeFileSync(
            join(dir, `${theme.code}-${name}-${viewport.width}.png`),
            await stableShot(page),
          );
        };
        await snap('home', '/en');
        if (viewport.width === WIDTHS[0]!.width) {
          // The guest's menu open on the phone: the drawer or sheet and its overlay.
          const menu = page
            .getByRole('button', { name: /^(Open menu|Menu|Games)$/, expanded: false })
            .filter({ visible: true })
            .first();
          if ((await menu.count()) > 0) {
            await menu.click();
            await page.getByRole('dialog').waitFor();
            await settle(page);
            writeFileSync(
              join(dir, `${theme.code}-menu-${viewport.width}.png`),
              await stableShot(page),
            );
          }
        }
        await snap('slots', '/en/slots');
        // Signs in through the login page, as a player does.
        await page.goto(
          `${origin(theme.code)}/en/login?redirect=${encodeURIComponent('/en/account')}`,
        );
        await settle(page);
        await page.getByLabel('Account ID').fill(DEMO.id);
        await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
        await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
        // A page-login site lands on /account, a modal-login one closes its dialog where it is.
        await page.getByLabel('Account ID').waitFor({ state: 'detached' });
        await snap('account', '/en/account');
        await context.close();
      }
      const context = await browser.newContext({
        viewport: WIDTHS[0],
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(NOW));
      for (const colour of theme.colours) {
        await page.goto(`${origin(`${theme.code}-${colour}`)}/en`, {
          waitUntil: 'domcontentloaded',
        });
        await settle(page);
        writeFileSync(join(dir, `${theme.code}-colour-${colour}-375.png`), await stableShot(page));
      }
      await context.close();
      console.log(`${theme.code}: shot`);
    }
  } finally {
    await browser.close();
    await web.stop();
    await sandbox.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }
}

/** Differing pixels of each image in both folders (pixelmatch, colour tolerance 0: any change). */
function compare(a: string, b: string, diffDir?: string) {
  const names = readdirSync(a)
    .filter((n) => n.endsWith('.png') && existsSync(join(b, n)))
    .sort();
  let changed = 0;
  const rows: string[] = [];
  for (const name of names) {
    const left = PNG.sync.read(readFileSync(join(a, name)));
    const right = PNG.sync.read(readFileSync(join(b, name)));
    let pixels: number;
    if (left.width !== right.width || left.height !== right.height) {
      pixels = Math.max(left.width * left.height, right.width * right.height);
    } else {
      const diff = new PNG({ width: left.width, height: left.height });
      pixels = pixelmatch(left.data, right.data, diff.data, left.width, left.height, {
        threshold: 0,
      });
      if (pixels > 0 && diffDir) {
        mkdirSync(diffDir, { recursive: true });
        writeFileSync(join(diffDir, name), PNG.sync.write(diff));
      }
    }
    if (pixels > 0) changed += 1;
    rows.push(`| ${name} | ${pixels} |`);
  }
  console.log(`| image | differing pixels |\n| --- | --- |\n${rows.join('\n')}`);
  console.log(`${names.length} images compared, ${changed} differ`);
  return changed;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'shoot' && args[0]) {
  await shoot(resolve(args[0]), args.slice(1));
} else if (command === 'compare' && args[0] && args[1]) {
  process.exitCode =
    compare(resolve(args[0]), resolve(args[1]), args[2] && resolve(args[2])) > 0 ? 1 : 0;
} else {
  console.error('usage: shots shoot <dir> [theme...] | shots compare <dirA> <dirB> [diffDir]');
  process.exitCode = 2;
}
