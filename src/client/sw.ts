/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const OFFLINE_PAGE = '/offline.html';

// The hashed build output plus the offline page; filled in by workbox-webpack-plugin.
precacheAndRoute([...self.__WB_MANIFEST, { url: OFFLINE_PAGE, revision: process.env.OFFLINE_REVISION ?? null }]);
cleanupOutdatedCaches();

// Pages always come from the network (they are personal and change); when it is unreachable, the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
// Images (logos, gallery photos) rarely change: kept a week at most, and at most 300 of them,
// so a replaced picture is seen again and the cache cannot grow without end.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
