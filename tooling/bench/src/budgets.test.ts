import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleReport, DEFAULT_TEMPLATE } from './bundle';
import { budgets } from './budgets';
import { firstVisitScripts, totalBytes } from './first-visit';
import { ACCOUNT_HUB } from './rows';

// The production build of apps/web (turbo builds it before this test runs).
const clientDir = fileURLToPath(new URL('../../../apps/web/dist/client', import.meta.url));
const report = bundleReport(clientDir);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('byte budgets of the production build', () => {
  it('has one chunk per template, each within the template budget', () => {
    expect(Object.keys(report.templates).sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => `template${i + 1}`).sort(),
    );
    const over = Object.entries(report.templates)
      .map(([id, b]) => [id, kb(b.js + b.css)] as const)
      .filter(([, size]) => size > budgets.templateChunkKb);
    expect(over).toEqual([]);
  });

  it("keeps each language's message files within the language budget", () => {
    expect(Object.keys(report.languages).sort()).toEqual(['cn', 'en', 'php']);
    for (const bytes of Object.values(report.languages))
      expect(kb(bytes)).toBeLessThanOrEqual(budgets.languageKb);
  });

  it("keeps the /account hub's page free of the account area's form code", () => {
    // With the form screens' code (react-hook-form, zod, the dialogs) it weighed 61 KB.
    const hub = report.routes[ACCOUNT_HUB];
    expect(hub).toBeDefined();
    expect(hub!.js + hub!.css).toBeLessThanOrEqual(budgets.accountHubKb * 1024);
  });

  // Bytes against the guard's bytes, as the bench's report compares them: a build a tenth of a
  // kilobyte over passes neither.
  it('holds the first load of / at its guard', () => {
    expect(report.firstLoad.js).toBeLessThanOrEqual(budgets.firstLoadJsGuardKb * 1024);
  });

  it("holds the build's JavaScript of a first visit to / of slot1 (brotli, as sent) at its guard", () => {
    const scripts = firstVisitScripts(clientDir, { template: DEFAULT_TEMPLATE, language: 'en' });
    expect(totalBytes(scripts)).toBeLessThanOrEqual(budgets.firstVisitJsGuardKb * 1024);
  });
});
