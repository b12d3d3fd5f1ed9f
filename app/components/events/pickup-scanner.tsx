import { useSubmit } from "@remix-run/react";
import { CameraScreen } from "~/components/events/camera-screen";
import { useQrCamera } from "~/components/events/use-qr-camera";

/**
 * The merch table's camera (JavaScript only; without it the search does the same): the member
 * card read is posted as the search (its token in the body, never in a URL), and the camera
 * closes on the member's orders.
 */
export function PickupScanner({ eventId }: { eventId: number }) {
  const submit = useSubmit();
  const camera = useQrCamera((token) => {
    camera.stop();
    submit({ intent: "search", q: token }, { method: "post", action: `/events/${eventId}/pickup` });
  });
  return <CameraScreen camera={camera} onStart={() => void camera.start()} testId="pickup-scanner" />;
}
