import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page, TestInfo } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { sandboxPort, site } from '../servers';
import { full, sampleCodes } from './template-support';

/** Two templates must differ in at least this share of the viewport's pixels. */
const MIN_TEMPLATE_DIFFERENCE = 0.15;
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

interface SandboxSite {
  domain: string;
  theme_code: string;
  theme_color: string;
}

interface Theme {
  code: string;
  /** Host of the theme's first colour, e.g. `slot3`. */
  host: string;
  /** The colour that host shows. */
  colour: string;
  /** Host of each allowed colour, e.g. `slot3-neon`. */
  colours: { colour: string; host: string }[];
}

interface Shot {
  name: string;
  png: PNG;
}

/** The 15 themes and their colour sites, as the sandbox seeds them. */
async function themes(): Promise<Theme[]> {
  const response = await fetch(`http://127.0.0.1:${sandboxPort}/sandbox/sites`);
  const { sites } = (await response.json()) as { sites: SandboxSite[] };
  const codes = [...new Set(sites.map((s) => s.theme_code))].filter((code) =>
    /^(slot|sportsbook)\d+$/.test(code),
  );
  return codes
    .filter((code) => sites.some((s) => s.domain === `${code}.localhost`))
    .map((code) => ({
      code,
      host: code,
      colour: sites.find((s) => s.domain === `${code}.localhost`)?.theme_color ?? '',
      colours: sites
        .filter((s) => s.theme_code === code && s.domain === `${code}-${s.theme_color}.localhost`)
        .map((s) => ({ colour: s.theme_color, host: `${code}-${s.theme_color}` })),
    }));
}

/**
 * Resolves once the web fonts are in and every image on screen has loaded and dropped its
 * placeholder (lazy images off screen are left to the browser).
 */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // The browser's own view: clipped by a scroller or the viewport, an image is not shown.
        const onScreen = (element: Element) =>
          new Promise<boolean>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(Boolean(entry?.isIntersecting));
            });
            observer.observe(element);
          });
        const shown = async (elements: Element[]) => {
          const seen = await Promise.all(elements.map(onScreen));
          return elements.filter((_, i) => seen[i]);
        };
        const loading = await shown(Array.from(document.images).filter((img) => !img.complete));
        const placeholders = await shown(
          Array.from(document.querySelectorAll('.pf-lazy-image__placeholder')),
        );
        const eager = Array.from(document.images).filter(
          (img) => !img.complete && img.loading !== 'lazy',
        );
        return new Set([...loading, ...placeholders, ...eager]).size;
      }),
    )
    .toBe(0);
}

/** A shot of the viewport, repeated until two in a row agree so a marquee caught mid-step cannot count. */
async function stableShot(page: Page): Promise<PNG> {
  let previous = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(previous)) break;
    previous = next;
  }
  return PNG.sync.read(previous);
}

/** Opens the home page of a host in English and waits until it has settled. */
async function openHome(page: Page, host: string) {
  // The English path: sites whose default language is English redirect it to "/".
  await page.goto(`${site(host)}/en`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-template', /^template\d+$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({
    timeout: 30_000,
  });
  await settle(page);
  return (await page.locator('html').getAttribute('data-template')) ?? '';
}

/** The colour a site's startup call names, as the browser would receive it. */
async function startupColour(host: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${sandboxPort}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: `${host}.localhost` }),
  });
  const body = (await response.json()) as { site?: { theme_color?: string } };
  return body.site?.theme_color ?? '';
}

/**
 * Share of pixels pixelmatch sees as different (anti-aliasing aside); `threshold` is its colour
 * tolerance: 0.1 (its default) for "looks different", 0 for "is not the same pixel".
 */
function difference(a: PNG, b: PNG, diff?: PNG, threshold = 0.1): number {
  const { width, height } = a;
  const changed = pixelmatch(a.data, b.data, diff?.data, width, height, { threshold });
  return changed / (width * height);
}

/** Writes both shots of a pair and their difference into the test's output folder. */
function keep(testInfo: TestInfo, label: string, a: Shot, b: Shot, threshold?: number) {
  const dir = testInfo.outputPath(label);
  mkdirSync(dir, { recursive: true });
  const diff = new PNG({ width: a.png.width, height: a.png.height });
  difference(a.png, b.png, diff, threshold);
  writeFileSync(join(dir, `${a.name}.png`), PNG.sync.write(a.png));
  writeFileSync(join(dir, `${b.name}.png`), PNG.sync.write(b.png));
  writeFileSync(join(dir, `${a.name}--${b.name}.diff.png`), PNG.sync.write(diff));
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Every pair of templates whose shots differ in less than the minimum share, with the lowest pair. */
function compareTemplates(shots: Shot[], width: number, testInfo: TestInfo) {
  const tooAlike: string[] = [];
  let lowest = { pair: '', share: 1 };
  for (const [i, a] of shots.entries()) {
    for (const b of shots.slice(i + 1)) {
      const share = difference(a.png, b.png);
      if (share < lowest.share) lowest = { pair: `${a.name} / ${b.name}`, share };
      if (share < MIN_TEMPLATE_DIFFERENCE) {
        tooAlike.push(`${a.name} / ${b.name}: ${percent(share)}`);
        keep(testInfo, `${width}-${a.name}--${b.name}`, a, b);
      }
    }
  }
  testInfo.annotations.push({
    type: `lowest difference at ${width} px`,
    description: `${lowest.pair}: ${percent(lowest.share)}`,
  });
  return tooAlike;
}

test('at 375 px every two templates differ in 15% of the home page and no two colours of a template look the same', async ({
  page,
}, testInfo) => {
  const list = await themes();
  // Each colour is a site of its own, opened like any home: `npm test` opens the colour sites of
  // the sample templates, E2E_FULL=1 all 15.
  const shootsColours = (code: string) => full || sampleCodes.includes(code);
  test.setTimeout(150_000 + list.filter((theme) => shootsColours(theme.code)).length * 5 * 8_000);
  await page.setViewportSize(MOBILE);
  expect(list.map((theme) => theme.code)).toHaveLength(15);

  const templates: Shot[] = [];
  const identical: string[] = [];
  for (const theme of list) {
    expect(
      theme.colours.map((c) => c.colour),
      theme.code,
    ).toHaveLength(5);
    for (const { colour, host } of theme.colours) expect(await startupColour(host)).toBe(colour);

    const template = await openHome(page, theme.host);
    await expect(page.locator('html')).toHaveAttribute('data-color', theme.colour);
    templates.push({ name: `${template}-${theme.code}`, png: await stableShot(page) });

    // A site's page carries its own colour alone, so each colour is its own site's home. The
    // colours are the same code for every template, and a unit test holds each template's five
    // palettes apart.
    if (!shootsColours(theme.code)) continue;
    const shots: Shot[] = [];
    for (const { colour, host } of theme.colours) {
      await openHome(page, host);
      await expect(page.locator('html')).toHaveAttribute('data-color', colour);
      shots.push({ name: `${theme.code}-${colour}`, png: await stableShot(page) });
    }
    for (const [i, a] of shots.entries()) {
      for (const b of shots.slice(i + 1)) {
        if (difference(a.png, b.png, undefined, 0) === 0) {
          identical.push(`${a.name} / ${b.name}`);
          keep(testInfo, `${a.name}--${b.name}`, a, b, 0);
        }
      }
    }
  }
  expect(new Set(templates.map((s) => s.name.split('-')[0])).size).toBe(15);

  expect
    .soft(compareTemplates(templates, MOBILE.width, testInfo), 'template pairs under 15%')
    .toEqual([]);
  expect(identical, 'colour pairs with no differing pixel').toEqual([]);
});

// Phones first: `npm test` compares the templates at 375 px; E2E_FULL=1 at 1280 px too.
if (full)
  test('at 1280 px every two templates differ in 15% of the home page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const list = await themes();
    expect(list.map((theme) => theme.code)).toHaveLength(15);

    const templates: Shot[] = [];
    for (const theme of list) {
      const template = await openHome(page, theme.host);
      templates.push({ name: `${template}-${theme.code}`, png: await stableShot(page) });
    }
    expect(new Set(templates.map((s) => s.name.split('-')[0])).size).toBe(15);

    expect(
      compareTemplates(templates, DESKTOP.width, testInfo),
      'template pairs under 15%',
    ).toEqual([]);
  });
