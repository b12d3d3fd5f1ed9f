/**
 * A fake Printify shop for tests, answering like Printify's REST API v1 as documented
 * (https://developers.printify.com): Bearer token check, GET products.json paged Laravel-style
 * (current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path,
 * per_page, prev_page_url, to, total; limit at most 50), GET products/{id}.json, POST orders.json,
 * and Printify's error body {status:"error", code, message, errors:{reason, code}}.
 *
 * `createPrintifyFake()` holds the state (products, queued failures, received requests);
 * `printifyHandlers(fake)` serves it to msw in vitest, and e2e/support/printify-server.ts serves the
 * same fake over loopback HTTP for the Playwright run.
 */
import { http, HttpResponse } from "msw";
import type { PrintifyProduct } from "../../app/integrations/printify.server";
import { demoPrintifyProducts } from "../../scripts/printify-demo-catalogue";

const FAKE_PRINTIFY_URL = "https://api.printify.test";
const FAKE_PRINTIFY_TOKEN = "fake-printify-token";
const FAKE_PRINTIFY_SHOP_ID = "123456";
export const fakePrintifyConfig = {
  token: FAKE_PRINTIFY_TOKEN,
  shopId: FAKE_PRINTIFY_SHOP_ID,
  apiUrl: FAKE_PRINTIFY_URL,
  webhookSecret: null,
};

/** Printify serves mockups from its image CDN; nothing in the tests ever loads them. */
const FAKE_IMAGE_BASE = "https://images-api.printify.com/mockup";

/** A product the shop hid in Printify (visible: false): synced, but not shown in our shop. */
export function hiddenPrintifyProduct(imageBase = FAKE_IMAGE_BASE): PrintifyProduct {
  return {
    id: "65a1f0c2e4b7d93a1c2e4f70",
    title: "Prototype Away Shirt",
    description: '<p>Not for sale yet.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
    tags: ["Apparel"],
    options: [{ name: "Sizes", type: "size", values: [{ id: 15, title: "M" }] }],
    variants: [
      { id: 55001, sku: "RDS-55001", price: 3000, title: "M", is_enabled: true, is_default: true, is_available: true, options: [15] },
    ],
    images: [{ src: `${imageBase}/prototype.png`, variant_ids: [55001], position: "front", is_default: true }],
    created_at: "2026-09-01 09:00:00+00:00",
    updated_at: "2026-09-01 09:00:00+00:00",
    visible: false,
    is_locked: false,
    blueprint_id: 6,
    user_id: 1337,
    shop_id: 123456,
    print_provider_id: 99,
  };
}

/**
 * A product that is in Printify but not in the demo seed: the e2e run's fake serves it, so a sync
 * visibly adds a product to the seeded shop.
 */
export function travellingFlagProduct(imageBase = FAKE_IMAGE_BASE): PrintifyProduct {
  return {
    id: "65a1f0c2e4b7d93a1c2e4f64",
    title: "Travelling Flag",
    description: "<p>A 5 × 3 ft polyester flag for the away end, brass grommets on the hoist side.</p>",
    tags: ["Accessories", "Flags"],
    options: [{ name: "Colors", type: "color", values: [{ id: 418, title: "Navy" }] }],
    variants: [
      { id: 66001, sku: "RDS-66001", price: 3200, title: "Navy", is_enabled: true, is_default: true, is_available: true, options: [418] },
    ],
    images: [{ src: `${imageBase}/flag.svg`, variant_ids: [66001], position: "front", is_default: true }],
    created_at: "2026-10-01 09:00:00+00:00",
    updated_at: "2026-10-01 09:00:00+00:00",
    visible: true,
    is_locked: false,
    blueprint_id: 520,
    user_id: 1337,
    shop_id: 123456,
    print_provider_id: 27,
  };
}

/** The fake's starting catalogue: the demo products plus a hidden one (5 in all). */
export function printifyFixtures(imageBase = FAKE_IMAGE_BASE): PrintifyProduct[] {
  return [...demoPrintifyProducts(imageBase), hiddenPrintifyProduct(imageBase)];
}

export interface QueuedFailure {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  userAgent: string | null;
  body: unknown;
}
export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export function printifyErrorBody(code: number, message: string, reason?: string) {
  return { status: "error", code, message, errors: { reason: reason ?? message, code } };
}

export function tooManyRequests(retryAfterSeconds = 1): QueuedFailure {
  return {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds), "X-RateLimit-Limit": "600", "X-RateLimit-Remaining": "0" },
    body: printifyErrorBody(429, "Too Many Attempts.", "Rate limit of 600 requests per minute exceeded"),
  };
}
export const unauthenticated = (): QueuedFailure => ({
  status: 401,
  body: printifyErrorBody(401, "Unauthenticated.", "Invalid or expired access token"),
});

export function createPrintifyFake(options: { imageBase?: string; token?: string; shopId?: string; products?: PrintifyProduct[] } = {}) {
  const token = options.token ?? FAKE_PRINTIFY_TOKEN;
  const shopId = options.shopId ?? FAKE_PRINTIFY_SHOP_ID;
  const initial = () => structuredClone(options.products ?? printifyFixtures(options.imageBase));
  const state = {
    products: initial(),
    failures: [] as (QueuedFailure | null)[],
    requests: [] as RecordedRequest[],
    orders: [] as { id: string; body: unknown }[],
  };
  let orderSeq = 0;

  const fake = {
    state,
    get products() {
      return state.products;
    },
    /** Back to the starting catalogue, no queued failures, no recorded requests. */
    reset() {
      state.products = initial();
      state.failures = [];
      state.requests = [];
      state.orders = [];
    },
    /** The next requests (one per entry) answer these failures instead. */
    failNext(...failures: QueuedFailure[]) {
      state.failures.push(...failures);
    },
    /** The next `count` requests are answered normally, then the one after fails. */
    failAfter(count: number, failure: QueuedFailure) {
      state.failures.push(...Array.from({ length: count }, () => null), failure);
    },
    /** The product was deleted in Printify: gone from the list, 404 by id. */
    deleteProduct(id: string) {
      state.products = state.products.filter((p) => p.id !== id);
    },
    upsertProduct(product: PrintifyProduct) {
      const index = state.products.findIndex((p) => p.id === product.id);
      if (index >= 0) state.products[index] = product;
      else state.products.unshift(product);
    },
    handle(method: string, url: URL, headers: { get(name: string): string | null }, body: unknown): FakeResponse {
      state.requests.push({
        method,
        path: url.pathname,
        search: url.search,
        authorization: headers.get("authorization"),
        userAgent: headers.get("user-agent"),
        body,
      });
      const json = (status: number, payload: unknown, extra: Record<string, string> = {}): FakeResponse => ({
        status,
        headers: { "Content-Type": "application/json", ...extra },
        body: payload,
      });
      const failure = state.failures.shift();
      if (failure) return json(failure.status, failure.body ?? printifyErrorBody(failure.status, "Error"), failure.headers);

      if (headers.get("authorization") !== `Bearer ${token}`) return json(401, unauthenticated().body);

      const match = url.pathname.match(/^\/v1\/shops\/([^/]+)\/(products\.json|products\/([^/]+)\.json|orders\.json)$/);
      if (!match) return json(404, printifyErrorBody(404, "Not found."));
      if (match[1] !== shopId)
        return json(404, printifyErrorBody(404, "Shop not found.", `Shop ${match[1]} does not belong to this account`));

      if (match[2] === "products.json" && method === "GET") {
        const page = Number(url.searchParams.get("page") ?? "1");
        const limit = Number(url.searchParams.get("limit") ?? "10");
        if (!Number.isInteger(limit) || limit < 1 || limit > 50)
          return json(400, printifyErrorBody(8150, "Validation failed.", "limit: The limit may not be greater than 50."));
        if (!Number.isInteger(page) || page < 1)
          return json(400, printifyErrorBody(8150, "Validation failed.", "page: The page must be at least 1."));
        const total = state.products.length;
        const lastPage = Math.max(1, Math.ceil(total / limit));
        const data = state.products.slice((page - 1) * limit, page * limit);
        const path = `${url.origin}/v1/shops/${shopId}/products.json`;
        const pageUrl = (n: number) => `${path}?page=${n}`;
        return json(200, {
          current_page: page,
          data,
          first_page_url: pageUrl(1),
          from: data.length ? (page - 1) * limit + 1 : null,
          last_page: lastPage,
          last_page_url: pageUrl(lastPage),
          next_page_url: page < lastPage ? pageUrl(page + 1) : null,
          path,
          per_page: limit,
          prev_page_url: page > 1 ? pageUrl(page - 1) : null,
          to: data.length ? (page - 1) * limit + data.length : null,
          total,
        });
      }
      if (match[3] && method === "GET") {
        const product = state.products.find((p) => p.id === match[3]);
        return product ? json(200, product) : json(404, printifyErrorBody(404, "Product not found."));
      }
      if (match[2] === "orders.json" && method === "POST") {
        const order = body as { external_id?: unknown; line_items?: unknown; address_to?: unknown };
        if (
          !order ||
          typeof order.external_id !== "string" ||
          !Array.isArray(order.line_items) ||
          !order.line_items.length ||
          !order.address_to
        )
          return json(400, printifyErrorBody(8150, "Validation failed.", "external_id, line_items and address_to are required"));
        if (state.orders.some((o) => (o.body as { external_id: string }).external_id === order.external_id))
          return json(400, printifyErrorBody(8251, "Validation failed.", "Order with this external_id already exists"));
        orderSeq += 1;
        const id = `5a96f649b2439217d070f5${String(orderSeq).padStart(2, "0")}`;
        state.orders.push({ id, body });
        return json(200, { id });
      }
      return json(405, printifyErrorBody(405, "Method not allowed."));
    },
  };
  return fake;
}
export type PrintifyFake = ReturnType<typeof createPrintifyFake>;

/** msw handlers serving `fake` at `baseUrl` (FAKE_PRINTIFY_URL by default). */
export function printifyHandlers(fake: PrintifyFake, baseUrl = FAKE_PRINTIFY_URL) {
  return [
    http.all(`${baseUrl}/v1/*`, async ({ request }) => {
      const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const answer = fake.handle(request.method, new URL(request.url), request.headers, body);
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status, headers: answer.headers });
    }),
  ];
}
