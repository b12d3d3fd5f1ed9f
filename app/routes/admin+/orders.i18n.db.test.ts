import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createEvent, createOrder, createSignedInMember } from "../../../test/factories";
import { args, asServed, get, post, readToast, settle } from "../../../test/http";
import { action as orderAction } from "./orders.$orderId";
import { action as pickAction, loader as pickLoader } from "./orders.pick-list";
import { loader as csvLoader } from "./orders.pick-list[.csv]";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
useTestDatabase();
const admin = () => createSignedInMember({ email: "admin@example.com", isAdmin: true });
const inGerman = (cookie: string) => ({ cookie, headers: { "Accept-Language": "de" } });

describe("the admin's order pages in German", () => {
  it("refuses an illegal change and a bad tracking link in German, and the toast of a legal change is German", async () => {
    const { cookie } = await admin();
    const delivered = await createOrder({ status: "delivered" }, [{ name: "Scarf", quantity: 1 }]);
    const illegal = await asServed(
      post(`/admin/orders/${delivered}`, { intent: "status", status: "pending" }, inGerman(cookie)),
      (request) => settle(orderAction(args(request, { orderId: delivered }))),
    );
    expect(illegal.status).toBe(409);
    expect((await illegal.json()).message).toMatch(/^Bestellung #[0-9A-Z-]{6} ist zugestellt und kann nicht auf „offen“ gesetzt werden\.$/);

    const processing = await createOrder({ status: "processing" }, [{ name: "Scarf", quantity: 1 }]);
    const bad = await asServed(
      post(`/admin/orders/${processing}`, { intent: "status", status: "shipped", trackingUrl: "not a link" }, inGerman(cookie)),
      (request) => settle(orderAction(args(request, { orderId: processing }))),
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.message).toBe("Prüf die Versanddaten.");
    expect(body.errors.trackingUrl).toEqual(["Gib eine Webadresse ein, die mit http:// oder https:// beginnt"]);

    const shipped = await asServed(
      post(`/admin/orders/${processing}`, { intent: "status", status: "shipped" }, inGerman(cookie)),
      (request) => settle(orderAction(args(request, { orderId: processing }))),
    );
    expect(shipped.status).toBe(302);
    expect(await readToast(shipped)).toMatchObject({
      title: "Bestellung aktualisiert",
      description: expect.stringMatching(/^Bestellung #[0-9A-Z-]{6} ist versandt\. Die Kundin oder der Kunde hat eine E-Mail bekommen\.$/),
    });
  });

  it("records a payment with a German toast, and refuses a second one in German", async () => {
    const { cookie } = await admin();
    const id = await createOrder({ paymentMethod: "pay-later" }, [{ name: "Scarf", quantity: 1 }]);
    const markPaid = () =>
      asServed(post(`/admin/orders/${id}`, { intent: "mark-paid" }, inGerman(cookie)), (request) =>
        settle(orderAction(args(request, { orderId: id }))),
      );
    const paid = await markPaid();
    expect(await readToast(paid)).toMatchObject({
      title: "Zahlung erfasst",
      description: expect.stringMatching(/^Bestellung #[0-9A-Z-]{6} ist als bezahlt markiert\.$/),
    });
    const again = await markPaid();
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Diese Bestellung ist schon bezahlt, wird per Karte bezahlt oder wurde storniert.");
  });

  it("the pick list answers in German: an unknown event, a hand-over, a refusal; its CSV columns stay English for spreadsheets", async () => {
    const { cookie } = await admin();
    const missing = await asServed(get("/admin/orders/pick-list?event=999999", inGerman(cookie)), (request) =>
      settle(pickLoader(args(request))),
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Termin nicht gefunden");

    const eventId = await createEvent({ title: "Home opener", date: new Date("2030-03-01T19:00:00Z") });
    const id = await createOrder({ pickupEventId: eventId, paymentMethod: "pay-later" }, [{ name: "Scarf", quantity: 1 }]);
    const collect = () =>
      asServed(post(`/admin/orders/pick-list?event=${eventId}`, { intent: "collected", orderId: id }, inGerman(cookie)), (request) =>
        settle(pickAction(args(request))),
      );
    expect(await readToast(await collect())).toMatchObject({
      title: "Abgeholt",
      description: expect.stringMatching(/^Bestellung #[0-9A-Z-]{6} wurde übergeben und als bezahlt markiert\.$/),
    });
    const twice = await collect();
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toMatch(/^Bestellung #[0-9A-Z-]{6}: /);

    const csv = await asServed(get(`/admin/orders/pick-list.csv?event=${eventId}`, inGerman(cookie)), (request) =>
      settle(csvLoader(args(request))),
    );
    expect((await csv.text()).split("\n")[0]).toContain("Customer,Email,Order,Item,Size,Quantity,Payment");
  });
});
