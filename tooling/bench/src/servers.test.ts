import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from './servers';

const root = join(import.meta.dirname, '..', '..', '..');
const listening: ReturnType<typeof createServer>[] = [];

afterEach(async () => {
  await Promise.all(listening.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A port on 127.0.0.1 that something already answers on. */
async function takenPort(): Promise<number> {
  const server = createServer((_, res) => res.end('{"ok":true}'));
  listening.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

describe("the bench's servers", () => {
  it('refuse to start on a port something already answers on, rather than measure it', async () => {
    const port = await takenPort();
    const dbFile = join(mkdtempSync(join(tmpdir(), 'pf-bench-port-')), 'sandbox.db');
    await expect(sandboxServer(root, { port, dbFile }).start()).rejects.toThrow(
      `http://127.0.0.1:${port} already answers`,
    );
  });

  it('say so at once when the server ends before it answers', async () => {
    const dbFile = join(mkdtempSync(join(tmpdir(), 'pf-bench-port-')), 'sandbox.db');
    // A script that does not exist: node ends at once.
    const server = sandboxServer(join(root, 'no-such-root'), { port: 1, dbFile });
    await expect(server.start()).rejects.toThrow(
      /ended \(exit 1\) before http:\/\/127\.0\.0\.1:1 answered/,
    );
  });
});
