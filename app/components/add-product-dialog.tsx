import * as Dialog from "@radix-ui/react-dialog";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ProductForm } from "./product-form";
import { buttonClass } from "./ui/button";
import type { action as newProductAction } from "~/routes/admin.products.new";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * "Add New Product" (SPEC §2 Quick Actions): a link to /admin/products/new that works without
 * JavaScript; with JavaScript it opens the same form in a dialog and posts it with a fetcher
 * (success goes on to the products list with the toast; errors stay in the dialog).
 */
export function AddProductButton() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof newProductAction>({ key: "add-product" });
  return (
    <>
      <Link
        to="/admin/products/new"
        className={buttonClass("primary")}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Add New Product
      </Link>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-gray-900">
            <Dialog.Title className="text-xl font-bold">Add New Product</Dialog.Title>
            <Dialog.Description className="mb-4 text-sm text-gray-600 dark:text-gray-300">Name and price are required.</Dialog.Description>
            <ProductForm
              id="dialog-new-product"
              action="/admin/products/new"
              as={fetcher.Form}
              lastResult={fetcher.data?.result}
              submitLabel="Create Product"
              pending={fetcher.state !== "idle"}
            />
            <Dialog.Close className="absolute right-4 top-4 rounded px-2 text-xl leading-none text-gray-600 hover:text-gray-900 dark:text-gray-300" aria-label="Close">
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
