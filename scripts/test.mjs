// npm test: every check the project has, ending with one line "N passed, N failed, N flaky".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensurePnpm, ensureRedis, install, pnpm, root } from './tools.mjs';

const bin = ensurePnpm();
ensureChromium();
ensureRedis();
install(bin);

const runsDir = join(root, '.turbo', 'runs');
const reportDirs = () =>
  ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name, '.reports')),
  );
for (const dir of reportDirs()) rmSync(dir, { recursive: true, force: true });
rmSync(runsDir, { recursive: true, force: true });

// Static checks and unit/story tests first, browser journeys after them on a quieter machine.
const phases = [['lint', 'format:check', 'typecheck', 'test'], ['e2e']];
for (const tasks of phases) {
  pnpm(bin, ['exec', 'turbo', 'run', ...tasks, '--continue', '--summarize', '--concurrency=2']);
}

/** Test counts from a Vitest (jest-style) or Playwright JSON report. */
function readReport(dir) {
  const vitest = join(dir, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    // A file that fails to load fails no test but the run: count it once.
    return { passed: r.numPassedTests, failed: r.numFailedTests || (r.success ? 0 : 1), flaky: [] };
  }
  const playwright = join(dir, 'playwright.json');
  if (existsSync(playwright)) {
    const report = JSON.parse(readFileSync(playwright, 'utf8'));
    // A test that passed only on its retry is counted apart, by name, so it gets fixed.
    return {
      passed: report.stats.expected,
      failed: report.stats.unexpected,
      flaky: flakyTests(report),
    };
  }
  return undefined;
}

/** `file:line title` of every Playwright test whose outcome was flaky. */
function flakyTests(report) {
  const found = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') found.push(`${spec.file}:${spec.line} ${spec.title}`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const rows = [];
for (const file of existsSync(runsDir) ? readdirSync(runsDir) : []) {
  const summary = JSON.parse(readFileSync(join(runsDir, file), 'utf8'));
  for (const task of summary.tasks) {
    if (task.command === '<NONEXISTENT>') continue;
    const exitCode = task.execution?.exitCode;
    const ok = exitCode === 0;
    const report = ['test', 'e2e'].includes(task.task)
      ? readReport(join(root, task.directory, '.reports'))
      : undefined;
    const passed = report ? report.passed : ok ? 1 : 0;
    // A runner that crashed, or a task that never ran, still fails its suite.
    const failed = Math.max(report ? report.failed : 0, ok ? 0 : 1);
    rows.push({ id: task.taskId, passed, failed, flaky: report?.flaky ?? [] });
  }
}

const width = Math.max(...rows.map((r) => r.id.length), 10);
console.log('\nsuite'.padEnd(width + 1), 'passed  failed   flaky');
for (const r of rows) {
  console.log(
    r.id.padEnd(width),
    String(r.passed).padStart(6),
    String(r.failed).padStart(7),
    String(r.flaky.length).padStart(7),
  );
}
const flaky = rows.flatMap((r) => r.flaky);
for (const name of flaky) console.log(`flaky (passed on its retry): ${name}`);
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0) + (rows.length ? 0 : 1);
console.log(`\n${passed} passed, ${failed} failed, ${flaky.length} flaky`);
process.exit(failed ? 1 : 0);
