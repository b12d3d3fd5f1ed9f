import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS, events, notifications, ticketListingMessages, ticketListings } from "../../../db/schema";
import { useTestDatabase } from "../../../test/db";
import { DAY, later } from "../../../test/time";
import { createListing, createSignedInMember, type SignedIn as Person, type UserValues } from "../../../test/factories";
import { args, get, ORIGIN, post, readToast } from "../../../test/http";
import { loader as listingLoader } from "./tickets.$listingId._index";
import ContactPosterPage, { action as contactAction, loader as contactLoader } from "./tickets.$listingId.contact";
import { action as closeAction } from "./tickets.$listingId.close";
import { action as editAction, loader as editLoader } from "./tickets.$listingId.edit";
import TicketExchangePage, { loader as ticketsLoader } from "./tickets._index";
import { action as newAction } from "./tickets.new";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const person = (email: string, values: UserValues = {}): Promise<Person> => createSignedInMember({ email, ...values });

const listing = createListing;

async function stored(id: number) {
  const [row] = await test.db.select().from(ticketListings).where(eq(ticketListings.id, id));
  return row;
}

const form = (path: string, fields: Record<string, string>, cookie?: string) => post(path, fields, { cookie });

/** A thrown Response (redirects, 404s) is the answer too. */
async function answer(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`not a Response: ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/**
 * A page as a browser gets it: the route's loader and component in a data router, rendered to
 * HTML with the loader data serialised into the page (as Remix does for hydration).
 */
async function pageHtml(
  route: { id: string; path: string; loader: typeof ticketsLoader | typeof contactLoader; Component: () => JSX.Element },
  url: string,
  cookie?: string,
) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [{ ...route, loader: ({ request, params }) => route.loader(args(request, params as Record<string, string>)) }],
    },
  ]);
  const context = await handler.query(get(url, cookie));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

const ticketsHtml = (cookie?: string, search = "") =>
  pageHtml(
    { id: "routes/_tickets+/tickets._index", path: "tickets", loader: ticketsLoader, Component: TicketExchangePage },
    `/tickets${search}`,
    cookie,
  );

const fields = (values: Record<string, string> = {}) => ({
  eventId: "",
  matchTitle: "Roadies FC vs Lakeshore",
  matchDate: "2099-05-01T19:30",
  section: "112",
  row: "",
  seats: "3-4",
  price: "45.00",
  listingType: "sale",
  tradeDescription: "",
  ...values,
});

describe("/tickets", () => {
  it("anonymous: no email in the loader data or the HTML; the mail link only for signed-in members and posters who show their address", async () => {
    const open = await person("open@example.com", {
      firstName: "Priya",
      lastName: "Shah",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true },
    });
    const closed = await person("closed@example.com", {
      firstName: "Tom",
      lastName: "Reid",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, allowMemberContact: false },
    });
    const hidden = await person("hidden@example.com", {
      firstName: "Maria",
      lastName: "Lopez",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, profileVisibility: false },
    });
    // The defaults: 'Allow member contact' on, 'Show email address' off.
    const privateAddress = await person("private@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const viewer = await person("viewer@example.com");
    const ids = {
      open: await listing(open.id, { matchTitle: "Roadies FC vs Open" }),
      closed: await listing(closed.id),
      hidden: await listing(hidden.id),
      privateAddress: await listing(privateAddress.id),
      expired: await listing(open.id, { matchTitle: "Already kicked off", matchDate: later(-60_000) }),
    };

    const data = await (await answer(() => ticketsLoader(args(get("/tickets"))))).json();
    const dataText = JSON.stringify(data);
    expect(dataText).not.toContain("@example.com");
    for (const person of [open, closed, hidden, privateAddress]) expect(dataText).not.toContain(person.id);
    expect(data.listings.map((l: { id: number }) => l.id).sort()).toEqual([ids.open, ids.closed, ids.hidden, ids.privateAddress].sort());
    expect(data.listings.find((l: { id: number }) => l.id === ids.hidden).postedBy).toBe("Member");

    const html = await ticketsHtml();
    expect(html).toContain("Roadies FC vs Open");
    expect(html).toContain("Priya S.");
    expect(html).not.toContain("Already kicked off");
    expect(html).not.toMatch(/@example\.com|mailto:/);
    expect(html).not.toContain("Maria");

    const signedIn = await (await answer(() => ticketsLoader(args(get("/tickets", viewer.cookie))))).json();
    type Card = { id: number; contact: string; contactEmail: string | null; postedBy: string };
    const cards = new Map<number, Card>(signedIn.listings.map((l: Card) => [l.id, l]));
    expect(cards.get(ids.open)).toMatchObject({ contact: "email", contactEmail: "open@example.com" });
    expect(cards.get(ids.closed)).toMatchObject({ contact: "none", contactEmail: null });
    expect(cards.get(ids.hidden)).toMatchObject({ contact: "message", contactEmail: null, postedBy: "Member" });
    expect(cards.get(ids.privateAddress)).toMatchObject({ contact: "message", contactEmail: null, postedBy: "Ana R." });
    // Only the poster who shows their address is in the member's loader data; nobody's id is.
    const signedInText = JSON.stringify(signedIn);
    expect(signedInText.match(/[a-z]+@example\.com/g)?.filter((a) => a !== "viewer@example.com")).toEqual(["open@example.com"]);
    for (const poster of [open, closed, hidden, privateAddress]) expect(signedInText).not.toContain(poster.id);
    expect(signedInText).not.toMatch(/Maria|Lopez/);

    const memberHtml = await ticketsHtml(viewer.cookie);
    expect(memberHtml).toContain("mailto:open@example.com");
    for (const address of ["closed@example.com", "hidden@example.com", "private@example.com"]) expect(memberHtml).not.toContain(address);
    expect(memberHtml).not.toMatch(/Maria|Lopez/);
    // Contact off: the disabled button. Address private: the contact form, a page of its own.
    expect(memberHtml).toContain("No contact info available");
    expect(memberHtml).toContain(`href="/tickets/${ids.privateAddress}/contact"`);
    expect(memberHtml).toContain(`href="/tickets/${ids.hidden}/contact"`);
    expect(memberHtml).not.toContain(`href="/tickets/${ids.closed}/contact"`);
    expect(memberHtml).not.toContain(`href="/tickets/${ids.open}/contact"`);

    // The filters are links that work without JavaScript.
    const trade = await (await answer(() => ticketsLoader(args(get("/tickets?type=trade"))))).json();
    expect(trade.listings).toEqual([]);
    expect(await ticketsHtml(undefined, "?type=trade")).toContain("No ticket listings found");
  });

  it("/tickets/{id}: the open listing without email for anonymous visitors; 404 once expired or closed", async () => {
    const poster = await person("poster@example.com");
    const id = await listing(poster.id);
    const expired = await listing(poster.id, { matchDate: later(-60_000) });
    const sold = await listing(poster.id, { isActive: false, closedReason: "sold" });
    const page = await answer(() => listingLoader(args(get(`/tickets/${id}`), { listingId: String(id) })));
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain(poster.id);
    // A member reading a hidden poster's listing: 'Member', and nothing that leads to them.
    const hidden = await person("hidden@example.com", {
      firstName: "Maria",
      lastName: "Lopez",
      profileImageUrl: "https://img.example.org/maria.png",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, profileVisibility: false },
    });
    const viewer = await person("viewer@example.com");
    const hiddenId = await listing(hidden.id);
    const hiddenPage = await answer(() => listingLoader(args(get(`/tickets/${hiddenId}`, viewer.cookie), { listingId: String(hiddenId) })));
    const hiddenText = await hiddenPage.text();
    expect(JSON.parse(hiddenText).listing).toMatchObject({ postedBy: "Member", contact: "message", contactEmail: null });
    for (const clue of ["hidden@example.com", hidden.id, "Maria", "Lopez", "maria.png"]) expect(hiddenText).not.toContain(clue);
    for (const target of [expired, sold, 999_999]) {
      expect((await answer(() => listingLoader(args(get(`/tickets/${target}`), { listingId: String(target) })))).status).toBe(404);
    }
    expect((await answer(() => listingLoader(args(get("/tickets/abc"), { listingId: "abc" })))).status).toBe(404);
  });
});

describe("the listing form without JavaScript", () => {
  it("/tickets/new: sign-in first; 400 with field errors and everything typed; the server fills a home match", async () => {
    const member = await person("member@example.com");
    const anonymous = await answer(() => newAction(args(form("/tickets/new", fields()))));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("tickets%2Fnew");

    const bad = await answer(() =>
      newAction(args(form("/tickets/new", fields({ section: "", matchDate: "", price: "abc" }), member.cookie))),
    );
    expect(bad.status).toBe(400);
    const { reply } = await bad.json();
    expect(reply.fieldErrors).toMatchObject({ section: ["Section is required"], price: ["Enter a price like 45.00"] });
    expect(reply.values).toMatchObject({ matchTitle: "Roadies FC vs Lakeshore", seats: "3-4", price: "abc" });
    const noDate = await answer(() => newAction(args(form("/tickets/new", fields({ matchDate: "" }), member.cookie))));
    expect(noDate.status).toBe(400);
    expect((await noDate.json()).reply.fieldErrors).toEqual({ matchDate: ["Match date is required"] });

    const [away] = await test.db
      .insert(events)
      .values({ title: "Away day", date: later(3 * DAY), location: "Away", type: "match", isHomeMatch: false })
      .returning({ id: events.id });
    const refused = await answer(() => newAction(args(form("/tickets/new", fields({ eventId: String(away.id) }), member.cookie))));
    expect(refused.status).toBe(400);
    expect((await refused.json()).reply.fieldErrors.eventId).toEqual(["Choose an upcoming home match, or Other Match (manual entry)"]);
    const pastDate = await answer(() => newAction(args(form("/tickets/new", fields({ matchDate: "2001-01-01T12:00" }), member.cookie))));
    expect(pastDate.status).toBe(400);
    expect(await test.db.select().from(ticketListings)).toEqual([]);

    const kickOff = later(9 * DAY);
    const [home] = await test.db
      .insert(events)
      .values({
        title: "Roadies FC vs Capital City SC",
        date: kickOff,
        location: "Home Park",
        type: "match",
        isHomeMatch: true,
        faceValue: "50.00",
      })
      .returning({ id: events.id });
    const overFace = await answer(() =>
      newAction(args(form("/tickets/new", fields({ eventId: String(home.id), price: "50.01" }), member.cookie))),
    );
    expect((await overFace.json()).reply.fieldErrors.price).toEqual(["Price may not exceed the face value of $50.00"]);
    const created = await answer(() =>
      newAction(args(form("/tickets/new", fields({ eventId: String(home.id), matchTitle: "typed", matchDate: "" }), member.cookie))),
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/tickets");
    const [row] = await test.db.select().from(ticketListings);
    expect(row).toMatchObject({ userId: member.id, eventId: home.id, matchTitle: "Roadies FC vs Capital City SC", price: "45.00" });
    expect(row.matchDate.toISOString()).toBe(kickOff.toISOString());
  });

  // 'Match date is required' comes from a superRefine, which zod would skip while another field
  // has a type error; the schema runs it anyway, so one submit shows both messages.
  it("/tickets/new: an empty date is reported together with a malformed price", async () => {
    const member = await person("member@example.com");
    const bad = await answer(() => newAction(args(form("/tickets/new", fields({ price: "abc", matchDate: "" }), member.cookie))));
    expect((await bad.json()).reply.fieldErrors).toEqual({ price: ["Enter a price like 45.00"], matchDate: ["Match date is required"] });
  });

  it("/tickets/new: 409 with the message at the open-listings limit", async () => {
    const member = await person("member@example.com");
    for (let i = 0; i < 10; i++) await listing(member.id);
    const refused = await answer(() => newAction(args(form("/tickets/new", fields(), member.cookie))));
    expect(refused.status).toBe(409);
    expect((await refused.json()).reply.formError).toBe("You can have at most 10 open listings. Mark one sold or withdraw it first.");
  });

  it("/tickets/{id}/edit and /close: another member's listing is a 404 and nothing changes", async () => {
    const poster = await person("poster@example.com");
    const other = await person("other@example.com");
    const id = await listing(poster.id);
    const before = await stored(id);
    const params = { listingId: String(id) };

    expect((await answer(() => editLoader(args(get(`/tickets/${id}/edit`, other.cookie), params)))).status).toBe(404);
    expect(
      (await answer(() => editAction(args(form(`/tickets/${id}/edit`, fields({ section: "999" }), other.cookie), params)))).status,
    ).toBe(404);
    const closeData = await answer(() => closeAction(args(form(`/tickets/${id}/close?_data=x`, { intent: "sold" }, other.cookie), params)));
    expect(closeData.status).toBe(404);
    const closeForm = await answer(() => closeAction(args(form(`/tickets/${id}/close`, { intent: "sold" }, other.cookie), params)));
    expect(closeForm.status).toBe(302);
    expect(await stored(id)).toEqual(before);

    const invalid = await answer(() => editAction(args(form(`/tickets/${id}/edit`, fields({ seats: "" }), poster.cookie), params)));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).reply.fieldErrors.seats).toEqual(["Seats is required"]);
    const badIntent = await answer(() =>
      closeAction(args(form(`/tickets/${id}/close?_data=x`, { intent: "burn" }, poster.cookie), params)),
    );
    expect(badIntent.status).toBe(400);
    expect(await stored(id)).toEqual(before);

    const edited = await answer(() => editAction(args(form(`/tickets/${id}/edit`, fields({ section: "118" }), poster.cookie), params)));
    expect(edited.status).toBe(302);
    expect((await stored(id)).section).toBe("118");
    const sold = await answer(() =>
      closeAction(args(form(`/tickets/${id}/close`, { intent: "sold", returnTo: "/profile" }, poster.cookie), params)),
    );
    expect(sold.status).toBe(302);
    expect(sold.headers.get("Location")).toBe("/profile");
    expect(await stored(id)).toMatchObject({ isActive: false, closedReason: "sold" });
    expect((await answer(() => listingLoader(args(get(`/tickets/${id}`), params)))).status).toBe(404);
  });
});

describe("/tickets/{id}/contact: the message form for a poster whose address is private", () => {
  const contactPage = (id: number, cookie?: string) =>
    answer(() => contactLoader(args(get(`/tickets/${id}/contact`, cookie), { listingId: String(id) })));
  const send = (id: number, message: string, cookie?: string) =>
    answer(() => contactAction(args(form(`/tickets/${id}/contact`, { message }, cookie), { listingId: String(id) })));
  const storedMessages = () => test.db.select().from(ticketListingMessages).orderBy(ticketListingMessages.id);
  const queued = () =>
    test.db
      .select({ userId: notifications.userId, subjectKey: notifications.subjectKey })
      .from(notifications)
      .where(eq(notifications.kind, "listing-message"))
      .orderBy(notifications.id);

  it("members only; the page names the listing and the poster as shown, never their address; the HTML holds the form", async () => {
    const poster = await person("private@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const hidden = await person("hidden@example.com", {
      firstName: "Maria",
      lastName: "Lopez",
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profileVisibility: false },
    });
    const buyer = await person("buyer@example.com");
    const id = await listing(poster.id, { matchTitle: "Roadies FC vs Lakeshore", section: "112", seats: "3-4" });
    const hiddenId = await listing(hidden.id);

    const anonymous = await contactPage(id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/api/login?returnTo=%2Ftickets%2F${id}%2Fcontact`);
    const anonymousPost = await send(id, "Hello");
    expect(anonymousPost.status).toBe(302);
    expect(anonymousPost.headers.get("Location")).toContain("/api/login");

    const page = await contactPage(id, buyer.cookie);
    expect(page.status).toBe(200);
    const data = await page.text();
    expect(JSON.parse(data).listing).toMatchObject({ id, matchTitle: "Roadies FC vs Lakeshore", postedBy: "Ana R." });
    expect(data).not.toContain("private@example.com");
    expect(data).not.toContain(poster.id);
    const hiddenData = await (await contactPage(hiddenId, buyer.cookie)).text();
    for (const clue of ["hidden@example.com", hidden.id, "Maria", "Lopez"]) expect(hiddenData).not.toContain(clue);
    expect(JSON.parse(hiddenData).listing.postedBy).toBe("Member");

    const route = { id: "routes/_tickets+/tickets.$listingId.contact", path: "tickets/:listingId/contact", loader: contactLoader };
    const html = await pageHtml({ ...route, Component: ContactPosterPage }, `/tickets/${id}/contact`, buyer.cookie);
    expect(html).toContain("Contact Seller");
    expect(html).toContain('<textarea id="message" name="message"');
    expect(html).toContain("Send message");
    expect(html).toContain("Posted by Ana R.");
    expect(html).not.toContain("private@example.com");

    // The poster's own listing: back to it.
    const own = await contactPage(id, poster.cookie);
    expect(own.status).toBe(303);
    expect(own.headers.get("Location")).toBe(`/tickets/${id}`);
  });

  it("an empty or too long message is a 400 next to the field, with the text kept; a sent one is stored and mailed both ways", async () => {
    const poster = await person("private@example.com", { firstName: "Ana", lastName: "Ruiz" });
    const buyer = await person("buyer@example.com", { firstName: "Kai", lastName: "Ng" });
    const id = await listing(poster.id);

    for (const [typed, error] of [
      ["", "Write a message to the poster"],
      ["   ", "Write a message to the poster"],
      ["x".repeat(2001), "Message must be at most 2000 characters"],
    ] as const) {
      const refused = await send(id, typed, buyer.cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: typed, fieldError: error, formError: null });
    }
    expect(await storedMessages()).toEqual([]);

    const sent = await send(id, "  Are the two seats together?  ", buyer.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/tickets/${id}`);
    expect(await readToast(sent)).toMatchObject({ type: "success", title: "Message Sent" });
    const [message] = await storedMessages();
    expect(message).toMatchObject({ listingId: id, senderId: buyer.id, body: "Are the two seats together?" });
    expect(await queued()).toEqual([
      { userId: poster.id, subjectKey: `${message.id}:poster` },
      { userId: buyer.id, subjectKey: `${message.id}:sender` },
    ]);

    // A cross-site post is refused before anything is read.
    const crossSite = await answer(() =>
      contactAction(
        args(
          new Request(`${ORIGIN}/tickets/${id}/contact`, {
            method: "POST",
            headers: { Origin: "https://evil.example", Cookie: buyer.cookie },
            body: new URLSearchParams({ message: "Hi" }),
          }),
          { listingId: String(id) },
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(await storedMessages()).toHaveLength(1);
  });

  it("'Allow member contact' off: the page is a 403 and a direct post is refused, nothing stored; gone listings are a 404", async () => {
    const closedPoster = await person("closed@example.com", {
      privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, showEmail: true, allowMemberContact: false },
    });
    const poster = await person("private@example.com");
    const buyer = await person("buyer@example.com");
    const refusedId = await listing(closedPoster.id);
    const sold = await listing(poster.id, { isActive: false, closedReason: "sold" });

    const page = await contactPage(refusedId, buyer.cookie);
    expect(page.status).toBe(403);
    expect(await page.json()).toEqual({ message: "This member does not take messages through the exchange. No contact info available." });
    const posted = await send(refusedId, "Hello there", buyer.cookie);
    expect(posted.status).toBe(403);
    expect(await posted.json()).toEqual({
      message: "Hello there",
      fieldError: null,
      formError: "This member does not take messages through the exchange. No contact info available.",
    });
    for (const gone of [sold, 999_999]) {
      expect((await contactPage(gone, buyer.cookie)).status).toBe(404);
      expect((await send(gone, "Hello", buyer.cookie)).status).toBe(404);
    }
    const own = await send(await listing(poster.id), "Hello", poster.cookie);
    expect(own.status).toBe(400);
    expect((await own.json()).formError).toBe("This is your own listing.");
    expect(await storedMessages()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it("10 messages an hour per sender: the 11th is a 429 with the wait, the text kept, nothing stored", async () => {
    const poster = await person("private@example.com");
    const buyer = await person("buyer@example.com");
    const other = await person("other@example.com");
    const id = await listing(poster.id);
    for (let i = 1; i <= 10; i++) expect((await send(id, `Offer ${i}`, buyer.cookie)).status).toBe(302);
    const limited = await send(id, "Offer 11", buyer.cookie);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: "Offer 11",
      fieldError: null,
      formError: "Too many messages sent. Please wait 60 minutes and try again.",
    });
    expect(await storedMessages()).toHaveLength(10);
    // The budget is the sender's own: another member still gets through.
    expect((await send(id, "My offer", other.cookie)).status).toBe(302);
  });
});
