// Set-up shared by `npm start` and `npm test` on a machine that has only Node and npm.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The build tools' anonymous usage reports stay off in both commands: turbo's and Storybook's
 * switches, and the generic `DO_NOT_TRACK` others honour. Every child process inherits them.
 */
export const noTelemetry = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};
Object.assign(process.env, noTelemetry);
const pnpmVersion = JSON.parse(
  (await import('node:fs')).readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** The pnpm to use: one on PATH of the same major, else a project-local copy installed with npm. */
export function ensurePnpm() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim().split('.')[0] === pnpmVersion.split('.')[0]) {
    return 'pnpm';
  }
  const localBin = join(root, '.tools', 'node_modules', '.bin');
  const local = join(localBin, 'pnpm');
  if (!existsSync(local)) {
    console.log(
      `> installing pnpm@${pnpmVersion} into .tools/ (corepack's signature check is not used)`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        join(root, '.tools'),
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `pnpm@${pnpmVersion}`,
      ],
      { stdio: 'inherit' },
    );
  }
  // Turbo and package scripts call `pnpm` by name: the local copy must be on their PATH too.
  process.env.PATH = `${localBin}${delimiter}${process.env.PATH ?? ''}`;
  return local;
}

/** Runs pnpm with inherited output; returns the exit code. */
export function pnpm(bin, args, options = {}) {
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function install(bin) {
  const code = pnpm(bin, ['install', '--frozen-lockfile']);
  if (code !== 0) {
    console.error('pnpm install failed');
    process.exit(code);
  }
}

/** Whether fontconfig knows a font with Chinese glyphs. */
function hasChineseFont() {
  const list = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}

/**
 * Debian's packages for the browser tests, installed when missing and we are root: Chromium, and a
 * Chinese font (`fonts-noto-cjk`), as every phone has one. Without it Chinese pages are drawn in
 * boxes, and finding that no font has a character costs the main thread on every one of them.
 */
export function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(hasChineseFont() ? [] : ['fonts-noto-cjk']),
  ];
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    if (!missing.includes('chromium')) {
      console.warn(
        'No Chinese font: install Debian\'s "fonts-noto-cjk" package for Chinese pages.',
      );
      return;
    }
    console.error(
      `Chromium is missing at ${path}. Install Debian's "chromium" package (apt-get install chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  aptInstall(missing);
}

/** Installs Debian's `packages` with apt-get (we are root), or ends the run saying what to install. */
function aptInstall(packages) {
  console.log(
    `> installing Debian's ${packages.join(' and ')} package${packages.length > 1 ? 's' : ''}`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed: install Debian's ${packages.map((p) => `"${p}"`).join(' and ')} by hand.`,
      );
      process.exit(1);
    }
  }
}

/**
 * Debian's `redis-server`, installed when missing and we are root: the tests of the live channel
 * across instances start one of their own on a free loopback port.
 */
export function ensureRedis() {
  if (spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'redis-server is missing. Install Debian\'s "redis-server" package (apt-get install redis-server).',
    );
    process.exit(1);
  }
  aptInstall(['redis-server']);
}
