import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CountryOptions } from "./checkout-countries";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";
import { OnceKey } from "../ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

type CheckoutFieldName =
  "name" | "email" | "firstName" | "lastName" | "address1" | "address2" | "city" | "region" | "zip" | "country" | "phone" | "pickupEventId";

type Values = Partial<Record<CheckoutFieldName, string>>;
type Errors = Partial<Record<CheckoutFieldName | "form", string>>;

export type PickupEventOption = { id: number; title: string; when: string; location: string };

function FieldError({ name, error }: { name: string; error?: string }) {
  return (
    <p id={`checkout-${name}-error`} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={error ? "alert" : undefined}>
      {error}
    </p>
  );
}

function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  autoComplete,
  required = true,
}: {
  name: CheckoutFieldName;
  label: ReactNode;
  values: Values;
  errors: Errors;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  required?: boolean;
}) {
  const error = errors[name];
  return (
    <div className="space-y-1">
      <label htmlFor={`checkout-${name}`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
        {required ? null : <span className="font-normal text-gray-600 dark:text-gray-300"> {m.shop_checkout_optional()}</span>}
      </label>
      <input
        id={`checkout-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={`checkout-${name}-error`}
        className={inputClass}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * The checkout form: contact, the shipping address (only with a print-on-demand item) and the pickup
 * event (only with an event-pickup item). A plain post without JavaScript; the server checks every
 * field and answers 400 with the messages next to the fields and what was typed.
 */
export function CheckoutForm({
  values,
  errors,
  needsShipping,
  pickupEvents,
  needsPickup,
  submitLabel,
  pending,
}: {
  values: Values;
  errors: Errors;
  needsShipping: boolean;
  needsPickup: boolean;
  pickupEvents: PickupEventOption[];
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <Form
      method="post"
      action="/shop/checkout"
      noValidate
      className="space-y-6"
      aria-describedby={errors.form ? "checkout-form-error" : undefined}
    >
      <OnceKey />
      {errors.form ? (
        <p
          id="checkout-form-error"
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">{m.shop_checkout_your_details()}</legend>
        <TextField name="name" label={m.shop_checkout_field_name()} values={values} errors={errors} autoComplete="name" />
        <TextField name="email" label={m.shop_checkout_field_email()} type="email" values={values} errors={errors} autoComplete="email" />
      </fieldset>
      {needsShipping ? (
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">{m.shop_checkout_shipping_address()}</legend>
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_checkout_shipping_hint()}</p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={m.shop_checkout_field_first_name()}
              values={values}
              errors={errors}
              autoComplete="shipping given-name"
            />
            <TextField
              name="lastName"
              label={m.shop_checkout_field_last_name()}
              values={values}
              errors={errors}
              autoComplete="shipping family-name"
            />
          </div>
          <TextField
            name="address1"
            label={m.shop_checkout_field_address()}
            values={values}
            errors={errors}
            autoComplete="shipping address-line1"
          />
          <TextField
            name="address2"
            label={m.shop_checkout_field_address2()}
            values={values}
            errors={errors}
            autoComplete="shipping address-line2"
            required={false}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              name="city"
              label={m.shop_checkout_field_city()}
              values={values}
              errors={errors}
              autoComplete="shipping address-level2"
            />
            <TextField
              name="region"
              label={m.shop_checkout_field_region()}
              values={values}
              errors={errors}
              autoComplete="shipping address-level1"
            />
            <TextField name="zip" label={m.shop_checkout_field_zip()} values={values} errors={errors} autoComplete="shipping postal-code" />
            <div className="space-y-1">
              <label htmlFor="checkout-country" className="block text-sm font-medium text-gray-800 dark:text-gray-200">
                {m.shop_checkout_field_country()}
              </label>
              <select
                id="checkout-country"
                name="country"
                autoComplete="shipping country"
                defaultValue={values.country ?? ""}
                aria-invalid={errors.country ? true : undefined}
                aria-describedby="checkout-country-error"
                className={inputClass}
              >
                <CountryOptions />
              </select>
              <FieldError name="country" error={errors.country} />
            </div>
          </div>
          <TextField
            name="phone"
            label={m.shop_checkout_field_phone()}
            type="tel"
            values={values}
            errors={errors}
            autoComplete="shipping tel"
            required={false}
          />
        </fieldset>
      ) : null}
      {needsPickup ? (
        <fieldset className="space-y-2" aria-describedby="checkout-pickupEventId-error">
          <legend className="text-lg font-semibold">{m.shop_checkout_pickup_event()}</legend>
          <p className="text-sm text-gray-600 dark:text-gray-300">{m.shop_checkout_pickup_hint()}</p>
          {pickupEvents.length === 0 ? (
            <p className="text-sm">{m.shop_checkout_no_pickup_events()}</p>
          ) : (
            <ul className="space-y-2">
              {pickupEvents.map((event) => (
                <li key={event.id}>
                  <label className="flex items-start gap-3 rounded-md border border-gray-200 p-3 text-sm has-[:checked]:border-brand-600 dark:border-gray-700">
                    <input
                      type="radio"
                      name="pickupEventId"
                      value={event.id}
                      defaultChecked={values.pickupEventId === String(event.id)}
                      aria-invalid={errors.pickupEventId ? true : undefined}
                      className="mt-1"
                    />
                    <span>
                      <span className="block font-medium">{event.title}</span>
                      <span className="block text-gray-600 dark:text-gray-300">
                        {event.when} · {event.location}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <FieldError name="pickupEventId" error={errors.pickupEventId} />
        </fieldset>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? m.shop_checkout_placing() : submitLabel}
      </Button>
    </Form>
  );
}
