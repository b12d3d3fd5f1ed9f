import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { buttonClass } from "../ui/button";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A dashboard quick action that opens a form: a link to the form's own page (`to`) without
 * JavaScript; with JavaScript the same form opens in a dialog. `closeWhen` closes the dialog when
 * it becomes truthy (say, the created row a fetcher got back).
 */
export function AdminDialogLink({
  to,
  label,
  description,
  closeWhen,
  children,
}: {
  to: string;
  label: string;
  description: ReactNode;
  closeWhen?: unknown;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (closeWhen) setOpen(false);
  }, [closeWhen]);

  return (
    <>
      <Link
        to={to}
        className={buttonClass("primary")}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-gray-900">
            <Dialog.Title className="text-xl font-bold">{label}</Dialog.Title>
            <Dialog.Description className="mb-4 text-sm text-gray-600 dark:text-gray-300">{description}</Dialog.Description>
            {children}
            <Dialog.Close
              className="absolute right-4 top-4 rounded px-2 text-xl leading-none text-gray-600 hover:text-gray-900 dark:text-gray-300"
              aria-label={m.admin_dialog_close()}
            >
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
