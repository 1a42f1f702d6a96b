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
 * off and the browser's clock fixed. Beside each image it writes `<name>.styles.json`: the computed
 * style of every element (and of its ::before and ::after where they draw), so `compare` also
 * names each property that changed, which a refactor of stylesheets must leave as it was even where
 * the pixels hide it (a colour under an image, a rule below the fold).
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

/** The properties `styles` reads: what a template's stylesheet sets. */
const STYLE_PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'margin',
  'padding',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-radius',
  'outline',
  'outline-offset',
  'background-color',
  'background-image',
  'backdrop-filter',
  'box-shadow',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'line-height',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'text-shadow',
  'white-space',
  'overflow-x',
  'overflow-y',
  'gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'flex',
  'flex-direction',
  'flex-wrap',
  'align-items',
  'align-self',
  'justify-content',
  'justify-items',
  'justify-self',
  'place-content',
  'order',
  'opacity',
  'transform',
  'transition',
  'clip-path',
  'filter',
  'object-fit',
  'aspect-ratio',
  'list-style-type',
  'visibility',
  'content',
];

/**
 * The computed style of every element, keyed by its place in the document. The walk is one
 * iterative function, so the page gets it as written (tsx names nested functions with a helper the
 * page does not have). Sections the page renders only near the viewport (`content-visibility:
 * auto`) are rendered for the walk: a skipped one reports its placeholder's height and no grid
 * tracks, where the comparison wants what the player sees on scrolling to it.
 */
async function styles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((properties) => {
    const rendered = document.createElement('style');
    rendered.textContent = '* { content-visibility: visible !important; }';
    document.head.append(rendered);
    const out: Record<string, Record<string, string>> = {};
    const stack: Array<[Element, string]> = [[document.body, 'body']];
    while (stack.length > 0) {
      const [el, key] = stack.pop()!;
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(el, pseudo || null);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        const row: Record<string, string> = {};
        for (const p of properties) row[p] = style.getPropertyValue(p);
        out[key + pseudo] = row;
      }
      Array.from(el.children).forEach((child, i) => {
        if (!['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName)) {
          const classes = String(child.className).trim().split(/\s+/).filter(Boolean);
          stack.push([child, `${key}>${[child.tagName.toLowerCase(), ...classes].join('.')}:${i}`]);
        }
      });
    }
    rendered.remove();
    return out;
  }, STYLE_PROPERTIES);
}

/** The image and the computed styles of the page as it stands. */
async function record(page: Page, dir: string, name: string) {
  writeFileSync(join(dir, `${name}.png`), await stableShot(page));
  writeFileSync(join(dir, `${name}.styles.json`), JSON.stringify(await styles(page)));
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
          await record(page, dir, `${theme.code}-${name}-${viewport.width}`);
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
            await record(page, dir, `${theme.code}-menu-${viewport.width}`);
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
        await record(page, dir, `${theme.code}-colour-${colour}-375`);
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
    const styleDiffs = compareStyles(a, b, name.replace(/\.png$/, '.styles.json'));
    if (styleDiffs.length > 0 && diffDir) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, name.replace(/\.png$/, '.styles.txt')), styleDiffs.join('\n'));
    }
    if (pixels > 0 || styleDiffs.length > 0) changed += 1;
    rows.push(
      `| ${name} | ${pixels} | ${styleDiffs.length} | ${styleDiffs.slice(0, 3).join('<br>')} |`,
    );
  }
  console.log(
    `| image | differing pixels | differing computed styles | first of them |\n| --- | --- | --- | --- |\n${rows.join('\n')}`,
  );
  console.log(`${names.length} pages compared, ${changed} differ`);
  return changed;
}

/** Each element's property that differs between the two pages' computed styles. */
function compareStyles(a: string, b: string, name: string): string[] {
  if (!existsSync(join(a, name)) || !existsSync(join(b, name))) return [];
  const left = JSON.parse(readFileSync(join(a, name), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const right = JSON.parse(readFileSync(join(b, name), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const diffs: string[] = [];
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const l = left[key];
    const r = right[key];
    if (!l || !r) {
      diffs.push(`${key}: ${l ? 'gone' : 'new'}`);
      continue;
    }
    for (const p of Object.keys(l)) {
      if (l[p] !== r[p]) diffs.push(`${key} ${p}: ${l[p]} → ${r[p]}`);
    }
  }
  return diffs;
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
