import { useForm, type SubmissionResult } from "@conform-to/react";
import type { Form } from "@remix-run/react";
import type { ComponentProps, ComponentType } from "react";
import { AdminFormFrame, InputField, SelectField, TextareaField } from "../admin/admin-form";
import { FULFILLMENT_TYPES, PRODUCT_CATEGORIES } from "../../../db/enums";
import { capitalize, currencySymbol } from "~/utils/format";
import { fulfillmentLabel } from "~/models/products";
import { useBranding } from "~/utils/branding";

export type ProductFormValues = {
  name?: string;
  price?: string;
  category?: string;
  fulfillmentType?: string;
  imageUrl?: string;
  description?: string;
};

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
}: {
  id: string;
  action: string;
  defaultValue?: ProductFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pending: boolean;
  /** A fetcher's Form in the dashboard's dialog; Remix's Form otherwise. */
  as?: ComponentType<ComponentProps<typeof Form>>;
}) {
  const { currency } = useBranding();
  const [form, fields] = useForm<ProductFormValues>({
    id,
    lastResult,
    defaultValue: { category: "apparel", fulfillmentType: "print-on-demand", ...defaultValue },
  });
  return (
    <AdminFormFrame form={form} action={action} submitLabel={submitLabel} pending={pending} as={as}>
      <InputField label="Name" field={fields.name} type="text" />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField
          label={`Price (${currencySymbol(currency)})`}
          field={fields.price}
          type="text"
          extra={{ inputMode: "decimal", placeholder: "25.00" }}
        />
        <SelectField label="Category" field={fields.category}>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {capitalize(category)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Fulfillment" field={fields.fulfillmentType}>
          {FULFILLMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {fulfillmentLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField label="Image URL" field={fields.imageUrl} type="url" extra={{ placeholder: "https://…" }} hint="Optional." />
      <TextareaField
        label="Description"
        field={fields.description}
        rows={5}
        hint="Optional. Basic HTML (paragraphs, bold, lists, links) is kept; anything else is removed."
      />
    </AdminFormFrame>
  );
}
