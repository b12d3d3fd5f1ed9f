import { describe, expect, it } from "vitest";
import type { OfflinePack } from "~/models/check-in";
import {
  hashToken,
  judgeOffline,
  markCheckedIn,
  savedPack,
  savedQueue,
  savePack,
  saveQueue,
  tokenFromScan,
  type QueuedCheckIn,
} from "~/models/check-in-offline";

const TOKEN = "v2.abcdefghijklmnopqrstuvwx.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

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

describe("the phone's storage", () => {
  it("keeps the pack and the queue per event, and survives what it cannot read", async () => {
    const store = memoryStore();
    expect(savedPack(store, 7)).toBeNull();
    const pack = await packWith();
    savePack(store, pack);
    expect(savedPack(store, 7)).toEqual(pack);
    expect(savedPack(store, 8)).toBeNull();
    saveQueue(store, 7, [queued("h")]);
    expect(savedQueue(store, 7)).toEqual([queued("h")]);
    expect(savedQueue(store, 8)).toEqual([]);
    saveQueue(store, 7, []);
    expect(store.items.size).toBe(1);
    store.setItem("roadies:check-in-queue:7", "{not json");
    expect(savedQueue(store, 7)).toEqual([]);
  });
});
