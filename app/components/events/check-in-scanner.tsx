import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import { CameraScreen } from "~/components/events/camera-screen";
import { CheckInVerdictPanel } from "~/components/events/check-in-verdict";
import { useQrCamera } from "~/components/events/use-qr-camera";
import { checkInTexts, verdictText } from "~/i18n/messages/check-in";
import type { CheckInVerdict, OfflinePack } from "~/models/check-in";
import {
  hashToken,
  judgeOffline,
  markCheckedIn,
  savedPack,
  savedQueue,
  savePack,
  saveQueue,
  type QueuedCheckIn,
} from "~/models/check-in-offline";

/**
 * The door's camera (JavaScript only; without it the page's search and buttons do the same).
 * 'Scan a card' opens the rear camera; each QR code read is the member card's verify link, whose
 * token is posted to the check-in API and the verdict fills the screen; the same card is not sent
 * again for a few seconds. With no signal, the scan is judged on the phone from the offline pack
 * and queued; the queue is sent when the signal is back (idempotent on the server).
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

type Props = { eventId: number; timeZone: string };

export function CheckInScanner({ eventId, timeZone }: Props) {
  const revalidator = useRevalidator();
  const packRef = useRef<OfflinePack | null>(null);
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
      const pack = (await response.json()) as OfflinePack;
      packRef.current = pack;
      packAtRef.current = Date.now();
      const store = storage();
      if (store) savePack(store, pack);
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
          response = await fetch(api, {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            // When it was scanned: believed by the server inside the event's check-in window (models/check-in.ts).
            body: JSON.stringify({ token: entry.token, scannedAt: entry.at }),
          });
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
    if (store) {
      packRef.current = savedPack(store, eventId);
      setWaiting(savedQueue(store, eventId).length);
    }
    setOnline(navigator.onLine);
    void refreshPack().then(sendQueue);
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

  const judgeHere = useCallback(
    async (token: string, hash: string): Promise<Shown> => {
      const store = storage();
      const queue = store ? savedQueue(store, eventId) : [];
      const pack = packRef.current;
      if (!pack) return { verdict: "not-a-member", message: checkInTexts.noPack, person: null };
      const judged = judgeOffline(pack, hash, queue);
      let note: string | undefined;
      if (judged.verdict === "checked-in" && store) {
        const entry: QueuedCheckIn = { id: newId(), eventId, token, hash, at: new Date().toISOString() };
        saveQueue(store, eventId, [...queue, entry]);
        setWaiting(queue.length + 1);
        note = checkInTexts.queuedNote;
      }
      const message =
        judged.verdict === "checked-in" || judged.verdict === "already-checked-in"
          ? verdictText({ ok: true, verdict: judged.verdict, checkedInAt: new Date(judged.checkedInAt ?? Date.now()) }, timeZone)
          : verdictText({ ok: false, reason: judged.verdict }, timeZone);
      return { verdict: judged.verdict, message, person: judged.member, note };
    },
    [eventId, timeZone],
  );

  const checkInCard = useCallback(
    async (token: string) => {
      const hash = await hashToken(token);
      if (!navigator.onLine) {
        setOnline(false);
        setShown(await judgeHere(token, hash));
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
        setShown(await judgeHere(token, hash));
        return;
      }
      setOnline(true);
      if (!answer.verdict) {
        setProblem(answer.message);
        return;
      }
      setShown({ verdict: answer.verdict, message: answer.message, person: answer.member });
      if (answer.checkedInAt && packRef.current) packRef.current = markCheckedIn(packRef.current, hash, answer.checkedInAt);
      if (answer.verdict === "checked-in") revalidator.revalidate();
    },
    [api, judgeHere, revalidator, setProblem],
  );

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
        {checkInTexts.offline}
      </p>
    ) : null;

  return (
    <CameraScreen camera={camera} onStart={() => void start()} testId="check-in-scanner" banner={banner} videoClassName="max-h-[35vh]">
      {shown ? (
        <div className="grow">
          <CheckInVerdictPanel {...shown} />
        </div>
      ) : (
        <p className="text-xl font-semibold">{problem ?? checkInTexts.scanHint}</p>
      )}
      {shown && problem ? <p className="font-semibold">{problem}</p> : null}
    </CameraScreen>
  );
}
