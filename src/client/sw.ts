/// <reference lib="webworker" />
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
registerRoute(({ url, request }) => request.destination === 'image' && url.origin === self.location.origin, new CacheFirst({ cacheName: 'images' }));

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
