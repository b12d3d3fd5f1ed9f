import type { BrowserContext } from "@playwright/test";

/**
 * Tells a document loaded while offline that it is offline. Chromium 150 does not carry the
 * context's emulated offline state into a document that was loaded during it (navigator.onLine
 * reads true there and no `offline`/`online` event reaches it), as a phone without signal would
 * never do; setting the state again applies it to the new document (it gets its `offline` event).
 * Call it after each navigation or reload made while offline.
 */
export async function stillOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}
