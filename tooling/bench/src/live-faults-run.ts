// `pnpm --filter @playfront/bench faults:live`: the live channel's faults alone, written into the
// `## Live channel` section of docs/reliability.md (`pnpm faults` writes it with the rest).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveFaultPorts, liveFaults, liveFaultsSection } from './live-faults';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const web = Number(process.env.BENCH_FAULTS_WEB_PORT ?? 28180);
const sandbox = Number(process.env.BENCH_FAULTS_SANDBOX_PORT ?? 28887);
const ports = liveFaultPorts(web, sandbox);
const rows = await liveFaults(root, ports);
for (const row of rows)
  console.log(`[faults] ${row.pass ? 'pass' : 'FAIL'}: ${row.fault}: ${row.seen}`);
const section = liveFaultsSection(rows, ports);
const file = join(root, 'docs/reliability.md');
const text = readFileSync(file, 'utf8');
const at = text.indexOf('## Live channel');
const next = at < 0 ? -1 : text.indexOf('\n## ', at + 1);
const before = text.indexOf('## Bad inputs tried');
let updated: string;
if (at >= 0)
  updated = `${text.slice(0, at)}${section}${next < 0 ? '' : `\n${text.slice(next + 1)}`}`;
else if (before >= 0) updated = `${text.slice(0, before)}${section}\n${text.slice(before)}`;
else updated = `${text.trimEnd()}\n\n${section}`;
writeFileSync(file, updated);
if (rows.some((row) => !row.pass)) process.exitCode = 1;
