import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** JS and CSS files of each template's lazy chunk, from Vite's build manifest. */
export function templateAssets(clientDir: string): Map<string, { js: string[]; css: string[] }> {
  const path = join(clientDir, '.vite', 'manifest.json');
  const result = new Map<string, { js: string[]; css: string[] }>();
  if (!existsSync(path)) return result;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const id = /templates\/src\/(template\d+)\/index\.tsx$/.exec(chunk.src ?? key)?.[1];
    if (!id || !chunk.isDynamicEntry) continue;
    result.set(id, {
      js: [`/${chunk.file}`],
      css: (chunk.css ?? []).map((file) => `/${file}`),
    });
  }
  return result;
}
