import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type ToastMessage = {
  id: string;
  type: "success" | "error" | "info";
  title?: string;
  description: string;
};

const toneClass: Record<ToastMessage["type"], string> = {
  success: "border-green-300 bg-white text-gray-900 dark:border-green-700 dark:bg-gray-900 dark:text-gray-100",
  info: "border-brand-100 bg-white text-gray-900 dark:border-brand-700 dark:bg-gray-900 dark:text-gray-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
};

const DURATION_MS = 5000;

/** Client-side toasts (no server round trip), e.g. 'Added to cart!'. */
type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
export function showToast(toast: Omit<ToastMessage, "id"> & { id?: string }) {
  const message = { ...toast, id: toast.id ?? `${Date.now()}-${Math.random()}` };
  for (const listener of listeners) listener(message);
}

/**
 * The server renders the flash toast into a plain role="status" region in the page flow, so it is
 * seen after a form post without JavaScript. Once React runs, the region moves to the corner and
 * shows one toast at a time for 5 s (paused while hovered or focused), with a close button and
 * Escape. Hand-written on purpose: every visitor downloads the root's JavaScript, and a toast
 * library cost about 14 KB gzip of it (docs/decisions/005-javascript-budget.md).
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return toast ? (
      <div role="status" aria-live="polite" className="mx-auto mt-4 max-w-7xl px-4">
        <div className={`rounded-lg border p-4 shadow-sm ${toneClass[toast.type]}`} data-toast-type={toast.type}>
          <ToastText toast={toast} />
        </div>
      </div>
    ) : null;
  }
  return <ClientToaster toast={toast} />;
}

function ToastText({ toast }: { toast: ToastMessage }) {
  return (
    <div>
      {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
      <p className="text-sm">{toast.description}</p>
    </div>
  );
}

function ClientToaster({ toast }: { toast: ToastMessage | null }) {
  const [current, setCurrent] = useState<ToastMessage | null>(toast);
  // Paused for one toast only: a toast closed while hovered does not freeze the next one.
  const [pausedId, setPausedId] = useState<string | null>(null);
  const paused = current !== null && pausedId === current.id;

  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);

  useEffect(() => {
    const listener: Listener = (message) => setCurrent(message);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  // A new toast gets the full time; hovering or focusing it stops the clock.
  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => setCurrent(null), DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused]);

  return (
    // The live region stays in the document, so a toast put into it is announced.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed bottom-0 right-0 z-50 m-0 flex w-full flex-col gap-2 p-4 sm:max-w-[420px]"
    >
      {current ? (
        <div
          key={current.id}
          data-toast-type={current.type}
          className={`pointer-events-auto relative flex w-full animate-toast-in items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ${toneClass[current.type]}`}
          onMouseEnter={() => setPausedId(current.id)}
          onMouseLeave={() => setPausedId(null)}
          onFocus={() => setPausedId(current.id)}
          onBlur={() => setPausedId(null)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setCurrent(null);
          }}
        >
          <ToastText toast={current} />
          <button
            type="button"
            aria-label={m.site_toast_close()}
            onClick={() => setCurrent(null)}
            className="absolute right-2 top-2 rounded px-1 text-lg leading-none opacity-60 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
