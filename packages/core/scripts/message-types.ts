import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n');
const englishDir = join(i18nDir, 'locales/en');
/** The file this script writes. */
export const resourcesFile = join(i18nDir, 'resources.ts');

const property = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/**
 * The English message keys, group by group, as the `Resources` interface: the types i18next
 * checks `t()` keys against. Plain TypeScript, so the published declarations carry no JSON.
 */
export function messageTypes(): string {
  const lines = [
    '// Written by `pnpm --filter @playfront/core messages:types` from locales/en/*.json; do not edit.',
    '',
    '/** English is the reference: every filled language has exactly these keys. */',
    'export interface Resources {',
  ];
  const groups = readdirSync(englishDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  for (const group of groups) {
    const messages = JSON.parse(readFileSync(join(englishDir, `${group}.json`), 'utf8')) as Record<
      string,
      string
    >;
    lines.push(`  ${property(group)}: {`);
    for (const key of Object.keys(messages)) lines.push(`    ${property(key)}: string;`);
    lines.push('  };');
  }
  lines.push('}', '');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(resourcesFile, messageTypes());
