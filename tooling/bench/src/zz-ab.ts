// old build (wt-old) vs this build, signed-in pages, in turns.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureInTurns } from './lighthouse';
import { sandboxServer, webServer } from './servers';
import { signInCookie } from './session';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const oldRoot = '/work/wt-old';
const sb = 39787, oldPort = 39080, newPort = 39081;
const calibrate = process.env.CAL === '1';
const runs = Number(process.env.RUNS ?? 5);
const db = join(mkdtempSync(join(tmpdir(), 'pf-ab-')), 'sandbox.db');
const children = [
  sandboxServer(root, { port: sb, dbFile: db }),
  webServer(oldRoot, { port: oldPort, apiUrl: `http://127.0.0.1:${sb}` }),
  webServer(root, { port: newPort, apiUrl: `http://127.0.0.1:${sb}` }),
];
try {
  for (const c of children) await c.start();
  for (const spec of process.argv.slice(2)) {
    const [site, path] = spec.split(',');
    const o = (p: number) => `http://${site}.localhost:${p}`;
    const [ca, cb] = [await signInCookie(o(oldPort)), await signInCookie(o(newPort))];
    const r = await measureInTurns({ url: o(oldPort) + path, options: { cookie: ca } }, { url: o(newPort) + path, options: { cookie: cb } }, runs, calibrate);
    console.log(`${spec} old: ${r.a.performance} TBT ${Math.round(r.a.tbtMs)} LCP ${Math.round(r.a.lcpMs)} | new: ${r.b.performance} TBT ${Math.round(r.b.tbtMs)} LCP ${Math.round(r.b.lcpMs)} | TBT ratio ${(r.b.tbtMs / r.a.tbtMs).toFixed(2)} LCP ratio ${(r.b.lcpMs / r.a.lcpMs).toFixed(2)} | slowdown ${r.b.cpuSlowdown.toFixed(1)} index ${Math.round(r.b.benchmarkIndex)}`);
  }
} finally {
  await Promise.all(children.map((c) => c.stop()));
}
