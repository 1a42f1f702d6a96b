// npm start: install, build, then run the sandbox API and the production web server.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensurePnpm, install, pnpm, root } from './tools.mjs';

const port = process.env.PORT ?? '8080';
const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const apiUrl = process.env.API_URL;

const bin = ensurePnpm();
install(bin);
const filters = ['--filter=@playfront/web', ...(apiUrl ? [] : ['--filter=@playfront/sandbox-api'])];
if (pnpm(bin, ['exec', 'turbo', 'run', 'build', ...filters]) !== 0) process.exit(1);

const children = [];
function run(name, script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function ready(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * The demo's VAPID keys: the environment's, or a pair made at the first start and kept beside the
 * sandbox's database, so browsers subscribed to its pushes keep receiving them after a restart.
 */
function demoVapid() {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) return {};
  const file = join(root, 'apps/sandbox-api/.data/vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The private key is a 32-byte number; one with leading zero bytes comes back shorter.
  const secret = ecdh.getPrivateKey();
  const keys = {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString(
      'base64url',
    ),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  console.log(
    `Made VAPID keys for web push (kept in ${file}); set them anywhere but this machine:\n` +
      `  VAPID_PUBLIC_KEY=${keys.VAPID_PUBLIC_KEY}\n  VAPID_PRIVATE_KEY=${keys.VAPID_PRIVATE_KEY}`,
  );
  return keys;
}

// The demo's sandbox: one code for every sign-in and the operator's controls open to the demo
// token (README, "Demo"); a shared deployment sets neither and keeps the controls closed.
const demoSandbox = {
  SANDBOX_PORT: sandboxPort,
  SANDBOX_TAC: process.env.SANDBOX_TAC ?? '123456',
  SANDBOX_CONTROLS: process.env.SANDBOX_CONTROLS ?? 'on',
  SANDBOX_CONTROL_TOKEN: process.env.SANDBOX_CONTROL_TOKEN ?? 'playfront-demo-controls',
  ...(apiUrl ? {} : demoVapid()),
};
// The web server reads the sandbox's live feed (in-play prices, each player's events) with it.
const feedToken =
  process.env.SANDBOX_FEED_TOKEN ?? (apiUrl ? undefined : randomBytes(24).toString('base64url'));
if (feedToken) demoSandbox.SANDBOX_FEED_TOKEN = feedToken;
if (!apiUrl) run('sandbox API', 'apps/sandbox-api/dist/index.js', demoSandbox);
run('web server', 'apps/web/dist/server/index.js', {
  PORT: port,
  API_URL: apiUrl ?? `http://127.0.0.1:${sandboxPort}`,
  ...(feedToken && !process.env.LIVE_FEED_TOKEN ? { LIVE_FEED_TOKEN: feedToken } : {}),
});

const sandboxUp = apiUrl ? true : await ready(`http://127.0.0.1:${sandboxPort}/health`);
const webUp = await ready(`http://127.0.0.1:${port}/healthz`);
if (!sandboxUp || !webUp) {
  console.error('A server did not come up; see the log above.');
  stop(1);
} else {
  console.log(`\nPlayfront is running:`);
  console.log(
    `  web:         http://localhost:${port}/   (every site: http://<theme_code>.localhost:${port}/)`,
  );
  console.log(
    apiUrl
      ? `  API:         ${apiUrl} (proxied at /api)`
      : `  sandbox API: http://localhost:${sandboxPort}/   (sites: /sandbox/sites)`,
  );
  console.log('Ctrl-C stops both.\n');
}
