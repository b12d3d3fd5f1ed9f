import type { CheckInVerdict, OfflineMember, OfflinePack } from "~/models/check-in";

/**
 * The door phone with no signal (browser-safe): the card's token read from a scanned QR code,
 * its SHA-256 looked up in the offline pack (or a name or Member ID searched in it), the verdict
 * judged by the server's rules as far as the pack knows them, and the check-ins kept in a queue
 * (localStorage) until they can be sent. Sending is idempotent on the server (one row per member
 * and event), so a queued check-in sent twice, or by two phones, still makes one row.
 *
 * The pack lists every card holder (name, Member ID, the card token's hash), so it is kept in the
 * site's Cache API store PACK_CACHE (which the site's worker also reads) only until the door
 * closes: its `closesAt`, the end of the event's day in the group's time zone. The door page and
 * the worker delete it once that has passed; signing out deletes it with the rest of the site's
 * storage.
 */

/** The pack as the door phone keeps it: the server's pack and when the door closes (ISO 8601). */
export type DoorPack = OfflinePack & { opensAt: string; opensHours: number; closesAt: string };

/** One check-in recorded while offline, waiting to be sent: a scanned card's token, or a searched member's Member ID (looked up when sent); `id` is made on the phone. */
export type QueuedCheckIn = { id: string; eventId: number; token?: string; memberId?: string; hash: string; at: string };

export type OfflineJudgement = {
  verdict: CheckInVerdict;
  member: Pick<OfflineMember, "name" | "memberId" | "initials"> | null;
  checkedInAt: string | null;
};

const TOKEN = /^[A-Za-z0-9_.-]{1,220}$/;

/** The card's token from a scanned QR code: the card's verify link (…/verify/<token>), or a bare token; null for anything else. */
export function tokenFromScan(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    let path: string;
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return null;
    }
    const match = /^\/verify\/([^/]+)$/.exec(path);
    if (!match) return null;
    candidate = decodeURIComponent(match[1]);
  }
  return TOKEN.test(candidate) ? candidate : null;
}

/** The token's SHA-256 in hex, as the offline pack keys its members. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The verdict the server would give, as far as the pack knows: an unknown card is 'not-a-member'
 * (a replaced or legacy card too: the pack holds current cards only), a member in already (in the
 * pack or in the queue) 'already-checked-in', a lapsed one 'membership-expired'; a walk-in (no
 * going RSVP) is 'event-full' once the going RSVPs plus the walk-ins in fill the capacity.
 */
export function judgeOffline(
  pack: OfflinePack & { opensAt?: string },
  hash: string,
  queue: QueuedCheckIn[],
  now = Date.now(),
): OfflineJudgement {
  // Before the check-in window opens the phone refuses as the server would (models/check-in.ts).
  if (pack.opensAt && now < Date.parse(pack.opensAt)) return { verdict: "check-in-not-open", member: null, checkedInAt: null };
  const member = pack.members.find((entry) => entry.hash === hash);
  if (!member) return { verdict: "not-a-member", member: null, checkedInAt: null };
  const shown = { name: member.name, memberId: member.memberId, initials: member.initials };
  const queued = queue.find((entry) => entry.eventId === pack.eventId && entry.hash === hash);
  const inAt = member.checkedInAt ?? queued?.at ?? null;
  if (inAt) return { verdict: "already-checked-in", member: shown, checkedInAt: inAt };
  if (member.standing === "expired") return { verdict: "membership-expired", member: shown, checkedInAt: null };
  if (member.rsvp !== "going" && pack.capacity !== null) {
    const queuedWalkIns = queue.filter(
      (entry) => entry.eventId === pack.eventId && pack.members.find((m) => m.hash === entry.hash)?.rsvp !== "going",
    ).length;
    if (pack.going + pack.walkInsIn + queuedWalkIns >= pack.capacity) return { verdict: "event-full", member: shown, checkedInAt: null };
  }
  return { verdict: "checked-in", member: shown, checkedInAt: null };
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const queueKey = (eventId: number) => `roadies:check-in-queue:${eventId}`;

function readJson<T>(store: Store, key: string): T | null {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The Cache API store the door's packs are kept in (the site's worker deletes the closed ones too). */
export const PACK_CACHE = "site-door-v1";
const packUrl = (eventId: number) => `/__door-pack/${eventId}`;

type PackCaches = Pick<CacheStorage, "open">;

/** Whether the door is still open at `now`: a pack without a readable `closesAt` is not. */
export function packIsOpen(pack: Partial<DoorPack> | null, now: number): boolean {
  return Boolean(pack && typeof pack.closesAt === "string" && Date.parse(pack.closesAt) > now);
}

/** The pack saved on this phone for the event while its door is open; a closed or unreadable one is deleted (null). */
export async function savedPack(store: PackCaches, eventId: number, now: number): Promise<DoorPack | null> {
  const cache = await store.open(PACK_CACHE);
  const copy = await cache.match(packUrl(eventId));
  if (!copy) return null;
  const pack = (await copy.json().catch(() => null)) as DoorPack | null;
  if (pack && pack.eventId === eventId && Array.isArray(pack.members) && packIsOpen(pack, now)) return pack;
  await cache.delete(packUrl(eventId));
  return null;
}

/** Keeps the pack on this phone (unless its door has closed). */
export async function savePack(store: PackCaches, pack: DoorPack, now: number): Promise<void> {
  if (!packIsOpen(pack, now)) return;
  const cache = await store.open(PACK_CACHE);
  await cache.put(packUrl(pack.eventId), new Response(JSON.stringify(pack), { headers: { "Content-Type": "application/json" } }));
}

/** Deletes every pack on this phone whose door has closed (run on every door page load; the worker does the same). */
export async function dropClosedPacks(store: PackCaches, now: number): Promise<void> {
  const cache = await store.open(PACK_CACHE);
  for (const request of await cache.keys()) {
    const pack = (await (await cache.match(request))?.json().catch(() => null)) as DoorPack | null;
    if (!packIsOpen(pack, now)) await cache.delete(request);
  }
}

/** Members of the pack whose name or Member ID matches what was typed (as the door's search does online), at most `limit`. */
export function searchPack(pack: OfflinePack, query: string, limit = 20): OfflineMember[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const id = q.replace(/^#/, "");
  return pack.members
    .filter((member) => member.name.toLowerCase().includes(q) || (id.length >= 4 && member.memberId.toLowerCase().includes(id)))
    .slice(0, limit);
}

/** The check-ins waiting to be sent for the event, oldest first. */
export function savedQueue(store: Store, eventId: number): QueuedCheckIn[] {
  const queue = readJson<QueuedCheckIn[]>(store, queueKey(eventId));
  return Array.isArray(queue)
    ? queue.filter((entry) => entry && entry.eventId === eventId && (typeof entry.token === "string" || typeof entry.memberId === "string"))
    : [];
}

export function saveQueue(store: Store, eventId: number, queue: QueuedCheckIn[]): void {
  if (queue.length === 0) store.removeItem(queueKey(eventId));
  else store.setItem(queueKey(eventId), JSON.stringify(queue));
}

/** Marks a member as in, in the pack, once the server said so: a later offline scan of the card answers 'already'. */
export function markCheckedIn<P extends OfflinePack>(pack: P, hash: string, at: string): P {
  return {
    ...pack,
    members: pack.members.map((entry) => (entry.hash === hash && !entry.checkedInAt ? { ...entry, checkedInAt: at } : entry)),
  };
}

/** The same card read again on this phone within this long keeps its first verdict on screen and is not sent again. */
export const SAME_CARD_KEEP_MS = 30_000;

/** The verdicts this phone showed lately, by card hash, with when each was first shown. */
export type RecentCards<T> = Map<string, { at: number; shown: T }>;

/**
 * The verdict a card got on this phone within SAME_CARD_KEEP_MS (the camera reads a card held
 * in view every few seconds; a re-read must not turn 'Checked in' into 'Already checked in'), or
 * null: the card is judged (and sent) afresh. Older entries are forgotten as it goes.
 */
export function recentVerdict<T>(recent: RecentCards<T>, hash: string, now: number): T | null {
  for (const [key, entry] of recent) if (now - entry.at >= SAME_CARD_KEEP_MS) recent.delete(key);
  return recent.get(hash)?.shown ?? null;
}

/** Remembers the verdict a card got now (the first within the window stays: a re-read never replaces it). */
export function rememberVerdict<T>(recent: RecentCards<T>, hash: string, shown: T, now: number): void {
  if (!recent.has(hash)) recent.set(hash, { at: now, shown });
}
