/**
 * Printify's REST API v1 (https://developers.printify.com): the only module that talks to Printify.
 *
 * Every call sends the personal access token as a Bearer token and a User-Agent (Printify asks for
 * one), asks for JSON, and gives up after a timeout. Printify answers 429 above its rate limits
 * (600 requests a minute globally; fewer on some endpoints): we wait as long as Retry-After says
 * (or back off exponentially when it says nothing), a bounded number of times, then fail with a
 * PrintifyError. Every other failure becomes a PrintifyError with a message a volunteer can act on.
 */
import type { PrintifyConfig } from "~/utils/env.server";

export type { PrintifyConfig };

const USER_AGENT = "TheRoadies/1.0 (+supporters shop; Printify catalogue sync)";
/** Printify's documented maximum page size for a shop's products. */
export const PRINTIFY_MAX_PAGE_SIZE = 50;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRIES = 3;
/** Never wait longer than this for one retry, whatever Retry-After asks. */
const MAX_RETRY_WAIT_MS = 60_000;

// --- Printify's documented shapes (only the fields we read) ---------------------------------------

interface PrintifyOptionValue {
  id: number;
  title: string;
}
interface PrintifyOption {
  name: string;
  type: string;
  values: PrintifyOptionValue[];
}
export interface PrintifyVariant {
  id: number;
  sku?: string;
  /** Cents: an integer in Printify's API (our own /api/printify routes give a string; both are accepted). */
  price: number | string;
  cost?: number;
  title: string;
  grams?: number;
  is_enabled: boolean;
  is_default?: boolean;
  is_available?: boolean;
  /** Ids of the product's option values (options[].values[].id), one per option. */
  options: number[];
}
interface PrintifyImage {
  src: string;
  variant_ids: number[];
  position: string;
  is_default: boolean;
}
export interface PrintifyProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  options: PrintifyOption[];
  variants: PrintifyVariant[];
  images: PrintifyImage[];
  created_at?: string;
  updated_at?: string;
  visible: boolean;
  is_locked?: boolean;
  blueprint_id?: number;
  user_id?: number;
  shop_id?: number;
  print_provider_id?: number;
}
/** Printify's paged list (Laravel-style pagination). */
export interface PrintifyProductPage {
  current_page: number;
  data: PrintifyProduct[];
  first_page_url?: string;
  from?: number | null;
  last_page: number;
  last_page_url?: string;
  next_page_url: string | null;
  path?: string;
  per_page: number;
  prev_page_url?: string | null;
  to?: number | null;
  total: number;
}

interface PrintifyAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  /** Two-letter ISO country code. */
  country: string;
  region: string;
  address1: string;
  address2?: string;
  city: string;
  zip: string;
}
interface PrintifyOrderLineItem {
  product_id: string;
  variant_id: number;
  quantity: number;
}
/** POST /v1/shops/{shop_id}/orders.json for existing products. */
export interface PrintifyCreateOrderBody {
  /** Our order id: Printify refuses a second order with the same external id. */
  external_id: string;
  label?: string;
  line_items: PrintifyOrderLineItem[];
  /** 1 standard, 2 priority, 3 express, 4 economy. */
  shipping_method: number;
  send_shipping_notification: boolean;
  address_to: PrintifyAddress;
}

// --- Errors -----------------------------------------------------------------------------------------

export class PrintifyError extends Error {
  readonly status: number;
  /** Printify's own message/errors from the body, when it sent one. */
  readonly detail: string | null;
  constructor(status: number, message: string, detail: string | null = null) {
    super(message);
    this.name = "PrintifyError";
    this.status = status;
    this.detail = detail;
  }
}

/** Printify's error body: {status:"error", code, message, errors:{reason, code}} or Laravel's {message, errors:{field:[...]}}. */
function describeBody(body: unknown): string | null {
  if (!body || typeof body !== "object") return typeof body === "string" && body.trim() ? body.trim().slice(0, 300) : null;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof message === "string" && message.trim()) parts.push(message.trim());
  if (errors && typeof errors === "object") {
    const reason = (errors as { reason?: unknown }).reason;
    if (typeof reason === "string") {
      if (!parts.includes(reason.trim())) parts.push(reason.trim());
    } else {
      for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        if (field === "code") continue;
        const text = Array.isArray(value) ? value.filter((v) => typeof v === "string").join(" ") : typeof value === "string" ? value : "";
        if (text) parts.push(`${field}: ${text}`);
      }
    }
  } else if (typeof errors === "string") parts.push(errors);
  return parts.length ? parts.join(" — ").slice(0, 500) : null;
}

function messageFor(status: number): string {
  if (status === 401) return "Printify refused the API token (401): check PRINTIFY_API_TOKEN.";
  if (status === 403) return "Printify refused access (403): the token lacks a scope or does not own this shop.";
  if (status === 404) return "Printify has no such shop or product (404): check PRINTIFY_SHOP_ID.";
  if (status === 429) return "Printify's rate limit was hit (429) and retries ran out: try again in a minute.";
  if (status === 400 || status === 422) return `Printify rejected the request (${status}).`;
  if (status >= 500) return `Printify is unavailable (${status}): try again later.`;
  return `Printify answered ${status}.`;
}

// --- Transport ----------------------------------------------------------------------------------------

export interface PrintifyRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Per-attempt timeout (default 15 s). */
  timeoutMs?: number;
  /** How many times a 429 (or 502/503/504) is retried before giving up (default 3). */
  maxRetries?: number;
  /** Injected in tests so retries do not really sleep. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  /**
   * Told how each request went, for the admin's Integration Status card: a refused token or scope,
   * Printify down or unreachable, or an answer that is not JSON is a failed call; any other answer
   * (a validation error, an unknown product) shows the connection works. Awaited before the call
   * answers.
   */
  onOutcome?: (outcome: { ok: true } | { ok: false; error: string }) => Promise<void> | void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After is seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * One call to Printify: `path` starts with /v1/. Answers the parsed JSON body or throws PrintifyError.
 */
export async function printifyRequest<T>(config: PrintifyConfig, path: string, options: PrintifyRequestOptions = {}): Promise<T> {
  const { method = "GET", body, query, timeoutMs = DEFAULT_TIMEOUT_MS, maxRetries = DEFAULT_MAX_RETRIES, sleep = realSleep } = options;
  const doFetch = options.fetch ?? fetch;
  const report = async (outcome: { ok: true } | { ok: false; error: string }) => {
    await options.onOutcome?.(outcome);
  };
  const url = new URL(config.apiUrl.replace(/\/$/, "") + path);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${config.token}`,
          "User-Agent": USER_AGENT,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json;charset=utf-8" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      await report({ ok: false, error: timedOut ? "Printify did not answer in time." : "Printify could not be reached." });
      throw new PrintifyError(
        0,
        timedOut ? `Printify did not answer within ${Math.round(timeoutMs / 1000)} seconds.` : "Printify could not be reached.",
        error instanceof Error ? error.message : null,
      );
    }

    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (response.ok) {
      if (parsed === null || typeof parsed === "string") {
        await report({ ok: false, error: "Printify answered something that is not JSON." });
        throw new PrintifyError(response.status, "Printify answered something that is not JSON.");
      }
      await report({ ok: true });
      return parsed as T;
    }

    const retryable = response.status === 429 || response.status === 502 || response.status === 503 || response.status === 504;
    // Never repeat an order submission on a gateway error: Printify may have taken it.
    const safeToRepeat = response.status === 429 || method === "GET";
    if (retryable && safeToRepeat && attempt < maxRetries) {
      const wait = retryAfterMs(response.headers.get("Retry-After")) ?? 1000 * 2 ** attempt;
      await sleep(Math.min(wait, MAX_RETRY_WAIT_MS));
      continue;
    }
    const broken = response.status === 401 || response.status === 403 || response.status >= 500;
    await report(broken ? { ok: false, error: messageFor(response.status) } : { ok: true });
    throw new PrintifyError(response.status, messageFor(response.status), describeBody(parsed));
  }
}

const shopPath = (config: PrintifyConfig) => `/v1/shops/${encodeURIComponent(config.shopId)}`;

/** GET /v1/shops/{shop_id}/products.json?page=&limit= (limit at most 50). */
export function listProducts(
  config: PrintifyConfig,
  { page = 1, limit = PRINTIFY_MAX_PAGE_SIZE }: { page?: number; limit?: number } = {},
  options: PrintifyRequestOptions = {},
): Promise<PrintifyProductPage> {
  const safeLimit = Math.min(Math.max(1, Math.trunc(limit)), PRINTIFY_MAX_PAGE_SIZE);
  return printifyRequest<PrintifyProductPage>(config, `${shopPath(config)}/products.json`, {
    ...options,
    query: { page: Math.max(1, Math.trunc(page)), limit: safeLimit },
  });
}

/** GET /v1/shops/{shop_id}/products/{product_id}.json */
export function getProduct(config: PrintifyConfig, productId: string, options: PrintifyRequestOptions = {}): Promise<PrintifyProduct> {
  return printifyRequest<PrintifyProduct>(config, `${shopPath(config)}/products/${encodeURIComponent(productId)}.json`, options);
}

/** POST /v1/shops/{shop_id}/orders.json: answers Printify's order id. */
export async function createOrder(
  config: PrintifyConfig,
  body: PrintifyCreateOrderBody,
  options: PrintifyRequestOptions = {},
): Promise<{ id: string }> {
  const created = await printifyRequest<{ id: string }>(config, `${shopPath(config)}/orders.json`, { ...options, method: "POST", body });
  if (!created || typeof created.id !== "string") throw new PrintifyError(200, "Printify accepted the order but sent no order id.");
  return { id: created.id };
}
