import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createListing, createSignedInMember } from "../../../test/factories";
import { args, get, settle } from "../../../test/http";
import { removeListing, sendListingMessage } from "~/models/tickets.server";
import { loader as listingLoader } from "./tickets.$listingId";
import { loader as listLoader } from "./tickets._index";

// A fresh database per test (beforeAll/beforeEach hooks).
useTestDatabase();

describe("/admin/tickets/{id}: the messages members sent a poster, for a dispute", () => {
  it("an admin reads a listing's messages with each sender, also once it has closed; members are turned away", async () => {
    const admin = await createSignedInMember({ email: "admin@example.com", isAdmin: true });
    const poster = await createSignedInMember({ email: "poster@example.com", firstName: "Ana", lastName: "Ruiz" });
    const buyer = await createSignedInMember({ email: "buyer@example.com", firstName: "Kai", lastName: "Ng" });
    const id = await createListing(poster.id, { matchTitle: "Roadies FC vs Lakeshore" });
    const quiet = await createListing(poster.id);
    expect((await sendListingMessage(buyer.id, id, "Are the seats together?")).ok).toBe(true);
    expect((await sendListingMessage(buyer.id, id, "I can pay cash at the gate.")).ok).toBe(true);

    const list = await (await settle(() => listLoader(args(get("/admin/tickets", admin.cookie))))).json();
    const counts = new Map(list.listings.map((l: { id: number; messageCount: number }) => [l.id, l.messageCount]));
    expect(counts.get(id)).toBe(2);
    expect(counts.get(quiet)).toBe(0);

    await removeListing(id, "Reported as a scam");
    const lookup = await settle(() => listLoader(args(get(`/admin/tickets?listing=%23${id}`, admin.cookie))));
    expect(lookup.status).toBe(302);
    expect(lookup.headers.get("Location")).toBe(`/admin/tickets/${id}`);

    const page = await settle(() => listingLoader(args(get(`/admin/tickets/${id}`, admin.cookie), { listingId: String(id) })));
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data.state).toBe("Removed by an admin");
    expect(data.listing).toMatchObject({ id, email: "poster@example.com", removalReason: "Reported as a scam" });
    expect(data.messages).toMatchObject([
      { body: "Are the seats together?", senderFirstName: "Kai", senderLastName: "Ng", senderEmail: "buyer@example.com" },
      { body: "I can pay cash at the gate." },
    ]);

    const member = await settle(() => listingLoader(args(get(`/admin/tickets/${id}`, buyer.cookie), { listingId: String(id) })));
    expect(member.status).toBe(302);
    expect(member.headers.get("Location")).toBe("/");
    for (const target of ["999999", "abc"]) {
      const missing = await settle(() => listingLoader(args(get(`/admin/tickets/${target}`, admin.cookie), { listingId: target })));
      expect(missing.status).toBe(404);
    }
  });
});
