/** The member card's page, its service worker and the Cache API cache that keeps it for offline use. */
export const MEMBER_CARD_PATH = "/profile/card";
const MEMBER_CARD_WORKER_PATH = "/profile/card-sw.js";
export const MEMBER_CARD_CACHE = "member-card-v1";

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error("The member card's service worker did not install"));
  return new Promise((resolve, reject) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve(worker);
      else if (worker.state === "redundant") reject(new Error("The member card's service worker was replaced"));
    });
  });
}

/**
 * Browser only (called from the card page's effect): registers the card's service worker and asks
 * it to save this card, and the /build/ files this page loaded, for a visit without signal. The
 * worker fetches the page itself: this page may have come by a client-side navigation, which the
 * worker never sees. Without service workers (or JavaScript) the card is an ordinary page.
 */
export function saveMemberCardForOffline(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register(MEMBER_CARD_WORKER_PATH, { scope: MEMBER_CARD_PATH })
    .then(activated)
    .then((worker) => {
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((href) => new URL(href).pathname.startsWith("/build/"));
      worker.postMessage({ type: "save-card", page: true, assets });
    })
    .catch((error: unknown) => {
      // The card still works online; only the offline copy is missing.
      console.warn("The member card could not be saved for offline use", error);
    });
}
