import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from './fixtures';
import { repoRoot, sandboxPort } from '../servers';

/** A built web server a journey starts beside the shared ones, in front of the journeys' sandbox. */
export interface WebInstance {
  process: ChildProcess;
  /** Every line it has written to stdout so far (Fastify's JSON lines and the primary's words). */
  lines: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends it at once if it is still running. */
  kill: () => void;
}

/** Starts `server/index.js` of `dir` (the app's build by default) on `port` with `env` added. */
export function startWebInstance(
  port: number,
  env: Record<string, string> = {},
  dir = join(repoRoot, 'apps/web/dist'),
): WebInstance {
  const child = spawn(process.execPath, [join(dir, 'server', 'index.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${sandboxPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { process: child, lines, exited, kill };
}

/** Waits until the instance on `port` answers its liveness check. */
export async function untilLive(port: number, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout },
    )
    .toBe(200);
}
