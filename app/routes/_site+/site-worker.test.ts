import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../../test/http";
import { siteWorkerSource } from "./__site-worker.server";
import { loader as workerScript } from "./sw[.js]";

/**
 * The site's service worker runs as its source, here in a small stand-in for a browser's worker
 * scope: Cache API and IndexedDB in memory (only what the worker uses), a network that is up or
 * down, and window clients that collect what the worker tells them.
 */

type Listener = (event: unknown) => void;

class MemoryCache {
  entries = new Map<string, Response>();
  private key(request: Request | string, ignoreSearch = false) {
    const url = new URL(typeof request === "string" ? request : request.url, ORIGIN);
    if (ignoreSearch) url.search = "";
    url.hash = "";
    return url.href;
  }
  async match(request: Request | string, options: { ignoreSearch?: boolean } = {}) {
    if (!options.ignoreSearch) return this.entries.get(this.key(request))?.clone();
    const wanted = this.key(request, true);
    for (const [key, response] of this.entries) if (this.key(key, true) === wanted) return response.clone();
    return undefined;
  }
  async put(request: Request | string, response: Response) {
    const key = this.key(request);
    this.entries.delete(key);
    this.entries.set(key, response.clone());
  }
  async delete(request: Request | string) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class MemoryCaches {
  stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
}

/** IndexedDB as far as the worker's queue uses it: one store, autoIncrement keys, getAll/add/delete/clear. */
function memoryIndexedDB() {
  const rows = new Map<number, Record<string, unknown>>();
  let next = 1;
  const later = (fn: () => void) => setTimeout(fn, 0);
  return {
    rows,
    open() {
      const open: Record<string, unknown> & { result?: unknown } = {};
      const db = {
        createObjectStore: () => undefined,
        close: () => undefined,
        transaction() {
          const tx: Record<string, unknown> = {};
          const store = {
            getAll: () => ({ result: [...rows.values()].map((row) => structuredClone(row)) }),
            add(value: Record<string, unknown>) {
              const id = next++;
              rows.set(id, structuredClone({ ...value, id }));
              return { result: id };
            },
            delete(id: number) {
              rows.delete(id);
              return { result: undefined };
            },
            clear() {
              rows.clear();
              return { result: undefined };
            },
          };
          tx.objectStore = () => store;
          later(() => (tx.oncomplete as () => void)());
          return tx;
        },
      };
      open.result = db;
      later(() => {
        (open.onupgradeneeded as (() => void) | undefined)?.();
        (open.onsuccess as () => void)();
      });
      return open;
    },
  };
}

type Sent = { url: string; method: string; body: string; contentType: string | null };

function startWorker({ group = "The Roadies", timeZone = "America/Los_Angeles" } = {}) {
  const listeners = new Map<string, Listener[]>();
  const told: Record<string, unknown>[] = [];
  const sent: Sent[] = [];
  const caches = new MemoryCaches();
  const indexedDB = memoryIndexedDB();
  const network = {
    /** The device's connection (navigator.onLine); off, every request fails. */
    online: true,
    /** This many requests from now find no network though the device is connected (a stadium's cut). */
    failNext: 0,
    /** Every answer takes this long. */
    delayMs: 0,
    /** Requests that reached the server, by method and path. */
    seen: [] as string[],
    /** What the server answers, by method and path. */
    answer: (request: Request): Response | Promise<Response> =>
      new Response(`<html><body>${new URL(request.url).pathname}</body></html>`, { headers: { "Content-Type": "text/html" } }),
  };
  const client = { id: "page-1", url: `${ORIGIN}/`, postMessage: (message: Record<string, unknown>) => told.push(message) };
  let unregistered = false;
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator: {
      get onLine() {
        return network.online;
      },
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: () => undefined,
    clients: {
      matchAll: async () => [client],
      get: async (id: string) => (id === client.id ? client : undefined),
      claim: async () => undefined,
    },
    registration: { unregister: async () => (unregistered = true) },
  };
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === "string" ? new Request(new URL(input, ORIGIN), init) : input;
    if (!network.online) throw new TypeError("Failed to fetch");
    if (network.failNext > 0) {
      network.failNext--;
      throw new TypeError("Failed to fetch");
    }
    const url = new URL(request.url);
    network.seen.push(`${request.method} ${url.pathname}${url.search}`);
    if (network.delayMs) await new Promise((resolve) => setTimeout(resolve, network.delayMs));
    if (request.method === "POST") {
      sent.push({
        url: request.url,
        method: request.method,
        body: await request.clone().text(),
        contentType: request.headers.get("Content-Type"),
      });
    }
    return network.answer(request);
  };
  const names = "pageKind, queueLabel, queueText, countText, savedText, loaderDataOf";
  const exports = new Function(
    "self",
    "caches",
    "indexedDB",
    "fetch",
    `${siteWorkerSource({ groupName: group, timeZone })}\nreturn { ${names} };`,
  )(self, caches, indexedDB, fetch) as {
    pageKind: (pathname: string) => "public" | "personal" | null;
    queueLabel: (pathname: string) => string | null;
    queueText: (labels: (string | null)[], lang?: string) => string;
    countText: (count: number, lang?: string) => string;
    savedText: (time: number, updating?: boolean, lang?: string) => string;
    loaderDataOf: (html: string) => Record<string, unknown> | null;
  };

  /** Dispatches an event; resolves with what respondWith was given (undefined: not answered by the worker) once all its work is done. */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (answer = promise),
    };
    for (const listener of listeners.get(type) ?? []) listener(event);
    const response = answer ? await answer.catch((error: unknown) => error as Error) : undefined;
    // Work started while answering (waitUntil inside the handler) is pushed as it goes.
    for (let i = 0; i < waits.length; i++) await waits[i];
    return response;
  }

  function request(path: string, init: Omit<RequestInit, "cache"> & { mode?: string; referrer?: string; cache?: string } = {}) {
    const { mode, referrer, cache, ...rest } = init;
    const made = new Request(new URL(path, ORIGIN), rest);
    // Node's Request refuses mode "navigate"; a browser's navigation has it.
    if (mode) Object.defineProperty(made, "mode", { value: mode });
    if (cache) Object.defineProperty(made, "cache", { value: cache });
    if (referrer) Object.defineProperty(made, "referrer", { value: referrer });
    return made;
  }

  return {
    ...exports,
    caches,
    queue: indexedDB.rows,
    network,
    told,
    sent,
    unregistered: () => unregistered,
    activate: () => dispatch("activate", {}),
    /** A page load (a reload with cache "no-cache"); the page it makes is the one client. */
    navigate: (path: string, cache?: string) =>
      dispatch("fetch", { request: request(path, { mode: "navigate", cache }), clientId: "", resultingClientId: client.id }) as Promise<
        Response | undefined
      >,
    get: (path: string) => dispatch("fetch", { request: request(path), clientId: client.id }) as Promise<Response | undefined>,
    post: (path: string, body: BodyInit, init: { mode?: RequestMode; referrer?: string; contentType?: string } = {}) =>
      dispatch("fetch", {
        request: request(path, {
          method: "POST",
          body,
          mode: init.mode,
          referrer: init.referrer,
          headers: init.contentType ? { "Content-Type": init.contentType } : undefined,
        }),
        clientId: client.id,
      }) as Promise<Response | Error | undefined>,
    message: (data: Record<string, unknown>) => dispatch("message", { data, source: client }),
  };
}

/** A document as Remix renders one: the page and, in a script, the loader data of each route. */
function remixDocument(title: string, loaderData: Record<string, unknown>) {
  const context = JSON.stringify({ state: { loaderData, actionData: null, errors: null }, future: {} }).replace(/</g, "\\u003c");
  return (
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main>${title}</main>` +
    `<script nonce="n">window.__remixContext = ${context};</script><script type="module" src="/build/entry.client-X.js"></script></body></html>`
  );
}

const EVENT_ROUTE = "routes/_events+/events.$eventId";
const dataPath = (path: string, routeId: string) => `${path}?_data=${encodeURIComponent(routeId)}`;
const html = (body: string) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", Date: new Date().toUTCString() } });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = "application/x-www-form-urlencoded;charset=UTF-8";

describe("/sw.js", () => {
  it("is served as JavaScript at the site's root, under a policy that lets it fetch from this site only, naming the group", async () => {
    const response = workerScript();
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; connect-src 'self'");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    const source = await response.text();
    expect(source).toContain('const GROUP = "The Roadies"');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe("the site's worker: its rules", () => {
  const worker = startWorker();

  it("keeps the shell, the fixture, the shop, joining and the member's own pages, and nothing else", () => {
    for (const path of ["/", "/events", "/events/12", "/volunteer", "/shop", "/shop/3", "/join"]) {
      expect(worker.pageKind(path), path).toBe("public");
    }
    for (const path of [
      "/profile",
      "/profile/card",
      "/volunteer-shifts",
      "/order-tracking",
      "/tickets",
      "/ticket-exchange",
      "/events/12/check-in",
    ]) {
      expect(worker.pageKind(path), path).toBe("personal");
    }
    for (const path of ["/shop/cart", "/shop/checkout", "/join/checkout", "/admin", "/api/events", "/events/abc", "/profile/card-sw.js"]) {
      expect(worker.pageKind(path), path).toBeNull();
    }
  });

  it("names a waiting post by what its URL says it is, and says 'this' for anything else or a mix", () => {
    expect(worker.queueText([worker.queueLabel("/events/12")])).toBe("No signal — your RSVP will be sent when you're back online");
    expect(worker.queueText([worker.queueLabel("/events")])).toBe("No signal — your RSVP will be sent when you're back online");
    expect(worker.queueText([worker.queueLabel("/volunteer")])).toBe("No signal — your sign-up will be sent when you're back online");
    expect(worker.queueText([worker.queueLabel("/tickets/new")])).toBe("No signal — your listing will be sent when you're back online");
    expect(worker.queueText([worker.queueLabel("/tickets/4/contact")])).toBe(
      "No signal — your message will be sent when you're back online",
    );
    expect(worker.queueText([worker.queueLabel("/shop/checkout")])).toBe("No signal — your order will be sent when you're back online");
    expect(worker.queueText([worker.queueLabel("/profile")])).toBe("No signal — this will be sent when you're back online");
    expect(worker.queueText(["RSVP", "RSVP"])).toBe("No signal — your RSVP will be sent when you're back online");
    expect(worker.queueText(["RSVP", "sign-up"])).toBe("No signal — this will be sent when you're back online");
    expect(worker.countText(2)).toBe("2 waiting to send");
  });

  it("says when a copy was saved as HH:MM in the group's time zone, whatever this device's is", () => {
    // 03:02 and 15:05 UTC are 19:02 and 07:05 the day before in Los Angeles (PST, UTC-8).
    expect(worker.savedText(Date.UTC(2026, 10, 27, 3, 2, 40))).toBe("Saved at 19:02 — you're offline");
    expect(worker.savedText(Date.UTC(2026, 10, 26, 15, 5))).toBe("Saved at 07:05 — you're offline");
    const tokyo = startWorker({ timeZone: "Asia/Tokyo" });
    expect(tokyo.savedText(Date.UTC(2026, 10, 26, 10, 2))).toBe("Saved at 19:02 — you're offline");
  });

  it("reads the loader data Remix put in a document, '<' escaped and all, and nothing from a page without it", () => {
    const page = remixDocument("Event", { root: { user: { firstName: "Pat" } }, [EVENT_ROUTE]: { title: "<Derby> & friends;</script>" } });
    expect(worker.loaderDataOf(page)).toEqual({
      root: { user: { firstName: "Pat" } },
      [EVENT_ROUTE]: { title: "<Derby> & friends;</script>" },
    });
    expect(worker.loaderDataOf("<html><body>plain</body></html>")).toBeNull();
  });
});

describe("the site's worker: in each page's language", () => {
  it("names waiting posts, counts them and says when a copy was saved in German, the old worker's English labels included", () => {
    const worker = startWorker();
    expect(worker.queueText([worker.queueLabel("/events/12")], "de")).toBe(
      "Kein Empfang – deine Zusage wird gesendet, sobald du wieder online bist",
    );
    expect(worker.queueText([worker.queueLabel("/tickets/new")], "de")).toBe(
      "Kein Empfang – dein Angebot wird gesendet, sobald du wieder online bist",
    );
    expect(worker.queueText(["RSVP", "RSVP"], "de")).toBe("Kein Empfang – deine Zusage wird gesendet, sobald du wieder online bist");
    expect(worker.queueText(["rsvp", "order"], "de")).toBe("Kein Empfang – das wird gesendet, sobald du wieder online bist");
    expect(worker.countText(1, "de")).toBe("1 wartet auf Versand");
    expect(worker.countText(3, "de")).toBe("3 warten auf Versand");
    expect(worker.countText(1, "en")).toBe("1 waiting to send");
    expect(worker.savedText(Date.UTC(2026, 10, 27, 3, 2, 40), false, "de")).toBe("Gespeichert um 19:02 – du bist offline");
    expect(worker.savedText(Date.UTC(2026, 10, 27, 3, 2, 40), true, "de")).toBe("Gespeichert um 19:02 – wird aktualisiert");
  });

  it("writes the offline page, a waiting post's notice and the 'Not sent' page in the language the page said in its hello", async () => {
    const worker = startWorker();
    worker.network.answer = () => html(remixDocument("Termine | The Roadies", {}));
    await worker.navigate("/events");
    await worker.message({ type: "hello", assets: [], lang: "de-DE" });
    worker.network.online = false;
    const offline = await (await worker.navigate("/shop/cart"))!.text();
    expect(offline).toContain('<html lang="de">');
    expect(offline).toContain("<h1>Du bist offline</h1><p>Diese Seite ist auf diesem Gerät nicht gespeichert. Diese hier schon:</p>");
    await worker.post(`/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`, form({ intent: "rsvp", eventId: "7", _key: "k1" }), {
      contentType: URLENCODED,
    });
    expect(worker.told.at(-1)).toMatchObject({
      text: "Kein Empfang – deine Zusage wird gesendet, sobald du wieder online bist",
      countText: "1 wartet auf Versand",
    });
    const notSent = await (await worker.get("/api/logout"))!.text();
    expect(notSent).toContain("<h1>Nicht gesendet</h1>");
    expect(notSent).toContain("<li>Deine Zusage auf /events/7</li>");
    expect(notSent).toContain('<a href="/">Angemeldet bleiben</a>: Es wird gesendet, sobald du wieder Empfang hast.');
    expect(notSent).toContain('<button type="submit">Trotzdem abmelden</button>');
  });

  it("marks a saved copy in the copy's own language (its Content-Language)", async () => {
    const worker = startWorker();
    worker.network.answer = () => {
      const answer = html(remixDocument("Termine | The Roadies", {}));
      answer.headers.set("Content-Language", "de");
      return answer;
    };
    await worker.navigate("/events");
    worker.network.online = false;
    expect(await (await worker.navigate("/events"))!.text()).toMatch(/>Gespeichert um \d\d:\d\d – du bist offline<\/div><\/body><\/html>$/);
  });
});

describe("the site's worker: pages with no signal", () => {
  it("serves an event page it saw from its copy, marked 'Saved at HH:MM — you're offline', and its data requests from the loader data in it", async () => {
    const worker = startWorker();
    let documents = 0;
    worker.network.answer = () => {
      // The first answer carries a flash toast; the worker asks again and keeps the one without.
      const toast = documents++ === 0 ? { title: "Done" } : null;
      const answer = html(remixDocument("Derby | The Roadies", { root: { user: { firstName: "Pat" }, toast }, [EVENT_ROUTE]: { id: 7 } }));
      // The network's answer says how it travelled; the body the worker reads is decoded.
      answer.headers.set("Content-Encoding", "gzip");
      return answer;
    };
    const online = await worker.navigate("/events/7");
    expect(await online!.text()).toContain("Derby | The Roadies");
    expect(documents).toBe(2);

    worker.network.online = false;
    const offline = await worker.navigate("/events/7");
    expect(offline!.status).toBe(200);
    expect(offline!.headers.get("Content-Encoding")).toBeNull();
    const page = await offline!.text();
    expect(page).toMatch(/<div id="sw-saved" role="status"[^>]*>Saved at \d\d:\d\d — you&#39;re offline<\/div><\/body><\/html>$/);
    expect(page).toContain("<main>Derby | The Roadies</main>");

    const data = await worker.get(dataPath("/events/7", EVENT_ROUTE));
    expect(await data!.json()).toEqual({ id: 7 });
    // A flash toast was shown once; a copy does not show it again.
    expect(await (await worker.get(dataPath("/events/7", "root")))!.json()).toEqual({ user: { firstName: "Pat" }, toast: null });
    expect(page).not.toContain("Done");
    expect(worker.told.at(-1)).toMatchObject({ type: "saved", text: expect.stringMatching(/^Saved at \d\d:\d\d — you're offline$/) });
  });

  it("answers any other page with the offline page: the group, 'You're offline', links to the saved pages", async () => {
    const worker = startWorker({ group: "The <Roadies>" });
    worker.network.answer = (request) =>
      html(remixDocument(new URL(request.url).pathname === "/events" ? "Events | The Roadies" : "Member Card | The Roadies", {}));
    await worker.navigate("/events");
    await worker.navigate("/profile/card");
    await worker.navigate("/shop/cart");
    worker.network.online = false;
    const offline = await worker.navigate("/shop/cart");
    expect(offline!.status).toBe(503);
    const page = await offline!.text();
    expect(page).toContain("<strong>The &#60;Roadies&#62;</strong></p><h1>You're offline</h1>");
    expect(page).toContain(
      '<li><a href="/events">Events | The Roadies</a></li><li><a href="/profile/card">Member Card | The Roadies</a></li>',
    );
    expect(page).not.toContain('href="/shop/cart"');
    expect(offline!.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("sends a data request with no copy to a document load, which shows the offline page", async () => {
    const worker = startWorker();
    worker.network.online = false;
    const answer = await worker.get(dataPath("/shop/cart", "routes/_shop+/shop.cart"));
    expect(answer!.status).toBe(204);
    expect(answer!.headers.get("X-Remix-Redirect")).toBe(`${ORIGIN}/shop/cart`);
    expect(answer!.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("answers Remix's route discovery offline with the routes it has seen for this build, so a post or a navigation still finds its route", async () => {
    const worker = startWorker();
    const ask = (paths: string[], version = "abc") =>
      worker.get(`/__manifest?${paths.map((path) => `p=${encodeURIComponent(path)}`).join("&")}&version=${version}`);
    worker.network.online = false;
    expect(await (await ask(["/events/7"]))!.json()).toEqual({});

    worker.network.online = true;
    worker.network.answer = (request) => {
      const paths = new URL(request.url).searchParams.getAll("p");
      return Response.json(Object.fromEntries(paths.map((path) => [`route${path}`, { id: `route${path}`, path }])));
    };
    await ask(["/events", "/profile/card"]);
    await ask(["/volunteer-shifts"]);
    await ask(["/shop"], "older");
    worker.network.online = false;
    expect(Object.keys(await (await ask(["/profile/card"]))!.json())).toEqual([
      "route/events",
      "route/profile/card",
      "route/volunteer-shifts",
    ]);
  });

  it("fetches a page's document once when a client-side navigation brought only its data", async () => {
    const worker = startWorker();
    let documents = 0;
    worker.network.answer = (request) => {
      if (new URL(request.url).searchParams.has("_data")) return Response.json({ shifts: [] });
      documents++;
      return html(remixDocument("My Volunteer Shifts", {}));
    };
    await worker.get(dataPath("/volunteer-shifts", "routes/_me+/volunteer-shifts"));
    await worker.get(dataPath("/volunteer-shifts", "routes/_me+/volunteer-shifts"));
    expect(documents).toBe(1);
    worker.network.online = false;
    expect(await (await worker.navigate("/volunteer-shifts"))!.text()).toContain("My Volunteer Shifts");
  });

  it("deletes the saved pages when a personal page's data answers 401 (the session is gone)", async () => {
    const worker = startWorker();
    worker.network.answer = () => html(remixDocument("Page", {}));
    await worker.navigate("/events");
    await worker.navigate("/profile/card");
    worker.network.answer = () => Response.json({ error: "Sign in" }, { status: 401 });
    await worker.get(dataPath("/profile/card", "routes/_me+/profile.card"));
    worker.network.online = false;
    expect((await worker.navigate("/profile/card"))!.status).toBe(503);
    expect((await worker.navigate("/events"))!.status).toBe(503);
  });

  it("deletes the saved pages when a personal page answers with a redirect (signed out)", async () => {
    const worker = startWorker();
    worker.network.answer = () => html(remixDocument("Page", {}));
    await worker.navigate("/events");
    await worker.navigate("/profile/card");
    worker.network.answer = () => new Response(null, { status: 302, headers: { Location: "/api/login?returnTo=%2Fprofile%2Fcard" } });
    await worker.navigate("/profile/card");
    worker.network.online = false;
    expect((await worker.navigate("/profile/card"))!.status).toBe(503);
    expect((await worker.navigate("/events"))!.status).toBe(503);
  });

  it("keeps the door page opened with signal (not its searches), so it opens with none", async () => {
    const worker = startWorker();
    worker.network.answer = (request) => html(remixDocument(`Door ${new URL(request.url).search}`, {}));
    await worker.navigate("/events/12/check-in");
    await worker.navigate("/events/12/check-in?q=pat");
    worker.network.online = false;
    expect(await (await worker.navigate("/events/12/check-in"))!.text()).toContain("<main>Door </main>");
    expect([...(await worker.caches.open("site-pages-v1")).entries.keys()].filter((key) => key.includes("q=pat"))).toEqual([]);
  });

  it("deletes a door's offline pack once its closesAt has passed (when it starts and at a page's hello), and every pack on signing in", async () => {
    const worker = startWorker();
    const packs = await worker.caches.open("site-door-v1");
    const pack = (eventId: number, closesAt: string) =>
      new Response(JSON.stringify({ eventId, members: [{ name: "Pat Lee" }], closesAt }), {
        headers: { "Content-Type": "application/json" },
      });
    await packs.put(`${ORIGIN}/__door-pack/1`, pack(1, new Date(Date.now() - 1000).toISOString()));
    await packs.put(`${ORIGIN}/__door-pack/2`, pack(2, new Date(Date.now() + 3_600_000).toISOString()));
    await worker.activate();
    expect([...packs.entries.keys()]).toEqual([`${ORIGIN}/__door-pack/2`]);
    await packs.put(`${ORIGIN}/__door-pack/3`, pack(3, new Date(Date.now() - 1).toISOString()));
    await worker.message({ type: "hello", assets: [] });
    expect([...packs.entries.keys()]).toEqual([`${ORIGIN}/__door-pack/2`]);
    await worker.post("/api/login", form({ email: "pat@example.com" }), { mode: "navigate", contentType: URLENCODED });
    expect(await worker.caches.has("site-door-v1")).toBe(false);
  });

  it("keeps the card its former worker saved, so it stays readable offline across the change", async () => {
    const worker = startWorker();
    await (await worker.caches.open("member-card-v1")).put(`${ORIGIN}/profile/card`, html(remixDocument("Member Card", {})));
    await worker.activate();
    worker.network.online = false;
    expect(await (await worker.navigate("/profile/card"))!.text()).toContain("<main>Member Card</main>");
  });
});

describe("the site's worker: a slow or cut network", () => {
  /** The server's event page: the document, or its route's data. */
  const page = (title: string) => (request?: Request) =>
    request && new URL(request.url).searchParams.has("_data")
      ? Response.json({ title })
      : html(remixDocument(title, { root: { toast: null }, [EVENT_ROUTE]: { title } }));

  it("shows a saved page at once when the network is slow, marked 'updating', keeps the network's answer, and says 'fresh' once the page's data has come", async () => {
    const worker = startWorker();
    worker.network.answer = page("Derby at 19:00");
    await worker.navigate("/events/7");
    worker.network.answer = page("Derby at 20:00");
    worker.network.delayMs = 600;
    const shown = await worker.navigate("/events/7");
    const text = await shown!.text();
    expect(text).toContain("<main>Derby at 19:00</main>");
    expect(text).toMatch(/<div id="sw-saved" role="status" data-refresh="1"[^>]*>Saved at \d\d:\d\d — updating<\/div><\/body><\/html>$/);
    expect(worker.told).toEqual([]);

    // The page revalidates: its data comes from the server, and the page is told it is fresh.
    const data = await worker.get(dataPath("/events/7", EVENT_ROUTE));
    expect(await data!.json()).toEqual({ title: "Derby at 20:00" });
    expect(worker.told).toEqual([{ type: "fresh" }]);
    // The network's document is the new copy.
    worker.network.online = false;
    expect(await (await worker.navigate("/events/7"))!.text()).toContain("<main>Derby at 20:00</main>");
  });

  it("gives each form of a copy a new one-time key every time it serves it, so an intent from the copy is not taken for the one sent when it was saved", async () => {
    const worker = startWorker();
    const form = (key: string) =>
      `<form method="post"><input type="hidden" name="_key" value="${key}"/><button>Add to Cart</button></form>`;
    worker.network.answer = () =>
      html(remixDocument("Scarf", {}).replace("<main>Scarf</main>", `<main>Scarf${form("aaaa")}${form("bbbb")}</main>`));
    await worker.navigate("/shop/3");
    worker.network.online = false;
    const keysOf = async () =>
      [...(await (await worker.navigate("/shop/3"))!.text()).matchAll(/name="_key" value="([^"]*)"/g)].map((m) => m[1]);
    const first = await keysOf();
    const second = await keysOf();
    expect(first).toHaveLength(2);
    for (const key of [...first, ...second]) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([...first, ...second, "aaaa", "bbbb"]).size).toBe(6);
  });

  it("answers a saved page from the network when it answers quickly, and waits for it right after a post and on a reload", async () => {
    const worker = startWorker();
    worker.network.answer = page("Derby at 19:00");
    await worker.navigate("/events/7");
    worker.network.answer = page("Derby at 20:00");
    expect(await (await worker.navigate("/events/7"))!.text()).not.toContain("sw-saved");

    worker.network.delayMs = 400;
    worker.network.answer = page("Derby at 21:00");
    const reload = await (await worker.navigate("/events/7", "no-cache"))!.text();
    expect(reload).toContain("<main>Derby at 21:00</main>");
    expect(reload).not.toContain("sw-saved");

    worker.network.answer = (request) =>
      request.method === "POST" ? new Response(null, { status: 204 }) : page("Derby at 22:00")(request);
    await worker.post(`/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`, form({ intent: "rsvp", _key: "k" }), {
      contentType: URLENCODED,
    });
    const after = await (await worker.navigate("/events/7"))!.text();
    expect(after).toContain("<main>Derby at 22:00</main>");
    expect(after).not.toContain("sw-saved");
  });

  it("tries a module, a data request and a page with no copy again across a short cut while the device is connected, and not in flight mode", async () => {
    const worker = startWorker();
    worker.network.answer = (request) =>
      new URL(request.url).pathname.startsWith("/build/")
        ? new Response("export default 1", { headers: { "Content-Type": "text/javascript" } })
        : page("Shop")(request);
    worker.network.failNext = 2;
    const module = await worker.get("/build/routes/shop-ABC.js");
    expect(await module!.text()).toBe("export default 1");
    worker.network.failNext = 1;
    expect((await worker.get(dataPath("/shop/cart", "routes/_shop+/shop.cart")))!.status).toBe(200);
    worker.network.failNext = 1;
    expect(await (await worker.navigate("/shop/cart"))!.text()).toContain("<main>Shop</main>");
    expect(worker.network.seen).toEqual([
      "GET /build/routes/shop-ABC.js",
      "GET /shop/cart?_data=routes%2F_shop%2B%2Fshop.cart",
      "GET /shop/cart",
    ]);

    worker.network.online = false;
    const started = Date.now();
    expect((await worker.navigate("/shop/cart"))!.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe("the site's worker: posts with no signal", () => {
  it("keeps a Remix post that finds no network, answers it as data, tells the page, and sends each once, in order, when back", async () => {
    const worker = startWorker();
    worker.network.online = false;
    const first = await worker.post(
      `/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`,
      form({ intent: "rsvp", eventId: "7", _key: "k1" }),
      {
        contentType: URLENCODED,
      },
    );
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(200);
    expect(await (first as Response).json()).toEqual({ queued: true });
    expect(worker.told.at(-1)).toEqual({
      type: "queue",
      count: 1,
      text: "No signal — your RSVP will be sent when you're back online",
      countText: "1 waiting to send",
      sent: false,
    });
    await worker.post("/events?index&_data=routes%2F_events%2B%2Fevents._index", form({ intent: "rsvp", eventId: "8", _key: "k2" }), {
      contentType: URLENCODED,
    });
    expect(worker.told.at(-1)).toMatchObject({ count: 2, countText: "2 waiting to send" });
    expect(worker.sent).toEqual([]);

    // Still no signal: nothing goes, nothing is lost.
    await worker.message({ type: "replay" });
    expect(worker.queue.size).toBe(2);

    worker.network.online = true;
    worker.network.answer = () => Response.json({ ok: true });
    await worker.message({ type: "replay" });
    await worker.message({ type: "replay" });
    expect(worker.sent.map(({ url, body, contentType }) => ({ url, body, contentType }))).toEqual([
      {
        url: `${ORIGIN}/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`,
        body: "intent=rsvp&eventId=7&_key=k1",
        contentType: URLENCODED,
      },
      {
        url: `${ORIGIN}/events?index&_data=routes%2F_events%2B%2Fevents._index`,
        body: "intent=rsvp&eventId=8&_key=k2",
        contentType: URLENCODED,
      },
    ]);
    expect(worker.queue.size).toBe(0);
    expect(worker.told.at(-1)).toMatchObject({ type: "queue", count: 0, sent: true });
  });

  it("answers a plain form post with no network by a 303 back to its page, and sends it when a later post gets through", async () => {
    const worker = startWorker();
    worker.network.online = false;
    const answer = (await worker.post("/volunteer", form({ intent: "signup", opportunityId: "3" }), {
      mode: "navigate",
      referrer: `${ORIGIN}/volunteer?category=community`,
      contentType: URLENCODED,
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${ORIGIN}/volunteer?category=community`);
    expect(worker.told.at(-1)).toMatchObject({ text: "No signal — your sign-up will be sent when you're back online", count: 1 });

    worker.network.online = true;
    worker.network.answer = () => new Response(null, { status: 302, headers: { Location: "/events" } });
    await worker.post("/events", form({ intent: "rsvp", eventId: "9" }), { mode: "navigate", contentType: URLENCODED });
    expect(worker.sent.map(({ url }) => new URL(url).pathname)).toEqual(["/events", "/volunteer"]);
    expect(worker.queue.size).toBe(0);
  });

  it("keeps a post whose server is unreachable behind a gateway (503), and drops one the server answered, refusals included", async () => {
    const worker = startWorker();
    worker.network.online = false;
    await worker.post(`/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`, form({ intent: "rsvp", eventId: "7" }), {
      contentType: URLENCODED,
    });
    worker.network.online = true;
    worker.network.answer = () => new Response("Bad gateway", { status: 503 });
    await worker.message({ type: "replay" });
    expect(worker.queue.size).toBe(1);
    worker.network.answer = () => Response.json({ error: "This event has already taken place" }, { status: 400 });
    await worker.message({ type: "replay" });
    expect(worker.queue.size).toBe(0);
  });

  it("never keeps an upload, and leaves sign-in, sign-out and the JSON API alone", async () => {
    const worker = startWorker();
    worker.network.online = false;
    const upload = new FormData();
    upload.append("intent", "import");
    upload.append("file", new Blob(["a,b"]), "members.csv");
    expect(await worker.post("/admin/members?_data=routes%2Fadmin%2B%2Fmembers._index", upload)).toBeInstanceOf(TypeError);
    expect(
      await worker.post("/api/login", form({ email: "pat@example.com" }), { mode: "navigate", contentType: URLENCODED }),
    ).toBeUndefined();
    expect(await worker.post("/api/events/7/rsvp", "")).toBeUndefined();
    expect(worker.queue.size).toBe(0);

    // A form with fields only (multipart, no file) is kept and sent as a form again.
    const fields = new FormData();
    fields.append("intent", "add");
    fields.append("name", "Sam");
    expect(await worker.post("/profile?_data=routes%2F_me%2B%2Fprofile", fields)).toBeInstanceOf(Response);
    worker.network.online = true;
    worker.network.answer = () => Response.json({ ok: true });
    await worker.message({ type: "replay" });
    expect(worker.sent).toHaveLength(1);
    expect(worker.sent[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(worker.sent[0].body).toContain('name="name"\r\n\r\nSam');
  });

  /** A member with the fixture and their card saved and an RSVP made offline, waiting to be sent. */
  async function memberWithQueuedRsvp() {
    const worker = startWorker();
    worker.network.answer = () => html(remixDocument("Page", {}));
    await worker.navigate("/events");
    await worker.navigate("/profile/card");
    worker.network.online = false;
    await worker.post(`/events/7?_data=${encodeURIComponent(EVENT_ROUTE)}`, form({ intent: "rsvp", eventId: "7" }), {
      contentType: URLENCODED,
    });
    expect(worker.queue.size).toBe(1);
    worker.network.online = true;
    return worker;
  }

  async function savedPagesAreGone(worker: ReturnType<typeof startWorker>, gone: boolean) {
    worker.network.online = false;
    expect((await worker.navigate("/profile/card"))!.status).toBe(gone ? 503 : 200);
    expect((await worker.navigate("/events"))!.status).toBe(gone ? 503 : 200);
    worker.network.online = true;
  }

  it("a sign-out link from another site (the confirm page) leaves the saved pages and sends what waits, dropping nothing", async () => {
    const worker = await memberWithQueuedRsvp();
    worker.network.answer = (request) =>
      new URL(request.url).pathname === "/api/logout"
        ? html(remixDocument("Sign out?", {}))
        : Response.json({ ok: true }, { headers: { "X-Remix-Response": "yes" } });
    const link = await worker.navigate("/api/logout");
    // The worker sends the RSVP first, then lets the browser ask the server itself, marked as done.
    if (link) {
      expect(link.status).toBe(302);
      expect(link.headers.get("Location")).toBe(`${ORIGIN}/api/logout?sent=1`);
      expect(await worker.navigate("/api/logout?sent=1")).toBeUndefined();
    }
    expect(worker.sent.map((post) => new URL(post.url).pathname)).toEqual(["/events/7"]);
    expect(worker.queue.size).toBe(0);
    await savedPagesAreGone(worker, false);
  });

  it("the sign-out button's post sends what waits first, and the pages and the queue go once the server has signed out", async () => {
    const worker = await memberWithQueuedRsvp();
    const order: string[] = [];
    worker.network.answer = (request) => {
      order.push(`${request.method} ${new URL(request.url).pathname}`);
      return new URL(request.url).pathname === "/api/logout"
        ? new Response(null, { status: 302, headers: { Location: "/" } })
        : Response.json({ ok: true });
    };
    const answer = await worker.post("/api/logout", "", { mode: "navigate" });
    expect((answer as Response).status).toBe(302);
    expect(order).toEqual(["POST /events/7", "POST /api/logout"]);
    expect(worker.queue.size).toBe(0);
    expect(worker.told.at(-1)).toMatchObject({ type: "queue", count: 0 });
    await savedPagesAreGone(worker, true);
  });

  it("a post that cannot be sent before signing out is shown as not sent, with what it was, and kept until the member signs out anyway", async () => {
    const worker = await memberWithQueuedRsvp();
    worker.network.answer = (request) =>
      new URL(request.url).pathname === "/api/logout"
        ? new Response(null, { status: 302, headers: { Location: "/" } })
        : new Response("Bad gateway", { status: 503 });
    for (const attempt of [() => worker.navigate("/api/logout"), () => worker.post("/api/logout", "", { mode: "navigate" })]) {
      const page = (await attempt()) as Response;
      expect(page.status).toBe(409);
      const text = await page.text();
      expect(text).toContain("<h1>Not sent</h1>");
      expect(text).toContain("Your RSVP on /events/7");
      expect(text).toContain('action="/api/logout?anyway=1"');
      expect(worker.queue.size).toBe(1);
      await savedPagesAreGone(worker, false);
    }
    expect(worker.network.seen.filter((seen) => seen.endsWith("/api/logout"))).toEqual([]);
    const anyway = (await worker.post("/api/logout?anyway=1", "", { mode: "navigate" })) as Response;
    expect(anyway.status).toBe(302);
    expect(worker.queue.size).toBe(0);
    await savedPagesAreGone(worker, true);
  });

  it("signing in empties the queue and deletes every saved page", async () => {
    const worker = await memberWithQueuedRsvp();
    expect(
      await worker.post("/api/login", form({ email: "pat@example.com" }), { mode: "navigate", contentType: URLENCODED }),
    ).toBeUndefined();
    expect(worker.queue.size).toBe(0);
    await savedPagesAreGone(worker, true);
  });
});
