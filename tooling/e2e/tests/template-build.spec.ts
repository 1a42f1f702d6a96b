import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { repoRoot, webPort } from '../servers';
import { startWebInstance, untilLive } from './web-instance';
import type { WebInstance } from './web-instance';

/**
 * A build of one template (`PLAYFRONT_TEMPLATES`): the shell with template7 alone, built apart
 * from the journeys' app and served by the same server code beside the journeys' sandbox.
 */
const web = join(repoRoot, 'apps', 'web');
const port = webPort + 7;
const site = (host: string) => `http://${host}.localhost:${port}`;

let dir = '';
let server: WebInstance | undefined;

/** `vite build` of the web app with `args`, template7 alone. */
function viteBuild(args: string[]) {
  const result = spawnSync(
    join(web, 'node_modules', '.bin', 'vite'),
    ['build', '--configLoader', 'runner', ...args],
    { cwd: web, env: { ...process.env, PLAYFRONT_TEMPLATES: 'slot7' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')}:\n${result.stderr}`);
}

test.describe('a build of one template', () => {
  // Two Vite builds on a shared machine.
  test.describe.configure({ timeout: 300_000, retries: 0 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = mkdtempSync(join(tmpdir(), 'pf-one-template-'));
    viteBuild(['--outDir', join(dir, 'client')]);
    viteBuild(['--ssr', 'src/entry-server.tsx', '--outDir', join(dir, 'ssr')]);
    // The server finds its client and renderer beside it, and its packages as the app's do.
    cpSync(join(web, 'dist', 'server'), join(dir, 'server'), { recursive: true });
    symlinkSync(join(web, 'node_modules'), join(dir, 'node_modules'));
    server = startWebInstance(port, {}, dir);
    await untilLive(port);
  });

  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('carries the one template chunk and serves its site', async ({ page }) => {
    const manifest = JSON.parse(
      readFileSync(join(dir, 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { src?: string; isDynamicEntry?: boolean }>;
    const templates = Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry)
      .flatMap(
        (chunk) => /templates\/src\/(template\d+)\/index\.tsx$/.exec(chunk.src ?? '')?.[1] ?? [],
      );
    expect(templates).toEqual(['template7']);
    expect(existsSync(join(dir, 'client', 'index.html'))).toBe(true);

    await page.goto(`${site('slot7')}/`);
    await expect(page.locator('html')).toHaveAttribute('data-template', 'template7');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Mint Casino' }),
    ).toBeVisible();
  });

  test("answers a host whose theme is not in the build with 'Invalid theme code'", async ({
    page,
  }) => {
    const response = await page.goto(`${site('slot1')}/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Invalid theme code');
  });
});
