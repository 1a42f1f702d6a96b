import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteInfo } from './pages';

export const webPort = 28080;
export const sandboxPort = 28787;
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

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

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The built sandbox API (on a fresh database) and web server, both on 127.0.0.1; `stop` ends them
 * and removes the database.
 */
export async function startServers(root: string) {
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-bench-'));
  const start = (script: string, env: Record<string, string>) =>
    spawn(process.execPath, [join(root, script)], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
  const children = [
    start('apps/sandbox-api/dist/index.js', {
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB_URL: `file:${join(dbDir, 'sandbox.db')}`,
    }),
    start('apps/web/dist/server/index.js', {
      HOST: '127.0.0.1',
      PORT: String(webPort),
      API_URL: sandboxUrl,
    }),
  ];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(dbDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${sandboxUrl}/health`);
    await waitFor(`http://127.0.0.1:${webPort}/healthz`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { stop: stopAll };
}

/** The sandbox's sites with their default language. */
export async function sandboxSites(): Promise<SiteInfo[]> {
  const response = await fetch(`${sandboxUrl}/sandbox/sites`);
  if (!response.ok) throw new Error(`GET /sandbox/sites answered ${response.status}`);
  return ((await response.json()) as { sites: SiteInfo[] }).sites;
}
