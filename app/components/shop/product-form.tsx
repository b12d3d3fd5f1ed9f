import { useForm, type SubmissionResult } from "@conform-to/react";
import type { Form } from "@remix-run/react";
import type { ComponentProps, ComponentType } from "react";
import { AdminFormFrame, InputField, SelectField, TextareaField } from "../admin/admin-form";
import { FULFILLMENT_TYPES, PRODUCT_CATEGORIES } from "../../../db/enums";
import { currencySymbol } from "~/utils/format";
import { categoryLabel, fulfillmentLabel } from "~/models/products";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type ProductFormValues = {
  name?: string;
  price?: string;
  category?: string;
  fulfillmentType?: string;
  imageUrl?: string;
  description?: string;
  pickupAt?: string;
  pickupEventIds?: string[];
};

/** An upcoming event an admin may choose for a product's pickup. */
export type PickupEventChoice = { id: number; title: string; date: string };

/**
 * The admin product form. Checked on the server only (zod stays out of the admin's
 * bundle); the server's reply puts back what was typed, with each message next to its field.
 */
export function ProductForm({
  id,
  action,
  defaultValue,
  lastResult,
  submitLabel,
  pending,
  as,
  pickupEvents,
}: {
  id: string;
  action: string;
  defaultValue?: ProductFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pending: boolean;
  /** A fetcher's Form in the dashboard's dialog; Remix's Form otherwise. */
  as?: ComponentType<ComponentProps<typeof Form>>;
  /** The upcoming events to choose from for "Collect at"; without them the form leaves the choice out (every home match). */
  pickupEvents?: PickupEventChoice[];
}) {
  const { currency } = useBranding();
  const [form, fields] = useForm<ProductFormValues>({
    id,
    lastResult,
    defaultValue: { category: "apparel", fulfillmentType: "print-on-demand", pickupAt: "home-matches", ...defaultValue },
  });
  return (
    <AdminFormFrame form={form} action={action} submitLabel={submitLabel} pending={pending} as={as}>
      <InputField label={m.shop_admin_product_name()} field={fields.name} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField
          label={m.shop_admin_product_price({ symbol: currencySymbol(currency) })}
          field={fields.price}
          type="text"
          extra={{ inputMode: "decimal", placeholder: "25.00" }}
        />
        <SelectField label={m.shop_category_label()} field={fields.category}>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.shop_admin_product_fulfillment()} field={fields.fulfillmentType}>
          {FULFILLMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {fulfillmentLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      {pickupEvents ? <CollectAtField pickupAt={fields.pickupAt} eventIds={fields.pickupEventIds} events={pickupEvents} /> : null}
      <InputField
        label={m.shop_admin_product_image_url()}
        field={fields.imageUrl}
        type="url"
        extra={{ placeholder: "https://…" }}
        hint={m.shop_admin_product_optional()}
      />
      <TextareaField
        label={m.shop_admin_product_description()}
        field={fields.description}
        rows={5}
        hint={m.shop_admin_product_description_hint()}
      />
    </AdminFormFrame>
  );
}

type Field = { name: string; initialValue?: unknown; errors?: string[]; errorId: string };

/**
 * "Collect at" for an event-pickup product: every home match, or the upcoming events ticked. Plain
 * radio buttons and checkboxes, so the choice posts without JavaScript.
 */
function CollectAtField({ pickupAt, eventIds, events }: { pickupAt: Field; eventIds: Field; events: PickupEventChoice[] }) {
  const { timeZone } = useBranding();
  const chosen = new Set([eventIds.initialValue ?? []].flat().map(String));
  const at = pickupAt.initialValue === "chosen-events" ? "chosen-events" : "home-matches";
  return (
    <fieldset className="space-y-2" aria-describedby={eventIds.errors?.length ? eventIds.errorId : undefined}>
      <legend className="block text-sm font-medium text-gray-800 dark:text-gray-200">{m.shop_admin_product_collect_at()}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={pickupAt.name} value="home-matches" defaultChecked={at === "home-matches"} className="h-4 w-4" />
        {m.shop_admin_product_every_home_match()}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={pickupAt.name} value="chosen-events" defaultChecked={at === "chosen-events"} className="h-4 w-4" />
        {m.shop_admin_product_chosen_events()}
      </label>
      {events.length ? (
        <ul className="ml-6 max-h-60 space-y-1 overflow-y-auto">
          {events.map((event) => (
            <li key={event.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={eventIds.name}
                  value={String(event.id)}
                  defaultChecked={chosen.has(String(event.id))}
                  className="h-4 w-4"
                />
                {event.title} · {formatDate(event.date, timeZone)}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ml-6 text-sm text-gray-600 dark:text-gray-300">{m.shop_admin_product_no_events()}</p>
      )}
      <p id={eventIds.errorId} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400">
        {eventIds.errors?.join(" ")}
      </p>
    </fieldset>
  );
}
