import { useNavigate } from "@remix-run/react";
import { CameraScreen } from "~/components/events/camera-screen";
import { useQrCamera } from "~/components/events/use-qr-camera";

/**
 * The merch table's camera (JavaScript only; without it the search does the same): the member
 * card read is searched for, as if its link had been typed, and the camera closes on the
 * member's orders.
 */
export function PickupScanner({ eventId }: { eventId: number }) {
  const navigate = useNavigate();
  const camera = useQrCamera((token) => {
    camera.stop();
    navigate(`/events/${eventId}/pickup?${new URLSearchParams({ q: token })}`);
  });
  return <CameraScreen camera={camera} onStart={() => void camera.start()} testId="pickup-scanner" />;
}
