import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, orders } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import {
  createAdmin,
  createEvent,
  createOrder,
  createSignedInMember,
  type OrderLineValues,
  type OrderValues,
} from "../../../test/factories";
import { args, get, post, thrown } from "../../../test/http";
import { markCollected } from "~/models/pickup.server";
import { doorClock } from "~/models/check-in";
import { branding } from "~/utils/branding.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { loader as listLoader } from "./orders._index";
import { action as orderAction, loader as orderLoader } from "./orders.$orderId";
import { action as pickAction, loader as pickLoader } from "./orders.pick-list";
import { loader as csvLoader } from "./orders.pick-list[.csv]";
import { loader as totalsCsvLoader } from "./orders.pick-list_.totals[.csv]";
import { storedOrder } from "../../../test/rows";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string, isAdmin = false) => createSignedInMember({ email, isAdmin });
const event = (title: string, date = "2030-03-01T19:00:00Z") => createEvent({ title, date: new Date(date) });
const order = (values: OrderValues = {}, lines: OrderLineValues[] = [{ name: "Scarf", quantity: 1 }]) => createOrder(values, lines);
const mails = () =>
  test.db.select({ kind: notifications.kind, subjectKey: notifications.subjectKey }).from(notifications).orderBy(asc(notifications.id));

describe("admin orders: access", () => {
  it("every loader and action sends members home with the admin-only toast and anonymous visitors to sign in", async () => {
    const sam = await person("sam@example.com");
    const id = await order();
    const eventId = await event("Home opener");
    // Each call is started only when it is awaited: started all at once, the later refusals would
    // be rejections nobody handles yet (vitest reports them as unhandled errors).
    const calls = (cookie?: string) => [
      () => listLoader(args(get("/admin/orders", cookie))),
      () => orderLoader(args(get(`/admin/orders/${id}`, cookie), { orderId: id })),
      () => orderAction(args(post(`/admin/orders/${id}`, { intent: "status", status: "processing" }, cookie), { orderId: id })),
      () => pickLoader(args(get(`/admin/orders/pick-list?event=${eventId}`, cookie))),
      () => pickAction(args(post(`/admin/orders/pick-list?event=${eventId}`, { intent: "collected", orderId: id }, cookie))),
      () => csvLoader(args(get(`/admin/orders/pick-list.csv?event=${eventId}`, cookie))),
      () => totalsCsvLoader(args(get(`/admin/orders/pick-list/totals.csv?event=${eventId}`, cookie))),
    ];
    for (const call of calls(sam.cookie)) {
      const response = await thrown(call());
      expect(response?.status).toBe(302);
      expect(response?.headers.get("Location")).toBe("/");
    }
    for (const call of calls()) {
      expect((await thrown(call()))?.headers.get("Location")).toMatch(/^\/api\/login/);
    }
    expect((await storedOrder(id)).status).toBe("pending");
  });
});

describe("/admin/orders list", () => {
  it("newest first, filtered by status and by pickup event, paged 50 at a time", async () => {
    const admin = await person("admin@example.com", true);
    const opener = await event("Home opener");
    const derby = await event("Derby", "2030-04-01T19:00:00Z");
    const a = await order({ createdAt: new Date("2026-01-01T00:00:00Z"), pickupEventId: opener });
    const b = await order({ createdAt: new Date("2026-01-02T00:00:00Z"), pickupEventId: derby, status: "processing" });
    const c = await order({ createdAt: new Date("2026-01-03T00:00:00Z"), status: "processing" });
    const list = async (query: string) =>
      (await (await listLoader(args(get(`/admin/orders${query}`, admin.cookie)))).json()) as {
        orders: { id: string; pickupEventTitle: string | null }[];
        hasMore: boolean;
        pickupEvents: { title: string }[];
      };
    const all = await list("");
    expect(all.orders.map((o) => o.id)).toEqual([c, b, a]);
    expect(all.pickupEvents.map((e) => e.title)).toEqual(["Derby", "Home opener"]);
    expect((await list("?status=processing")).orders.map((o) => o.id)).toEqual([c, b]);
    expect((await list(`?event=${opener}`)).orders.map((o) => o.id)).toEqual([a]);
    expect((await list(`?status=processing&event=${derby}`)).orders.map((o) => [o.id, o.pickupEventTitle])).toEqual([[b, "Derby"]]);
    // Unreadable filters are no filter, not an error.
    expect((await list("?status=lost&event=abc&page=-3")).orders).toHaveLength(3);

    await test.db
      .insert(orders)
      .values(Array.from({ length: 60 }, (_, i) => ({ totalAmount: "1.00", createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) })));
    const first = await list("");
    expect(first.orders).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const second = await list("?page=2");
    expect(second.orders).toHaveLength(13);
    expect(second.hasMore).toBe(false);
  });
});

describe("/admin/orders/{id}", () => {
  it("shows the order with its lines and only the legal next statuses; an unknown order is a 404", async () => {
    const admin = await person("admin@example.com", true);
    const id = await order({ status: "processing" }, [
      { name: "Away Tee", size: "M", quantity: 2, fulfillmentType: "print-on-demand" },
      { name: "Scarf", quantity: 1 },
    ]);
    const data = await (await orderLoader(args(get(`/admin/orders/${id}`, admin.cookie), { orderId: id }))).json();
    expect(data.next).toEqual(["shipped", "delivered", "cancelled"]);
    expect(data.order.lines.map((l: { name: string; size: string | null }) => [l.name, l.size])).toEqual([
      ["Away Tee", "M"],
      ["Scarf", null],
    ]);
    expect((await thrown(orderLoader(args(get("/admin/orders/nope", admin.cookie), { orderId: "nope" }))))?.status).toBe(404);
    const final = await order({ status: "delivered" });
    expect((await (await orderLoader(args(get(`/admin/orders/${final}`, admin.cookie), { orderId: final }))).json()).next).toEqual([]);
  });

  it("a legal change moves the order, keeps the shipping details, emails the customer and redirects with a toast", async () => {
    const admin = await person("admin@example.com", true);
    const id = await order({ status: "processing" });
    const response = await orderAction(
      args(
        post(
          `/admin/orders/${id}`,
          { intent: "status", status: "shipped", carrier: "UPS", trackingNumber: "1Z9", trackingUrl: "https://track.example/1Z9" },
          admin.cookie,
        ),
        { orderId: id },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${id}`);
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    const row = await storedOrder(id);
    expect([row.status, row.carrier, row.trackingNumber, row.trackingUrl]).toEqual(["shipped", "UPS", "1Z9", "https://track.example/1Z9"]);
    expect(await mails()).toEqual([{ kind: "order-status", subjectKey: `${id}:shipped` }]);
  });

  it("an illegal change is a 409 with the message on the page; a bad tracking link a 400 that keeps what was typed", async () => {
    const admin = await person("admin@example.com", true);
    const delivered = await order({ status: "delivered" });
    const illegal = await orderAction(
      args(post(`/admin/orders/${delivered}`, { intent: "status", status: "pending" }, admin.cookie), { orderId: delivered }),
    );
    expect(illegal.status).toBe(409);
    expect((await illegal.json()).message).toMatch(/^Order #[0-9A-Z-]{6} is delivered and cannot become pending\.$/);

    const processing = await order({ status: "processing" });
    const bad = await orderAction(
      args(
        post(
          `/admin/orders/${processing}`,
          { intent: "status", status: "shipped", carrier: "UPS", trackingUrl: "not a link" },
          admin.cookie,
        ),
        { orderId: processing },
      ),
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors.trackingUrl).toEqual(["Enter a web address starting with http:// or https://"]);
    expect(body.values).toEqual({ carrier: "UPS", trackingNumber: "", trackingUrl: "not a link" });
    expect((await storedOrder(processing)).status).toBe("processing");
    expect((await storedOrder(delivered)).status).toBe("delivered");
    expect(await mails()).toEqual([]);
  });

  it("'Mark paid' records a pay-later order's payment once; a card order or a second click is refused", async () => {
    const admin = await person("admin@example.com", true);
    const payLater = await order({ paymentMethod: "pay-later" });
    const card = await order({ paymentMethod: "stripe" });
    const markPaid = (id: string) => orderAction(args(post(`/admin/orders/${id}`, { intent: "mark-paid" }, admin.cookie), { orderId: id }));
    expect((await markPaid(payLater)).status).toBe(302);
    const paidAt = (await storedOrder(payLater)).paidAt;
    expect(paidAt).toBeInstanceOf(Date);
    expect((await markPaid(payLater)).status).toBe(409);
    expect((await storedOrder(payLater)).paidAt).toEqual(paidAt);
    expect((await markPaid(card)).status).toBe(409);
    expect((await storedOrder(card)).paidAt).toBeNull();
  });
});

describe("pick list", () => {
  // An order marked delivered on its order page: handed over then, though not at the merch table.
  const DELIVERED = new Date("2030-03-01T19:30:00Z");
  async function setUp() {
    const admin = await person("admin@example.com", true);
    const opener = await event("Home opener", "2030-03-01T19:00:00Z");
    const derby = await event("Derby", "2030-04-01T19:00:00Z");
    const sam = await order({ customerName: "Sam Fan", pickupEventId: opener, totalAmount: "37.50" }, [
      { name: "Scarf", quantity: 2, productId: null },
      { name: "Away Tee", size: "M", quantity: 1, fulfillmentType: "print-on-demand" },
      { name: "Cap", size: "L", quantity: 1 },
    ]);
    const ann = await order(
      {
        customerName: "Ann Lee",
        pickupEventId: opener,
        paidAt: new Date(),
        paymentMethod: "stripe",
        status: "processing",
        totalAmount: "12.50",
      },
      [{ name: "Scarf", quantity: 1 }],
    );
    await order({ customerName: "Gone Person", pickupEventId: opener, status: "cancelled" }, [{ name: "Scarf", quantity: 5 }]);
    const done = await order({ customerName: "Done Person", pickupEventId: opener, status: "delivered", deliveredAt: DELIVERED }, [
      { name: "Scarf", quantity: 7 },
    ]);
    await order({ customerName: "Derby Fan", pickupEventId: derby }, [{ name: "Scarf", quantity: 9 }]);
    const zed = await order({ customerName: "Zed Card", pickupEventId: opener, paymentMethod: "stripe", totalAmount: "10.00" }, [
      { name: "Pin", quantity: 1 },
    ]);
    return { admin, opener, derby, sam, ann, zed, done };
  }

  it("lists the event's orders (not cancelled) with items, payment and when collected; totals per product and size of those still to hand over", async () => {
    const { admin, opener } = await setUp();
    const { pickList } = await (await pickLoader(args(get(`/admin/orders/pick-list?event=${opener}`, admin.cookie)))).json();
    expect(
      pickList!.orders.map((o) => [
        o.customerName,
        o.paidAt !== null,
        o.lines.map((l) => `${l.quantity} ${l.name} ${l.size ?? ""}`.trim()),
        o.collectedAt,
      ]),
    ).toEqual([
      ["Ann Lee", true, ["1 Scarf"], null],
      // Delivered on its order page: handed over then, nothing to bring.
      ["Done Person", false, ["7 Scarf"], doorClock(DELIVERED, branding.timeZone)],
      ["Sam Fan", false, ["2 Scarf", "1 Cap L"], null],
      ["Zed Card", false, ["1 Pin"], null],
    ]);
    expect(pickList!.totals).toEqual([
      { name: "Cap", size: "L", quantity: 1 },
      { name: "Pin", size: null, quantity: 1 },
      { name: "Scarf", size: null, quantity: 3 },
    ]);
    expect((await thrown(pickLoader(args(get("/admin/orders/pick-list?event=999", admin.cookie)))))?.status).toBe(404);
    const chooser = await (await pickLoader(args(get("/admin/orders/pick-list", admin.cookie)))).json();
    expect(chooser.pickupEvents.map((e: { title: string }) => e.title)).toEqual(["Derby", "Home opener"]);
  });

  it("downloads as CSV named with the event's date: a row per item, the amount to collect once per unpaid order, nothing else", async () => {
    const { admin, opener, sam, ann, zed, done } = await setUp();
    const response = await csvLoader(args(get(`/admin/orders/pick-list.csv?event=${opener}`, admin.cookie)));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="pick-list-2030-03-01.csv"');
    const number = (id: string) => id.slice(-6).toUpperCase();
    expect(await response.text()).toBe(
      [
        "Customer,Email,Order,Item,Size,Quantity,Payment,Amount to collect,Collected",
        `Ann Lee,sam@example.com,#${number(ann)},Scarf,,1,Paid,,`,
        `Done Person,sam@example.com,#${number(done)},Scarf,,7,To collect,25.00,${dateToWallTime(DELIVERED, branding.timeZone).replace("T", " ")}`,
        `Sam Fan,sam@example.com,#${number(sam)},Scarf,,2,To collect,37.50,`,
        `Sam Fan,sam@example.com,#${number(sam)},Cap,L,1,To collect,,`,
        `Zed Card,sam@example.com,#${number(zed)},Pin,,1,Card payment not received,,`,
        "",
      ].join("\r\n"),
    );
  });

  it("the totals per product and size are a CSV of their own at /admin/orders/pick-list/totals.csv; 404 for an unknown event", async () => {
    const { admin, opener } = await setUp();
    const response = await totalsCsvLoader(args(get(`/admin/orders/pick-list/totals.csv?event=${opener}`, admin.cookie)));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="pick-list-totals-2030-03-01.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(parseCsv(await response.text())).toEqual([
      ["Item", "Size", "Quantity"],
      ["Cap", "L", "1"],
      ["Pin", "", "1"],
      ["Scarf", "", "3"],
    ]);
    for (const url of ["/admin/orders/pick-list/totals.csv?event=999", "/admin/orders/pick-list/totals.csv"]) {
      expect((await thrown(totalsCsvLoader(args(get(url, admin.cookie)))))?.status, url).toBe(404);
    }
  });

  it("each download is one rectangular table: every row has its header's number of fields, even with commas and quotes in a name", async () => {
    const { admin, opener } = await setUp();
    await order({ customerName: 'Lee, Ann "AJ"', pickupEventId: opener }, [{ name: 'Flag, large "XL"', size: "2m, 3m", quantity: 4 }]);
    const orderRows = parseCsv(await (await csvLoader(args(get(`/admin/orders/pick-list.csv?event=${opener}`, admin.cookie)))).text());
    const totalRows = parseCsv(
      await (await totalsCsvLoader(args(get(`/admin/orders/pick-list/totals.csv?event=${opener}`, admin.cookie)))).text(),
    );
    expect(orderRows.map((row) => row.length)).toEqual(Array(orderRows.length).fill(9));
    expect(totalRows.map((row) => row.length)).toEqual(Array(totalRows.length).fill(3));
    expect(orderRows.map((row) => row[0])).not.toContain("Totals");
    expect(orderRows).toContainEqual(expect.arrayContaining(['Lee, Ann "AJ"', 'Flag, large "XL"', "2m, 3m", "4"]));
    const fromOrders = new Map<string, number>();
    // The totals add up to the order lines' quantities of the orders still to hand over (no Collected time), per product and size.
    for (const [, , , item, size, quantity] of orderRows.slice(1).filter((row) => row[8] === "")) {
      fromOrders.set(`${item}|${size}`, (fromOrders.get(`${item}|${size}`) ?? 0) + Number(quantity));
    }
    expect(new Map(totalRows.slice(1).map(([item, size, quantity]) => [`${item}|${size}`, Number(quantity)]))).toEqual(fromOrders);
  });

  it("'Collected' on a pending pay-later order: delivered through processing and paid, in one go, with the customer's emails", async () => {
    const { admin, opener, derby, sam, ann } = await setUp();
    const collect = (eventId: number, orderId: string) =>
      pickAction(args(post(`/admin/orders/pick-list?event=${eventId}`, { intent: "collected", orderId }, admin.cookie)));
    const response = await collect(opener, sam);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/orders/pick-list?event=${opener}`);
    const row = await storedOrder(sam);
    expect(row.status).toBe("delivered");
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(await mails()).toEqual([
      { kind: "order-status", subjectKey: `${sam}:processing` },
      { kind: "order-status", subjectKey: `${sam}:delivered` },
    ]);
    // Who handed it over and when, on the list, its CSV's last column and the row.
    expect(row.collectedBy).toBe(admin.id);
    const { pickList } = await (await pickLoader(args(get(`/admin/orders/pick-list?event=${opener}`, admin.cookie)))).json();
    expect(pickList!.orders.find((o) => o.id === sam)?.collectedAt).toBe(doorClock(row.collectedAt!, branding.timeZone));
    expect(pickList!.totals).not.toContainEqual(expect.objectContaining({ name: "Cap" }));
    const csv = parseCsv(await (await csvLoader(args(get(`/admin/orders/pick-list.csv?event=${opener}`, admin.cookie)))).text());
    expect(csv.filter((line) => line[2] === `#${sam.slice(-6).toUpperCase()}`).map((line) => line[8])).toEqual(
      Array(2).fill(dateToWallTime(row.collectedAt!, branding.timeZone).replace("T", " ")),
    );

    // Already paid by card: delivered, payment untouched.
    const paidAt = (await storedOrder(ann)).paidAt;
    expect((await collect(opener, ann)).status).toBe(302);
    expect((await storedOrder(ann)).paidAt).toEqual(paidAt);
    expect((await storedOrder(ann)).status).toBe("delivered");

    // Twice: 409; at another event's list: 404; nothing changes.
    expect((await collect(opener, sam)).status).toBe(409);
    expect((await collect(derby, sam)).status).toBe(404);
    expect((await collect(opener, "bad id!")).status).toBe(400);
    expect(await mails()).toHaveLength(3);
  });

  it("a collect that cannot finish changes nothing (a cancelled order stays cancelled and unpaid)", async () => {
    const opener = await event("Home opener");
    const id = await order({ pickupEventId: opener, status: "cancelled" });
    expect(await markCollected(id, opener, await createAdmin())).toEqual({ ok: false, reason: "order-cancelled" });
    const row = await storedOrder(id);
    expect([row.status, row.paidAt]).toEqual(["cancelled", null]);
    expect(await mails()).toEqual([]);
  });
});

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"' && (quoted || field === "")) {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  expect({ field, row }, "the file ends with a line break").toEqual({ field: "", row: [] });
  return rows;
}
