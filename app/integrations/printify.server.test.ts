import { describe, expect, it } from "vitest";
import { createPrintifyFake, fakePrintifyConfig, printifyHandlers, tooManyRequests, unauthenticated } from "../../test/mocks/printify";
import { createOrder, getProduct, listProducts, PrintifyError, printifyRequest, retryAfterMs } from "./printify.server";
import { useMockServer } from "../../test/msw";

const fake = createPrintifyFake();
useMockServer(printifyHandlers(fake), () => fake.reset());

/** Records the waits instead of sleeping. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("Printify client", () => {
  it("lists a page of products with the Bearer token and a User-Agent", async () => {
    const page = await listProducts(fakePrintifyConfig, { page: 2, limit: 2 });
    expect(page.current_page).toBe(2);
    expect(page.last_page).toBe(3);
    expect(page.total).toBe(5);
    expect(page.data.map((p) => p.title)).toEqual(["Crest Beanie", "Terrace Sticker Pack"]);
    const [request] = fake.state.requests;
    expect(request.path).toBe("/v1/shops/123456/products.json");
    expect(request.search).toBe("?page=2&limit=2");
    expect(request.authorization).toBe("Bearer fake-printify-token");
    expect(request.userAgent).toMatch(/\S+/);
  });

  it("never asks for more than Printify's 50 a page", async () => {
    await listProducts(fakePrintifyConfig, { limit: 500 });
    expect(fake.state.requests[0].search).toBe("?page=1&limit=50");
  });

  it("reads one product, and a missing one is a 404 PrintifyError", async () => {
    const product = await getProduct(fakePrintifyConfig, "65a1f0c2e4b7d93a1c2e4f62");
    expect(product.title).toBe("Crest Beanie");
    const error = await getProduct(fakePrintifyConfig, "000000000000000000000000").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrintifyError);
    expect((error as PrintifyError).status).toBe(404);
    expect((error as PrintifyError).detail).toBe("Product not found.");
  });

  it("waits as long as Retry-After says on a 429, then succeeds", async () => {
    fake.failNext(tooManyRequests(2), tooManyRequests(1));
    const { waits, sleep } = recordingSleep();
    const page = await listProducts(fakePrintifyConfig, { limit: 10 }, { sleep });
    expect(page.data).toHaveLength(5);
    expect(waits).toEqual([2000, 1000]);
    expect(fake.state.requests).toHaveLength(3);
  });

  it("gives up after three retries with a clear rate-limit error", async () => {
    fake.failNext(tooManyRequests(1), tooManyRequests(1), tooManyRequests(1), tooManyRequests(1));
    const { waits, sleep } = recordingSleep();
    const error = (await listProducts(fakePrintifyConfig, {}, { sleep }).catch((e: unknown) => e)) as PrintifyError;
    expect(error).toBeInstanceOf(PrintifyError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/rate limit/i);
    expect(waits).toHaveLength(3);
    expect(fake.state.requests).toHaveLength(4);
  });

  it("backs off exponentially when a 429 has no Retry-After", async () => {
    fake.failNext({ status: 429 }, { status: 429 });
    const { waits, sleep } = recordingSleep();
    await listProducts(fakePrintifyConfig, {}, { sleep });
    expect(waits).toEqual([1000, 2000]);
  });

  it("turns a refused token into a PrintifyError carrying Printify's message, without retrying", async () => {
    const error = (await listProducts({ ...fakePrintifyConfig, token: "wrong" }).catch((e: unknown) => e)) as PrintifyError;
    expect(error).toBeInstanceOf(PrintifyError);
    expect(error.status).toBe(401);
    expect(error.message).toBe("Printify refused the API token (401): check PRINTIFY_API_TOKEN.");
    expect(error.detail).toBe("Unauthenticated. — Invalid or expired access token");
    expect(fake.state.requests).toHaveLength(1);
    fake.failNext(unauthenticated());
    await expect(getProduct(fakePrintifyConfig, "65a1f0c2e4b7d93a1c2e4f62")).rejects.toMatchObject({ status: 401 });
  });

  it("names a wrong shop id and a Printify outage", async () => {
    await expect(listProducts({ ...fakePrintifyConfig, shopId: "999" })).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/PRINTIFY_SHOP_ID/),
    });
    fake.failNext({ status: 500, body: { message: "Server Error" } });
    await expect(getProduct(fakePrintifyConfig, "65a1f0c2e4b7d93a1c2e4f62")).rejects.toMatchObject({
      status: 500,
      message: "Printify is unavailable (500): try again later.",
      detail: "Server Error",
    });
  });

  it("submits an order and answers Printify's order id", async () => {
    const body = {
      external_id: "order-1",
      label: "Roadies order 1",
      line_items: [{ product_id: "65a1f0c2e4b7d93a1c2e4f60", variant_id: 12101, quantity: 2 }],
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: {
        first_name: "Maria",
        last_name: "Gonzalez",
        email: "maria@example.org",
        country: "US",
        region: "OR",
        address1: "1 Main St",
        city: "Portland",
        zip: "97201",
      },
    };
    const { id } = await createOrder(fakePrintifyConfig, body);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(fake.state.orders).toEqual([{ id, body }]);
    // A second order with the same external id is refused by Printify: a clear 400, not retried.
    await expect(createOrder(fakePrintifyConfig, body)).rejects.toMatchObject({
      status: 400,
      detail: expect.stringContaining("external_id already exists"),
    });
  });

  it("does not repeat an order submission after a gateway error", async () => {
    fake.failNext({ status: 503, body: { message: "Service Unavailable" } });
    const { waits, sleep } = recordingSleep();
    await expect(
      printifyRequest(fakePrintifyConfig, "/v1/shops/123456/orders.json", { method: "POST", body: {}, sleep }),
    ).rejects.toMatchObject({ status: 503 });
    expect(waits).toEqual([]);
  });

  it("fails clearly when Printify does not answer in time", async () => {
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    await expect(listProducts(fakePrintifyConfig, {}, { fetch: slowFetch, timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      message: "Printify did not answer within 0 seconds.",
    });
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(10_000 + 5000).toUTCString(), 10_000)).toBe(5000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });
});
