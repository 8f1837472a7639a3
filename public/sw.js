// The service worker (docs/decisions/010-push-and-service-worker-caching.md). It keeps only what
// is the same for everyone: hashed build files (cache-first), the icons and the offline page.
// Pages are always asked of the network (they carry personal data and the CSRF-checked forms), and
// when the network is gone a navigation gets the friendly offline page instead. API answers, page
// HTML and anything sent with credentials of its own are never stored.
// Bump VERSION whenever this file changes what it caches: activate deletes every older cache.
const VERSION = "v2";
const PREFIX = "infinite-";
const SHELL = `${PREFIX}shell-${VERSION}`;
const ASSETS = `${PREFIX}assets-${VERSION}`;
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/favicon.svg", "/icons/icon-192.png", "/manifest.webmanifest"];
// Hashed names never change meaning; old builds' files are dropped past this many.
const MAX_ASSETS = 80;
const NOTIFICATIONS_URL = "/dashboard/notifications";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== SHELL && name !== ASSETS)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isStaticAsset = (url) =>
  url.pathname.startsWith("/assets/") ||
  url.pathname.startsWith("/icons/") ||
  PRECACHE.includes(url.pathname);

/** Only plain same-origin GETs of static files; never the API, never a request carrying its own credentials. */
function cacheable(request, url) {
  return (
    request.method === "GET" &&
    url.origin === self.location.origin &&
    !url.pathname.startsWith("/api/") &&
    !request.headers.has("authorization") &&
    isStaticAsset(url)
  );
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, ordinary answers: no errors, no opaque or partial (range) responses.
  if (response.ok && response.status === 200 && response.type === "basic") {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirstPage(request));
  } else if (cacheable(request, url)) {
    event.respondWith(cacheFirst(request));
  }
});

/** A same-origin path to open, whatever the message said. */
function targetUrl(raw) {
  try {
    const url = new URL(raw || NOTIFICATIONS_URL, self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL(NOTIFICATIONS_URL, self.location.origin).href;
  } catch {
    return new URL(NOTIFICATIONS_URL, self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Infinite";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: targetUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url) || windows[0];
      if (open)
        return open.focus().then((w) => (w && w.url !== url && "navigate" in w ? w.navigate(url) : w));
      return self.clients.openWindow(url);
    }),
  );
});
