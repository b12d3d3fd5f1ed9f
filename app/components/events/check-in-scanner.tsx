import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useRevalidator } from "@remix-run/react";
import { CameraScreen } from "~/components/events/camera-screen";
import { CheckInVerdictPanel } from "~/components/events/check-in-verdict";
import { useQrCamera } from "~/components/events/use-qr-camera";
import { Button } from "~/components/ui/button";
import { checkInTexts, verdictText } from "~/i18n/messages/check-in";
import { doorClock, type CheckInVerdict, type OfflineMember } from "~/models/check-in";
import {
  dropClosedPacks,
  hashToken,
  judgeOffline,
  markCheckedIn,
  recentVerdict,
  rememberVerdict,
  savedPack,
  savedQueue,
  savePack,
  saveQueue,
  searchPack,
  type DoorPack,
  type QueuedCheckIn,
  type RecentCards,
} from "~/models/check-in-offline";

/**
 * The door's camera (JavaScript only; without it the page's search and buttons do the same).
 * 'Scan a card' opens the rear camera; each QR code read is the member card's verify link, whose
 * token is posted to the check-in API and the verdict fills the screen; the same card read again
 * within 30 s keeps its first verdict and is not sent again (the camera reads a card in view every
 * few seconds). The event's name and live count head the camera's screen. With no signal, the scan
 * is judged on the phone from the offline pack and queued; the queue is sent when the signal is
 * back (idempotent on the server). The page's search, submitted with no signal, is answered here
 * from the pack (`offlineQuery`, shown in `resultsSlot`), and its 'Check in' queues the same way.
 * Opening the page with signal keeps all of it for later: the pack, and the QR decoder's modules
 * (loaded now, so the site's worker keeps them).
 */

type Shown = {
  verdict: CheckInVerdict;
  message: string;
  person: { name: string; memberId: string; initials: string } | null;
  note?: string;
};
type ApiAnswer = { verdict: CheckInVerdict; message: string; member: Shown["person"]; checkedInAt: string | null };

/** While check-ins wait, the queue is retried this often (besides the browser's 'online' event). */
const RETRY_MS = 10_000;
/** A pack older than this is fetched again while the page stays open (members join, cards are replaced). */
const PACK_MAX_AGE_MS = 5 * 60_000;
/** The door page's own route, whose search finds a Member ID's user when a check-in made offline from a search is sent. */
const PAGE_ROUTE = "routes/_events+/events.$eventId_.check-in";

/** The site's Cache API, where the pack is kept (absent outside a secure context: then in memory only). */
function packStore(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

function newId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Props = {
  eventId: number;
  timeZone: string;
  /** The event's name and live count, kept in sight on the camera's screen. */
  title: string;
  count: string;
  /** The page's search, submitted with no signal: answered from the pack (null: not searched offline). */
  offlineQuery: string | null;
  /** Where the offline search's answer goes (under the page's search form). */
  resultsSlot: HTMLElement | null;
};

export function CheckInScanner({ eventId, timeZone, title, count, offlineQuery, resultsSlot }: Props) {
  const revalidator = useRevalidator();
  const packRef = useRef<DoorPack | null>(null);
  const recentRef = useRef<RecentCards<Shown>>(new Map());
  const [reads, setReads] = useState(0);
  const [searchShown, setSearchShown] = useState<Shown | null>(null);
  const [packVersion, setPackVersion] = useState(0);
  const packAtRef = useRef(0);
  const sendingRef = useRef(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [waiting, setWaiting] = useState(0);
  // Each card read goes to checkInCard (below); the camera's loop calls it only after this render.
  const camera = useQrCamera((token) => checkInCard(token));
  const { problem, setProblem, start: openCamera } = camera;
  const [online, setOnline] = useState(true);

  const api = `/api/events/${eventId}/check-ins`;

  const refreshPack = useCallback(async () => {
    try {
      const response = await fetch(`${api}/offline-pack`, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const pack = (await response.json()) as DoorPack;
      packRef.current = pack;
      packAtRef.current = Date.now();
      setPackVersion((version) => version + 1);
      const store = packStore();
      if (store) await savePack(store, pack, Date.now());
    } catch {
      // No signal: the pack saved on an earlier visit stays in use.
    }
  }, [api]);

  /** Sends the waiting check-ins, oldest first; stops at the first network failure and keeps the rest. */
  const sendQueue = useCallback(async () => {
    const store = storage();
    if (!store || sendingRef.current) return;
    sendingRef.current = true;
    let sent = 0;
    try {
      for (const entry of savedQueue(store, eventId)) {
        let response: Response;
        try {
          const body = entry.token ? { token: entry.token } : await searchedMember(eventId, entry.memberId ?? "");
          response = body
            ? await fetch(api, {
                method: "POST",
                headers: { "Content-Type": "application/json", Accept: "application/json" },
                // When it was scanned: believed by the server inside the event's check-in window (models/check-in.ts).
                body: JSON.stringify({ ...body, scannedAt: entry.at }),
              })
            : // Nobody has that Member ID any more: the server has nobody to check in.
              new Response(null, { status: 404 });
        } catch {
          setOnline(false);
          break;
        }
        setOnline(true);
        // Signed out, refused or the server failing: kept for a later try. Any verdict (200 or 409) is final.
        if (response.status === 401 || response.status === 403 || response.status === 429 || response.status >= 500) break;
        saveQueue(
          store,
          eventId,
          savedQueue(store, eventId).filter((queued) => queued.id !== entry.id),
        );
        sent += 1;
      }
    } finally {
      sendingRef.current = false;
      setWaiting(savedQueue(store, eventId).length);
    }
    if (sent > 0) {
      revalidator.revalidate();
      await refreshPack();
    }
  }, [api, eventId, refreshPack, revalidator]);

  useEffect(() => {
    const store = storage();
    if (store) setWaiting(savedQueue(store, eventId).length);
    setOnline(navigator.onLine);
    // Every door page load: packs whose door has closed are deleted; this event's (while open) is read.
    const packs = packStore();
    const saved = packs
      ? dropClosedPacks(packs, Date.now())
          .then(() => savedPack(packs, eventId, Date.now()))
          .then((pack) => {
            if (pack && !packRef.current) {
              packRef.current = pack;
              setPackVersion((version) => version + 1);
            }
          })
          .catch(() => undefined)
      : Promise.resolve();
    void saved.then(refreshPack).then(sendQueue);
    // The decoder's modules load now, with signal, so the site's worker keeps them for a scan with none.
    void import("~/components/events/qr-decoder").then(({ preloadQrDecoder }) => preloadQrDecoder()).catch(() => undefined);
    const back = () => {
      setOnline(true);
      void sendQueue();
    };
    const gone = () => setOnline(false);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    const retry = window.setInterval(() => {
      if (!navigator.onLine) return;
      if (store && savedQueue(store, eventId).length > 0) void sendQueue();
      else if (Date.now() - packAtRef.current > PACK_MAX_AGE_MS) void refreshPack();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
      window.clearInterval(retry);
    };
    // Once per event: the callbacks only change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);

  /** `token` is null for a member found by the offline search (queued by Member ID). */
  const judgeHere = useCallback(
    async (token: string | null, hash: string): Promise<Shown> => {
      const store = storage();
      const queue = store ? savedQueue(store, eventId) : [];
      const pack = packRef.current;
      if (!pack) return { verdict: "not-a-member", message: checkInTexts.noPack(), person: null };
      const judged = judgeOffline(pack, hash, queue);
      let note: string | undefined;
      if (judged.verdict === "checked-in" && store) {
        const who = token ? { token } : { memberId: judged.member?.memberId };
        const entry: QueuedCheckIn = { id: newId(), eventId, ...who, hash, at: new Date().toISOString() };
        saveQueue(store, eventId, [...queue, entry]);
        setWaiting(queue.length + 1);
        note = checkInTexts.queuedNote();
      }
      const message =
        judged.verdict === "checked-in" || judged.verdict === "already-checked-in"
          ? verdictText({ ok: true, verdict: judged.verdict, checkedInAt: new Date(judged.checkedInAt ?? Date.now()) }, timeZone)
          : verdictText(
              {
                ok: false,
                reason: judged.verdict,
                window: { opensAt: new Date(pack.opensAt), opensHours: pack.opensHours, closesAt: new Date(pack.closesAt) },
              },
              timeZone,
            );
      return { verdict: judged.verdict, message, person: judged.member, note };
    },
    [eventId, timeZone],
  );

  /** The verdict on screen, kept for the card: a read of it within 30 s shows it again and sends nothing. */
  const show = useCallback((hash: string, answer: Shown) => {
    rememberVerdict(recentRef.current, hash, answer, Date.now());
    setShown(answer);
    setReads(1);
  }, []);

  const checkInCard = useCallback(
    async (token: string) => {
      const hash = await hashToken(token);
      const kept = recentVerdict(recentRef.current, hash, Date.now());
      if (kept) {
        setShown(kept);
        setReads((n) => n + 1);
        return;
      }
      if (!navigator.onLine) {
        setOnline(false);
        show(hash, await judgeHere(token, hash));
        return;
      }
      let answer: ApiAnswer;
      try {
        const response = await fetch(api, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ token }),
        });
        if (response.status >= 500) throw new Error(`check-in answered ${response.status}`);
        answer = (await response.json()) as ApiAnswer;
      } catch {
        // The server cannot be reached (or failed): judged here, like with no signal at all.
        setOnline(false);
        show(hash, await judgeHere(token, hash));
        return;
      }
      setOnline(true);
      if (!answer.verdict) {
        setProblem(answer.message);
        return;
      }
      show(hash, { verdict: answer.verdict, message: answer.message, person: answer.member });
      if (answer.checkedInAt && packRef.current) packRef.current = markCheckedIn(packRef.current, hash, answer.checkedInAt);
      if (answer.verdict === "checked-in") revalidator.revalidate();
    },
    [api, judgeHere, revalidator, setProblem, show],
  );

  /** 'Check in' on a member the offline search found: judged and queued here, as a scan with no signal. */
  const checkInFound = async (member: OfflineMember) => {
    setSearchShown(await judgeHere(null, member.hash));
    setPackVersion((version) => version + 1);
  };

  const start = () => {
    setShown(null);
    return openCamera();
  };

  // One banner: on the page, or on the camera's screen while it is open.
  const banner =
    waiting > 0 ? (
      <p role="status" data-testid="check-in-waiting" className="rounded-md bg-amber-100 p-3 text-lg font-semibold text-amber-950">
        {online ? checkInTexts.sending(waiting) : checkInTexts.waiting(waiting)}
      </p>
    ) : !online ? (
      <p role="status" className="rounded-md bg-amber-100 p-3 font-semibold text-amber-950">
        {checkInTexts.offline()}
      </p>
    ) : null;

  const header = (
    <div>
      <p className="text-lg font-semibold">{title}</p>
      <p data-testid="check-in-count-camera" className="text-xl font-semibold">
        {count}
      </p>
    </div>
  );

  const found = offlineQuery !== null && packRef.current ? searchPack(packRef.current, offlineQuery) : null;
  const queue = storage() ? savedQueue(storage()!, eventId) : [];
  const results =
    offlineQuery === null ? null : (
      <div className="space-y-3" data-pack={packVersion}>
        <p role="status" className="rounded-md bg-amber-100 p-3 font-semibold text-amber-950">
          {checkInTexts.offlineSearchNote()}
        </p>
        {searchShown ? <CheckInVerdictPanel {...searchShown} /> : null}
        {!found ? <p>{checkInTexts.noPack()}</p> : found.length === 0 ? <p>{checkInTexts.noResults(offlineQuery)}</p> : null}
        {found && found.length ? (
          <ul
            className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700"
            aria-label={checkInTexts.searchResults()}
          >
            {found.map((member) => {
              const inAt = member.checkedInAt ?? queue.find((entry) => entry.hash === member.hash)?.at ?? null;
              return (
                <li key={member.hash} data-testid="check-in-row" className="flex flex-wrap items-center gap-3 p-3">
                  <div className="min-w-0 grow">
                    <p className="font-semibold">
                      {member.name} <span className="font-mono text-sm">{member.memberId}</span>
                    </p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {checkInTexts.standing[member.standing]()} · {checkInTexts.rsvp[member.rsvp ?? "none"]()}
                      {inAt ? ` · ${checkInTexts.checkedInAt(doorClock(new Date(inAt), timeZone))}` : ""}
                    </p>
                  </div>
                  <Button type="button" onClick={() => void checkInFound(member)} className="min-h-12 px-6 text-base">
                    {checkInTexts.checkIn()}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    );

  return (
    <>
      <CameraScreen
        camera={camera}
        onStart={() => void start()}
        testId="check-in-scanner"
        banner={banner}
        header={header}
        videoClassName="max-h-[35vh]"
      >
        {shown ? (
          <div className="grow" data-testid="check-in-reads" data-reads={reads}>
            <CheckInVerdictPanel {...shown} />
          </div>
        ) : (
          <p className="text-xl font-semibold">{problem ?? checkInTexts.scanHint()}</p>
        )}
        {shown && problem ? <p className="font-semibold">{problem}</p> : null}
      </CameraScreen>
      {results && resultsSlot ? createPortal(results, resultsSlot) : null}
    </>
  );
}

/** The user a Member ID belongs to, by the door page's own search (with signal); null when nobody has it. */
async function searchedMember(eventId: number, memberId: string): Promise<{ userId: string } | null> {
  const query = new URLSearchParams({ q: memberId, _data: PAGE_ROUTE });
  const response = await fetch(`/events/${eventId}/check-in?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const { results } = (await response.json()) as { results: { userId: string; memberId: string }[] };
  const person = results.find((row) => row.memberId === memberId);
  return person ? { userId: person.userId } : null;
}
