import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from './budgets';
import { benchServer } from './server-bench';
import { sandboxPort, sandboxServer, sandboxUrl, webPort } from './servers';
import { serverSection } from './table';

/**
 * `pnpm --filter @playfront/bench run server`: the server part of `pnpm bench` alone (about two
 * minutes), over a sandbox of its own; it replaces the `## Server` section of docs/performance.md.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const clientDir = join(root, 'apps/web/dist/client');
const log = (line: string) => console.log(`[bench server] ${line}`);

const loadAtStart = loadavg()[0]!;
const dbDir = mkdtempSync(join(tmpdir(), 'pf-bench-server-'));
const sandbox = sandboxServer(root, { port: sandboxPort, dbFile: join(dbDir, 'sandbox.db') });
let section: string;
try {
  await sandbox.start();
  const bench = await benchServer({
    root,
    clientDir,
    apiUrl: sandboxUrl,
    port: webPort + 1,
    site: 'slot1',
    connections: 10,
    seconds: 10,
    renders: 20,
    log,
  });
  const date = new Date().toISOString().slice(0, 10);
  section = serverSection(
    bench,
    budgets,
    `Measured on its own by \`pnpm --filter @playfront/bench run server\` on ${date} (${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end).`,
  );
} finally {
  await sandbox.stop();
  rmSync(dbDir, { recursive: true, force: true });
}
const file = join(root, 'docs/performance.md');
const report = readFileSync(file, 'utf8');
const at = report.indexOf('## Server');
writeFileSync(file, `${at >= 0 ? report.slice(0, at) : `${report.trimEnd()}\n\n`}${section}`);
console.log(section);
