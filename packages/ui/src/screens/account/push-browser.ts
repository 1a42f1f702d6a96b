import type { PushSubscriptionRecord } from '@playfront/core/contract';

/**
 * What this browser can do about push: nothing (`unsupported`), or its notification permission,
 * with the subscription it already holds for the site's service worker.
 */
export interface BrowserPush {
  support: 'unsupported' | NotificationPermission;
  subscription: PushSubscription | null;
}

/** Whether the page can subscribe at all: a service worker, the Push API and notifications. */
export function canPush(): boolean {
  return (
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/**
 * Reads the browser's state without asking anything: the permission, and the subscription of the
 * site's worker when one is registered (the site registers it after the page has loaded; none yet
 * means no subscription yet).
 */
export async function readBrowserPush(): Promise<BrowserPush> {
  if (!canPush()) return { support: 'unsupported', subscription: null };
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = registration
    ? await registration.pushManager.getSubscription().catch(() => null)
    : null;
  return { support: Notification.permission, subscription };
}

/** The bytes of a base64url text (the VAPID public key as the backend gives it). */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (a rotated key needs a new subscription). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return true;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * This browser's subscription for the site's worker with the backend's key: the one it holds when
 * it was made with that key, else a new one (userVisibleOnly, as browsers require).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = base64urlBytes(publicKey);
  const held = await registration.pushManager.getSubscription();
  if (held && madeWith(held, key)) return held;
  if (held) await held.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What the backend keeps of a subscription: its endpoint and keys (never more of the browser). */
export function subscriptionFields(
  subscription: PushSubscription,
): Omit<PushSubscriptionRecord, 'kinds'> {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
