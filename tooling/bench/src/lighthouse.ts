import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';

export interface LighthouseResult {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** Of a median: each run's TBT, lowest first, for how far one run strays from another. */
  tbtRunsMs?: number[];
}

export interface RunOptions {
  /** The browser's language, for Accept-Language and navigator.languages. Default en-US. */
  locale?: string;
  /** Chromium flags beside the shared ones. */
  flags?: string[];
  /**
   * A session cookie (`name=value`) in the browser's own cookie jar, as a signed-in player's
   * browser holds it beside the cookies the page sets itself. A header added to every request
   * would not do: Chromium's own Cookie header replaces it once the page has set a cookie.
   */
  cookie?: string;
  /**
   * Refuses the service worker's script, so the page runs as it would without one: the worker's
   * registration fails and nothing is precached. For measuring the page with and without it.
   */
  withoutServiceWorker?: boolean;
  /** The CPU slowdown to simulate in place of Lighthouse's constant 4x (see `cpuSlowdownFor`). */
  cpuSlowdown?: number;
}

/**
 * The CPU slowdown that makes a machine of this Lighthouse benchmark index the mid-tier phone
 * Lighthouse's mobile profile means (Lighthouse's CPU throttling calculator: 4x at 1533, 3x at
 * 1300, 2x at 800, 1x at 150). Its constant 4x holds only for a desktop of index 1500 to 2000: on
 * a faster machine it emulates a faster phone, and the same page passes there and fails on a
 * slower one.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** Lighthouse's benchmark index of this machine now, in the bench's Chromium: the median of `samples`. */
export async function measureBenchmarkIndex(samples = 3): Promise<number> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--headless=new'],
  });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let i = 0; i < samples; i++) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return median(indexes);
  } finally {
    await browser.close();
  }
}

/** The service worker's script as Chromium's URL blocking matches it. */
export const SERVICE_WORKER_PATTERN = '*/sw.js';

/** Puts `cookie` in the jar of the browser on `port` for `url`'s origin. */
async function holdCookie(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    await browser.contexts()[0]!.addCookies([{ name, value, url: new URL(url).origin }]);
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse mobile run with simulated throttling (Lighthouse's default profile). */
async function runOnce(
  url: string,
  { locale = 'en-US', flags = [], cookie, withoutServiceWorker, cpuSlowdown }: RunOptions = {},
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new', `--accept-lang=${locale}`, ...flags],
  });
  try {
    if (cookie) await holdCookie(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would otherwise clear the origin's cookies, the session's with them; the
      // browser's profile is a new one for every run, so nothing else is kept from run to run.
      ...(cookie ? { disableStorageReset: true } : {}),
      ...(withoutServiceWorker ? { blockedUrlPatterns: [SERVICE_WORKER_PATTERN] } : {}),
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment, configSettings } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
      cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    chrome.kill();
  }
}

/** A run that fails (Chromium timing out on a busy machine) is run once more. */
async function runWithOneRetry(url: string, options?: RunOptions): Promise<LighthouseResult> {
  try {
    return await runOnce(url, options);
  } catch (error) {
    console.warn(`Lighthouse run of ${url} failed, running it again: ${String(error)}`);
    return runOnce(url, options);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each metric on its own. */
export function medianResult(results: LighthouseResult[]): LighthouseResult {
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    cpuSlowdown: median(results.map((r) => r.cpuSlowdown)),
    tbtRunsMs: results.map((r) => r.tbtMs).sort((a, b) => a - b),
  };
}

export interface Target {
  url: string;
  options?: RunOptions;
  /** Runs before each of the target's runs. */
  before?: () => Promise<void>;
}

/**
 * Two pages measured in turns (a, b, a, b, ...) so that a busy spell of the machine falls on both
 * alike; the median of `runs` runs of each. Both simulate Lighthouse's constant 4x CPU slowdown,
 * or with `calibrate` one slowdown calibrated to the machine's benchmark index just before
 * (`cpuSlowdownFor`).
 */
export async function measureInTurns(a: Target, b: Target, runs = 3, calibrate = false) {
  const cpuSlowdown = calibrate ? cpuSlowdownFor(await measureBenchmarkIndex()) : undefined;
  const results: [LighthouseResult[], LighthouseResult[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, target] of [a, b].entries()) {
      await target.before?.();
      results[index]!.push(await runWithOneRetry(target.url, { ...target.options, cpuSlowdown }));
    }
  }
  return { a: medianResult(results[0]), b: medianResult(results[1]) };
}
