import { useCallback, useEffect, useRef, useState } from "react";
import type { QrDecoder } from "~/components/events/qr-decoder";
import { checkInTexts } from "~/i18n/messages/check-in";
import { tokenFromScan } from "~/models/check-in-offline";

/** The same card in front of the camera is handed on once per this many milliseconds. */
const SAME_CARD_MS = 3000;
/** Between two decoded frames: quick enough for 'within half a second', light on a phone's battery. */
const FRAME_MS = 120;

/**
 * The door's camera, shared by the check-in and the merch table: `start` opens the rear camera
 * and loads the QR decoder (the browser's BarcodeDetector, or jsQR) only then; every member card
 * read is handed to `onCard` as its token, the same card once per few seconds; anything else read
 * sets `problem`. `stop` closes the camera (also when the component goes).
 */
export function useQrCamera(onCard: (token: string) => Promise<void> | void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const scanningRef = useRef(false);
  const lastRef = useRef<{ token: string; at: number } | null>(null);
  /** Bumped by every start and stop, so a stopped scan's loop ends even if the camera is opened again at once. */
  const runRef = useRef(0);
  const openingRef = useRef(false);
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const stop = useCallback(() => {
    runRef.current += 1;
    scanningRef.current = false;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setScanning(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    setProblem(null);
    // A second press while the camera is still opening opens nothing more.
    if (openingRef.current || streamRef.current) return;
    openingRef.current = true;
    let decode: QrDecoder;
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
    } catch {
      stop();
      setProblem(checkInTexts.noCamera());
      return;
    } finally {
      openingRef.current = false;
    }
    try {
      // The decoder (and its library, where the browser has no BarcodeDetector) loads now, not with the page.
      const { createQrDecoder } = await import("~/components/events/qr-decoder");
      decode = await createQrDecoder();
    } catch {
      stop();
      setProblem(checkInTexts.noDecoder());
      return;
    }
    const run = ++runRef.current;
    scanningRef.current = true;
    setScanning(true);
    const video = videoRef.current;
    if (!video || !streamRef.current) return stop();
    video.srcObject = streamRef.current;
    await video.play().catch(() => undefined);
    const loop = async () => {
      while (scanningRef.current && runRef.current === run) {
        let text: string | null = null;
        try {
          text = await decode(video);
        } catch {
          text = null;
        }
        if (text) {
          const token = tokenFromScan(text);
          const last = lastRef.current;
          if (!token) setProblem(checkInTexts.notACard());
          else if (!last || last.token !== token || Date.now() - last.at >= SAME_CARD_MS) {
            setProblem(null);
            await onCardRef.current(token);
            lastRef.current = { token, at: Date.now() };
          }
        }
        await new Promise((resolve) => window.setTimeout(resolve, FRAME_MS));
      }
    };
    void loop();
  }, [stop]);

  return { videoRef, scanning, problem, setProblem, start, stop };
}
