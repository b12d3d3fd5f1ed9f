import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { OnceKey } from "~/components/ui/once-key";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";
import { pickupsKey } from "~/models/away";
import * as m from "~/i18n/paraglide/messages/_index.js";

type Trip = { seats: number; seatsTaken: number; price: string; pickupPoints: { place: string; at: string }[] };
type Passenger = { memberId: string; name: string; pickup: number };
export type TripFormReply = { errors: Record<string, string[] | undefined>; values: Record<string, string> };

/**
 * The admin's coach of a ballot: with none yet, the form to add one (seats, price per seat, pickup
 * points with their times); with one, its seats, the manifest by pickup point, and (folded) the
 * same form filled in, to change it.
 */
export function CoachAdmin({
  trip,
  manifest,
  reply,
  current,
  rows,
  busy,
}: {
  trip: Trip | null;
  manifest: Passenger[];
  reply: TripFormReply | null;
  /** The coach's values for the change form (times as wall times in the group's zone). */
  current: Record<string, string> | null;
  rows: number;
  busy: boolean;
}) {
  const { timeZone, currency } = useBranding();
  if (trip) {
    return (
      <section aria-labelledby="coach" className="max-w-2xl space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="coach" className="text-lg font-semibold">
          {m.away_toast_coach()}
        </h2>
        <p className="text-sm">
          {m.away_coach_admin_seats({ taken: trip.seatsTaken, seats: trip.seats, price: formatPrice(trip.price, currency) })}
        </p>
        {trip.pickupPoints.map((point, index) => {
          const boarding = manifest.filter((passenger) => passenger.pickup === index);
          return (
            <div key={point.place} className="text-sm">
              <h3 className="font-medium">
                {point.place}, {formatDateTime(point.at, timeZone)} ({boarding.length})
              </h3>
              <ul className="list-disc pl-5" aria-label={m.away_coach_admin_boarding({ place: point.place })}>
                {boarding.map((passenger) => (
                  <li key={passenger.memberId}>
                    <span className="font-mono">{passenger.memberId}</span> {passenger.name}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <details open={reply !== null} className="text-sm">
          <summary className="cursor-pointer font-medium">{m.away_coach_admin_change()}</summary>
          <p className="mt-2 text-gray-700 dark:text-gray-300">{m.away_coach_admin_change_intro()}</p>
          <TripForm
            intent="edit-trip"
            pickups={pickupsKey(trip.pickupPoints)}
            values={reply?.values ?? current ?? {}}
            errors={reply?.errors ?? {}}
            rows={rows}
            busy={busy}
          >
            {busy ? m.away_admin_saving() : m.away_coach_admin_save()}
          </TripForm>
        </details>
      </section>
    );
  }
  return (
    <section aria-labelledby="coach" className="max-w-2xl space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
      <h2 id="coach" className="text-lg font-semibold">
        {m.away_coach_admin_add_heading()}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{m.away_coach_admin_add_intro()}</p>
      <TripForm intent="add-trip" values={reply?.values ?? {}} errors={reply?.errors ?? {}} rows={rows} busy={busy}>
        {busy ? m.away_coach_admin_adding() : m.away_coach_admin_add()}
      </TripForm>
    </section>
  );
}

/** Seats, price per seat and up to `rows` pickup points with their times, as one plain post. */
function TripForm({
  intent,
  pickups,
  values,
  errors,
  rows,
  busy,
  children,
}: {
  intent: "add-trip" | "edit-trip";
  /** Editing: the points as this page shows them (pickupsKey), so a change made since is refused. */
  pickups?: string;
  values: Record<string, string>;
  errors: TripFormReply["errors"];
  rows: number;
  busy: boolean;
  children: ReactNode;
}) {
  const { timeZone } = useBranding();
  const field = (name: string, label: string, type = "text", hint?: string) => {
    const id = `${intent}-${name}`;
    const messages = errors[name];
    return (
      <Field
        label={label}
        hint={hint}
        errors={messages}
        errorId={`${id}-error`}
        inputProps={{
          id,
          name,
          type,
          defaultValue: values[name] ?? "",
          "aria-invalid": messages?.length ? true : undefined,
          "aria-describedby": messages?.length ? `${id}-error` : undefined,
        }}
      />
    );
  };
  return (
    <Form method="post" className="space-y-2" noValidate>
      <OnceKey />
      <input type="hidden" name="intent" value={intent} />
      {pickups !== undefined ? <input type="hidden" name="pickups" value={pickups} /> : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field("seats", m.away_form_seats(), "number")}
        {field("price", m.away_coach_admin_price())}
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-x-4 sm:grid-cols-2">
          {field(`place${i}`, m.away_coach_admin_pickup_point({ n: i + 1 }), "text", i === 0 ? undefined : m.away_coach_admin_optional())}
          {field(
            `at${i}`,
            m.away_coach_admin_pickup_time({ n: i + 1 }),
            "datetime-local",
            m.away_admin_zone_hint({ zone: timeZone.replace(/_/g, " ") }),
          )}
        </div>
      ))}
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </Form>
  );
}
