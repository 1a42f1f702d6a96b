import { readFileSync } from 'node:fs';

/** Targets of the performance bench; the byte budgets are also checked by `npm test`. */
export interface Budgets {
  performance: number;
  lcpMs: number;
  /** A page's LCP over the LCP of the same page as static HTML without scripts (its no-JS floor). */
  lcpFloorRatio: number;
  tbtMs: number;
  cls: number;
  /** Target for the JavaScript of `/` of slot1: its gzip first load and a first visit's transfer. */
  firstLoadJsKb: number;
  /** The first load `npm test` holds the line at while the framework alone exceeds firstLoadJsKb. */
  firstLoadJsGuardKb: number;
  /**
   * The build's JavaScript a first visit to `/` of slot1 transfers (brotli, every script until the
   * network is quiet), which `npm test` holds the line at while it exceeds firstLoadJsKb.
   */
  firstVisitJsGuardKb: number;
  templateChunkKb: number;
  /**
   * Route chunks beyond the first load (gzip JS + CSS) that have a budget, by screen area: the
   * /account hub, the page a signed-in player opens most, which draws no form and so loads none of
   * the form code; the deposit flow, which loads none of the wallet's other screens.
   */
  routeAreaKb: Record<string, number>;
  languageKb: number;
  /** A cached guest page's requests per second, at least this times a static file's of its size. */
  cachedPageRps: number;
  /** A cached guest page's p99 latency, at most this times that static file's. */
  cachedPageP99: number;
  /** Requests per second of two workers, at least this times one worker's. */
  workersRps: number;
}

export const budgets = JSON.parse(
  readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'),
) as Budgets;
