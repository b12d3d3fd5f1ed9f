import { Link } from "@remix-run/react";
import { Badge, type BadgeTone } from "../ui/badge";
import { useBranding } from "~/utils/branding";
import { formatDate } from "~/utils/dates";
import { cancelledByCoordinator, clockTime, isCalledOff, signupStatusLabel } from "~/models/volunteer";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type VolunteerShiftSummary = {
  id: number;
  status: string | null;
  opportunity: { title: string; date: string; startTime: string; endTime: string; location: string; isActive: boolean };
};

const TONE: Record<string, BadgeTone> = { confirmed: "green", cancelled: "red", completed: "blue" };

/** The profile's Volunteer Shifts card: the first three upcoming shifts and a way to find more. */
export function VolunteerShiftsCard({ shifts }: { shifts: readonly VolunteerShiftSummary[] }) {
  const { timeZone } = useBranding();
  return (
    <section aria-labelledby="volunteer-shifts-card" className="rounded-xl border border-gray-200 p-6 dark:border-gray-700">
      <div className="flex items-center justify-between gap-4">
        <h2 id="volunteer-shifts-card" className="text-xl font-semibold">
          {m.volunteer_shifts_card_heading()}
        </h2>
        <Link to="/volunteer" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
          {m.volunteer_shifts_card_find()}
        </Link>
      </div>
      {shifts.length ? (
        <ul className="mt-4 space-y-3">
          {shifts.slice(0, 3).map((shift) => (
            <li key={shift.id} className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">{shift.opportunity.title}</p>
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  {formatDate(shift.opportunity.date, timeZone)}, {clockTime(shift.opportunity.startTime)}
                </p>
              </div>
              {isCalledOff(shift) ? (
                <Badge tone="red">{cancelledByCoordinator()}</Badge>
              ) : (
                <Badge tone={TONE[shift.status ?? ""] ?? "gray"}>{signupStatusLabel(shift.status)}</Badge>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-gray-600 dark:text-gray-300">{m.volunteer_shifts_card_empty()}</p>
      )}
    </section>
  );
}
