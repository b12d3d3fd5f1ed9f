import { MEMBER_CARD_CACHE } from "../../models/member-card";

/**
 * What /profile/card-sw.js serves now that the site's one worker (/sw.js, routes/_site+/
 * __site-worker.server.ts) keeps the card with the other pages. Phones that registered the card's
 * own worker (scope /profile/card) fetch this as its update the next time they open the card with
 * signal: it deletes the card's old cache and unregisters itself, so the site's worker answers the
 * card from then on. The site's worker takes the old copy over when it starts, so the card stays
 * readable offline across the change.
 *
 * Plain ES2017, no imports: it runs as it is in the browser.
 */
export const memberCardWorkerSource = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.delete(${JSON.stringify(MEMBER_CARD_CACHE)}).then(() => self.registration.unregister()));
});
`;
