import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { checkInTexts } from "~/i18n/messages/check-in";

/**
 * The door's camera on screen (check-in and merch table): 'Scan a card' and the camera's problem
 * while it is closed; while it is open, the video full screen with what the page shows of the read
 * (`children`, the hint by default) and 'Stop scanning'. `banner` shows in both states; `header`
 * (the door's event name and live count) heads the camera's screen, so it stays in sight.
 */
export function CameraScreen({
  camera,
  onStart,
  testId,
  banner,
  header,
  videoClassName = "max-h-[50vh]",
  children,
}: {
  camera: { videoRef: RefObject<HTMLVideoElement>; scanning: boolean; problem: string | null; stop: () => void };
  onStart: () => void;
  testId: string;
  banner?: ReactNode;
  header?: ReactNode;
  videoClassName?: string;
  children?: ReactNode;
}) {
  const { videoRef, scanning, problem, stop } = camera;
  return (
    <div className="space-y-3">
      {scanning ? null : banner}
      {scanning ? null : (
        <Button type="button" onClick={onStart} className="min-h-14 w-full px-6 text-xl">
          {checkInTexts.scan()}
        </Button>
      )}
      {problem && !scanning ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
          {problem}
        </p>
      ) : null}
      {/* Kept mounted (the video element must exist when the camera starts), shown while scanning. */}
      <div
        data-testid={testId}
        className={scanning ? "fixed inset-0 z-50 flex flex-col gap-3 overflow-y-auto bg-white p-4 dark:bg-gray-950" : "hidden"}
      >
        {scanning ? header : null}
        {scanning ? banner : null}
        <video
          ref={videoRef}
          muted
          playsInline
          className={`${videoClassName} w-full rounded-xl bg-black object-contain`}
          aria-label={checkInTexts.scanHint()}
        />
        {children ?? <p className="text-xl font-semibold">{problem ?? checkInTexts.scanHint()}</p>}
        <Button type="button" variant="secondary" onClick={stop} className="min-h-14 w-full text-xl">
          {checkInTexts.stopScan()}
        </Button>
      </div>
    </div>
  );
}
