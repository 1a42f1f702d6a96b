import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { entryClosure, staticClosure } from './bundle';
import type { Manifest } from './bundle';

export interface ScriptBytes {
  /** Path of the script under the client build, or its URL. */
  file: string;
  bytes: number;
}

/**
 * Bytes a built file takes on the wire to a browser that accepts brotli: the web server sends the
 * `.br` written beside it, or the file as it is where none was written (where brotli does not make
 * it smaller).
 */
export function transferSize(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/**
 * The message groups a rendered home loads before it hydrates (core's `firstMessageGroups`); the
 * others follow the player's first touch, click or key, and the bet slip's `sportsbook` comes
 * only with the slip.
 */
const pageMessageGroups = '(?:ui|_m)';

/** The modules a page lazily loads beside the entry, by source path. */
const pageModules = (template: string, languages: string[]) => [
  new RegExp(`packages/templates/src/${template}/index\\.tsx$`),
  ...languages.map((lang) => new RegExp(`i18n/locales/${lang}/${pageMessageGroups}\\.json$`)),
];

/**
 * The build's scripts a first visit to `/` loads until the network is quiet: the entry and the
 * chunks it imports, the site's template chunk and the message files of the page's language
 * (English, and the page's own when it is another); each with its static imports and the scripts
 * of the workers they start, each file once, largest first. The overlay hosts wait for the
 * player's first touch, click or key.
 */
export function firstVisitScripts(
  clientDir: string,
  { template, language }: { template: string; language: string },
): ScriptBytes[] {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = entryClosure(manifest);
  for (const pattern of pageModules(template, [...new Set(['en', language])])) {
    const found = Object.entries(manifest).filter(
      ([key, chunk]) => chunk.isDynamicEntry && pattern.test(chunk.src ?? key),
    );
    if (!found.length) throw new Error(`The build has no module matching ${String(pattern)}`);
    for (const [key] of found) staticClosure(manifest, key, keys);
  }
  // A chunk's scripts, and those of the workers it starts (a worker's script is one of its assets).
  const files = new Set(
    [...keys].flatMap((key) => [
      manifest[key]!.file,
      ...(manifest[key]!.assets ?? []).filter((asset) => asset.endsWith('.js')),
    ]),
  );
  return [...files]
    .map((file) => ({ file, bytes: transferSize(clientDir, file) }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const totalBytes = (scripts: readonly ScriptBytes[]) =>
  scripts.reduce((sum, script) => sum + script.bytes, 0);
