/// <reference lib="webworker" />
/**
 * The service worker: it keeps the build's hashed files and each language's offline page, and
 * nothing else. Pages and API answers always come from the network (pages stay server-rendered
 * and current); a navigation that finds no network shows the offline page of its language.
 *
 * The server that sends this script puts `self.__PF_SW__` before it: the site's files and
 * offline pages and a version in every cache name. A new build is a new script: it fills caches
 * of its own, takes over at once and deletes the older ones, so no page gets a mix of files.
 * It also shows the push messages a player asked for and opens their page when clicked.
 */
import type { ServiceWorkerConfig } from '../../server/offline';
import { offlineUrl } from './offline-url';
import { readPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __PF_SW__: ServiceWorkerConfig };

const config = self.__PF_SW__;
const ASSETS = `pf-assets-${config.version}`;
const OFFLINE = `pf-offline-${config.version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(ASSETS).then((cache) => cache.addAll(config.assets)),
      caches
        .open(OFFLINE)
        .then((cache) =>
          cache.addAll(config.offline.map(({ url }) => new Request(url, { cache: 'reload' }))),
        ),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([ASSETS, OFFLINE]);
      for (const name of await caches.keys())
        if (name.startsWith('pf-') && !keep.has(name)) await caches.delete(name);
      // The navigation's request starts while the worker wakes, so a page waits no longer.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const url = offlineUrl(new URL(event.request.url).pathname, config.offline);
    const page = await caches.open(OFFLINE).then((cache) => cache.match(url));
    return page ?? Response.error();
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // A hashed file never changes: one fetched later (a route's chunk) is kept for the next time.
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  // Everything else (API answers, build.json, images) is the browser's and the network's.
});

// A push the player asked for: shown as a notification, whether or not a page is open.
self.addEventListener('push', (event) => {
  const message = readPush(event.data?.text(), self.location.origin);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.kind || undefined,
      data: { url: message.url },
    }),
  );
});

// A click opens the page the message is about, in a tab of this site when one is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
