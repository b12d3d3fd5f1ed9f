import { MEMBER_CARD_CACHE, MEMBER_CARD_PATH } from "../../models/member-card";

/**
 * The member card's service worker (served by routes/_me+/profile_.card-sw[.js].ts, registered by the
 * card page with the scope /profile/card, so it sees nothing of the rest of the site).
 *
 * The gate is where signal fails, so the card page is network-first with a saved copy:
 * - a visit to /profile/card goes to the server; a good answer is saved, and when the network
 *   fails (or the server is down) the saved copy is shown. The page's CSS and JavaScript under
 *   /build/ are content-hashed, so they are kept and served from the cache; the QR code is inline
 *   SVG, nothing to fetch.
 * - the page posts "save-card" after it loads, with the /build/ files it used: a page reached by
 *   a client-side navigation, or the very first visit before this worker was running, was never
 *   seen by it. Files of older builds are dropped then.
 * - an answer that redirects (signed out: the page sends the visitor to sign-in) deletes the saved
 *   card: it belongs to whoever was signed in. Signing out also sends Clear-Site-Data (see
 *   auth.server.ts logout), which empties the cache where the browser supports it.
 *
 * The front door marks the card page `Cache-Control: private, no-store`; that governs the HTTP
 * cache, not the Cache API, which keeps what this worker puts there. That is the point here, and
 * the reason the copy is deleted on sign-out.
 *
 * Plain ES2017, no imports: it runs as it is in the browser.
 */
export const memberCardWorkerSource = `"use strict";
const CACHE = ${JSON.stringify(MEMBER_CARD_CACHE)};
const CARD = ${JSON.stringify(MEMBER_CARD_PATH)};

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("member-card") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

function isAsset(url) {
  return sameOrigin(url) && (url.pathname.startsWith("/build/") || url.pathname === "/favicon.svg");
}

function signedOut(response) {
  return response.type === "opaqueredirect" || response.redirected || (response.status >= 300 && response.status < 400);
}

async function savedCard() {
  const cache = await caches.open(CACHE);
  return cache.match(CARD, { ignoreSearch: true, ignoreVary: true });
}

async function keepCard(response) {
  if (signedOut(response)) {
    await caches.delete(CACHE);
  } else if (response.status === 200) {
    const cache = await caches.open(CACHE);
    await cache.put(CARD, response);
  }
}

async function cardPage(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const saved = await savedCard();
    if (saved) return saved;
    throw error;
  }
  if (response.status >= 500) {
    const saved = await savedCard();
    if (saved) return saved;
  }
  await keepCard(response.clone());
  return response;
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && sameOrigin(url) && url.pathname === CARD) {
    event.respondWith(cardPage(request));
  } else if (isAsset(url)) {
    event.respondWith(asset(request));
  }
});

async function saveCard(message) {
  if (message.page) {
    try {
      await keepCard(await fetch(CARD, { credentials: "same-origin", redirect: "manual", cache: "no-store" }));
    } catch (error) {
      return;
    }
  }
  const wanted = new Set(
    (Array.isArray(message.assets) ? message.assets : [])
      .map((href) => new URL(String(href), self.location.origin))
      .filter(isAsset)
      .map((url) => url.href),
  );
  if (wanted.size === 0 || !(await savedCard())) return;
  const cache = await caches.open(CACHE);
  for (const href of wanted) {
    if (await cache.match(href, { ignoreVary: true })) continue;
    try {
      const response = await fetch(href);
      if (response.status === 200) await cache.put(href, response);
    } catch (error) {
      return;
    }
  }
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/build/") && !wanted.has(url.href)) await cache.delete(request);
  }
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "save-card") event.waitUntil(saveCard(message));
});
`;
