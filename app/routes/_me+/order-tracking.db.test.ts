import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { events } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createOrder, createSignedInMember, type OrderLineValues, type OrderValues } from "../../../test/factories";
import { ORIGIN } from "../../../test/http";
import { OrderCard, type OrderCardData } from "~/components/shop/order-card";
import { loader } from "./order-tracking";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string) => createSignedInMember({ email, firstName: "Sam" });
const order = (values: OrderValues, lines: OrderLineValues[]) => createOrder(values, lines, "10.00");

const load = async (cookie?: string, data = false) => {
  const url = `${ORIGIN}/order-tracking${data ? "?_data=routes%2F_me%2B%2Forder-tracking" : ""}`;
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (data) headers["x-roadies-data-request"] = "1";
  return loader({ request: new Request(url, { headers }), params: {}, context: {} });
};

describe("/order-tracking loader", () => {
  it("the member's own orders only, newest first, each with its lines and pickup event", async () => {
    const sam = await person("sam@example.com");
    const kim = await person("kim@example.com");
    const [event] = await test.db
      .insert(events)
      .values({ title: "Home opener", date: new Date("2030-03-01T19:00:00Z"), location: "Home Park", type: "match" })
      .returning({ id: events.id });
    const first = await order({ userId: sam.id, createdAt: new Date("2026-01-01T00:00:00Z"), pickupEventId: event.id }, [
      { name: "Scarf", quantity: 2 },
    ]);
    const second = await order({ userId: sam.id, createdAt: new Date("2026-02-01T00:00:00Z") }, [
      { name: "Away Tee", size: "M", quantity: 1 },
      { name: "Away Tee", size: "L", quantity: 1 },
    ]);
    await order({ userId: kim.id }, [{ name: "Kim's hat", quantity: 1 }]);
    await order({ userId: null, customerEmail: "sam@example.com" }, [{ name: "Guest order", quantity: 1 }]);

    const response = await load(sam.cookie);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const shown = (await response.json()).orders ?? [];
    expect(shown.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(shown[0].lines.map((l: { name: string; size: string | null; quantity: number }) => [l.name, l.size, l.quantity])).toEqual([
      ["Away Tee", "M", 1],
      ["Away Tee", "L", 1],
    ]);
    expect(shown[1]).toMatchObject({ pickupEventTitle: "Home opener", lines: [{ name: "Scarf", quantity: 2 }] });
    expect(JSON.stringify(shown)).not.toMatch(/Kim's hat|Guest order/);
  });

  it("reads the lines of all orders in one query: as many queries for 25 orders as for 1", async () => {
    const sam = await person("sam@example.com");
    const kim = await person("kim@example.com");
    await order({ userId: kim.id }, [{ name: "Scarf", quantity: 1 }]);
    const spy = vi.spyOn(test.db, "select");
    await load(kim.cookie);
    const forOne = spy.mock.calls.length;
    expect(forOne).toBeGreaterThanOrEqual(2); // the spy sees the orders query and the lines query
    spy.mockClear();
    for (let i = 0; i < 25; i++) await order({ userId: sam.id }, [{ name: `Item ${i}`, quantity: 1 }]);
    spy.mockClear();
    const { orders: shown } = await (await load(sam.cookie)).json();
    expect(shown).toHaveLength(25);
    expect(spy.mock.calls.length).toBe(forOne);
    spy.mockRestore();
  });

  it("sends an anonymous visitor to sign in with the logged-out notice", async () => {
    const thrown = await load().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/api/login?returnTo=%2Forder-tracking");
  });
});

describe("OrderCard", () => {
  const base: OrderCardData = {
    id: "0b5c1a2e-aaaa-bbbb-cccc-1234567890ab",
    createdAt: "2026-02-01T12:00:00.000Z",
    status: "shipped",
    totalAmount: "54.00",
    quantity: 2,
    includesMembership: true,
    customerEmail: "sam@example.com",
    customerName: "Sam Fan",
    paymentMethod: "stripe",
    paidAt: "2026-02-01T12:05:00.000Z",
    pickupEventTitle: null,
    pickupEventDate: null,
    carrier: "UPS",
    trackingNumber: "1Z999",
    trackingUrl: "https://track.example/1Z999",
    lines: [{ id: 1, name: "Away Tee", size: "M", quantity: 2 }],
  };
  const render = (order: Partial<OrderCardData>) =>
    renderToString(createElement(OrderCard, { order: { ...base, ...order }, timeZone: "America/New_York", currency: "usd" }));

  it("shows the number, badge, total, membership note, customer, lines, payment, the three filled steps and the tracking link", () => {
    const html = render({});
    // One message, "Order #{number}": the number inside the sentence, no React text boundary.
    expect(html).toContain("Order #7890AB");
    expect(html).toContain("Shipped");
    expect(html).toContain("$54.00");
    expect(html).toContain("Includes membership");
    expect(html).toContain("Sam Fan");
    expect(html).toContain("sam@example.com");
    expect(html).toMatch(/Away Tee.*Size M/);
    expect(html).toContain(">Paid<");
    expect(html.match(/data-filled="true"/g)).toHaveLength(3);
    expect(html).toContain('href="https://track.example/1Z999"');
  });

  it("pending (or missing) status fills one step; pay-later shows how to pay; pickup orders show the event; cancelled has only the badge", () => {
    const pending = render({
      status: null,
      paidAt: null,
      paymentMethod: "pay-later",
      pickupEventTitle: "Home opener",
      pickupEventDate: "2030-03-01T19:00:00.000Z",
      includesMembership: false,
    });
    expect(pending).toContain("Pending");
    expect(pending.match(/data-filled="true"/g)).toHaveLength(1);
    expect(pending).toContain("Pay at pickup / on invoice");
    expect(pending).toContain("Home opener");
    expect(pending).not.toContain("Includes membership");
    expect(pending).not.toContain("track.example");
    const cancelled = render({ status: "cancelled" });
    expect(cancelled).toContain("Cancelled");
    expect(cancelled).not.toContain("Order progress");
  });
});
