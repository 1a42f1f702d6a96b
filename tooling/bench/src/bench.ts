import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from '@playfront/chromium';
import { budgets } from './budgets';
import { bundleReport, DEFAULT_TEMPLATE } from './bundle';
import { measure } from './lighthouse';
import type { Row } from './table';
import { kb, markdownTable } from './table';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webPort = 28080;
const sandboxPort = 28787;

async function waitFor(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(script: string, env: Record<string, string>) {
  return spawn(process.execPath, [join(root, script)], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

assertChromium();
const rows: Row[] = [];

const bundle = bundleReport(join(root, 'apps/web/dist/client'));
rows.push(
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
);
for (const [id, bytes] of Object.entries(bundle.templates)) {
  rows.push({
    what: `${id} chunk JS + CSS (gzip)`,
    value: kb(bytes.js + bytes.css),
    budget: `<= ${budgets.templateChunkKb} KB`,
    pass: bytes.js + bytes.css <= budgets.templateChunkKb * 1024,
  });
}

for (const [area, bytes] of Object.entries(bundle.routes)) {
  rows.push({
    what: `route chunk ${area}: JS + CSS beyond the first load (gzip)`,
    value: kb(bytes.js + bytes.css),
    budget: '-',
    pass: true,
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

const dbDir = mkdtempSync(join(tmpdir(), 'pf-bench-'));
const servers = [
  start('apps/sandbox-api/dist/index.js', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB_URL: `file:${join(dbDir, 'sandbox.db')}`,
  }),
  start('apps/web/dist/server/index.js', {
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${sandboxPort}`,
  }),
];
try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/health`);
  await waitFor(`http://127.0.0.1:${webPort}/healthz`);
  // Every template's home (its first colour) and one category page; BENCH_SITES narrows the list.
  const allSites = [
    'slot1',
    ...Array.from({ length: 11 }, (_, i) => `slot${i + 2}`),
    'sportsbook1',
    'sportsbook2',
    'sportsbook3',
  ];
  const wanted = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const sites = wanted?.length ? allSites.filter((code) => wanted.includes(code)) : allSites;
  const pages = [
    ...sites.map((code) => ({ name: `${code} home`, url: `http://${code}.localhost:${webPort}/` })),
    { name: 'slot1 /slots', url: `http://slot1.localhost:${webPort}/slots` },
  ];
  for (const page of pages) {
    const r = await measure(page.url);
    rows.push(
      {
        what: `${page.name}: performance`,
        value: String(r.performance),
        budget: `>= ${budgets.performance}`,
        pass: r.performance >= budgets.performance,
      },
      {
        what: `${page.name}: LCP`,
        value: `${(r.lcpMs / 1000).toFixed(2)} s`,
        budget: `<= ${budgets.lcpMs / 1000} s`,
        pass: r.lcpMs <= budgets.lcpMs,
      },
      {
        what: `${page.name}: TBT`,
        value: `${Math.round(r.tbtMs)} ms`,
        budget: `<= ${budgets.tbtMs} ms`,
        pass: r.tbtMs <= budgets.tbtMs,
      },
      {
        what: `${page.name}: CLS`,
        value: r.cls.toFixed(3),
        budget: `<= ${budgets.cls}`,
        pass: r.cls <= budgets.cls,
      },
    );
  }
} finally {
  for (const server of servers) server.kill();
}

const table = markdownTable(rows);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(root, 'docs/performance.md'),
  `# Performance\n\nWritten by \`pnpm bench\` on ${date} (${machine}). Lighthouse: mobile, simulated throttling, median of 3 runs. Bytes: gzip level 9 of the production build.\n\n${table}\n`,
);
console.log(table);
