import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

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

/** Client-side toasts (no server round trip), e.g. 'Added to cart!'. */
type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
export function showToast(toast: Omit<ToastMessage, "id"> & { id?: string }) {
  const message = { ...toast, id: toast.id ?? `${Date.now()}-${Math.random()}` };
  for (const listener of listeners) listener(message);
}

/**
 * The server renders the flash toast into a plain role="status" region in the page flow, so it is
 * seen after a form post without JavaScript. Once React runs, a Radix toast takes over: one at a
 * time, 5 s, swipe right to dismiss, F8 to focus the region.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return toast ? (
      <div role="status" aria-live="polite" className="mx-auto mt-4 max-w-7xl px-4">
        <div className={`rounded-lg border p-4 shadow-sm ${toneClass[toast.type]}`} data-toast-type={toast.type}>
          {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
          <p className="text-sm">{toast.description}</p>
        </div>
      </div>
    ) : null;
  }
  return <ClientToaster toast={toast} />;
}

function ClientToaster({ toast }: { toast: ToastMessage | null }) {
  const [current, setCurrent] = useState<ToastMessage | null>(toast);
  const [open, setOpen] = useState(Boolean(toast));

  useEffect(() => {
    if (toast) {
      setCurrent(toast);
      setOpen(true);
    }
  }, [toast]);

  useEffect(() => {
    const listener: Listener = (message) => {
      setCurrent(message);
      setOpen(true);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open={open}
          onOpenChange={setOpen}
          type={current.type === "error" ? "foreground" : "background"}
          data-toast-type={current.type}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${toneClass[current.type]}`}
        >
          <div>
            {current.title ? <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title> : null}
            <ToastPrimitive.Description className="text-sm">{current.description}</ToastPrimitive.Description>
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded px-1 text-lg leading-none opacity-60 hover:opacity-100">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
