/** What the worker says waits to be sent (routes/_site+/__site-worker.server.ts, queueMessage). */
type Queue = { count: number; text: string; countText: string; sent?: boolean };

/** The registered worker once it runs; rejects where registration did not happen (blocked, failed). */
function running(registration: ServiceWorkerRegistration | undefined): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const worker = registration?.active ?? registration?.installing ?? registration?.waiting;
    if (!worker) return reject(new Error("No service worker"));
    if (worker === registration?.active) return resolve(worker);
    worker.addEventListener("statechange", () => (worker.state === "activated" ? resolve(worker) : null));
  });
}

let started = false;

function line(text: string, strong = ""): HTMLParagraphElement {
  const p = document.createElement("p");
  p.textContent = text;
  if (strong) p.append(" ", Object.assign(document.createElement("strong"), { textContent: strong }));
  return p;
}

/**
 * Loaded by site-worker.tsx when the page is idle (JavaScript only). Registers /sw.js and says
 * "hello" (with the files this page loaded, and whether the worker saw the page come, so it can
 * save it); asks it to send what waits when the browser is back online; and shows in `notice` what
 * it reports: "Saved at 19:02 — you're offline" when a copy is on screen (a copy served as a
 * document carries that notice at the end of <body>: moved here), and the posts waiting for signal
 * with their count (into site-worker.tsx's live region). A copy shown because the network was slow
 * ("Saved at 19:02 — updating") revalidates at once, and the notice goes when the worker says the
 * fresh data has come. When the worker has sent what waited, the page
 * revalidates, which brings their answer's toast. Once per page load: React's development mode runs
 * effects twice.
 */
export function startSiteWorker(revalidate: () => void): void {
  const container = navigator.serviceWorker;
  const notice = document.getElementById("site-notice");
  if (started || !notice || !window.isSecureContext) return;
  started = true;
  const fromDocument = document.getElementById("sw-saved");
  let saved = fromDocument?.textContent ?? "";
  // A copy shown because the network was slow: its data is brought up to date now.
  const updating = fromDocument?.dataset.refresh === "1";
  fromDocument?.remove();
  let queue: Queue | null = null;
  let worker: ServiceWorker | undefined;

  const render = () => {
    const panel = document.createElement("div");
    panel.dataset.testid = "offline-notice";
    panel.className =
      "mt-4 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100";
    if (saved) panel.append(line(saved));
    if (queue && queue.count > 0) panel.append(line(queue.text, queue.countText));
    notice.replaceChildren(...(panel.childElementCount ? [panel] : []));
  };
  const onMessage = ({ data }: MessageEvent) => {
    if (data?.type === "saved") saved = data.text;
    if (data?.type === "fresh") saved = "";
    if (data?.type === "queue") {
      queue = data;
      if (data.sent) revalidate();
    }
    render();
  };
  const onOnline = () => {
    saved = "";
    render();
    worker?.postMessage({ type: "replay", lang: document.documentElement.lang });
  };

  container.addEventListener("message", onMessage);
  container.startMessages();
  window.addEventListener("online", onOnline);
  render();
  if (updating) revalidate();
  const save = !container.controller?.scriptURL.endsWith("/sw.js");
  container
    .register("/sw.js")
    .then(running)
    .then((active) => {
      worker = active;
      const assets = performance.getEntriesByType("resource").map((entry) => entry.name);
      // The page's language: the worker writes this page's notices in it (one worker for every language).
      active.postMessage({ type: "hello", save, url: location.href, assets, lang: document.documentElement.lang });
    })
    .catch(() => undefined);
}
