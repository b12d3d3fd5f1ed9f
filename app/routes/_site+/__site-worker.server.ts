import { inLocale, localeSettings } from "~/i18n/locale.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import type { Locale } from "~/i18n/paraglide/runtime.js";

/**
 * The site's one service worker (served at /sw.js by sw[.js].ts, scope "/", registered by every page
 * through components/site/site-worker.tsx once the page has loaded and the browser is idle).
 *
 * A supporter in a stadium has a bar of signal or none, so:
 * - Posts. A same-origin form post (a plain navigation, or Remix's fetch with `?_data`) that fails
 *   for lack of network is kept in IndexedDB (URL, method, Content-Type and the body, the one-time
 *   `_key` field included) and sent again, in order, when the network is back: on Background Sync
 *   where the browser has it, else when a page says "replay" (its `online` event, its next load),
 *   and after any post that does get through. The page is told what waits ("No signal — your RSVP
 *   will be sent when you're back online", "1 waiting to send"), and told again when it has gone,
 *   so it revalidates and shows the answer's toast. Remix's fetch gets a JSON answer it takes as the
 *   action's data (no error boundary, the member stays where they were); a plain post gets a 303 back
 *   to the page it came from, which then comes from the saved copy. Sign-in, sign-out and uploads
 *   are never kept; nor is anything else (the JSON API, the door's scanner with its own queue).
 * - Pages. The shell, the fixture, the shop and joining (/, /events, /events/{id}, /volunteer,
 *   /shop, /shop/{id}, /join) and the member's own
 *   pages (profile, card, shifts, orders, ticket listings) are kept as a saved copy in the Cache
 *   API, and so are their Remix data requests (a document's copy also saves the loader data in it
 *   as those requests' answers, so a client-side navigation or a revalidation works offline). A
 *   saved page is served by the network when it answers within QUICK_MS, else from its copy at
 *   once, marked "Saved at 19:02 — updating", and the page then revalidates its data (told "fresh"
 *   once that has come); right after a post, or on a reload, the server's answer is waited for. A
 *   copy served with no network carries "Saved at 19:02 — you're offline" (this device's clock).
 *   Any other page offline is a small page naming the group with links to the saved ones. GETs
 *   that find no network while the device is connected (modules, data, pages with no copy) are
 *   tried again for a few seconds, so a 3 s cut delays a page rather than breaks it.
 * - Personal copies are for the signed-in member only: a personal page that answers with a
 *   redirect or a 401 (the session is gone) deletes every saved page, and so does signing in (the
 *   worker sees the request to /api/login or /api/callback go by), which also empties the queue.
 *   Signing out (/api/logout) first sends what waits, with the session that made it; what cannot
 *   be sent is shown on a page of this worker ("Not sent", what it was, "Sign out anyway"); and the
 *   pages and the queue go only once the server has signed the member out (its redirect): the
 *   confirm page a link from another site gets leaves both as they are.
 *   Every saved page carries the member's name in its navigation bar, so all go, not only the
 *   personal ones. The front door keeps personal answers `private, no-store`: that is the HTTP
 *   cache; the Cache API is this worker's, on this device. Sign-out's Clear-Site-Data stays too.
 * - The door (/events/{id}/check-in) is kept like a personal page (not its searches). Its offline
 *   pack (Cache "site-door-v1", written by the page) is deleted here too once its closesAt has
 *   passed (checked when this worker starts and at every page's "hello"), and on signing in or out.
 * - Files under /build/ are content-hashed: cache-first, the oldest dropped past a limit. Remix's
 *   route discovery (/__manifest) is network-first, answered offline with the routes seen so far.
 *
 * The member card's own worker (/profile/card-sw.js) is now a stub that unregisters itself.
 *
 * Languages. The worker is one script for every visitor (the browser keeps it and checks /sw.js for
 * a new one; an answer varying by cookie would leave a visitor who changes language with the old
 * one until that check), so it carries the texts of every language the group offers (TEXTS, a
 * dozen short strings each, written from the catalogues when /sw.js is served) and picks per page:
 * each page tells its <html lang> in "hello" (and "replay"), a saved copy is told in its own
 * Content-Language, and a page with none to go by (the offline page, the "Not sent" page) in the
 * last page's language, else the saved copies', else the browser's, else the group's default. A
 * catalogue change changes the script, so browsers update it as for any other change.
 *
 * Plain ES2017, no imports: it runs as it is in the browser. Its pure functions (pageKind,
 * queueLabel, queueText, savedText, loaderDataOf) are tested by evaluating this source.
 */
/** What the worker writes, in one language: plain strings, with {time}, {count} and {page} filled in by the worker. */
export type WorkerTexts = {
  lang: string;
  /** By kind of post (QUEUE_KINDS). */
  queue: Record<string, string>;
  count: Partial<Record<Intl.LDMLPluralRule, string>>;
  savedOffline: string;
  savedUpdating: string;
  offlineTitle: string;
  offlineSaved: string;
  offlineNone: string;
  notSentTitle: string;
  notSentBody: string;
  stay: string;
  stayAfter: string;
  signOutAnyway: string;
  unsent: Record<string, string>;
};

/** The kinds of post the worker keeps (its queueLabel). */
const QUEUE_KINDS = ["rsvp", "signup", "shift", "message", "listing", "order", "cart", "other"];

/** A plural message as the worker's table: one form per CLDR category of the language, "{count}" where the number goes. */
function pluralForms(locale: string, message: (count: number) => string): WorkerTexts["count"] {
  const rules = new Intl.PluralRules(locale);
  const forms: WorkerTexts["count"] = {};
  for (let n = 0; n <= 200; n++) {
    const category = rules.select(n);
    if (!forms[category]) forms[category] = message(n).replace(String(n), "{count}");
  }
  return forms;
}

/** The worker's texts in every language the group offers, written from the catalogues. */
function workerTexts(locales: readonly Locale[] = localeSettings.locales): Record<string, WorkerTexts> {
  const texts: Record<string, WorkerTexts> = {};
  for (const locale of locales) {
    texts[locale] = inLocale(locale, () => ({
      lang: locale,
      queue: Object.fromEntries(QUEUE_KINDS.map((kind) => [kind, m.site_worker_queue({ kind })])),
      count: pluralForms(locale, (count) => m.site_worker_waiting({ count })),
      savedOffline: m.site_worker_saved_offline({ time: "{time}" }),
      savedUpdating: m.site_worker_saved_updating({ time: "{time}" }),
      offlineTitle: m.site_worker_offline_title(),
      offlineSaved: m.site_worker_offline_saved(),
      offlineNone: m.site_worker_offline_none(),
      notSentTitle: m.site_worker_not_sent_title(),
      notSentBody: m.site_worker_not_sent_body(),
      stay: m.site_worker_stay(),
      stayAfter: m.site_worker_stay_after(),
      signOutAnyway: m.site_worker_sign_out_anyway(),
      unsent: Object.fromEntries(QUEUE_KINDS.map((kind) => [kind, m.site_worker_unsent({ kind, page: "{page}" })])),
    }));
  }
  return texts;
}

export function siteWorkerSource({
  groupName,
  timeZone,
  texts = workerTexts(),
  defaultLocale = localeSettings.defaultLocale,
}: {
  groupName: string;
  timeZone: string;
  texts?: Record<string, WorkerTexts>;
  defaultLocale?: string;
}): string {
  return `"use strict";
const GROUP = ${JSON.stringify(groupName)};
/** Every offered language's texts (WorkerTexts in __site-worker.server.ts), and the group's default. */
const TEXTS = ${JSON.stringify(texts)};
const DEFAULT_LANG = ${JSON.stringify(defaultLocale)};
/** The group's time zone (TIME_ZONE): "Saved at 19:02" is told in it, as every time on the site. */
const TIME_ZONE = ${JSON.stringify(timeZone)};
const ASSETS = "site-assets-v1";
const PAGES = "site-pages-v1";
const QUEUE_DB = "site-queue";
const QUEUE_STORE = "posts";
const SYNC_TAG = "site-queue";
const MAX_ASSETS = 150;
const MAX_PAGES = 200;
const SAVED_AT = "X-Saved-At";
const SAVED_TITLE = "X-Saved-Title";
const OLD_CARD_CACHE = "member-card-v1";
/** The door's offline packs, kept by the door page (models/check-in-offline.ts): each is deleted once its closesAt has passed. */
const DOOR = "site-door-v1";
// This device's alert topics, as the profile last saved them (a renewed subscription keeps them).
const PUSH_CACHE = "site-push-v1";
const PUSH_TOPICS_KEY = "/__push-topics";
/** A saved page is shown at once when the network has not answered in this long (then brought up to date). */
const QUICK_MS = 250;
/** A GET that finds no network while the device says it has one (a stadium's cell) is tried again after these waits. */
const RETRY_WAITS = [500, 1000, 2000, 3000];
/** After a post the next page load waits for the server: it carries the post's outcome. */
const FRESH_AFTER_WRITE_MS = 30000;
const CARD_PATH = "/profile/card";

// ---- Pure rules ----

/** "public" (shell, fixture, shop, join), "personal" (the member's own pages) or null (not kept). */
function pageKind(pathname) {
  if (["/", "/events", "/volunteer", "/shop", "/join"].indexOf(pathname) >= 0 || /^\\/(events|shop)\\/\\d+$/.test(pathname)) return "public";
  if (["/profile", "/profile/card", "/volunteer-shifts", "/order-tracking", "/tickets", "/ticket-exchange"].indexOf(pathname) >= 0) {
    return "personal";
  }
  // The door (a volunteer's): kept so it opens with no signal, where its search works from the pack.
  if (/^\\/events\\/\\d+\\/check-in$/.test(pathname)) return "personal";
  return null;
}

/** pageKind of a URL: the door's own page is kept, not each of its searches (answered offline from the pack). */
function kindOf(url) {
  return /\\/check-in$/.test(url.pathname) && url.searchParams.has("q") ? null : pageKind(url.pathname);
}

/** Sign-in and sign-out: never kept, and (but for a look at the sign-in page) they end what the last member left here. */
function isSignInOrOut(pathname) {
  return /^\\/api\\/(login|logout|callback)(\\/|$)/.test(pathname);
}

// ---- Words ----

/** One of the offered languages for a tag ("de-AT" finds "de"), or null. */
function langOf(tag) {
  if (!tag) return null;
  const wanted = String(tag).trim().toLowerCase();
  const langs = Object.keys(TEXTS);
  return (
    langs.find((lang) => lang.toLowerCase() === wanted) ||
    langs.find((lang) => lang.split("-")[0].toLowerCase() === wanted.split("-")[0]) ||
    null
  );
}

/** Each page's language (its <html lang>, told in "hello"), and the last one told. */
const clientLangs = new Map();
let lastLang = null;

/** The language of a page this worker writes for a client: its own, else the last page's, else the browser's, else the default. */
function langFor(clientId) {
  if (clientId && clientLangs.has(clientId)) return clientLangs.get(clientId);
  if (lastLang) return lastLang;
  const asked = (self.navigator && self.navigator.languages) || [];
  for (const tag of asked) if (langOf(tag)) return langOf(tag);
  return DEFAULT_LANG;
}

function textsOf(lang) {
  return TEXTS[lang] || TEXTS[DEFAULT_LANG];
}

/** The kinds of an older worker's kept posts, which kept the English words. */
const OLD_LABELS = { RSVP: "rsvp", "sign-up": "signup", "shift cancellation": "shift", message: "message", listing: "listing", order: "order", "cart update": "cart" };

/** What a kept post is (a kind whose words are in TEXTS), from the URL it posts to; null: say "this". */
function queueLabel(pathname) {
  if (/^\\/events(\\/\\d+)?$/.test(pathname)) return "rsvp";
  if (pathname === "/volunteer") return "signup";
  if (pathname === "/volunteer-shifts") return "shift";
  if (/^\\/tickets\\/\\d+\\/contact$/.test(pathname)) return "message";
  if (/^\\/(tickets|ticket-exchange)(\\/|$)/.test(pathname)) return "listing";
  if (pathname === "/shop/checkout") return "order";
  if (/^\\/shop(\\/|$)/.test(pathname)) return "cart";
  return null;
}

function kindOfLabel(label) {
  return OLD_LABELS[label] || label || "other";
}

/** The notice for what waits: one kind of post by its name, a mix as "this". */
function queueText(labels, lang) {
  const kinds = labels.map(kindOfLabel);
  const kind = kinds.length > 0 && kinds.every((one) => one === kinds[0]) ? kinds[0] : "other";
  const queue = textsOf(lang).queue;
  return queue[kind] || queue.other;
}

/** "2 waiting to send", by the language's plural rules. */
function countText(count, lang) {
  const t = textsOf(lang);
  const forms = t.count;
  const form = forms[new Intl.PluralRules(t.lang).select(count)] || forms.other;
  return form.replace("{count}", String(count));
}

/** "Saved at 19:02 — you're offline" (or "— updating" while a fresh answer is on its way), in the group's time, not this device's. */
function savedText(time, updating, lang) {
  const t = textsOf(lang);
  const clock = new Intl.DateTimeFormat(t.lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }).format(new Date(time));
  return (updating ? t.savedUpdating : t.savedOffline).replace("{time}", clock);
}

/** A flash toast in a route's loader data: it was shown once, and a copy must not show it again. */
function hasToast(loaderData) {
  return Object.keys(loaderData || {}).some((id) => {
    const data = loaderData[id];
    return Boolean(data && typeof data === "object" && data.toast);
  });
}

/** The loader data Remix put in a document (window.__remixContext), by route id; null when absent. */
function loaderDataOf(html) {
  // The context is JSON with "<" escaped, so the first ";</script>" after it ends it. A deferred
  // page streams more after it: not read.
  const found = /window\\.__remixContext = ([\\s\\S]*?);<\\/script>/.exec(html);
  if (!found) return null;
  try {
    const context = JSON.parse(found[1]);
    return context && context.state && context.state.loaderData ? context.state.loaderData : null;
  } catch (error) {
    return null;
  }
}

/**
 * A form's one-time key (the hidden "_key" field, models/request-keys.server.ts) is made when the
 * page is rendered; a copy is rendered again each time it is served, so each of its forms gets a new
 * key. With the saved one, an intent sent from the copy would repeat the one sent when it was saved
 * and get that old answer without acting.
 */
function freshKeys(html) {
  return html.replace(/<input\\b[^>]*\\bname="_key"[^>]*>/g, (tag) => tag.replace(/\\bvalue="[^"]*"/, 'value="' + newKey() + '"'));
}

function newKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Text as element content: the catalogue's words, with their apostrophes as written. */
function escapeText(text) {
  return String(text).replace(/[&<>]/g, (c) => "&#" + c.charCodeAt(0) + ";");
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
}

// ---- Storage ----

function sameOrigin(url) {
  return url.origin === self.location.origin;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The device has a connection (a cell, a Wi-Fi), though requests may still find no network. */
function deviceOnline() {
  return !self.navigator || self.navigator.onLine !== false;
}

/**
 * A GET, tried again over a few seconds when it finds no network while the device says it is
 * connected: in a full ground the signal comes and goes, and a page's module or data that arrives
 * 3 s late beats a page that breaks. With no connection at all (flight mode) it fails at once.
 */
function patientFetch(request) {
  return fetch(request).catch((error) => fetchAgain(request, error));
}

/** The tries after a first that found no network (patientFetch); fails with the last error. */
async function fetchAgain(request, error) {
  for (const ms of RETRY_WAITS) {
    if (!deviceOnline() || (request.signal && request.signal.aborted)) break;
    await wait(ms);
    try {
      return await fetch(request);
    } catch (next) {
      error = next;
    }
  }
  throw error;
}

function isAsset(url) {
  return url.pathname.startsWith("/build/");
}

/** The page a Remix data request belongs to: its URL without _data. */
function pageUrlOf(url) {
  const page = new URL(url.href);
  page.searchParams.delete("_data");
  page.hash = "";
  return page.href;
}

function openQueue() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(QUEUE_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(QUEUE_STORE, { keyPath: "id", autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** One transaction on the queue's store; resolves with what the last request gave. */
function onQueue(mode, work) {
  return openQueue().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(QUEUE_STORE, mode);
        const request = work(tx.objectStore(QUEUE_STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(request ? request.result : undefined);
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

const queued = () => onQueue("readonly", (store) => store.getAll());

async function clearPages() {
  await caches.delete(PAGES);
}

/** The door's packs whose door has closed (their closesAt has passed, or is unreadable): deleted. */
async function dropClosedPacks() {
  if (!(await caches.has(DOOR))) return;
  const cache = await caches.open(DOOR);
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    let closesAt = NaN;
    try {
      closesAt = Date.parse((await copy.json()).closesAt);
    } catch (error) {
      // Unreadable: not kept.
    }
    if (!(closesAt > Date.now())) await cache.delete(request);
  }
}

/** Signing in or out, done: the last member's pages, posts and door packs are not the next one's. */
async function forgetMember() {
  await clearPages();
  await caches.delete(DOOR);
  await onQueue("readwrite", (store) => store.clear());
  await announce(false);
}

// ---- Telling the pages ----

async function queueMessage(sent, lang) {
  const entries = await queued();
  const labels = entries.map((entry) => entry.label);
  return {
    type: "queue",
    count: entries.length,
    text: entries.length ? queueText(labels, lang) : "",
    countText: countText(entries.length, lang),
    sent,
  };
}

/** Every page told what waits, each in its own language. */
async function announce(sent) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const messages = {};
  for (const client of windows) {
    const lang = langFor(client.id);
    if (!messages[lang]) messages[lang] = await queueMessage(sent, lang);
    client.postMessage(messages[lang]);
  }
}

async function tell(clientId, message) {
  const client = clientId ? await self.clients.get(clientId) : null;
  if (client) client.postMessage(message);
}

// ---- Saved pages ----

/** When a copy was made: stamped by this worker, else the server's Date, else now. */
function savedAtOf(response) {
  return Number(response.headers.get(SAVED_AT)) || Date.parse(response.headers.get("Date") || "") || Date.now();
}

/** A personal page's answer once the session is gone: a redirect (to sign-in) or a 401. */
function signedOut(response) {
  return (
    response.status === 401 ||
    response.type === "opaqueredirect" ||
    response.redirected ||
    (response.status >= 300 && response.status < 400) ||
    response.headers.has("X-Remix-Redirect")
  );
}

function stamped(body, response, extra) {
  const headers = new Headers(response.headers);
  // The body is kept as read: decoded, of another length.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  // Matched with ignoreVary anyway; and the Cache API refuses to keep "Vary: *".
  headers.delete("Vary");
  headers.set(SAVED_AT, String(savedAtOf(response)));
  for (const name of Object.keys(extra || {})) headers.set(name, extra[name]);
  return new Response(body, { status: 200, headers });
}

/** Data answers as saved: a flash toast was shown once and is not shown again from a copy. */
function savedData(data) {
  if (data && typeof data === "object" && !Array.isArray(data) && "toast" in data) return Object.assign({}, data, { toast: null });
  return data;
}

function dataKey(pageUrl, routeId) {
  const url = new URL(pageUrl);
  url.searchParams.set("_data", routeId);
  return url.href;
}

/**
 * A document's answer: kept with its title, and its loader data kept as the data requests' answers.
 * One that carries a flash toast (the page after a post) is not: the page is asked for again, once,
 * without it (the toast's cookie went with the first answer), so a copy never shows a toast twice.
 */
async function keepPage(pageUrl, kind, response, again) {
  if (kind === "personal" && signedOut(response)) return clearPages();
  if (response.status !== 200 || !/text\\/html/.test(response.headers.get("Content-Type") || "")) return;
  const html = await response.text();
  if (hasToast(loaderDataOf(html))) return again ? undefined : savePage(pageUrl, true);
  const title = /<title>([^<]*)<\\/title>/.exec(html);
  const cache = await caches.open(PAGES);
  await cache.put(pageUrl, stamped(html, response, { [SAVED_TITLE]: encodeURIComponent(title ? title[1] : pageUrl) }));
  const loaderData = loaderDataOf(html) || {};
  for (const routeId of Object.keys(loaderData)) {
    const body = JSON.stringify(savedData(loaderData[routeId]));
    const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", [SAVED_AT]: String(savedAtOf(response)) });
    await cache.put(dataKey(pageUrl, routeId), new Response(body, { status: 200, headers }));
  }
  await trim(cache, MAX_PAGES);
}

const fetchingPages = new Set();

/** A data answer: kept; the page's document is fetched once too, when it has no copy yet. */
async function keepData(url, kind, response) {
  if (kind === "personal" && signedOut(response)) return clearPages();
  if (response.status !== 200 || !/application\\/json/.test(response.headers.get("Content-Type") || "")) return;
  const data = savedData(await response.json());
  const cache = await caches.open(PAGES);
  await cache.put(url.href, stamped(JSON.stringify(data), response));
  const pageUrl = pageUrlOf(url);
  if (fetchingPages.has(pageUrl) || (await cache.match(pageUrl, { ignoreVary: true }))) return;
  fetchingPages.add(pageUrl);
  try {
    await savePage(pageUrl);
  } finally {
    fetchingPages.delete(pageUrl);
  }
}

async function savePage(pageUrl, again) {
  const kind = kindOf(new URL(pageUrl));
  if (!kind) return;
  try {
    await keepPage(pageUrl, kind, await fetch(pageUrl, { credentials: "same-origin", redirect: "manual" }), again);
  } catch (error) {
    // No signal: the next visit saves it.
  }
}

async function pageCopy(url) {
  const cache = await caches.open(PAGES);
  const exact = await cache.match(url.href, { ignoreVary: true });
  if (exact) return exact;
  const bare = new URL(url.pathname, url.origin).href;
  return bare === url.href ? undefined : cache.match(bare, { ignoreVary: true });
}

/**
 * The saved document with its notice as body's last element (React leaves body's tail alone):
 * "you're offline", or, when it is shown because the network is slow, "updating" and a flag that
 * asks the page to bring its data up to date (components/site/site-worker.client.ts).
 */
async function savedDocument(copy, updating) {
  const html = freshKeys(await copy.text());
  const banner =
    '<div id="sw-saved" role="status"' +
    (updating ? ' data-refresh="1"' : "") +
    ' style="position:fixed;left:0;right:0;bottom:0;z-index:60;padding:8px 16px;' +
    'background:#fef9c3;color:#713f12;border-top:1px solid #fde047;font:14px/1.4 system-ui,sans-serif;text-align:center">' +
    escapeHtml(savedText(savedAtOf(copy), updating, langOf(copy.headers.get("Content-Language")) || langFor(null))) +
    "</div>";
  const at = html.lastIndexOf("</body>");
  const body = at >= 0 ? html.slice(0, at) + banner + html.slice(at) : html + banner;
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(body, { status: 200, headers });
}

/** Any other page with no signal: the group, "You're offline", the saved pages, what waits. */
async function offlinePage() {
  const cache = await caches.open(PAGES);
  const links = [];
  let copiesLang = null;
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.searchParams.has("_data")) continue;
    const copy = await cache.match(request, { ignoreVary: true });
    copiesLang = (copy && langOf(copy.headers.get("Content-Language"))) || copiesLang;
    const title = copy && copy.headers.get(SAVED_TITLE) ? decodeURIComponent(copy.headers.get(SAVED_TITLE)) : url.pathname;
    links.push('<li><a href="' + escapeHtml(url.pathname + url.search) + '">' + title + "</a></li>");
  }
  // No page to go by: the last page's language, else the saved copies' (the newest kept last).
  const lang = lastLang || copiesLang || langFor(null);
  const t = textsOf(lang);
  const queue = await queueMessage(false, lang);
  const html =
    '<!doctype html><html lang="' +
    escapeHtml(t.lang) +
    '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>" +
    escapeText(t.offlineTitle) +
    " | " +
    escapeHtml(GROUP) +
    "</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111827;background:#fff}" +
    "main{max-width:36rem;margin:0 auto}a{color:#1d4ed8}p.status{padding:.75rem;border:1px solid #fde047;background:#fef9c3;color:#713f12}" +
    "@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}a{color:#93c5fd}}</style></head><body><main>" +
    "<p><strong>" +
    escapeHtml(GROUP) +
    "</strong></p><h1>" +
    escapeText(t.offlineTitle) +
    "</h1>" +
    (queue.count ? '<p class="status" role="status">' + escapeHtml(queue.text) + " · " + escapeHtml(queue.countText) + "</p>" : "") +
    (links.length
      ? "<p>" + escapeText(t.offlineSaved) + "</p><ul>" + links.join("") + "</ul>"
      : "<p>" + escapeText(t.offlineNone) + "</p>") +
    "</main></body></html>";
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}

let lastWriteAt = 0;
/** Pages (clients) shown a saved copy while their fresh answer is on its way: told "fresh" when it has come. */
const refreshing = new Set();

/** A page load that must come from the server: right after a post (its outcome and toast), or a reload. */
function wantsServer(request) {
  return Date.now() - lastWriteAt < FRESH_AFTER_WRITE_MS || ["reload", "no-cache", "no-store"].indexOf(request.cache) >= 0;
}

/**
 * A page load. A saved page is served from the network when it answers within QUICK_MS, else from
 * its copy at once, marked "updating" (the page then revalidates its data, and the network's answer
 * becomes the new copy): a second visit on one bar of signal shows content in well under a second.
 * Any other page is network-first, tried again across short cuts; with no network, the copy marked
 * "you're offline", or the offline page.
 */
async function navigate(event, url) {
  const kind = kindOf(url);
  const saved = kind && !wantsServer(event.request) ? await (await caches.open(PAGES)).match(url.href, { ignoreVary: true }) : undefined;
  if (saved) {
    const network = fetch(event.request);
    event.waitUntil(
      network.then((response) => (response.status < 500 ? keepPage(url.href, kind, response.clone()) : undefined)).catch(() => undefined),
    );
    const first = await Promise.race([network.catch(() => null), wait(QUICK_MS).then(() => "slow")]);
    if (first === "slow") {
      if (event.resultingClientId) refreshing.add(event.resultingClientId);
      return savedDocument(saved, true);
    }
    return first && first.status < 500 ? first : savedDocument(saved, false);
  }
  let response;
  try {
    response = await patientFetch(event.request);
  } catch (error) {
    const copy = kind ? await pageCopy(url) : undefined;
    return copy ? savedDocument(copy, false) : offlinePage();
  }
  if (kind && response.status >= 500) {
    const copy = await pageCopy(url);
    if (copy) return savedDocument(copy, false);
  }
  if (kind) event.waitUntil(keepPage(url.href, kind, response.clone()));
  return response;
}

/** A Remix data request: network-first; offline the copy, or a document load that shows the offline page. */
async function data(event, url) {
  const kind = kindOf(url);
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    // With a copy to fall back on it is served at once; without one, a short cut is waited out.
    const copy = kind ? await (await caches.open(PAGES)).match(url.href, { ignoreVary: true }) : undefined;
    if (copy) {
      refreshing.delete(event.clientId);
      event.waitUntil(tell(event.clientId, { type: "saved", text: savedText(savedAtOf(copy), false, langFor(event.clientId)) }));
      return copy;
    }
    try {
      response = await fetchAgain(event.request, error);
    } catch (lastError) {
      // Remix then loads the page as a document, which this worker answers with the offline page.
      return new Response(null, { status: 204, headers: { "X-Remix-Redirect": pageUrlOf(url), "X-Remix-Reload-Document": "true" } });
    }
  }
  if (kind) event.waitUntil(keepData(url, kind, response.clone()));
  if (refreshing.delete(event.clientId)) event.waitUntil(tell(event.clientId, { type: "fresh" }));
  return response;
}

/**
 * Remix's route discovery (/__manifest?p=…&version=…) asks which routes serve the paths of links on
 * the page and, before a fetcher's first post, of the page itself. Offline it would fail, and a post
 * with it, so the routes of every answer seen for this build are kept together and are the offline
 * answer (nothing known: no new routes, and the page's own are known already).
 */
async function manifest(event, url) {
  const key = new URL("/__manifest?version=" + encodeURIComponent(url.searchParams.get("version") || ""), url.origin).href;
  try {
    const response = await patientFetch(event.request);
    if (response.status === 200) event.waitUntil(keepRoutes(key, response.clone()));
    return response;
  } catch (error) {
    const known = await (await caches.open(ASSETS)).match(key);
    return known || new Response("{}", { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } });
  }
}

async function keepRoutes(key, response) {
  const cache = await caches.open(ASSETS);
  const known = await cache.match(key);
  const routes = Object.assign(known ? await known.json() : {}, await response.json());
  await cache.put(key, new Response(JSON.stringify(routes), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } }));
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await patientFetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

/**
 * The home-screen app's manifest and icons, so the installed app opens offline with its icon: an
 * icon's URL is versioned (cache-first, as the build's files); the manifest is asked for first and
 * its last copy answers offline.
 */
async function appFile(request, url) {
  if (url.pathname.startsWith("/app-icon/")) return asset(request);
  const cache = await caches.open(ASSETS);
  try {
    const response = await patientFetch(request);
    if (response.status === 200) await cache.put(url.origin + url.pathname, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(url.origin + url.pathname, { ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
}

/** Keys come back oldest first: past the limit, the oldest go (older builds' files, pages not opened for long). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

async function saveAssets(hrefs) {
  const cache = await caches.open(ASSETS);
  for (const href of Array.isArray(hrefs) ? hrefs : []) {
    const url = new URL(String(href), self.location.origin);
    if (!sameOrigin(url) || !url.pathname.startsWith("/build/") || (await cache.match(url.href, { ignoreVary: true }))) continue;
    try {
      const response = await fetch(url.href);
      if (response.status === 200) await cache.put(url.href, response);
    } catch (error) {
      return;
    }
  }
  await trim(cache, MAX_ASSETS);
}

// ---- The queue ----

/** Where a plain post goes back to: the page it came from, when that is one of ours. */
function backTo(referrer) {
  try {
    const page = new URL(referrer);
    if (sameOrigin(page)) return page.href;
  } catch (error) {
    // No referrer (or "about:client"): the home page.
  }
  return self.location.origin + "/";
}

/** What to keep of a failed post (a clone of it); null for an upload (a file in the form), which is not kept. */
async function entryOf(request, url, referrer) {
  const contentType = request.headers.get("Content-Type") || "";
  const entry = {
    url: url.href,
    method: request.method,
    contentType,
    label: queueLabel(url.pathname),
    page: url.searchParams.has("_data") ? pageUrlOf(url) : backTo(referrer),
    at: Date.now(),
  };
  if (/multipart\\/form-data/.test(contentType)) {
    const fields = [];
    for (const [name, value] of (await request.formData()).entries()) {
      if (typeof value !== "string") return null;
      fields.push([name, value]);
    }
    entry.fields = fields;
  } else {
    entry.body = await request.text();
  }
  return entry;
}

function bodyOf(entry) {
  if (!entry.fields) return entry.body;
  const form = new FormData();
  for (const [name, value] of entry.fields) form.append(name, value);
  return form;
}

let replaying = null;

/** Sends what waits, oldest first, one at a time; stops at the first that finds no network. */
function replay() {
  if (!replaying) {
    replaying = sendQueued().then(
      (left) => {
        replaying = null;
        return left;
      },
      (error) => {
        replaying = null;
        throw error;
      },
    );
  }
  return replaying;
}

async function sendQueued() {
  let sent = 0;
  let left = 0;
  const entries = await queued();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    lastWriteAt = Date.now();
    let response;
    try {
      response = await fetch(entry.url, {
        method: entry.method,
        headers: entry.fields || !entry.contentType ? {} : { "Content-Type": entry.contentType },
        body: bodyOf(entry),
        credentials: "same-origin",
        redirect: "manual",
        cache: "no-store",
      });
    } catch (error) {
      left = entries.length - i;
      break;
    }
    // A gateway with no server behind it is no answer: try again later. Any other answer is the
    // server's (done, or refused for a reason the member sees on the page).
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      left = entries.length - i;
      break;
    }
    await onQueue("readwrite", (store) => store.delete(entry.id));
    sent++;
  }
  if (entries.length) await announce(sent > 0);
  return left;
}

function askForSync() {
  if (self.registration.sync) self.registration.sync.register(SYNC_TAG).catch(() => undefined);
}

async function post(event, url) {
  const request = event.request;
  const copy = request.clone();
  lastWriteAt = Date.now();
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    if ((error && error.name === "AbortError") || (request.signal && request.signal.aborted)) throw error;
    const entry = await entryOf(copy, url, request.referrer);
    if (!entry) throw error;
    await onQueue("readwrite", (store) => store.add(entry));
    askForSync();
    event.waitUntil(announce(false));
    if (url.searchParams.has("_data")) {
      // Taken by Remix as the action's data: no error, the member stays on the page, and the
      // revalidation that follows is answered from the saved copies.
      return new Response(JSON.stringify({ queued: true }), {
        status: 200,
        headers: { "Content-Type": "application/json; charset=utf-8", "X-Remix-Response": "yes" },
      });
    }
    return Response.redirect(entry.page, 303);
  }
  // The network works: whatever waited goes now.
  event.waitUntil(replay().catch(() => undefined));
  return response;
}

// ---- Signing out ----

/** What a waiting post was, for the "Not sent" page: its kind and the page it was made on. */
function unsentLine(entry, lang) {
  const page = new URL(entry.page || entry.url);
  const unsent = textsOf(lang).unsent;
  return (unsent[kindOfLabel(entry.label)] || unsent.other).replace("{page}", page.pathname + page.search);
}

/**
 * Sign-out with posts that could not be sent (no signal, or the server not answering): nothing is
 * dropped unseen. The member sees each, and chooses: stay (they are sent when the signal is back)
 * or sign out anyway (a plain post, which drops them).
 */
function notSentPage(entries, clientId) {
  const lang = langFor(clientId);
  const t = textsOf(lang);
  const items = entries.map((entry) => "<li>" + escapeHtml(unsentLine(entry, lang)) + "</li>").join("");
  const html =
    '<!doctype html><html lang="' +
    escapeHtml(t.lang) +
    '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>" +
    escapeText(t.notSentTitle) +
    " | " +
    escapeHtml(GROUP) +
    "</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111827;background:#fff}" +
    "main{max-width:36rem;margin:0 auto}a{color:#1d4ed8}button{font:inherit;padding:.5rem 1rem;margin-top:1rem}" +
    "@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}a{color:#93c5fd}}</style></head><body><main>" +
    "<p><strong>" +
    escapeHtml(GROUP) +
    "</strong></p><h1>" +
    escapeText(t.notSentTitle) +
    "</h1><p>" +
    escapeText(t.notSentBody) +
    "</p><ul>" +
    items +
    '</ul><p><a href="/">' +
    escapeText(t.stay) +
    "</a>" +
    escapeText(t.stayAfter) +
    "</p>" +
    '<form method="post" action="/api/logout?anyway=1"><button type="submit">' +
    escapeText(t.signOutAnyway) +
    "</button></form>" +
    "</main></body></html>";
  return new Response(html, {
    status: 409,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}

/** What waits, sent while the session that made it still holds; the posts still waiting (none: []). */
async function sendBeforeSignOut() {
  return (await replay().catch(() => 1)) > 0 ? queued() : [];
}

/**
 * The sign-out link (GET /api/logout): what waits is sent first, or shown (notSentPage); then the
 * browser asks the server itself, by a redirect to the same address marked "sent" (let through
 * untouched), so the server still sees where the link was followed from: from one of our pages it
 * signs out (its Clear-Site-Data empties this worker's storage), from another site it asks first
 * and nothing here is touched.
 */
async function signOutLink(url, clientId) {
  const unsent = await sendBeforeSignOut();
  if (unsent.length) return notSentPage(unsent, clientId);
  const next = new URL(url.href);
  next.searchParams.set("sent", "1");
  return Response.redirect(next.href, 302);
}

/**
 * The confirm page's button (POST /api/logout): what waits is sent first, or shown, unless the
 * member chose to sign out anyway; the saved pages and the queue go once the server has signed
 * the member out (its redirect), not before.
 */
async function signOut(event, url) {
  const unsent = url.searchParams.has("anyway") ? [] : await sendBeforeSignOut();
  if (unsent.length) return notSentPage(unsent, event.clientId);
  const response = await fetch(event.request);
  if (signedOut(response)) event.waitUntil(forgetMember());
  return response;
}

// ---- Events ----

self.addEventListener("install", () => self.skipWaiting());

/**
 * The card's old worker kept the card in "member-card-v1" and still answers /profile/card (its scope
 * is narrower) until it is updated to the stub that unregisters it and deletes that cache. Its copy
 * is taken over here first, so the card stays readable offline across the change.
 */
async function takeOverCard() {
  if (!(await caches.has(OLD_CARD_CACHE))) return;
  const copy = await (await caches.open(OLD_CARD_CACHE)).match(CARD_PATH, { ignoreVary: true });
  const url = new URL(CARD_PATH, self.location.origin).href;
  if (copy && !(await (await caches.open(PAGES)).match(url, { ignoreVary: true }))) await keepPage(url, "personal", copy, true);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("site-") && key !== ASSETS && key !== PAGES && key !== DOOR && key !== PUSH_CACHE).map((key) => caches.delete(key))))
      .then(takeOverCard)
      .then(dropClosedPacks)
      .catch(() => undefined)
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (url.pathname === "/api/logout") {
    if (request.method === "POST") event.respondWith(signOut(event, url));
    else if (request.method === "GET" && !url.searchParams.has("sent")) event.respondWith(signOutLink(url, event.clientId));
    return;
  }
  // The sign-in page itself is only a page (offline: the offline page); signing in is not.
  if (isSignInOrOut(url.pathname) && (request.method === "POST" || url.pathname !== "/api/login")) {
    event.waitUntil(forgetMember());
    return;
  }
  if (request.method === "POST") {
    if (request.mode === "navigate" || url.searchParams.has("_data")) event.respondWith(post(event, url));
    return;
  }
  if (request.method !== "GET") return;
  if (isAsset(url)) event.respondWith(asset(request));
  else if (url.pathname.startsWith("/app-icon/") || url.pathname === "/manifest.webmanifest") event.respondWith(appFile(request, url));
  else if (url.pathname === "/__manifest") event.respondWith(manifest(event, url));
  else if (url.searchParams.has("_data")) event.respondWith(data(event, url));
  else if (request.mode === "navigate") event.respondWith(navigate(event, url));
});

self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    replay().then((left) => {
      if (left > 0) throw new Error("Still no network");
    }),
  );
});

/** From a page: "hello" once it has loaded (save it if this worker did not see it come), "replay" when back online. */
async function hello(message, client) {
  heard(message, client);
  await dropClosedPacks().catch(() => undefined);
  if (message.save && typeof message.url === "string") {
    const url = new URL(message.url);
    if (sameOrigin(url)) await savePage(pageUrlOf(url));
  }
  await saveAssets(message.assets);
  const left = await replay().catch(() => 1);
  if (left > 0 && client) client.postMessage(await queueMessage(false, langFor(client.id)));
}

/** A page's language, as it tells it ("hello", "replay"): its notices are written in it. */
function heard(message, client) {
  const lang = langOf(message.lang);
  if (!lang) return;
  lastLang = lang;
  if (client && client.id) clientLangs.set(client.id, lang);
}

// Push alerts (models/push.server.ts sends them): the payload is { title, body, url, tag }, nothing more.
self.addEventListener("push", (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch (error) {
    alert = null;
  }
  if (!alert || typeof alert.title !== "string") return;
  const url = alertPath(alert.url);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === "string" ? alert.body : "",
      tag: typeof alert.tag === "string" ? alert.tag : undefined,
      icon: "/favicon.ico",
      lang: lastLang || DEFAULT_LANG,
      data: { url: url },
    }),
  );
});

/** Only a path on this site opens from an alert; anything else opens the home page. */
function alertPath(value) {
  if (typeof value !== "string") return "/";
  try {
    const url = new URL(value, self.location.origin);
    return sameOrigin(url) ? url.pathname + url.search + url.hash : "/";
  } catch (error) {
    return "/";
  }
}

/** Tapping an alert opens the page it is about: in a window of the site that is open, else a new one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = alertPath(event.notification.data && event.notification.data.url);
  event.waitUntil(openAlert(path));
});

async function openAlert(path) {
  const target = new URL(path, self.location.origin).href;
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of open) {
    if (!sameOrigin(new URL(client.url))) continue;
    const focused = "focus" in client ? await client.focus().catch(() => client) : client;
    if (client.url === target) return focused;
    if ("navigate" in client) {
      const moved = await client.navigate(target).catch(() => null);
      if (moved) return moved;
    }
  }
  return self.clients.openWindow(target);
}

/** The browser renewed the subscription: tell the server the new one, with the same topics. */
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renewSubscription(event));
});

async function renewSubscription(event) {
  const old = event.oldSubscription;
  const next =
    event.newSubscription ||
    (old && old.options ? await self.registration.pushManager.subscribe(old.options).catch(() => null) : null);
  if (!next) return;
  const saved = await caches.open(PUSH_CACHE).then((cache) => cache.match(PUSH_TOPICS_KEY)).catch(() => undefined);
  const topics = saved ? await saved.json().catch(() => null) : null;
  if (!Array.isArray(topics)) return;
  if (old) {
    await fetch("/api/push-subscriptions", {
      method: "DELETE",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: old.endpoint }),
    }).catch(() => undefined);
  }
  await fetch("/api/push-subscriptions", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(Object.assign(next.toJSON(), { topics: topics })),
  }).catch(() => undefined);
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "hello") event.waitUntil(hello(message, event.source));
  else if (message.type === "replay") {
    heard(message, event.source);
    event.waitUntil(replay().catch(() => undefined));
  }
});
`;
}
