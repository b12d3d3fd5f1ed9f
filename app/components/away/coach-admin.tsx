import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { OnceKey } from "~/components/ui/once-key";
import { useBranding } from "~/utils/branding";
import { formatDateTime } from "~/utils/dates";
import { formatPrice } from "~/utils/format";

type Trip = { seats: number; seatsTaken: number; price: string; pickupPoints: { place: string; at: string }[] };
type Passenger = { memberId: string; name: string; pickup: number };
export type TripFormReply = { errors: Record<string, string[] | undefined>; values: Record<string, string> };

/**
 * The admin's coach of a ballot: with none yet, the form to add one (seats, price per seat, pickup
 * points with their times); with one, its seats and the manifest by pickup point.
 */
export function CoachAdmin({
  trip,
  manifest,
  reply,
  rows,
  busy,
}: {
  trip: Trip | null;
  manifest: Passenger[];
  reply: TripFormReply | null;
  rows: number;
  busy: boolean;
}) {
  const { timeZone, currency } = useBranding();
  if (trip) {
    return (
      <section aria-labelledby="coach" className="max-w-2xl space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
        <h2 id="coach" className="text-lg font-semibold">
          Coach
        </h2>
        <p className="text-sm">
          {trip.seatsTaken} of {trip.seats} seats booked · {formatPrice(trip.price, currency)} a seat, paid at pickup
        </p>
        {trip.pickupPoints.map((point, index) => {
          const boarding = manifest.filter((passenger) => passenger.pickup === index);
          return (
            <div key={point.place} className="text-sm">
              <h3 className="font-medium">
                {point.place}, {formatDateTime(point.at, timeZone)} ({boarding.length})
              </h3>
              <ul className="list-disc pl-5" aria-label={`Boarding at ${point.place}`}>
                {boarding.map((passenger) => (
                  <li key={passenger.memberId}>
                    <span className="font-mono">{passenger.memberId}</span> {passenger.name}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    );
  }
  const field = (name: string, label: string, type = "text", hint?: string) => {
    const errors = reply?.errors[name];
    return (
      <Field
        label={label}
        hint={hint}
        errors={errors}
        errorId={`trip-${name}-error`}
        inputProps={{
          id: `trip-${name}`,
          name,
          type,
          defaultValue: reply?.values[name] ?? "",
          "aria-invalid": errors?.length ? true : undefined,
          "aria-describedby": errors?.length ? `trip-${name}-error` : undefined,
        }}
      />
    );
  };
  return (
    <section aria-labelledby="coach" className="max-w-2xl space-y-3 rounded-lg border border-gray-200 p-5 dark:border-gray-700">
      <h2 id="coach" className="text-lg font-semibold">
        Add a coach
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Members with a place from the ballot book a seat and choose where to board.
      </p>
      <Form method="post" className="space-y-2" noValidate>
        <OnceKey />
        <input type="hidden" name="intent" value="add-trip" />
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field("seats", "Seats", "number")}
          {field("price", "Price per seat")}
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="grid gap-x-4 sm:grid-cols-2">
            {field(`place${i}`, `Pickup point ${i + 1}`, "text", i === 0 ? undefined : "Optional")}
            {field(`at${i}`, `Pickup ${i + 1} time`, "datetime-local", `In ${timeZone.replace(/_/g, " ")} time.`)}
          </div>
        ))}
        <Button type="submit" disabled={busy}>
          {busy ? "Adding..." : "Add coach"}
        </Button>
      </Form>
    </section>
  );
}
