import { chromiumArgs, chromiumPath } from '@playfront/chromium';
import { playwright } from '@vitest/browser-playwright';

/** Vitest browser mode in Debian's headless Chromium, with the shared launch flags. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' }],
  };
}
