/**
 * The install prompt of a returning player: the browser's own where it has one
 * (`beforeinstallprompt`), short add-to-home-screen steps on iOS Safari. "Not now" is remembered
 * in localStorage (a date, nothing secret) and the player is not asked again for 30 days.
 */
export const DISMISSED_KEY = 'pf-install-dismissed';
export const ASK_AGAIN_MS = 30 * 24 * 3600 * 1000;

interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const TEXTS = {
  en: {
    install: 'Add this site to your home screen: it opens like an app.',
    yes: 'Install',
    no: 'Not now',
    ios: 'Add it to your home screen: tap Share, then "Add to Home Screen".',
  },
  fil: {
    install: 'Idagdag ang site na ito sa iyong home screen: bubukas ito na parang app.',
    yes: 'I-install',
    no: 'Hindi muna',
    ios: 'Idagdag sa home screen: pindutin ang Share, pagkatapos "Add to Home Screen".',
  },
  zh: {
    install: '将本站添加到主屏幕，像应用一样打开。',
    yes: '安装',
    no: '以后再说',
    ios: '添加到主屏幕：点按“分享”，然后选择“添加到主屏幕”。',
  },
} as const;

/** Whether to ask now: not installed, and not turned down in the last 30 days. */
export function mayAsk(storage: Pick<Storage, 'getItem'>, now: number, standalone: boolean) {
  if (standalone) return false;
  const at = Number(storage.getItem(DISMISSED_KEY)) || 0;
  return now - at >= ASK_AGAIN_MS;
}

/** iOS Safari: no install prompt of its own, an add-to-home-screen in its share sheet. */
export function isIosSafari(userAgent: string): boolean {
  return (
    /iP(hone|ad|od)/.test(userAgent) &&
    /Safari/.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  );
}

export function offerInstall(prompt: () => Event | undefined, doc: Document = document): void {
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (!mayAsk(localStorage, Date.now(), standalone)) return;
  const lang = doc.documentElement.lang.slice(0, 3).replace(/-.*/, '');
  const text = TEXTS[(lang in TEXTS ? lang : 'en') as keyof typeof TEXTS];
  const ios = isIosSafari(navigator.userAgent);

  const show = (event: InstallEvent | undefined) => {
    if (doc.querySelector('[data-pf-install]')) return;
    const bar = doc.createElement('div');
    bar.setAttribute('data-pf-install', ios ? 'ios' : 'prompt');
    bar.setAttribute('role', 'dialog');
    bar.setAttribute('aria-label', text.yes);
    bar.style.cssText =
      'position:fixed;left:8px;right:8px;bottom:8px;z-index:2147483000;display:flex;gap:8px;align-items:center;flex-wrap:wrap;padding:12px;border-radius:var(--pf-radius,8px);background:var(--pf-surface,#222);color:var(--pf-fg,#fff);border:1px solid var(--pf-border,#444);font:14px/1.4 system-ui,sans-serif';
    const message = doc.createElement('p');
    message.style.cssText = 'margin:0;flex:1 1 14em';
    message.textContent = ios ? text.ios : text.install;
    bar.append(message);
    const button = (label: string, primary: boolean, onClick: () => void) => {
      const b = doc.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = `min-height:44px;padding:0 16px;border-radius:var(--pf-radius,8px);border:0;cursor:pointer;font:inherit;font-weight:700;${primary ? 'background:var(--pf-primary,#2a7);color:var(--pf-primary-contrast,#000)' : 'background:transparent;color:inherit;text-decoration:underline'}`;
      b.addEventListener('click', onClick);
      bar.append(b);
    };
    const dismiss = () => {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
      bar.remove();
    };
    if (event)
      button(text.yes, true, () => {
        bar.remove();
        void event.prompt();
        void event.userChoice.then(({ outcome }) => {
          if (outcome === 'dismissed') localStorage.setItem(DISMISSED_KEY, String(Date.now()));
        });
      });
    button(text.no, !event, dismiss);
    doc.body.append(bar);
  };

  if (ios) return show(undefined);
  const early = prompt() as InstallEvent | undefined;
  if (early) return show(early);
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      show(event as InstallEvent);
    },
    { once: true },
  );
}
