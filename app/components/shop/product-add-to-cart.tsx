import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Button } from "../ui/button";
import { useHydrated } from "~/utils/use-hydrated";
import { OnceKey } from "../ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

type Variant = { id: number; title: string; size: string | null };

/**
 * Add to Cart: a plain form post to the product page's action. A product with
 * sizes shows them as radio buttons; with JavaScript the button stays disabled until one is
 * chosen, without it the server answers 'Choose a size' next to the sizes. A product with one
 * variant and no sizes sends that variant along.
 */
export function AddToCartForm({
  action,
  variants,
  sizeError,
  chosenVariantId,
}: {
  action: string;
  variants: readonly Variant[];
  sizeError?: string | null;
  chosenVariantId?: string | null;
}) {
  const sized = variants.filter((variant) => variant.size);
  const hasSizes = sized.length > 0;
  const [chosen, setChosen] = useState<string | null>(chosenVariantId ?? null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formAction === action && navigation.formMethod?.toLowerCase() === "post";
  // Two variants of one size (colours) would read the same: then their titles tell them apart.
  const sizes = sized.map((variant) => variant.size);
  const label = (variant: Variant) => (sizes.filter((size) => size === variant.size).length > 1 ? variant.title : variant.size);
  return (
    <Form method="post" action={action} preventScrollReset className="space-y-4">
      <OnceKey />
      {hasSizes ? (
        <fieldset aria-describedby={sizeError ? "size-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold">{m.shop_size_legend()}</legend>
          <div className="flex flex-wrap gap-2">
            {sized.map((variant) => (
              <label key={variant.id} className="cursor-pointer">
                <input
                  type="radio"
                  name="variantId"
                  value={variant.id}
                  className="peer sr-only"
                  defaultChecked={chosenVariantId === String(variant.id)}
                  onChange={() => setChosen(String(variant.id))}
                />
                <span className="inline-flex min-w-[3rem] items-center justify-center rounded-md border border-gray-300 px-3 py-2 text-sm font-medium peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-gray-600">
                  {label(variant)}
                </span>
              </label>
            ))}
          </div>
          <p id="size-error" role={sizeError ? "alert" : undefined} className="mt-2 min-h-[1.25rem] text-sm text-red-600 dark:text-red-400">
            {sizeError ?? ""}
          </p>
        </fieldset>
      ) : variants[0] ? (
        <input type="hidden" name="variantId" value={variants[0].id} />
      ) : null}
      <Button type="submit" disabled={adding || (hydrated && hasSizes && !chosen)} className="w-full sm:w-auto">
        {adding ? m.shop_add_to_cart_pending() : m.shop_add_to_cart()}
      </Button>
      {hydrated && hasSizes && !chosen ? <p className="text-xs text-gray-600 dark:text-gray-300">{m.shop_size_hint()}</p> : null}
    </Form>
  );
}
