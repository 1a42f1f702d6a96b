// `pnpm --filter @playfront/bench live`: the live channel's part of the bench alone, written into
// the `## Live channel` section of docs/performance.md (`pnpm bench` writes it with the rest).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchLive, liveSection } from './live-bench';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const file = join(root, 'docs/performance.md');
const section = liveSection(await benchLive(root, (line) => console.log(`[live] ${line}`)));
const text = readFileSync(file, 'utf8');
const at = text.indexOf('## Live channel');
const next = at < 0 ? -1 : text.indexOf('\n## ', at + 1);
const updated =
  at < 0
    ? `${text.trimEnd()}\n\n${section}`
    : `${text.slice(0, at)}${section}${next < 0 ? '' : text.slice(next + 1)}`;
writeFileSync(file, updated);
console.log(section);
