import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";
import { formatPrice } from "~/utils/format";
import { fulfillmentLabel, MAX_CART_LINE_QUANTITY, productPlaceholder } from "~/models/products";
import { useBranding } from "~/utils/branding";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type CartLineView = {
  id: number;
  name: string;
  path: string | null;
  size: string | null;
  imageUrl: string | null;
  /** The product's category, for its placeholder when it has no photo (null for a membership line). */
  category: string | null;
  fulfillmentType: string | null;
  quantity: number;
  price: string;
  lineTotal: string;
  isActive: boolean;
  /** A membership line: one per cart, no quantity to change; it is checked out at /join/checkout. */
  membership?: boolean;
};

/** What the cart's action answers when it refuses a change (400 bad quantity, 404 not in this cart). */
export type CartLineError = { lineId: number | null; quantity: string | null; message: string };

/**
 * A product photo that falls back to the app's own placeholder for its category when missing or
 * broken. A load error before hydration is caught too: the image is checked once the page is
 * interactive. The photo is decorative (the name is beside it); the placeholder carries the name.
 */
function CartThumbnail({ src, name, category }: { src: string | null; name: string; category: string | null }) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const placeholder = broken || !src;
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  return (
    <img
      ref={ref}
      src={placeholder ? productPlaceholder(category) : src}
      alt={placeholder ? name : ""}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setBroken(true)}
      className="h-16 w-16 shrink-0 rounded-md bg-gray-100 object-cover dark:bg-gray-700"
    />
  );
}

/**
 * One cart line: photo, name (linked to its page), size, unit price, a quantity form (Update) and
 * Remove. A plain form post without JavaScript; with it, a fetcher keeps the page and shows the
 * pending change. `serverError` is the action's refusal after a plain post (what was typed comes back).
 */
export function CartLine({ item, serverError }: { item: CartLineView; serverError: CartLineError | null }) {
  const { currency } = useBranding();
  const fetcher = useFetcher<CartLineError>();
  const fetcherError = fetcher.state === "idle" && fetcher.data && "message" in fetcher.data ? fetcher.data : null;
  const error = fetcherError ?? (serverError?.lineId === item.id ? serverError : null);
  const intent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const inputId = `quantity-${item.id}`;
  const errorId = `quantity-${item.id}-error`;
  return (
    <li
      className={`flex flex-wrap items-start gap-4 py-4 ${intent === "remove" ? "opacity-50" : ""}`}
      data-testid="cart-line"
      aria-busy={intent ? true : undefined}
    >
      <CartThumbnail src={item.imageUrl} name={item.name} category={item.category} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">
          {item.path && item.isActive ? (
            <Link to={item.path} className="hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
          {item.size ? <span>{m.shop_cart_line_size({ size: item.size })}</span> : null}
          {item.fulfillmentType ? (
            <Badge tone={item.fulfillmentType === "print-on-demand" ? "purple" : "green"}>{fulfillmentLabel(item.fulfillmentType)}</Badge>
          ) : null}
          <span className="tabular-nums">
            {item.membership
              ? m.shop_cart_line_per_year({ price: formatPrice(item.price, currency) })
              : m.shop_cart_line_each({ price: formatPrice(item.price, currency) })}
          </span>
        </div>
        {item.isActive ? null : (
          <p className="text-sm font-semibold text-red-700 dark:text-red-300" data-testid="cart-line-unavailable">
            {m.shop_cart_line_unavailable()}
          </p>
        )}
        <fetcher.Form method="post" action="/shop/cart" className="flex flex-wrap items-end gap-2 pt-1">
          <input type="hidden" name="lineId" value={item.id} />
          {item.isActive && !item.membership ? (
            <>
              <div>
                <label htmlFor={inputId} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
                  {item.size
                    ? m.shop_cart_line_quantity_sized({ name: item.name, size: item.size })
                    : m.shop_cart_line_quantity({ name: item.name })}
                </label>
                <input
                  key={`${item.id}-${item.quantity}`}
                  id={inputId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_CART_LINE_QUANTITY}
                  required
                  defaultValue={error?.quantity ?? item.quantity}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`${inputClass} w-20`}
                />
              </div>
              <Button type="submit" name="intent" value="update" variant="secondary" disabled={intent === "update"}>
                {intent === "update" ? m.shop_cart_line_updating() : m.shop_cart_line_update()}
              </Button>
            </>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="remove"
            variant="ghost"
            formNoValidate
            disabled={intent === "remove"}
            aria-label={
              item.size
                ? m.shop_cart_line_remove_sized({ name: item.name, size: item.size })
                : m.shop_cart_line_remove_label({ name: item.name })
            }
          >
            {intent === "remove" ? m.shop_cart_line_removing() : m.shop_cart_line_remove()}
          </Button>
        </fetcher.Form>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error.message}
          </p>
        ) : null}
      </div>
      <p className="ml-auto text-right font-semibold tabular-nums">
        <span className="sr-only">{m.shop_cart_line_total()} </span>
        {formatPrice(item.lineTotal, currency)}
      </p>
    </li>
  );
}
