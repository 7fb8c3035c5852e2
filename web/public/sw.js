/* global self, caches */
/*
 * The staff app's service worker (registered by main.tsx in production builds only).
 * Keeps on the device what the POS needs to open and work without the network:
 * - the app shell: navigations network-first, the last index.html as fallback;
 * - the built assets (/assets/…, hashed names): cache-first;
 * - the menu, the floor and the open orders (and the session reads the shell starts with):
 *   network-first, the last copy as fallback.
 * Never cached: anything but GET, /api/public/…, /jwt/… (sign-in and tokens), guest pages, uploads.
 * Commands made offline are not this worker's business: the POS keeps them in IndexedDB.
 */
const VERSION = 'ros-v1';
const SHELL = `${VERSION}-shell`;
const ASSETS = `${VERSION}-assets`;
const DATA = `${VERSION}-data`;

const GUEST_PAGES = /^\/(menu|order|track|pay)\//;
const CACHED_API = [
  /^\/api\/me$/,
  /^\/api\/config$/,
  /^\/api\/restaurants\/[^/]+\/ability$/,
  /^\/api\/restaurants\/[^/]+\/(menus|categories|dishes|stations|spaces|tables)$/,
  /^\/api\/restaurants\/[^/]+\/orders(\/drafts)?$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })).catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.startsWith(`${VERSION}-`)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName, cacheKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (
      GUEST_PAGES.test(url.pathname) ||
      url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/jwt/') ||
      url.pathname.startsWith('/uploads/')
    )
      return;
    // Every staff path is the same index.html: one copy, under "/".
    event.respondWith(networkFirst(request, SHELL, '/'));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (CACHED_API.some((re) => re.test(url.pathname))) event.respondWith(networkFirst(request, DATA));
});
