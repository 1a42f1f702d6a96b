import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A redis-server of its own on loopback, for the tests and the bench of the fan-out. */
export interface RedisServer {
  port: number;
  url: string;
  /** Ends it (SIGKILL when `hard`), and waits until it has. */
  stop(hard?: boolean): Promise<void>;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `redis-server` (installed by the root `npm test`) on `port` (default a free one), keeping
 * nothing on disk, and resolves once it takes connections.
 */
export async function startRedis(port?: number): Promise<RedisServer> {
  const at = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(at), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let text = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server ended (${code}): ${text}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    port: at,
    url: `redis://127.0.0.1:${at}`,
    async stop(hard = false) {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}
