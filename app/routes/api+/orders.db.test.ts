import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, notifications, orders } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { createOrder, createSignedInMember, type OrderLineValues, type OrderValues } from "../../../test/factories";
import { args, apiRequest as request } from "../../../test/http";
import { loader as listLoader } from "./orders";
import { loader as userLoader } from "./orders.user";
import { action as itemAction, loader as itemLoader } from "./orders.$id";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string, isAdmin = false) => createSignedInMember({ email, isAdmin });
const order = (values: OrderValues = {}, lines: (OrderLineValues & { unitPrice: string })[] = []) => createOrder(values, lines);
const one = (id: string, cookie?: string) => itemLoader(args(request(`/api/orders/${id}`, { cookie }), { id }));
const patch = (id: string, body: unknown, cookie?: string) =>
  itemAction(args(request(`/api/orders/${id}`, { method: "PATCH", cookie, body }), { id }));
const statusOf = async (id: string) => (await test.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const mails = () =>
  test.db
    .select({
      kind: notifications.kind,
      subjectKey: notifications.subjectKey,
      userId: notifications.userId,
      toEmail: notifications.toEmail,
    })
    .from(notifications);

describe("GET /api/orders and /api/orders/user", () => {
  it("401 for anonymous visitors", async () => {
    for (const loader of [listLoader, userLoader]) {
      const response = await loader(args(request("/api/orders")));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("the member's own orders only, newest first, totals with 2 decimals, with lines, payment and pickup event", async () => {
    const sam = await person("sam@example.com");
    const kim = await person("kim@example.com");
    const [event] = await test.db
      .insert(events)
      .values({ title: "Home opener", date: new Date("2030-03-01T19:00:00Z"), location: "Home Park", type: "match" })
      .returning({ id: events.id });
    const older = await order(
      { userId: sam.id, totalAmount: "19.9", createdAt: new Date("2026-01-01T10:00:00Z"), pickupEventId: event.id },
      [{ name: "Scarf", quantity: 1, unitPrice: "19.90" }],
    );
    const newer = await order(
      {
        userId: sam.id,
        totalAmount: "54",
        quantity: 2,
        status: "shipped",
        paidAt: new Date(),
        paymentMethod: "stripe",
        carrier: "USPS",
        trackingNumber: "9400",
        createdAt: new Date("2026-02-01T10:00:00Z"),
      },
      [{ name: "Away Tee", size: "M", quantity: 2, unitPrice: "27.00" }],
    );
    await order({ userId: kim.id, totalAmount: "99.00" }, [{ name: "Hidden", quantity: 1, unitPrice: "99.00" }]);

    for (const loader of [listLoader, userLoader]) {
      const response = await loader(args(request("/api/orders", { cookie: sam.cookie })));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.map((o: { id: string }) => o.id)).toEqual([newer, older]);
      expect(body[0]).toMatchObject({
        totalAmount: "54.00",
        quantity: 2,
        status: "shipped",
        paid: true,
        paymentMethod: "stripe",
        carrier: "USPS",
        trackingNumber: "9400",
        customerName: "Sam Fan",
        includesMembership: false,
        pickupEvent: null,
        lines: [{ name: "Away Tee", size: "M", quantity: 2, unitPrice: "27.00", fulfillmentType: "event-pickup" }],
      });
      expect(body[1]).toMatchObject({
        totalAmount: "19.90",
        status: "pending",
        paid: false,
        pickupEvent: { id: event.id, title: "Home opener" },
      });
      expect(JSON.stringify(body)).not.toContain("Hidden");
    }
  });
});

describe("GET /api/orders/{id}", () => {
  it("own order 200; another member's order and an unknown or malformed id 404; an admin reads any order; anonymous 401", async () => {
    const sam = await person("sam@example.com");
    const kim = await person("kim@example.com");
    const admin = await person("admin@example.com", true);
    const samsOrder = await order({ userId: sam.id });
    expect((await one(samsOrder, sam.cookie)).status).toBe(200);
    const refused = await one(samsOrder, kim.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: "Order not found" });
    expect((await one("no-such-order", sam.cookie)).status).toBe(404);
    expect((await one("../../etc", sam.cookie)).status).toBe(404);
    expect((await one(samsOrder)).status).toBe(401);
    const asAdmin = await one(samsOrder, admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect((await asAdmin.json()).id).toBe(samsOrder);
  });
});

describe("PATCH /api/orders/{id}", () => {
  it("401 anonymous, 403 a member (even on their own order); nothing changes", async () => {
    const sam = await person("sam@example.com");
    const id = await order({ userId: sam.id });
    expect((await patch(id, { status: "processing" })).status).toBe(401);
    const forbidden = await patch(id, { status: "processing" }, sam.cookie);
    expect(forbidden.status).toBe(403);
    expect(await statusOf(id)).toBe("pending");
    expect(await mails()).toEqual([]);
  });

  it("400 an unknown status or a bad body, 404 an unknown order, 409 an illegal jump (delivered -> pending, pending -> shipped)", async () => {
    const admin = await person("admin@example.com", true);
    const delivered = await order({ status: "delivered" });
    const pending = await order();
    const unknown = await patch(pending, { status: "lost" }, admin.cookie);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.status).toEqual(["status must be one of pending, processing, shipped, delivered, cancelled"]);
    expect((await patch(pending, "not json", admin.cookie)).status).toBe(400);
    expect((await patch(pending, { status: "shipped", trackingUrl: "javascript:alert(1)" }, admin.cookie)).status).toBe(400);
    expect((await patch("no-such-order", { status: "processing" }, admin.cookie)).status).toBe(404);
    const illegal = await patch(delivered, { status: "pending" }, admin.cookie);
    expect(illegal.status).toBe(409);
    expect(await illegal.json()).toEqual({ message: "An order that is delivered cannot become pending" });
    expect((await patch(pending, { status: "shipped" }, admin.cookie)).status).toBe(409);
    expect(await statusOf(delivered)).toBe("delivered");
    expect(await statusOf(pending)).toBe("pending");
    expect(await mails()).toEqual([]);
  });

  it("200 a legal change: the order moves, shipping details are kept and the customer's 'order-status' email is queued", async () => {
    const admin = await person("admin@example.com", true);
    const sam = await person("sam@example.com");
    const id = await order({ userId: sam.id, status: "processing" });
    const response = await patch(
      id,
      { status: "shipped", carrier: "UPS", trackingNumber: "1Z999", trackingUrl: "https://track.example/1Z999" },
      admin.cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999",
      trackingUrl: "https://track.example/1Z999",
    });
    const [row] = await test.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe("shipped");
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(await mails()).toEqual([{ kind: "order-status", subjectKey: `${id}:shipped`, userId: sam.id, toEmail: null }]);
  });

  it("10 concurrent attempts at the same move: exactly one wins, the rest are 409, one email queued", async () => {
    const admin = await person("admin@example.com", true);
    const id = await order({ customerEmail: "guest@example.com" });
    const responses = await Promise.all(Array.from({ length: 10 }, () => patch(id, { status: "processing" }, admin.cookie)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await statusOf(id)).toBe("processing");
    expect(await mails()).toEqual([{ kind: "order-status", subjectKey: `${id}:processing`, userId: null, toEmail: "guest@example.com" }]);
  });
});
