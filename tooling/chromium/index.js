import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROME_PATH names another build. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a closed network: background services would try hosts this machine cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Playwright `launchOptions`; Playwright gives each launch a fresh user-data dir. */
export const playwrightLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

/** Stops with a clear message when the browser is missing instead of a deep launch error. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's "chromium" package or set CHROME_PATH.`,
    );
  }
}
