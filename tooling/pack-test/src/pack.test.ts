import type { ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium, playwrightLaunchOptions } from '@playfront/chromium';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundledDependencySources,
  catalogVersions,
  exportTargets,
  forbiddenFiles,
  gzipBytes,
  listFiles,
  run,
  runAll,
  startServer,
  tarballContents,
  stop,
  totalBytes,
  waitFor,
} from './consumer';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const consumerSource = fileURLToPath(new URL('../consumer', import.meta.url));
// npm's download cache, kept between runs in the git-ignored node_modules so a second run is fast.
const npmCache = fileURLToPath(new URL('../node_modules/.cache/npm', import.meta.url));
const webPort = Number(process.env.PACK_TEST_WEB_PORT ?? 22080);
const sandboxPort = Number(process.env.PACK_TEST_SANDBOX_PORT ?? 22787);
/** slot3.localhost is a seeded site: the page's host name is the domain_name startup sends. */
const siteUrl = `http://slot3.localhost:${webPort}/`;

const packages = ['core', 'ui', 'templates'] as const;
type PackageName = (typeof packages)[number];
interface Packed {
  tarball: string;
  files: string[];
  manifest: {
    name: string;
    version: string;
    exports: Record<string, unknown>;
    sideEffects: unknown;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  unpackedDir: string;
}

const work = mkdtempSync(join(tmpdir(), 'pf-pack-'));
const app = join(work, 'app');
const packed = {} as Record<PackageName, Packed>;
const servers: ChildProcess[] = [];

function pack(name: PackageName): Packed {
  const dir = join(root, 'packages', name);
  // No build first: the package's `prepack` builds `dist/` (a turbo cache hit when it is current).
  const out = run('pnpm', ['pack', '--json', '--pack-destination', join(work, 'tarballs')], dir);
  // The prepack build prints first; pnpm's JSON answer is the block from the line that opens it.
  const { filename } = JSON.parse(out.slice(out.search(/^\{/m))) as { filename: string };
  const unpackedDir = join(work, 'unpacked', name);
  mkdirSync(unpackedDir, { recursive: true });
  run('tar', ['-xzf', filename, '-C', unpackedDir, '--strip-components=1'], work);
  return {
    tarball: filename,
    files: listFiles(unpackedDir),
    manifest: JSON.parse(
      readFileSync(join(unpackedDir, 'package.json'), 'utf8'),
    ) as Packed['manifest'],
    unpackedDir,
  };
}

function writeConsumerApp() {
  const catalog = catalogVersions(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
  const version = (name: string) => {
    const pinned = catalog[name];
    if (!pinned) throw new Error(`${name} is not in the workspace catalog`);
    return pinned;
  };
  const peers = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit'];
  const manifest = {
    name: 'playfront-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(
        packages.map((name) => [`@playfront/${name}`, `file:${packed[name].tarball}`]),
      ),
      ...Object.fromEntries([...peers, 'i18next', 'react-i18next'].map((n) => [n, version(n)])),
    },
    devDependencies: Object.fromEntries(
      ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map(
        (n) => [n, version(n)],
      ),
    ),
  };
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of ['main.tsx', 'index.html']) {
    copyFileSync(join(consumerSource, file), join(app, file));
  }
  writeFileSync(
    join(app, 'vite.config.js'),
    [
      "import react from '@vitejs/plugin-react';",
      "import { defineConfig } from 'vite';",
      'export default defineConfig({',
      '  plugins: [react()],',
      `  preview: { host: '127.0.0.1', port: ${webPort}, strictPort: true,`,
      `    proxy: { '/api': 'http://127.0.0.1:${sandboxPort}' } },`,
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Stricter than Vite's react-ts template: every declaration file main.tsx reaches is checked.
        skipLibCheck: false,
        types: [],
      },
      include: ['main.tsx'],
    }),
  );
}

const report: Record<string, unknown> = {};

beforeAll(() => {
  assertChromium();
  for (const name of packages) packed[name] = pack(name);
  writeConsumerApp();
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `--cache=${npmCache}`,
    ],
    app,
  );
}, 240_000);

afterAll(() => {
  for (const child of servers) stop(child);
  rmSync(work, { recursive: true, force: true });
  const lines = Object.entries(report).map(([what, value]) => `${what}: ${JSON.stringify(value)}`);
  console.log(`pack test figures\n${lines.join('\n')}`);
});

describe.each(packages)('@playfront/%s tarball', (name) => {
  it('points every export at built files it contains, and ships no sources or tests', () => {
    const { manifest, files, tarball, unpackedDir } = packed[name];
    report[`${name} tarball bytes (packed / unpacked)`] = [
      statSync(tarball).size,
      totalBytes(unpackedDir),
    ];
    expect(manifest.name).toBe(`@playfront/${name}`);
    expect(forbiddenFiles(files)).toEqual([]);
    expect(files).toContain('README.md');
    // Every public subpath of the workspace's exports map is published; only the test helpers
    // (`./testing`, `./testing/node`) serve the workspace alone.
    const source = JSON.parse(
      readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    const publicSubpaths = Object.keys(source.exports).filter((s) => !s.startsWith('./testing'));
    expect(Object.keys(manifest.exports).sort()).toEqual(publicSubpaths.sort());
    const targets = exportTargets(manifest.exports).filter((t) => !t.includes('*'));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target).toMatch(/^\.\/dist\//);
      expect(files).toContain(target.slice(2));
    }
    for (const file of files.filter((f) => f.endsWith('.css'))) {
      // Every stylesheet is reachable through the `./*.css` export.
      expect(manifest.exports['./*.css']).toBe('./dist/*.css');
      expect(file).toMatch(/^dist\//);
    }
  });

  it('keeps peers and dependencies as imports instead of bundling them', () => {
    const { manifest, unpackedDir } = packed[name];
    expect(bundledDependencySources(join(unpackedDir, 'dist'))).toEqual([]);
    expect(Object.keys(manifest.peerDependencies ?? {})).toEqual(
      expect.arrayContaining(['react', 'react-redux', '@reduxjs/toolkit', 'i18next']),
    );
    for (const dependency of Object.values(manifest.dependencies ?? {})) {
      expect(dependency).not.toMatch(/^(workspace|catalog):/);
    }
  });
});

describe('pnpm release:dry-run', () => {
  it('lists built files for the three packages and no sources or tests', () => {
    const output = runAll('pnpm', ['run', 'release:dry-run'], root);
    const contents = tarballContents(output);
    expect(Object.keys(contents).sort()).toEqual(packages.map((n) => `@playfront/${n}`).sort());
    for (const [name, files] of Object.entries(contents)) {
      const short = name.replace('@playfront/', '') as PackageName;
      expect(files).toEqual(packed[short].files);
      expect(files.filter((f) => f.startsWith('dist/')).length).toBeGreaterThan(0);
      expect(forbiddenFiles(files)).toEqual([]);
    }
  });
});

describe('a Vite app built from the tarballs', () => {
  it('type-checks against the published declarations', () => {
    run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app);
  });

  it("renders the sandbox site's home page through a template, without page errors", async () => {
    run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], app);
    const sizes = gzipBytes(join(app, 'dist'));
    report['consumer bundle gzip bytes (js / css)'] = [sizes.js, sizes.css];

    const sandbox = startServer(process.execPath, ['apps/sandbox-api/dist/index.js'], root, {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB_URL: `file:${join(work, 'sandbox.db')}`,
    });
    servers.push(sandbox.child);
    await waitFor(`http://127.0.0.1:${sandboxPort}/health`, sandbox);
    const preview = startServer(
      process.execPath,
      [join(app, 'node_modules/vite/bin/vite.js'), 'preview'],
      app,
    );
    servers.push(preview.child);
    await waitFor(`http://127.0.0.1:${webPort}/`, preview);

    const browser = await chromium.launch(playwrightLaunchOptions);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(siteUrl);
      await expect
        .poll(() => page.locator('html').getAttribute('data-template'), { timeout: 20_000 })
        .toBe('template3');
      await page.getByText('Golden Dragon').first().waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('package READMEs', () => {
  it.each(packages)(
    "@playfront/%s shows the consumer app's code as its smallest example",
    (name) => {
      const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
      const main = readFileSync(join(consumerSource, 'main.tsx'), 'utf8');
      expect(readme).toContain(`\`\`\`tsx\n${main}\`\`\``);
    },
  );
});
