import { afterEach, describe, expect, it } from 'vitest';
import { cameBack } from './start';
import { ASK_AGAIN_MS, DISMISSED_KEY, isIosSafari, mayAsk, offerInstall } from './install-prompt';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('install prompt', () => {
  it('waits for a return visit: one count per browsing session', () => {
    expect(cameBack(localStorage, sessionStorage)).toBe(false);
    expect(cameBack(localStorage, sessionStorage)).toBe(false);
    sessionStorage.clear();
    expect(cameBack(localStorage, sessionStorage)).toBe(true);
  });

  it('is not asked again for 30 days once turned down, nor once installed', () => {
    const now = Date.now();
    expect(mayAsk(localStorage, now, false)).toBe(true);
    expect(mayAsk(localStorage, now, true)).toBe(false);
    localStorage.setItem(DISMISSED_KEY, String(now));
    expect(mayAsk(localStorage, now + ASK_AGAIN_MS - 1, false)).toBe(false);
    expect(mayAsk(localStorage, now + ASK_AGAIN_MS, false)).toBe(true);
  });

  it('tells iOS Safari apart from other iOS browsers', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(safari.replace('Version/17.0', 'CriOS/120.0'))).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36')).toBe(
      false,
    );
  });

  it("offers the browser's prompt and remembers a 'not now'", async () => {
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    let prompted = 0;
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => {
        prompted++;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    offerInstall(() => event);
    const bar = document.querySelector('[data-pf-install="prompt"]')!;
    const [install] = bar.querySelectorAll('button');
    install!.click();
    expect(prompted).toBe(1);
    await event.userChoice;
    await Promise.resolve();
    expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull();
    offerInstall(() => event);
    expect(document.querySelector('[data-pf-install]')).toBeNull();
  });
});
