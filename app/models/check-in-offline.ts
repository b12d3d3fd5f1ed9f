import type { CheckInVerdict, OfflineMember, OfflinePack } from "~/models/check-in";

/**
 * The door phone with no signal (browser-safe): the card's token read from a scanned QR code,
 * its SHA-256 looked up in the offline pack, the verdict judged by the server's rules as far as
 * the pack knows them, and the check-ins kept in a queue (localStorage) until they can be sent.
 * Sending is idempotent on the server (one row per member and event), so a queued check-in sent
 * twice, or by two phones, still makes one row.
 */

/** One check-in recorded while offline, waiting to be sent; `id` is made on the phone. */
export type QueuedCheckIn = { id: string; eventId: number; token: string; hash: string; at: string };

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
export function judgeOffline(pack: OfflinePack, hash: string, queue: QueuedCheckIn[]): OfflineJudgement {
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

const packKey = (eventId: number) => `roadies:check-in-pack:${eventId}`;
const queueKey = (eventId: number) => `roadies:check-in-queue:${eventId}`;

function readJson<T>(store: Store, key: string): T | null {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The pack last saved on this phone for the event (null when none, or unreadable). */
export function savedPack(store: Store, eventId: number): OfflinePack | null {
  const pack = readJson<OfflinePack>(store, packKey(eventId));
  return pack && pack.eventId === eventId && Array.isArray(pack.members) ? pack : null;
}

export function savePack(store: Store, pack: OfflinePack): void {
  try {
    store.setItem(packKey(pack.eventId), JSON.stringify(pack));
  } catch {
    // A full storage keeps the pack in memory only: the page still judges while it stays open.
  }
}

/** The check-ins waiting to be sent for the event, oldest first. */
export function savedQueue(store: Store, eventId: number): QueuedCheckIn[] {
  const queue = readJson<QueuedCheckIn[]>(store, queueKey(eventId));
  return Array.isArray(queue) ? queue.filter((entry) => entry && entry.eventId === eventId && typeof entry.token === "string") : [];
}

export function saveQueue(store: Store, eventId: number, queue: QueuedCheckIn[]): void {
  if (queue.length === 0) store.removeItem(queueKey(eventId));
  else store.setItem(queueKey(eventId), JSON.stringify(queue));
}

/** Marks a member as in, in the pack, once the server said so: a later offline scan of the card answers 'already'. */
export function markCheckedIn(pack: OfflinePack, hash: string, at: string): OfflinePack {
  return {
    ...pack,
    members: pack.members.map((entry) => (entry.hash === hash && !entry.checkedInAt ? { ...entry, checkedInAt: at } : entry)),
  };
}
