import { describe, expect, it } from "vitest";
import type { OfflinePack } from "~/models/check-in";
import {
  hashToken,
  judgeOffline,
  dropClosedPacks,
  markCheckedIn,
  searchPack,
  type DoorPack,
  recentVerdict,
  rememberVerdict,
  packIsOpen,
  PACK_CACHE,
  SAME_CARD_KEEP_MS,
  type RecentCards,
  savedPack,
  savedQueue,
  savePack,
  saveQueue,
  tokenFromScan,
  type QueuedCheckIn,
} from "~/models/check-in-offline";

const TOKEN = "v2.abcdefghijklmnopqrstuvwx.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

/** The Cache API as far as the door's pack uses it: named caches of Responses by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === "string" || request instanceof URL ? request : request.url, "https://door.test").href;
  return {
    stores,
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new Map());
      const entries = stores.get(name)!;
      return {
        match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
        put: async (request: RequestInfo | URL, response: Response) => void entries.set(keyOf(request), response.clone()),
        delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
        keys: async () => [...entries.keys()].map((url) => new Request(url)),
      } as unknown as Cache;
    },
  };
}

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

async function packWith(overrides: Partial<OfflinePack> = {}): Promise<OfflinePack> {
  return {
    eventId: 7,
    takenAt: "2026-01-01T18:00:00.000Z",
    capacity: null,
    going: 0,
    walkInsIn: 0,
    members: [
      {
        hash: await hashToken(TOKEN),
        name: "Pat Lee",
        memberId: "#ABCD1234",
        initials: "PL",
        standing: "member",
        rsvp: null,
        checkedInAt: null,
      },
      {
        hash: await hashToken("v2.lapsed"),
        name: "Olga Old",
        memberId: "#0000AAAA",
        initials: "OO",
        standing: "expired",
        rsvp: null,
        checkedInAt: null,
      },
    ],
    ...overrides,
  };
}

const queued = (hash: string, eventId = 7): QueuedCheckIn => ({ id: "q1", eventId, token: TOKEN, hash, at: "2026-01-01T19:02:00.000Z" });

describe("tokenFromScan", () => {
  it("takes the token from the card's verify link or a bare token, and nothing else", () => {
    expect(tokenFromScan(`https://roadies.example/verify/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromScan(`  http://localhost:3100/verify/${TOKEN}\n`)).toBe(TOKEN);
    expect(tokenFromScan(TOKEN)).toBe(TOKEN);
    expect(tokenFromScan("https://example.com/shop/scarf")).toBeNull();
    expect(tokenFromScan("https://example.com/verify/a/b")).toBeNull();
    expect(tokenFromScan("hello world")).toBeNull();
    expect(tokenFromScan("x".repeat(221))).toBeNull();
  });
});

describe("judgeOffline", () => {
  it("a card in the pack is checked in, once: the queue or the pack make a second scan 'already'", async () => {
    const pack = await packWith();
    const hash = await hashToken(TOKEN);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(judgeOffline(pack, hash, [])).toEqual({
      verdict: "checked-in",
      member: { name: "Pat Lee", memberId: "#ABCD1234", initials: "PL" },
      checkedInAt: null,
    });
    expect(judgeOffline(pack, hash, [queued(hash)])).toMatchObject({
      verdict: "already-checked-in",
      checkedInAt: "2026-01-01T19:02:00.000Z",
    });
    // Another event's queue does not count.
    expect(judgeOffline(pack, hash, [queued(hash, 8)]).verdict).toBe("checked-in");
    const marked = markCheckedIn(pack, hash, "2026-01-01T19:05:00.000Z");
    expect(judgeOffline(marked, hash, [])).toMatchObject({ verdict: "already-checked-in", checkedInAt: "2026-01-01T19:05:00.000Z" });
  });

  it("before the check-in window opens a card is 'check-in-not-open' on the phone too, and nothing is judged in", async () => {
    const pack = await packWith();
    const hash = await hashToken(TOKEN);
    const opensAt = "2026-01-01T16:00:00.000Z";
    const door = { ...pack, opensAt };
    expect(judgeOffline(door, hash, [], Date.parse(opensAt) - 1)).toMatchObject({ verdict: "check-in-not-open", checkedInAt: null });
    expect(judgeOffline(door, hash, [], Date.parse(opensAt)).verdict).toBe("checked-in");
  });

  it("an unknown card is 'not-a-member', a lapsed member 'membership-expired', a walk-in past the capacity 'event-full'", async () => {
    const pack = await packWith();
    expect(judgeOffline(pack, await hashToken("v2.someone.else"), [])).toEqual({
      verdict: "not-a-member",
      member: null,
      checkedInAt: null,
    });
    expect(judgeOffline(pack, await hashToken("v2.lapsed"), []).verdict).toBe("membership-expired");
    const hash = await hashToken(TOKEN);
    expect(judgeOffline(await packWith({ capacity: 2, going: 1, walkInsIn: 1 }), hash, []).verdict).toBe("event-full");
    expect(judgeOffline(await packWith({ capacity: 3, going: 1, walkInsIn: 1 }), hash, []).verdict).toBe("checked-in");
    const other = await hashToken("v2.queued.walkin");
    expect(judgeOffline(await packWith({ capacity: 3, going: 1, walkInsIn: 1 }), hash, [queued(other)]).verdict).toBe("event-full");
    // A going RSVP holds its place: never full.
    const going = await packWith({ capacity: 1, going: 1, walkInsIn: 5 });
    going.members[0] = { ...going.members[0], rsvp: "going" };
    expect(judgeOffline(going, hash, []).verdict).toBe("checked-in");
  });
});

/** A door pack's opening: well before the tests' clocks. */
const WINDOW = { opensAt: "2025-12-31T16:00:00.000Z", opensHours: 3 };

describe("the phone's storage", () => {
  it("keeps the pack and the queue per event, and survives what it cannot read", async () => {
    const store = memoryStore();
    const packs = memoryCaches();
    const now = Date.UTC(2026, 0, 1, 19);
    expect(await savedPack(packs, 7, now)).toBeNull();
    const pack: DoorPack = { ...(await packWith()), ...WINDOW, closesAt: "2026-01-02T08:00:00.000Z" };
    await savePack(packs, pack, now);
    expect(await savedPack(packs, 7, now)).toEqual(pack);
    expect(await savedPack(packs, 8, now)).toBeNull();
    saveQueue(store, 7, [queued("h")]);
    expect(savedQueue(store, 7)).toEqual([queued("h")]);
    expect(savedQueue(store, 8)).toEqual([]);
    saveQueue(store, 7, []);
    expect(store.items.size).toBe(0);
    store.setItem("roadies:check-in-queue:7", "{not json");
    expect(savedQueue(store, 7)).toEqual([]);
  });
});

describe("the same card again on this phone", () => {
  it("keeps its first verdict for 30 s (not sent again), then judges it afresh; another card is its own", () => {
    const recent: RecentCards<string> = new Map();
    const t0 = Date.UTC(2026, 10, 27, 19, 0);
    expect(recentVerdict(recent, "card-a", t0)).toBeNull();
    rememberVerdict(recent, "card-a", "checked-in", t0);
    // The camera reads the card again 3 s and 29 s later: the first verdict, nothing sent.
    expect(recentVerdict(recent, "card-a", t0 + 3_000)).toBe("checked-in");
    rememberVerdict(recent, "card-a", "already-checked-in", t0 + 3_000);
    expect(recentVerdict(recent, "card-a", t0 + 29_999)).toBe("checked-in");
    expect(recentVerdict(recent, "card-b", t0 + 3_000)).toBeNull();
    // Past the 30 s the card is judged again (at the server: 'Already checked in').
    expect(SAME_CARD_KEEP_MS).toBe(30_000);
    expect(recentVerdict(recent, "card-a", t0 + 30_000)).toBeNull();
    expect(recent.size).toBe(0);
  });
});

describe("the pack ends with the door", () => {
  it("is deleted from the phone once its closesAt has passed (on reading it, and by the sweep every door page load runs), and a pack without one is not kept", async () => {
    const packs = memoryCaches();
    const closesAt = "2026-01-02T08:00:00.000Z";
    const open: DoorPack = { ...(await packWith()), ...WINDOW, closesAt };
    const other: DoorPack = { ...(await packWith({ eventId: 8 })), ...WINDOW, closesAt: "2026-01-09T08:00:00.000Z" };
    const before = Date.parse(closesAt) - 1;
    await savePack(packs, open, before);
    await savePack(packs, other, before);
    await dropClosedPacks(packs, before);
    expect(packs.stores.get(PACK_CACHE)!.size).toBe(2);
    // The door of event 7 has closed: the sweep deletes its pack, not event 8's.
    await dropClosedPacks(packs, Date.parse(closesAt));
    expect([...packs.stores.get(PACK_CACHE)!.keys()]).toEqual(["https://door.test/__door-pack/8"]);
    // Read after its door closed, a pack is deleted rather than used.
    expect(await savedPack(packs, 8, Date.parse(other.closesAt))).toBeNull();
    expect(packs.stores.get(PACK_CACHE)!.size).toBe(0);
    // A closed pack is not even kept; nor one with no closesAt (an old page's).
    await savePack(packs, open, Date.parse(closesAt));
    expect(packs.stores.get(PACK_CACHE)!.size).toBe(0);
    expect(packIsOpen({ ...open, closesAt: undefined as unknown as string }, before)).toBe(false);
  });
});

describe("searching the pack with no signal", () => {
  it("finds members by part of their name or by Member ID (with or without '#'), as the door's search does", async () => {
    const pack = await packWith();
    expect(searchPack(pack, "pat").map((m) => m.name)).toEqual(["Pat Lee"]);
    expect(searchPack(pack, "  OLD ").map((m) => m.name)).toEqual(["Olga Old"]);
    expect(searchPack(pack, "#abcd1234").map((m) => m.name)).toEqual(["Pat Lee"]);
    expect(searchPack(pack, "0000aaaa").map((m) => m.name)).toEqual(["Olga Old"]);
    expect(searchPack(pack, "zed")).toEqual([]);
    expect(searchPack(pack, " ")).toEqual([]);
  });
});
