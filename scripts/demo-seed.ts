import { eq } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_BRANDING } from "../app/utils/branding";
import { wallTimeToDate } from "../app/utils/zoned-time";
import { mapPrintifyProduct } from "../app/models/catalog-mapping.server";
import { commitmentOf, drawOrder, newSeed } from "../app/models/away-draw.server";
import { memberIdOf } from "../app/models/membership";
import { LOYALTY_RULE } from "../app/models/loyalty-rules";
import { receiptFromBytes } from "../app/models/meetings";
import type { Database } from "../db/client";
import { demoPrintifyProducts } from "./printify-demo-catalogue";
import {
  awayAllocations,
  awayApplicants,
  awayApplications,
  awayTrips,
  awayTripSeats,
  billingHistory,
  eventAttendees,
  events,
  meetingCandidates,
  meetingDocuments,
  meetingElectorate,
  meetingItems,
  meetingMotions,
  meetings,
  meetingVoted,
  meetingVotes,
  orderLines,
  orders,
  productImages,
  products,
  productVariants,
  subscriptions,
  ticketListings,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../db/schema";

export interface SeedOptions {
  /** Everything is placed relative to this instant, so the demo never goes stale. */
  now?: Date;
  /** The club the group supports; match titles read "<clubName> vs <Opponent>". */
  clubName?: string;
  /**
   * IANA zone the event hours are meant in. Without it a 19:30 kick-off would be 19:30 in the
   * server's zone (often UTC) and show up mid-afternoon on a site that formats in club time.
   */
  timeZone?: string;
}

export interface SeedSummary {
  users: number;
  events: number;
  eventAttendees: number;
  products: number;
  volunteerOpportunities: number;
  volunteerSignups: number;
  ticketListings: number;
  orders: number;
  subscriptions: number;
  billingHistory: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant that reads `hh:mm` on the calendar day `days` after `now`, both in `timeZone`.
 * Relative days keep the demo fresh; the fixed wall-clock hour keeps it believable (nobody
 * kicks off at 03:17 because that is when the seed happened to run).
 */
function makeClock(now: Date, timeZone: string) {
  return (days: number, hhmm: string): Date => {
    const [hour, minute] = hhmm.split(":").map(Number);
    const target = new Date(now.getTime() + days * DAY_MS);
    const ymd = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .format(target)
      .split("-")
      .map(Number);
    const pad = (n: number) => String(n).padStart(2, "0");
    return wallTimeToDate(`${ymd[0]}-${pad(ymd[1])}-${pad(ymd[2])}T${pad(hour)}:${pad(minute)}`, timeZone);
  };
}

/**
 * Serial ids come back from one multi-row insert in VALUES order in practice; sorting by id
 * makes that explicit, because a serial is drawn row by row in that same order.
 */
const byId = <T extends { id: number }>(rows: T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [anyUser, anyEvent, anyProduct] = await Promise.all([
    db.select({ id: users.id }).from(users).limit(1),
    db.select({ id: events.id }).from(events).limit(1),
    db.select({ id: products.id }).from(products).limit(1),
  ]);
  return anyUser.length === 0 && anyEvent.length === 0 && anyProduct.length === 0;
}

export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const clubName = options.clubName ?? DEFAULT_BRANDING.clubName;
  const at = makeClock(now, options.timeZone ?? DEFAULT_BRANDING.timeZone);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const vs = (opponent: string) => `${clubName} vs ${opponent}`;
  const homeGround = `${clubName.replace(/\s+FC$/i, "")} Community Stadium`;
  const pub = "The Crooked Crest Pub, 412 Main Street";

  return db.transaction(async (tx) => {
    // Explicit ids so listings, orders and signups can point at members without a round trip.
    const member = {
      maria: randomUUID(),
      james: randomUUID(),
      priya: randomUUID(),
      daniel: randomUUID(),
      tom: randomUUID(),
      sam: randomUUID(),
      alex: randomUUID(),
    };
    type MemberKey = keyof typeof member;

    const userRows = await tx
      .insert(users)
      .values([
        {
          id: member.maria,
          email: "admin@example.org",
          firstName: "Maria",
          lastName: "Gonzalez",
          themePreference: "light",
          isAdmin: true,
          membershipStatus: "active",
          membershipType: "annual",
          membershipExpiry: at(200, "23:59"),
          autoRenewal: true,
          nextBillingDate: at(200, "09:00"),
          subscriptionPrice: "50.00",
          createdAt: ago(3 * 365 + 40),
        },
        {
          id: member.james,
          email: "james.oconnor@example.org",
          firstName: "James",
          lastName: "O'Connor",
          themePreference: "light",
          membershipStatus: "lifetime",
          membershipType: "lifetime",
          // Lifetime members have no expiry or billing: the profile shows 'Never expires'.
          isLifetimeMember: true,
          createdAt: ago(6 * 365),
        },
        {
          id: member.priya,
          email: "priya.patel@example.org",
          firstName: "Priya",
          lastName: "Patel",
          themePreference: "light",
          membershipStatus: "active",
          membershipType: "monthly",
          // Inside the 30-day window with renewal off, so the profile shows the yellow warning.
          membershipExpiry: at(12, "23:59"),
          autoRenewal: false,
          subscriptionPrice: "5.00",
          createdAt: ago(95),
        },
        {
          id: member.daniel,
          email: "daniel.kim@example.org",
          firstName: "Daniel",
          lastName: "Kim",
          themePreference: "light",
          membershipStatus: "active",
          membershipType: "annual",
          membershipExpiry: at(310, "23:59"),
          autoRenewal: true,
          nextBillingDate: at(310, "09:00"),
          subscriptionPrice: "100.00",
          createdAt: ago(420),
        },
        {
          id: member.tom,
          email: "tom.baker@example.org",
          firstName: "Tom",
          lastName: "Baker",
          themePreference: "light",
          membershipStatus: "expired",
          membershipType: "annual",
          membershipExpiry: at(-40, "23:59"),
          autoRenewal: false,
          subscriptionPrice: "25.00",
          createdAt: ago(405),
        },
        {
          id: member.sam,
          email: "sam.rivera@example.org",
          firstName: "Sam",
          lastName: "Rivera",
          themePreference: "light",
          membershipStatus: "inactive",
          createdAt: ago(60),
        },
        {
          id: member.alex,
          email: "alex.chen@example.org",
          firstName: "Alex",
          lastName: "Chen",
          themePreference: "light",
          membershipStatus: "pending",
          membershipType: "annual",
          subscriptionPrice: "50.00",
          createdAt: ago(2),
        },
      ])
      .returning({ id: users.id });

    interface EventSeed {
      /** Only for fixtures that ticket listings point at. */
      key?: "northgate" | "mountainCity" | "capitalCity" | "lakeshore" | "desertValleyAway" | "bayAreaAway";
      row: typeof events.$inferInsert & { date: Date };
      attendees: MemberKey[];
    }
    const eventSeeds: EventSeed[] = [
      // Past: newest-first display shows up to six, so six it is.
      {
        row: {
          title: vs("Harbor City FC"),
          description: "League match under the lights. Supporters' section opens 90 minutes before kick-off.",
          date: at(-45, "19:30"),
          location: homeGround,
          type: "match",
          isHomeMatch: true,
          competitionType: "league",
        },
        attendees: ["maria", "james", "daniel", "tom"],
      },
      {
        row: {
          title: "Season Kick-off BBQ",
          description: "Burgers, veggie skewers and the new chant sheet. Families welcome.",
          date: at(-31, "12:00"),
          location: "Fairmount Park, North Pavilion",
          type: "community",
        },
        attendees: ["maria", "james", "priya", "daniel", "sam"],
      },
      {
        row: {
          title: vs("Desert Valley SC"),
          description: "Cup road trip. Car-pool sign-up sheet is pinned in the members' chat.",
          date: at(-24, "18:00"),
          location: "Mesa Sports Park, Phoenix",
          type: "match",
          isHomeMatch: false,
          competitionType: "cup",
        },
        attendees: ["maria", "daniel"],
      },
      {
        row: {
          title: "Watch Party: Coastal United away",
          description: "Can't travel? Big screen, sound on, happy-hour prices for members.",
          date: at(-17, "16:00"),
          location: pub,
          type: "watch-party",
        },
        attendees: ["james", "priya", "tom", "sam", "alex"],
      },
      {
        key: "northgate",
        row: {
          title: vs("Northgate Rovers"),
          description: "Rivalry night. Tifo display at kick-off: be in the section by 19:00.",
          date: at(-10, "19:30"),
          location: homeGround,
          type: "match",
          isHomeMatch: true,
          competitionType: "league",
        },
        attendees: ["maria", "james", "priya", "daniel", "tom", "sam"],
      },
      {
        row: {
          title: "Riverbank Clean-Up",
          description: "Gloves, bags and coffee provided. Meet at the boat ramp.",
          date: at(-3, "09:00"),
          location: "Riverside Park, Boat Ramp Entrance",
          type: "community",
        },
        attendees: ["maria", "priya", "james"],
      },
      // Upcoming.
      {
        key: "mountainCity",
        row: {
          title: vs("Mountain City FC"),
          description: "Home league match. March to the stadium leaves the pub at 18:15.",
          date: at(4, "19:30"),
          location: homeGround,
          type: "match",
          isHomeMatch: true,
          competitionType: "league",
        },
        attendees: ["maria", "daniel", "priya"],
      },
      {
        key: "bayAreaAway",
        row: {
          title: vs("Bay Area Athletic"),
          description: "Away league match. The group has 40 seats in the visitors' section.",
          date: at(9, "19:00"),
          location: "Bayfront Stadium, Oakland",
          type: "match",
          isHomeMatch: false,
          competitionType: "league",
        },
        attendees: ["daniel"],
      },
      {
        row: {
          title: "Watch Party: Bay Area Athletic away",
          description: "For everyone staying home: doors at 18:00, kick-off 19:00.",
          date: at(9, "18:00"),
          location: pub,
          type: "watch-party",
        },
        attendees: ["james", "priya"],
      },
      {
        key: "capitalCity",
        row: {
          title: vs("Capital City SC"),
          description: "Cup round of 16. Single-game tickets on sale to members first.",
          date: at(16, "19:00"),
          location: homeGround,
          type: "match",
          isHomeMatch: true,
          competitionType: "cup",
        },
        attendees: [],
      },
      {
        row: {
          title: "Tifo Painting Night",
          description: "Help paint the banner for the derby. Old clothes recommended; pizza on us.",
          date: at(20, "18:30"),
          location: "Roadies Workshop, Unit 4, 88 Mill Road",
          type: "community",
        },
        attendees: ["maria", "sam"],
      },
      {
        key: "lakeshore",
        row: {
          title: vs("Lakeshore FC"),
          description: "Home league match and scarf-up for the club's anniversary.",
          date: at(27, "19:30"),
          location: homeGround,
          type: "match",
          isHomeMatch: true,
          competitionType: "league",
        },
        attendees: [],
      },
      {
        key: "desertValleyAway",
        row: {
          title: vs("Desert Valley SC"),
          description: "Away league match. Bus trip if 30 members sign up.",
          date: at(41, "18:00"),
          location: "Mesa Sports Park, Phoenix",
          type: "match",
          isHomeMatch: false,
          competitionType: "league",
        },
        attendees: [],
      },
      {
        row: {
          title: "Annual Members' Meeting",
          description: "Board elections, the financial report and next season's plans.",
          date: at(48, "18:30"),
          location: "Riverside Public Library, Community Room",
          type: "community",
        },
        attendees: [],
      },
    ];

    // The stored count must equal the RSVP rows, so it is derived here rather than typed in.
    const eventRows = byId(
      await tx
        .insert(events)
        .values(eventSeeds.map((e) => ({ ...e.row, attendeeCount: e.attendees.length })))
        .returning({ id: events.id }),
    );
    const eventId = (index: number) => eventRows[index].id;

    const attendeeRows = await tx
      .insert(eventAttendees)
      .values(
        eventSeeds.flatMap((e, i) =>
          e.attendees.map((who) => ({
            eventId: eventId(i),
            userId: member[who],
            createdAt: new Date(Math.min(now.getTime(), e.row.date.getTime()) - 5 * DAY_MS),
          })),
        ),
      )
      .returning({ id: eventAttendees.id });

    const productRows = byId(
      await tx
        .insert(products)
        .values([
          {
            name: "Roadies Bar Scarf",
            description: "Double-knit acrylic bar scarf in club colours. Pick up at the merch table on match days.",
            price: "25.00",
            category: "accessories",
            fulfillmentType: "event-pickup",
            imageUrl: null,
          },
          {
            name: "Enamel Crest Pin",
            description: "Hard enamel pin with butterfly clasp. Limited run of 200.",
            price: "10.00",
            category: "accessories",
            fulfillmentType: "event-pickup",
            imageUrl: null,
          },
          {
            name: "Sticker Pack (5)",
            description: "Five weatherproof vinyl stickers for laptops, bottles and lamp posts near the stadium.",
            price: "6.00",
            category: "stickers",
            fulfillmentType: "event-pickup",
            imageUrl: null,
          },
          {
            // Retired stock, so the shop and the admin's "active products" differ by one.
            name: "Last Season Tifo Poster",
            description: "A2 print of last season's derby tifo. Sold out.",
            price: "15.00",
            category: "accessories",
            fulfillmentType: "event-pickup",
            imageUrl: null,
            isActive: false,
          },
        ])
        .returning({ id: products.id }),
    );
    const [scarf, pin] = productRows.map((p) => p.id);

    // The print-on-demand range as a Printify sync leaves it (provider ids, variants by size, a
    // gallery of the app's own SVGs), so product pages are complete offline, without a token.
    const printify = new Map<
      string,
      { id: number; name: string; variants: { id: number; size: string | null; price: string; providerVariantId: string | null }[] }
    >();
    for (const [index, source] of demoPrintifyProducts().entries()) {
      const mapped = mapPrintifyProduct(source);
      const [row] = await tx
        .insert(products)
        .values({ ...mapped.product, syncedAt: ago(1), createdAt: ago(60 - index), updatedAt: ago(1) })
        .returning({ id: products.id });
      const variants = await tx
        .insert(productVariants)
        .values(mapped.variants.map((v) => ({ ...v, productId: row.id })))
        .returning({
          id: productVariants.id,
          size: productVariants.size,
          price: productVariants.price,
          providerVariantId: productVariants.providerVariantId,
        });
      await tx.insert(productImages).values(mapped.images.map((i) => ({ ...i, productId: row.id })));
      printify.set(mapped.product.name, { id: row.id, name: mapped.product.name, variants: byId(variants) });
    }
    const podTee = printify.get("Roadies Crest Tee")!;
    const podHoodie = printify.get("Away Days Hoodie")!;
    const teeL = podTee.variants.find((v) => v.size === "L")!;
    const hoodieM = podHoodie.variants.find((v) => v.size === "M")!;

    interface OpportunitySeed {
      row: Omit<typeof volunteerOpportunities.$inferInsert, "spotsAssigned"> & { date: Date };
      signups: { who: MemberKey; status: "confirmed" | "completed" | "cancelled"; notes?: string }[];
    }
    const opportunitySeeds: OpportunitySeed[] = [
      {
        row: {
          title: "Flag Crew: Northgate Rovers",
          description: "Hand out flags and collect them after the final whistle.",
          date: at(-10, "17:30"),
          startTime: "17:30:00",
          endTime: "21:30:00",
          location: `${homeGround}, Gate C`,
          spotsNeeded: 6,
          category: "match-day",
          contactInfo: "matchday@example.org",
          eventId: eventId(eventSeeds.findIndex((e) => e.key === "northgate")),
        },
        signups: [{ who: "james", status: "completed" }],
      },
      {
        row: {
          title: "Match Day Tifo & Flag Crew",
          description: "Set up the tifo before gates open and pass out flags in the supporters' section.",
          date: at(4, "16:30"),
          startTime: "16:30:00",
          endTime: "19:30:00",
          location: `${homeGround}, Gate C`,
          spotsNeeded: 8,
          physicalRequirements: "Carrying rolled banners (up to 20 lb) and climbing stadium stairs.",
          category: "match-day",
          contactInfo: "matchday@example.org",
          // The match-day crew of the Mountain City match (kick-off 19:30): shown on that event's page.
          eventId: eventId(eventSeeds.findIndex((e) => e.key === "mountainCity")),
        },
        signups: [
          { who: "maria", status: "confirmed" },
          { who: "daniel", status: "confirmed", notes: "Can bring the cable ties." },
        ],
      },
      {
        // Deliberately full, so the card shows 'Full' and a disabled button.
        row: {
          title: "Watch Party Setup",
          description: "Hang banners, set up the screen and the raffle table before doors open.",
          date: at(9, "16:30"),
          startTime: "16:30:00",
          endTime: "18:00:00",
          location: pub,
          spotsNeeded: 3,
          category: "setup",
        },
        signups: [
          { who: "maria", status: "confirmed" },
          { who: "priya", status: "confirmed" },
          { who: "daniel", status: "confirmed" },
        ],
      },
      {
        row: {
          title: "Food Bank Sorting Shift",
          description: "Our monthly shift sorting donations with the Riverside Community Food Bank.",
          date: at(13, "09:00"),
          startTime: "09:00:00",
          endTime: "12:00:00",
          location: "Riverside Community Food Bank, 230 Orange Avenue",
          spotsNeeded: 10,
          physicalRequirements: "Standing for three hours; lifting boxes up to 30 lb.",
          category: "community",
          contactInfo: "community@example.org",
        },
        signups: [
          { who: "james", status: "confirmed" },
          // A withdrawn signup keeps its row but frees the spot.
          { who: "alex", status: "cancelled", notes: "Work shift clash." },
        ],
      },
      {
        row: {
          title: "Scarf Sale & Raffle Table",
          description: "Run the merch and raffle table at Tifo Painting Night. Card reader provided.",
          date: at(20, "18:00"),
          startTime: "18:00:00",
          endTime: "21:00:00",
          location: "Roadies Workshop, Unit 4, 88 Mill Road",
          spotsNeeded: 2,
          category: "fundraising",
          contactInfo: "Maria Gonzalez, treasurer@example.org",
        },
        signups: [],
      },
      {
        row: {
          title: "New Member Welcome Desk",
          description: "Greet new members at the Annual Members' Meeting and hand out welcome packs.",
          date: at(48, "17:45"),
          startTime: "17:45:00",
          endTime: "18:30:00",
          location: "Riverside Public Library, Community Room",
          spotsNeeded: 2,
          category: "general",
        },
        // One of two spots taken: the card reads '1 spot available'.
        signups: [{ who: "priya", status: "confirmed" }],
      },
    ];

    // A spot is held by every signup that was not withdrawn: a completed shift occupied its spot.
    const holdsSpot = (s: OpportunitySeed["signups"][number]) => s.status !== "cancelled";
    const opportunityRows = byId(
      await tx
        .insert(volunteerOpportunities)
        .values(opportunitySeeds.map((o) => ({ ...o.row, spotsAssigned: o.signups.filter(holdsSpot).length })))
        .returning({ id: volunteerOpportunities.id }),
    );

    const signupRows = await tx
      .insert(volunteerSignups)
      .values(
        opportunitySeeds.flatMap((o, i) =>
          o.signups.map((s) => ({
            opportunityId: opportunityRows[i].id,
            userId: member[s.who],
            status: s.status,
            notes: s.notes ?? null,
            createdAt: new Date(Math.min(now.getTime(), o.row.date.getTime()) - 7 * DAY_MS),
          })),
        ),
      )
      .returning({ id: volunteerSignups.id });

    // Listings for a known fixture copy its title and date, as the listing form does.
    const fixture = (key: NonNullable<EventSeed["key"]>) => {
      const index = eventSeeds.findIndex((e) => e.key === key);
      return { eventId: eventId(index), matchTitle: eventSeeds[index].row.title, matchDate: eventSeeds[index].row.date };
    };
    const listingRows = await tx
      .insert(ticketListings)
      .values([
        {
          userId: member.daniel,
          ...fixture("mountainCity"),
          section: "112",
          row: "F",
          seats: "3-4",
          price: "45.00",
          listingType: "sale",
          createdAt: ago(2),
        },
        {
          userId: member.priya,
          ...fixture("mountainCity"),
          section: "118",
          row: "C",
          seats: "7",
          price: null,
          listingType: "trade",
          tradeDescription: `Looking to swap for a seat in the supporters' end (101-104) for ${vs("Capital City SC")}.`,
          createdAt: ago(1),
        },
        {
          userId: member.james,
          ...fixture("capitalCity"),
          section: "104",
          row: "K",
          seats: "12",
          price: null,
          listingType: "free",
          createdAt: ago(3),
        },
        {
          userId: member.tom,
          ...fixture("lakeshore"),
          section: "120",
          row: "A",
          seats: "1-2",
          price: "38.50",
          listingType: "sale",
          createdAt: ago(5),
        },
        {
          // Away fixtures are not in the form's match choice, so this one is entered by hand.
          userId: member.alex,
          ...fixture("desertValleyAway"),
          eventId: null,
          section: "Visitors 214",
          row: null,
          seats: "5",
          price: "30.00",
          listingType: "sale",
          createdAt: ago(1),
        },
        {
          // Kept for history once the match was played; hidden from the exchange.
          userId: member.maria,
          ...fixture("northgate"),
          section: "101",
          row: "B",
          seats: "9-10",
          price: "40.00",
          listingType: "sale",
          isActive: false,
          closedReason: "sold",
          closedAt: ago(15),
          createdAt: ago(16),
        },
      ])
      .returning({ id: ticketListings.id });

    const orderRows = await tx
      .insert(orders)
      .values([
        {
          userId: member.daniel,
          productId: scarf,
          quantity: 1,
          totalAmount: "25.00",
          status: "delivered",
          paidAt: ago(38),
          deliveredAt: ago(30),
          customerEmail: "daniel.kim@example.org",
          customerName: "Daniel Kim",
          createdAt: ago(38),
        },
        {
          userId: member.daniel,
          productId: podHoodie.id,
          quantity: 1,
          totalAmount: hoodieM.price,
          status: "shipped",
          paidAt: ago(6),
          providerOrderId: "5d39b159e7c48c000728c89f",
          providerSubmittedAt: ago(6),
          shippingAddress: {
            firstName: "Daniel",
            lastName: "Kim",
            address1: "88 Alder Street",
            address2: null,
            city: "Portland",
            region: "OR",
            zip: "97205",
            country: "US",
            phone: null,
          },
          carrier: "USPS",
          trackingNumber: "9400100000000000000000",
          trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
          shippedAt: ago(2),
          customerEmail: "daniel.kim@example.org",
          customerName: "Daniel Kim",
          createdAt: ago(6),
        },
        {
          userId: member.priya,
          productId: podTee.id,
          quantity: 2,
          totalAmount: (Number(teeL.price) * 2).toFixed(2),
          status: "processing",
          paidAt: ago(3),
          providerOrderId: "5d39b159e7c48c000728c8a0",
          providerSubmittedAt: ago(3),
          shippingAddress: {
            firstName: "Priya",
            lastName: "Patel",
            address1: "12 Harbour Lane",
            address2: null,
            city: "Seattle",
            region: "WA",
            zip: "98101",
            country: "US",
            phone: null,
          },
          customerEmail: "priya.patel@example.org",
          customerName: "Priya Patel",
          createdAt: ago(3),
        },
        {
          // Pin plus a Supporter membership ($25/yr) bought in one checkout.
          userId: member.priya,
          productId: pin,
          quantity: 1,
          totalAmount: "35.00",
          status: "pending",
          customerEmail: "priya.patel@example.org",
          customerName: "Priya Patel",
          includesMembership: true,
          createdAt: ago(0.5),
        },
      ])
      .returning({ id: orders.id });
    const [scarfOrder, hoodieOrder, teeOrder, pinOrder] = orderRows.map((o) => o.id);
    await tx.insert(orderLines).values([
      {
        orderId: scarfOrder,
        productId: scarf,
        name: "Roadies Bar Scarf",
        unitPrice: "25.00",
        quantity: 1,
        fulfillmentType: "event-pickup",
      },
      {
        orderId: hoodieOrder,
        productId: podHoodie.id,
        variantId: hoodieM.id,
        name: podHoodie.name,
        size: "M",
        unitPrice: hoodieM.price,
        quantity: 1,
        fulfillmentType: "print-on-demand",
        providerProductId: "65a1f0c2e4b7d93a1c2e4f61",
        providerVariantId: hoodieM.providerVariantId,
      },
      {
        orderId: teeOrder,
        productId: podTee.id,
        variantId: teeL.id,
        name: podTee.name,
        size: "L",
        unitPrice: teeL.price,
        quantity: 2,
        fulfillmentType: "print-on-demand",
        providerProductId: "65a1f0c2e4b7d93a1c2e4f60",
        providerVariantId: teeL.providerVariantId,
      },
      { orderId: pinOrder, productId: pin, name: "Enamel Crest Pin", unitPrice: "10.00", quantity: 1, fulfillmentType: "event-pickup" },
    ]);

    const subscriptionRows = byId(
      await tx
        .insert(subscriptions)
        .values([
          {
            userId: member.maria,
            type: "annual",
            status: "active",
            startDate: at(200 - 365, "09:00"),
            endDate: at(200, "23:59"),
            nextBillingDate: at(200, "09:00"),
            price: "50.00",
            autoRenewal: true,
          },
          {
            userId: member.priya,
            type: "monthly",
            status: "active",
            startDate: at(12 - 90, "09:00"),
            endDate: at(12, "23:59"),
            // Renewal is off, so there is no next charge.
            nextBillingDate: null,
            price: "5.00",
            autoRenewal: false,
          },
          {
            userId: member.daniel,
            type: "annual",
            status: "active",
            startDate: at(310 - 365, "09:00"),
            endDate: at(310, "23:59"),
            nextBillingDate: at(310, "09:00"),
            price: "100.00",
            autoRenewal: true,
          },
          {
            userId: member.tom,
            type: "annual",
            status: "expired",
            startDate: at(-40 - 365, "09:00"),
            endDate: at(-40, "23:59"),
            price: "25.00",
            autoRenewal: false,
          },
        ])
        .returning({ id: subscriptions.id }),
    );
    const [mariaSub, priyaSub, danielSub, tomSub] = subscriptionRows.map((s) => s.id);

    const paid = (userId: string, subscriptionId: number, amount: string, billingDate: Date, ref: string) => ({
      userId,
      subscriptionId,
      amount,
      status: "paid",
      billingDate,
      paymentMethod: "card",
      transactionId: `txn_demo_${ref}`,
    });
    const billingRows = await tx
      .insert(billingHistory)
      .values([
        paid(member.maria, mariaSub, "50.00", at(200 - 730, "09:00"), "0001"),
        paid(member.maria, mariaSub, "50.00", at(200 - 365, "09:00"), "0002"),
        paid(member.priya, priyaSub, "5.00", at(12 - 90, "09:00"), "0003"),
        paid(member.priya, priyaSub, "5.00", at(12 - 60, "09:00"), "0004"),
        paid(member.priya, priyaSub, "5.00", at(12 - 30, "09:00"), "0005"),
        paid(member.daniel, danielSub, "100.00", at(310 - 365, "09:00"), "0006"),
        paid(member.tom, tomSub, "25.00", at(-40 - 365, "09:00"), "0007"),
      ])
      .returning({ id: billingHistory.id });

    // Away ballots: one drawn (the Desert Valley trip: its result page and order), one open (Bay Area).
    const drawnSeed = newSeed();
    const [drawn, open] = byId(
      await tx
        .insert(awayAllocations)
        .values([
          {
            eventId: fixture("desertValleyAway").eventId,
            tickets: 2,
            price: "32.00",
            opensAt: ago(10),
            closesAt: ago(2),
            payHours: 72,
            maxPerApplication: 2,
            seed: drawnSeed,
            seedCommitment: commitmentOf(drawnSeed),
            drawnAt: ago(1),
            ruleAtDraw: { ...LOYALTY_RULE },
            createdBy: member.maria,
          },
          ...[newSeed()].map((seed) => ({
            eventId: fixture("bayAreaAway").eventId,
            tickets: 40,
            price: "28.00",
            opensAt: ago(3),
            closesAt: at(5, "12:00"),
            payHours: 48,
            maxPerApplication: 2,
            seed,
            seedCommitment: commitmentOf(seed),
            createdBy: member.maria,
          })),
        ])
        .returning({ id: awayAllocations.id }),
    );
    // The drawn ballot: Maria with James, Priya alone, Daniel alone; points as they stood at the draw.
    const entrants: { lead: MemberKey; partner?: MemberKey; points: number[] }[] = [
      { lead: "maria", partner: "james", points: [7, 4] },
      { lead: "priya", points: [3] },
      { lead: "daniel", points: [5] },
    ];
    const applicationRows = byId(
      await tx
        .insert(awayApplications)
        .values([
          ...entrants.map((entry) => ({ allocationId: drawn!.id, leadUserId: member[entry.lead], size: entry.partner ? 2 : 1 })),
          { allocationId: open!.id, leadUserId: member.daniel, size: 1 },
        ])
        .returning({ id: awayApplications.id }),
    );
    const order = drawOrder(
      drawnSeed,
      entrants.map((entry, i) => ({ applicationId: applicationRows[i]!.id, points: entry.points })),
      2,
    );
    for (const entry of order) {
      await tx
        .update(awayApplications)
        .set({
          position: entry.position,
          status: entry.placed ? "offered" : "waiting",
          offeredAt: entry.placed ? ago(1) : null,
          payBy: entry.placed ? new Date(ago(1).getTime() + 72 * 60 * 60 * 1000) : null,
        })
        .where(eq(awayApplications.id, entry.applicationId));
    }
    await tx.insert(awayApplicants).values([
      ...entrants.flatMap((entry, i) =>
        [entry.lead, ...(entry.partner ? [entry.partner] : [])].map((who, j) => ({
          applicationId: applicationRows[i]!.id,
          allocationId: drawn!.id,
          userId: member[who],
          memberId: memberIdOf(member[who]),
          isLead: j === 0,
          pointsAtDraw: entry.points[j],
        })),
      ),
      {
        applicationId: applicationRows[3]!.id,
        allocationId: open!.id,
        userId: member.daniel,
        memberId: memberIdOf(member.daniel),
        isLead: true,
      },
    ]);
    // The Desert Valley coach: two pickup points; the first placed application's lead has a seat.
    const placedId = order.find((entry) => entry.placed)!.applicationId;
    const firstPlaced = entrants[applicationRows.findIndex((row) => row.id === placedId)]!;
    const [trip] = await tx
      .insert(awayTrips)
      .values({
        allocationId: drawn!.id,
        seats: 30,
        seatsTaken: 1,
        price: "18.00",
        pickupPoints: [
          { place: pub, at: at(41, "09:00").toISOString() },
          { place: "Northgate Park & Ride", at: at(41, "09:30").toISOString() },
        ],
      })
      .returning({ id: awayTrips.id });
    await tx.insert(awayTripSeats).values({ tripId: trip!.id, userId: member[firstPlaced.lead], pickup: 0 });

    // General meetings: the AGM, noticed and taking motions and proxies before its voting opens;
    // an extraordinary meeting a month ago whose vote is counted and published. The roll is the
    // members active or lifetime on the record date: Maria, James, Priya and Daniel.
    const roll = [member.maria, member.james, member.priya, member.daniel];
    const [agm, egm] = byId(
      await tx
        .insert(meetings)
        .values([
          {
            kind: "annual" as const,
            title: "Annual general meeting",
            description: "The committee's report, last season's accounts, the fee, and the election of the committee.",
            startsAt: at(21, "19:30"),
            location: pub,
            onlineUrl: "https://meet.example.org/roadies-agm",
            recordDate: ago(2),
            votingOpensAt: at(14, "09:00"),
            votingClosesAt: at(21, "19:00"),
            quorumKind: "share" as const,
            quorumValue: 10,
            motionsDeadline: at(7, "23:59"),
            chairId: member.maria,
            openedAt: ago(1),
            createdBy: member.maria,
          },
          {
            kind: "extraordinary" as const,
            title: "Extraordinary general meeting: the new crest",
            startsAt: ago(30),
            location: pub,
            recordDate: ago(45),
            votingOpensAt: ago(37),
            votingClosesAt: ago(30),
            quorumKind: "votes" as const,
            quorumValue: 3,
            chairId: member.maria,
            openedAt: ago(44),
            resultsPublishedAt: ago(30),
            createdBy: member.maria,
          },
        ])
        .returning({ id: meetings.id }),
    );
    await tx
      .insert(meetingElectorate)
      .values([agm!, egm!].flatMap((meeting) => roll.map((userId) => ({ meetingId: meeting.id, userId, reason: "member" as const }))));
    const meetingItemRows = byId(
      await tx
        .insert(meetingItems)
        .values([
          {
            meetingId: agm!.id,
            position: 1,
            kind: "motion" as const,
            title: "Adopt last season's accounts",
            body: "The accounts are in the papers.",
          },
          {
            meetingId: agm!.id,
            position: 2,
            kind: "motion" as const,
            title: "Raise the annual fee to 55",
            body: "The coach hire went up; the fee has not moved in four seasons.",
            special: true,
          },
          { meetingId: agm!.id, position: 3, kind: "election" as const, title: "The committee", seats: 2 },
          { meetingId: egm!.id, position: 1, kind: "motion" as const, title: "Adopt the new crest", special: true },
        ])
        .returning({ id: meetingItems.id }),
    );
    const committee = meetingItemRows[2]!.id;
    await tx.insert(meetingCandidates).values([
      {
        itemId: committee,
        userId: member.priya,
        name: "Priya Patel",
        statement: "I have run the away coaches for two seasons.",
        acceptedAt: ago(1),
      },
      {
        itemId: committee,
        userId: member.daniel,
        name: "Daniel Kim",
        statement: "Treasurer since 2023; standing again.",
        acceptedAt: ago(1),
      },
      { itemId: committee, userId: member.tom, name: "Tom Baker" },
    ]);
    await tx
      .insert(meetingDocuments)
      .values({ meetingId: agm!.id, title: "Accounts for last season", url: "https://example.org/roadies/accounts.pdf" });
    await tx.insert(meetingMotions).values([
      {
        meetingId: agm!.id,
        proposerId: member.james,
        title: "Members first for cup tickets",
        body: "Cup tickets the group gets go to members for their first week on sale.",
        seconderId: member.daniel,
        secondedAt: ago(1),
        status: "seconded" as const,
      },
      {
        meetingId: agm!.id,
        proposerId: member.priya,
        title: "A flag for the away end",
        body: "The group buys a new flag for away matches.",
      },
    ]);
    // The crest vote: three for, one against (75% of for and against: carried); each a secret row with its receipt.
    const crest = meetingItemRows[3]!.id;
    await tx.insert(meetingVoted).values(roll.map((userId) => ({ itemId: crest, userId })));
    await tx.insert(meetingVotes).values(
      (["for", "for", "against", "for"] as const).map((choice) => ({
        id: randomBytes(16).toString("hex"),
        itemId: crest,
        choice,
        receipt: receiptFromBytes(randomBytes(10)),
      })),
    );

    return {
      users: userRows.length,
      events: eventRows.length,
      eventAttendees: attendeeRows.length,
      products: productRows.length + printify.size,
      volunteerOpportunities: opportunityRows.length,
      volunteerSignups: signupRows.length,
      ticketListings: listingRows.length,
      orders: orderRows.length,
      subscriptions: subscriptionRows.length,
      billingHistory: billingRows.length,
    };
  });
}
