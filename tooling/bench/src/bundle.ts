import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** Vite's build manifest (`.vite/manifest.json`): each chunk by the source it was built from. */
export type { Manifest } from 'vite';

export interface Bytes {
  js: number;
  css: number;
}

/** Files a chunk pulls in eagerly: itself and its static imports, transitively. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * What every page loads with the entry: its static imports, and its dynamic ones, the boot's
 * stages (each evaluated in a task of its own and preloaded with the entry), with theirs.
 */
export function entryClosure(manifest: Manifest, seen = new Set<string>()): Set<string> {
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    staticClosure(manifest, key, seen);
    for (const stage of chunk.dynamicImports ?? []) staticClosure(manifest, stage, seen);
  }
  return seen;
}

export function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function sumGzip(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(join(dir, file));
  return total;
}

export interface BundleReport {
  /** The HTML entry and its boot stages: framework, core and shell, loaded on every page. */
  shell: Bytes;
  /** What `/` of the default site (slot1, template1) downloads before it shows: shell + template. */
  firstLoad: Bytes;
  /** Each template's chunk and the shared chunks only it pulls in, beyond the shell. */
  templates: Record<string, Bytes>;
  /** Each lazily loaded screen area (one per group of routes), beyond the shell and template1. */
  routes: Record<string, Bytes>;
  /** Gzip bytes of each language's message files (all five groups). */
  languages: Record<string, number>;
}

/** The template `/` of the default site renders with. */
export const DEFAULT_TEMPLATE = 'template1';

const templateOf = (src: string) =>
  /packages\/templates\/src\/(template\d+)\/index\.tsx$/.exec(src)?.[1];
const languageOf = (src: string) => /i18n\/locales\/([a-z]+)\/[^/]+\.json$/.exec(src)?.[1];
/** A screen area's name from its module path, e.g. `screens/auth` or `status`. */
const areaOf = (src: string) =>
  /packages\/ui\/src\/(.+)\/index\.tsx?$/.exec(src)?.[1] ??
  /apps\/web\/src\/(.+)\.tsx?$/.exec(src)?.[1];

/**
 * Bytes per chunk group of a Vite build, from its manifest: a chunk costs what its static
 * closure adds on top of what is already loaded.
 */
export function bundleReport(clientDir: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  if (!Object.values(manifest).some((chunk) => chunk.isEntry))
    throw new Error('The build manifest has no entry chunk');
  const shellKeys = entryClosure(manifest);
  const bytes = (keys: Iterable<string>): Bytes => {
    const files = filesOf(manifest, keys);
    return { js: sumGzip(clientDir, files.js), css: sumGzip(clientDir, files.css) };
  };
  const beyond = (key: string, loaded: Set<string>) =>
    [...staticClosure(manifest, key)].filter((k) => !loaded.has(k));

  const templates: Record<string, Bytes> = {};
  const routeEntries: [string, string][] = [];
  const languages: Record<string, number> = {};
  let defaultTemplate: string | undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    // A boot stage is part of the shell, not a lazily loaded part.
    if (!chunk.isDynamicEntry || shellKeys.has(key)) continue;
    const src = chunk.src ?? key;
    const template = templateOf(src);
    const lang = languageOf(src);
    const area = areaOf(src);
    if (template) {
      templates[template] = bytes(beyond(key, shellKeys));
      if (template === DEFAULT_TEMPLATE) defaultTemplate = key;
    } else if (lang) {
      languages[lang] = (languages[lang] ?? 0) + gzipSize(join(clientDir, chunk.file));
    } else if (area) {
      routeEntries.push([area, key]);
    }
  }
  if (!defaultTemplate) throw new Error(`The build has no ${DEFAULT_TEMPLATE} chunk`);
  const firstKeys = new Set([...shellKeys, ...staticClosure(manifest, defaultTemplate)]);
  const routes: Record<string, Bytes> = {};
  for (const [area, key] of routeEntries) routes[area] = bytes(beyond(key, firstKeys));
  return { shell: bytes(shellKeys), firstLoad: bytes(firstKeys), templates, routes, languages };
}
