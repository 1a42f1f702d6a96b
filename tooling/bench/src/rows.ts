import type { Budgets } from './budgets';
import type { BundleReport } from './bundle';
import { DEFAULT_TEMPLATE } from './bundle';
import type { ScriptBytes } from './first-visit';
import { totalBytes } from './first-visit';
import type { Row } from './table';
import { kb } from './table';

/** Rows of the bundle report: first load, shell, each template, each route area, each language. */
export function bundleRows(bundle: BundleReport, budgets: Budgets): Row[] {
  const rows: Row[] = [
    {
      what: `first-load JS of / (gzip; shell + ${DEFAULT_TEMPLATE} with its home)`,
      value: kb(bundle.firstLoad.js),
      budget: `<= ${budgets.firstLoadJsKb} KB`,
      pass: bundle.firstLoad.js <= budgets.firstLoadJsKb * 1024,
    },
    {
      what: 'first-load CSS of / (gzip)',
      value: kb(bundle.firstLoad.css),
      budget: '-',
      pass: true,
    },
    {
      what: 'shell alone: framework, core, router, store (JS gzip)',
      value: kb(bundle.shell.js),
      budget: '-',
      pass: true,
    },
  ];
  for (const [id, bytes] of Object.entries(bundle.templates)) {
    rows.push({
      what: `${id} chunk JS + CSS (gzip)`,
      value: kb(bytes.js + bytes.css),
      budget: `<= ${budgets.templateChunkKb} KB`,
      pass: bytes.js + bytes.css <= budgets.templateChunkKb * 1024,
    });
  }
  for (const [area, bytes] of Object.entries(bundle.routes)) {
    const limit = budgets.routeAreaKb[area];
    rows.push({
      what: `route chunk ${area}: JS + CSS beyond the first load (gzip)`,
      value: kb(bytes.js + bytes.css),
      budget: limit === undefined ? '-' : `<= ${limit} KB`,
      pass: limit === undefined || bytes.js + bytes.css <= limit * 1024,
    });
  }
  for (const [lang, bytes] of Object.entries(bundle.languages)) {
    rows.push({
      what: `${lang} message files (gzip)`,
      value: kb(bytes),
      budget: `<= ${budgets.languageKb} KB`,
      pass: bytes <= budgets.languageKb * 1024,
    });
  }
  return rows;
}

/** How far the manifest's figure may be from what the browser counted. */
export const AGREEMENT_BYTES = 1024;

const fromBuild = (script: ScriptBytes) => new URL(script.file).pathname.startsWith('/assets/');

/**
 * Rows of the first visit: every script the browser transferred against the target, the build's
 * share as counted by the browser and by the manifest (which `npm test` holds at its guard), and
 * the scripts from elsewhere.
 */
export function firstVisitRows(
  { browser, manifest }: { browser: ScriptBytes[]; manifest: ScriptBytes[] },
  budgets: Budgets,
): Row[] {
  const all = totalBytes(browser);
  const build = totalBytes(browser.filter(fromBuild));
  const others = browser.filter((script) => !fromBuild(script));
  const fromManifest = totalBytes(manifest);
  return [
    {
      what: `first visit to / of slot1 at 375 px, cache off: JS transferred until the network is quiet (${browser.length} scripts)`,
      value: kb(all),
      budget: `<= ${budgets.firstLoadJsKb} KB`,
      pass: all <= budgets.firstLoadJsKb * 1024,
    },
    {
      what: `first visit: the build's scripts from the build manifest against the browser's ${kb(build)} (${fromManifest - build >= 0 ? '+' : ''}${fromManifest - build} B)`,
      value: kb(fromManifest),
      budget: `within ${kb(AGREEMENT_BYTES)} of the browser`,
      pass: Math.abs(build - fromManifest) <= AGREEMENT_BYTES,
    },
    {
      what: "first visit: the build's scripts from the manifest, as `npm test` holds them",
      value: kb(fromManifest),
      budget: `<= ${budgets.firstVisitJsGuardKb} KB (guard)`,
      pass: fromManifest <= budgets.firstVisitJsGuardKb * 1024,
    },
    {
      what: `first visit: scripts from outside the build (${others.map((s) => new URL(s.file).pathname).join(', ') || 'none'})`,
      value: kb(totalBytes(others)),
      budget: '-',
      pass: true,
    },
  ];
}
