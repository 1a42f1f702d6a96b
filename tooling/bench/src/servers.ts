import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteInfo } from './pages';

/** The bench's ports; BENCH_WEB_PORT and BENCH_SANDBOX_PORT move them beside other servers. */
export const webPort = Number(process.env.BENCH_WEB_PORT ?? 28080);
export const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 28787);
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

/** Waits until a GET of `url` answers `ok` (or any status `accept` takes). */
export async function waitFor(
  url: string,
  timeoutMs = 30_000,
  accept: (status: number) => boolean = (status) => status >= 200 && status < 300,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (accept((await fetch(url)).status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Whether anything answers HTTP at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** One built server of the repository run with node, restartable, ended with SIGTERM or SIGKILL. */
export interface ServerProcess {
  url: string;
  /** Starts it and waits for `readyPath` to answer. */
  start(): Promise<void>;
  /** `kill -9`: ends it at once, without a chance to finish anything. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** The running process's id (for its memory), if it runs. */
  pid(): number | undefined;
}

function serverProcess(
  root: string,
  script: string,
  port: number,
  readyPath: string,
  env: Record<string, string>,
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    url,
    async start() {
      // A server left on the port (a run that was cut short) would answer the health check, and
      // everything after would measure it instead of this build.
      if (await answers(url))
        throw new Error(`${url} already answers: stop what listens on port ${port} first`);
      const started = spawn(process.execPath, [join(root, script)], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      child = started;
      const exited = new Promise<never>((_, reject) =>
        started.once('exit', (code, signal) =>
          reject(new Error(`${script} ended (${signal ?? `exit ${code}`}) before ${url} answered`)),
        ),
      );
      exited.catch(() => undefined);
      await Promise.race([waitFor(`${url}${readyPath}`), exited]);
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child) await stop(child);
    },
    pid: () => child?.pid,
  };
}

/** The operator token of the bench's sandbox controls. */
export const CONTROL_TOKEN = 'bench-sandbox-control-token';

/** The built sandbox API on 127.0.0.1 over the database file `dbFile`, controls on. */
export function sandboxServer(
  root: string,
  { port, dbFile, env = {} }: { port: number; dbFile: string; env?: Record<string, string> },
): ServerProcess {
  return serverProcess(root, 'apps/sandbox-api/dist/index.js', port, '/health', {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(port),
    SANDBOX_DB_URL: `file:${dbFile}`,
    SANDBOX_TAC: '123456',
    SANDBOX_CONTROLS: 'on',
    SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
    ...env,
  });
}

/** The built web server on 127.0.0.1 in front of `apiUrl`. */
export function webServer(
  root: string,
  { port, apiUrl, env = {} }: { port: number; apiUrl: string; env?: Record<string, string> },
): ServerProcess {
  return serverProcess(root, 'apps/web/dist/server/index.js', port, '/healthz', {
    HOST: '127.0.0.1',
    PORT: String(port),
    API_URL: apiUrl,
    ...env,
  });
}

/**
 * The built sandbox API (on a fresh database) and web server, both on 127.0.0.1; `stop` ends them
 * and removes the database.
 */
export async function startServers(root: string) {
  const dbDir = mkdtempSync(join(tmpdir(), 'pf-bench-'));
  const children = [
    sandboxServer(root, { port: sandboxPort, dbFile: join(dbDir, 'sandbox.db') }),
    webServer(root, { port: webPort, apiUrl: sandboxUrl }),
  ];
  const stopAll = async () => {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(dbDir, { recursive: true, force: true });
  };
  try {
    for (const child of children) await child.start();
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
