/**
 * Reads QR codes from the door camera's video. Loaded by the scanner only when the camera is
 * opened (a dynamic import), so a first visit to the door page downloads none of it. The
 * browser's own BarcodeDetector is used where it reads QR codes; elsewhere (desktop Linux and
 * Windows Chromium, Firefox, Safari) the jsQR library decodes the frame's pixels, itself loaded
 * only then.
 */

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => {
      const [code] = await detector.detect(video);
      return code?.rawValue ?? null;
    };
  } catch {
    return null;
  }
}

/** Longest side a frame is decoded at: enough for a card held at arm's length, quick on a phone. */
const MAX_SIDE = 800;

async function libraryDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? libraryDecoder();
}

/**
 * Loads what a scan will need (jsQR where the browser has no BarcodeDetector) without opening
 * anything: the door page calls it with signal, so the site's worker has the modules for a scan
 * with none.
 */
export async function preloadQrDecoder(): Promise<void> {
  if (!(await nativeDecoder())) await import("jsqr");
}
