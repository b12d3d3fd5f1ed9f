import { useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useQrCamera } from "~/components/events/use-qr-camera";
import { checkInTexts } from "~/i18n/messages/check-in";

/**
 * The merch table's camera (JavaScript only; without it the search does the same): the member
 * card read is searched for, as if its link had been typed, and the camera closes on the
 * member's orders.
 */
export function PickupScanner({ eventId }: { eventId: number }) {
  const navigate = useNavigate();
  const { videoRef, scanning, problem, start, stop } = useQrCamera((token) => {
    stop();
    navigate(`/events/${eventId}/pickup?${new URLSearchParams({ q: token })}`);
  });
  return (
    <div className="space-y-3">
      {scanning ? null : (
        <Button type="button" onClick={() => void start()} className="min-h-14 w-full px-6 text-xl">
          {checkInTexts.scan}
        </Button>
      )}
      {problem && !scanning ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
          {problem}
        </p>
      ) : null}
      {/* Kept mounted (the video element must exist when the camera starts), shown while scanning. */}
      <div
        data-testid="pickup-scanner"
        className={scanning ? "fixed inset-0 z-50 flex flex-col gap-3 overflow-y-auto bg-white p-4 dark:bg-gray-950" : "hidden"}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          className="max-h-[50vh] w-full rounded-xl bg-black object-contain"
          aria-label={checkInTexts.scanHint}
        />
        <p className="text-xl font-semibold">{problem ?? checkInTexts.scanHint}</p>
        <Button type="button" variant="secondary" onClick={stop} className="min-h-14 w-full text-xl">
          {checkInTexts.stopScan}
        </Button>
      </div>
    </div>
  );
}
