import { Form } from "@remix-run/react";
import { useState, type ComponentType, type ReactNode } from "react";
import { Button } from "../ui/button";
import { inputClass } from "../ui/field";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice, currencySymbol } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import { dateToWallTime } from "~/utils/zoned-time";
import { OnceKey } from "../ui/once-key";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** What the form shows: the values as typed (strings) and the server's messages per field. */
export type TicketFormValues = Partial<
  Record<"eventId" | "matchTitle" | "matchDate" | "section" | "row" | "seats" | "price" | "listingType" | "tradeDescription", string>
>;
export type TicketFormReply = { values: TicketFormValues; fieldErrors: Record<string, string[]>; formError: string | null };

export type HomeMatchOption = { id: number; title: string; date: string; faceValue: string | null };

const TYPES = [
  { value: "sale", label: m.tickets_type_sale },
  { value: "trade", label: m.tickets_type_trade },
  { value: "free", label: m.tickets_type_free },
] as const;

const labelClass = "block text-sm font-medium text-gray-800 dark:text-gray-200";
const hintClass = "text-xs text-gray-600 dark:text-gray-300";

function FieldShell({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="min-h-[1rem] text-sm text-red-600 dark:text-red-400" role={errors?.length ? "alert" : undefined}>
        {errors?.join(" ")}
      </p>
    </div>
  );
}

/** aria attributes tying an input to its hint and error. */
function described(id: string, errors: string[] | undefined, hint: boolean) {
  const ids = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": errors?.length ? true : undefined, "aria-describedby": ids };
}

/**
 * The ticket listing form, on /tickets/new, in the 'List Tickets' dialog and on the edit
 * page. A plain form post without JavaScript: the server fills a home match's title and date,
 * ignores the price of a trade or free listing and the description of anything but a trade, and
 * answers field errors with a 400 and everything typed. With JavaScript, choosing a home match
 * fills and locks its title and date, 'Other Match (manual entry)' clears and unlocks them, and
 * only the price (sale) or the trade description (trade) is shown.
 */
export function TicketListingForm({
  id,
  action,
  homeMatches,
  reply,
  defaultValues = {},
  submitLabel,
  pendingLabel,
  pending,
  onceKey = false,
  as: FormComponent = Form,
}: {
  id: string;
  action: string;
  homeMatches: HomeMatchOption[];
  reply?: TicketFormReply | null;
  defaultValues?: TicketFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A new listing's form carries a one-time key, so a repeated post lists once; an edit needs none. */
  onceKey?: boolean;
  as?: ComponentType<React.ComponentProps<typeof Form>>;
}) {
  const hydrated = useHydrated();
  const { timeZone, currency } = useBranding();
  const values = reply?.values ?? defaultValues;
  const errors = reply?.fieldErrors ?? {};
  const matchById = new Map(homeMatches.map((match) => [String(match.id), match]));
  const initialEvent = values.eventId && matchById.has(values.eventId) ? values.eventId : "";
  const [eventId, setEventId] = useState(initialEvent);
  const [listingType, setListingType] = useState(values.listingType || "sale");
  const [title, setTitle] = useState(values.matchTitle ?? "");
  const [date, setDate] = useState(values.matchDate ?? "");
  const chosen = matchById.get(eventId) ?? null;
  const locked = hydrated && chosen !== null;
  const shownTitle = locked ? chosen.title : title;
  const shownDate = locked ? dateToWallTime(chosen.date, timeZone).slice(0, 16) : date;
  const field = (name: keyof TicketFormValues) => `${id}-${name}`;
  const showPrice = !hydrated || listingType === "sale";
  const showTrade = !hydrated || listingType === "trade";

  return (
    <FormComponent method="post" action={action} id={id} noValidate className="space-y-4">
      {onceKey ? <OnceKey /> : null}
      {reply?.formError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {reply.formError}
        </p>
      ) : null}
      <FieldShell
        id={field("eventId")}
        label={m.tickets_form_match()}
        errors={errors.eventId}
        hint={hydrated ? undefined : m.tickets_form_match_hint()}
      >
        <select
          name="eventId"
          className={inputClass}
          value={eventId}
          onChange={(e) => {
            const next = e.target.value;
            setEventId(next);
            // 'Other Match (manual entry)' clears what the home match filled in.
            if (!matchById.has(next)) {
              setTitle("");
              setDate("");
            }
          }}
          {...described(field("eventId"), errors.eventId, !hydrated)}
        >
          <option value="">{m.tickets_form_other_match()}</option>
          {homeMatches.map((match) => (
            <option key={match.id} value={match.id}>
              {match.title} — {formatDateTime(match.date, timeZone)}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id={field("matchTitle")} label={m.tickets_form_match_title()} errors={errors.matchTitle}>
          <input
            name="matchTitle"
            type="text"
            maxLength={200}
            className={`${inputClass} read-only:bg-gray-100 dark:read-only:bg-gray-700`}
            value={shownTitle}
            readOnly={locked}
            onChange={(e) => setTitle(e.target.value)}
            {...described(field("matchTitle"), errors.matchTitle, false)}
          />
        </FieldShell>
        <FieldShell
          id={field("matchDate")}
          label={m.tickets_form_match_date()}
          errors={errors.matchDate}
          hint={m.tickets_form_match_date_hint({ zone: timeZone })}
        >
          <input
            name="matchDate"
            type="datetime-local"
            className={`${inputClass} read-only:bg-gray-100 dark:read-only:bg-gray-700`}
            value={shownDate}
            readOnly={locked}
            onChange={(e) => setDate(e.target.value)}
            {...described(field("matchDate"), errors.matchDate, true)}
          />
        </FieldShell>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FieldShell id={field("section")} label={m.tickets_form_section()} errors={errors.section}>
          <input
            name="section"
            type="text"
            maxLength={50}
            defaultValue={values.section ?? ""}
            className={inputClass}
            {...described(field("section"), errors.section, false)}
          />
        </FieldShell>
        <FieldShell id={field("row")} label={m.tickets_form_row()} errors={errors.row}>
          <input
            name="row"
            type="text"
            maxLength={20}
            defaultValue={values.row ?? ""}
            className={inputClass}
            {...described(field("row"), errors.row, false)}
          />
        </FieldShell>
        <FieldShell id={field("seats")} label={m.tickets_form_seats()} errors={errors.seats}>
          <input
            name="seats"
            type="text"
            maxLength={100}
            defaultValue={values.seats ?? ""}
            className={inputClass}
            {...described(field("seats"), errors.seats, false)}
          />
        </FieldShell>
      </div>
      <FieldShell id={field("listingType")} label={m.tickets_form_type()} errors={errors.listingType}>
        <select
          name="listingType"
          className={inputClass}
          value={listingType}
          onChange={(e) => setListingType(e.target.value)}
          {...described(field("listingType"), errors.listingType, false)}
        >
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label()}
            </option>
          ))}
        </select>
      </FieldShell>
      {showPrice ? (
        <FieldShell
          id={field("price")}
          label={m.tickets_form_price({ symbol: currencySymbol(currency) })}
          errors={errors.price}
          hint={
            [
              hydrated ? null : m.tickets_form_price_sale_only(),
              chosen?.faceValue ? m.tickets_form_face_value({ price: formatPrice(chosen.faceValue, currency) }) : null,
            ]
              .filter(Boolean)
              .join(" ") || undefined
          }
        >
          <input
            name="price"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            defaultValue={values.price ?? ""}
            className={inputClass}
            {...described(field("price"), errors.price, !hydrated || Boolean(chosen?.faceValue))}
          />
        </FieldShell>
      ) : null}
      {showTrade ? (
        <FieldShell
          id={field("tradeDescription")}
          label={m.tickets_form_trade()}
          errors={errors.tradeDescription}
          hint={hydrated ? undefined : m.tickets_form_trade_only()}
        >
          <textarea
            name="tradeDescription"
            rows={3}
            maxLength={1000}
            defaultValue={values.tradeDescription ?? ""}
            className={inputClass}
            {...described(field("tradeDescription"), errors.tradeDescription, !hydrated)}
          />
        </FieldShell>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </FormComponent>
  );
}
