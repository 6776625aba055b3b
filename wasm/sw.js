// The service worker of tabula: once the game has been loaded, it keeps
// every file of this version in a cache so that the game starts again
// without a network. Its URL carries the version (sw.js?v=VERSION, from
// build.json): a new version installs beside the old one, takes over, and
// deletes the old caches.
"use strict";
const version = new URL(self.location.href).searchParams.get("v") || "dev";
const cacheName = "tabula-" + version;
const v = "?v=" + encodeURIComponent(version);
const files = ["./", "index.html", "style.css", "loader.js", "manifest.webmanifest", "favicon.png", "icon-192.png",
  "icon-512.png", "build.json", "wasm_exec.js" + v, "tabula.wasm" + v];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(cacheName).then((c) => c.addAll(files)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tabula-") && k !== cacheName).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

// The rooms' API (/api/) is never cached: it says how the rooms stand now.
// The page and build.json come from the network when it answers, so that
// a new version is seen at once, and from the cache offline. Everything
// else comes from the cache first; what is fetched later (Dejarik's table,
// the race games' learned values) is added to it.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  // The rooms' API answers what is true now: never from the cache.
  if (url.pathname.startsWith("/api/")) return;
  const networkFirst = req.mode === "navigate" || url.pathname.endsWith("/build.json");
  event.respondWith((async () => {
    const cache = await caches.open(cacheName);
    if (networkFirst) {
      try {
        const resp = await fetch(req);
        if (resp.ok) await cache.put(req, resp.clone());
        return resp;
      } catch (e) {
        const hit = await cache.match(req, { ignoreSearch: true }) || await cache.match("index.html");
        if (hit) return hit;
        throw e;
      }
    }
    const hit = await cache.match(req);
    if (hit) return hit;
    const resp = await fetch(req);
    if (resp.ok && resp.status === 200) await cache.put(req, resp.clone());
    return resp;
  })());
});
