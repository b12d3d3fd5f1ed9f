import { describe, expect, it, vi } from "vitest";
import { orderLines, orders } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createAdmin } from "../../../test/factories";
import { signedInCookie } from "../../../test/session";
import { ORIGIN } from "../../../test/http";
import { createPrintifyFake, printifyErrorBody, printifyHandlers } from "../../../test/mocks/printify";
import { submitOrderToProvider } from "~/models/pod-orders.server";
import { action, loader } from "./orders.$orderId";
import { useMockServer } from "../../../test/msw";
import { storedOrder } from "../../../test/rows";

vi.mock("~/utils/env.server", async (importOriginal) => {
  const { envWith, FAKE_PRINTIFY } = await import("../../../test/env");
  return envWith(importOriginal, { printifyConfig: FAKE_PRINTIFY });
});

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const printify = createPrintifyFake();
useMockServer(printifyHandlers(printify), () => printify.reset());

const ADDRESS = {
  firstName: "Sam",
  lastName: "Fan",
  address1: "1 Stadium Way",
  address2: null,
  city: "Portland",
  region: "OR",
  zip: "97201",
  country: "US",
  phone: null,
};

const admin = async () => signedInCookie(await createAdmin({ firstName: null, lastName: null }));

async function podOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(orders)
    .values({ totalAmount: "27.00", customerEmail: "sam@example.com", customerName: "Sam Fan", shippingAddress: ADDRESS, ...values })
    .returning({ id: orders.id });
  await test.db.insert(orderLines).values({
    orderId: row.id,
    name: "Roadies Crest Tee",
    size: "M",
    unitPrice: "27.00",
    quantity: 1,
    fulfillmentType: "print-on-demand",
    providerProductId: "5d39b411749d0a000f30e0f4",
    providerVariantId: "12101",
  });
  return row.id;
}

const post = (id: string, intent: string, cookie: string) =>
  action({
    request: new Request(`${ORIGIN}/admin/orders/${id}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent }),
    }),
    params: { orderId: id },
    context: {},
  });
const page = async (id: string, cookie: string) =>
  (
    await loader({
      request: new Request(`${ORIGIN}/admin/orders/${id}`, { headers: { Cookie: cookie } }),
      params: { orderId: id },
      context: {},
    })
  ).json();

describe("admin order page and Printify", () => {
  it("'Retry submission to Printify' on a paid order Printify refused: a second refusal is kept, then it goes through once", async () => {
    const cookie = await admin();
    const id = await podOrder({ paidAt: new Date(), paymentMethod: "stripe", providerError: "Printify could not be reached: timeout" });
    expect((await page(id, cookie)).canRetry).toBe(true);

    printify.failNext({ status: 400, body: printifyErrorBody(8150, "Validation failed.", "address_to.zip: The zip is invalid") });
    const refused = await post(id, "retry-provider", cookie);
    expect(refused.status).toBe(302);
    expect((await storedOrder(id)).providerError).toMatch(/zip is invalid/);
    expect((await storedOrder(id)).providerOrderId).toBeNull();

    const sent = await post(id, "retry-provider", cookie);
    expect(sent.status).toBe(302);
    expect(printify.state.orders).toHaveLength(1);
    const row = await storedOrder(id);
    expect(row.providerOrderId).toBe(printify.state.orders[0].id);
    expect(row.providerError).toBeNull();
    expect((await page(id, cookie)).canRetry).toBe(false);

    const again = await post(id, "retry-provider", cookie);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("The order is already with Printify.");
    expect(printify.state.orders).toHaveLength(1);
  });

  it("an unpaid order is not offered nor sent; 'Mark paid' on a pay-later order sends its print-on-demand items", async () => {
    const cookie = await admin();
    const id = await podOrder({ paymentMethod: "pay-later" });
    expect((await page(id, cookie)).canRetry).toBe(false);
    const early = await post(id, "retry-provider", cookie);
    expect(early.status).toBe(409);
    expect(printify.state.requests).toEqual([]);

    expect((await post(id, "mark-paid", cookie)).status).toBe(302);
    const row = await storedOrder(id);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(printify.state.orders).toHaveLength(1);
    expect(row.providerOrderId).toBe(printify.state.orders[0].id);
  });

  it("five submissions of one paid order at once post it to Printify once (the order is claimed first)", async () => {
    const id = await podOrder({ paidAt: new Date(), paymentMethod: "stripe" });
    const results = await Promise.all(Array.from({ length: 5 }, () => submitOrderToProvider(id)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(printify.state.requests.filter((request) => request.method === "POST" && request.path.endsWith("/orders.json"))).toHaveLength(1);
    expect((await storedOrder(id)).providerOrderId).toBe(printify.state.orders[0].id);
  });
});
