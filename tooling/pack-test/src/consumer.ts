import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

/** Runs a command to completion and answers its stdout; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return exec(command, args, cwd, env).stdout;
}

/** Like `run`, answering stdout and stderr together (npm writes its notices to stderr). */
export function runAll(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const { stdout, stderr } = exec(command, args, cwd, env);
  return `${stdout}\n${stderr}`;
}

/** The `catalog:` versions of pnpm-workspace.yaml, so the consumer installs what the workspace tests. */
export function catalogVersions(workspaceYaml: string): Record<string, string> {
  const versions: Record<string, string> = {};
  let inCatalog = false;
  for (const line of workspaceYaml.split('\n')) {
    if (/^\S/.test(line)) inCatalog = line.trim() === 'catalog:';
    const entry = inCatalog && /^\s+'?([^'\s#:]+)'?:\s*(\S+)/.exec(line);
    if (entry) versions[entry[1]!] = entry[2]!;
  }
  return versions;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => file.split('\\').join('/'))
    .sort();
}

export function totalBytes(dir: string): number {
  return listFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

/** Gzip size of the JS and CSS a built app ships. */
export function gzipBytes(dir: string): { js: number; css: number } {
  const sizes = { js: 0, css: 0 };
  for (const file of listFiles(dir)) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : undefined;
    if (kind) sizes[kind] += gzipSync(readFileSync(join(dir, file))).length;
  }
  return sizes;
}

/** Every subpath target of an exports map (`{ types, default }` objects included). */
export function exportTargets(exportsMap: Record<string, unknown>): string[] {
  return Object.values(exportsMap).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target as Record<string, string>),
  );
}

/** Sources a package's source maps name inside node_modules: code bundled from a dependency. */
export function bundledDependencySources(dir: string): string[] {
  return listFiles(dir)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => {
      const map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { sources: string[] };
      return map.sources.filter((source) => source.includes('node_modules'));
    });
}

/** Starts a long-running server; its output is kept for the failure message. */
export function startServer(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export async function waitFor(url: string, server: { output: () => string }, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${server.output()}`);
}

export function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

/** Paths inside a tarball that must never ship: sources, tests, stories and test helpers. */
export function forbiddenFiles(files: string[]): string[] {
  return files.filter(
    (file) =>
      file.startsWith('src/') ||
      /\.(test|spec|stories)\.[jt]sx?$/.test(file) ||
      /(^|\/)testing\//.test(file) ||
      file.endsWith('tsconfig.json') ||
      file.endsWith('vitest.config.ts') ||
      file.endsWith('tsup.config.ts'),
  );
}

/** Files per package from `npm publish --dry-run`'s notices ("📦 name@version", then one line a file). */
export function tarballContents(output: string): Record<string, string[]> {
  const contents: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const line of output.split('\n')) {
    const notice = /npm notice\s+(.*)$/.exec(line)?.[1]?.trim() ?? '';
    const title = /📦\s+(@?[^@\s]+)@\S+/.exec(notice);
    if (title) contents[title[1]!] = current = [];
    else if (notice === 'Tarball Details') current = undefined;
    else if (current && /^[\d.]+k?M?B\s+\S/.test(notice)) current.push(notice.split(/\s+/)[1]!);
  }
  for (const files of Object.values(contents)) files.sort();
  return contents;
}
