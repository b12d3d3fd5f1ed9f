import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { Badge } from "../ui/badge";
import { formatDate } from "~/utils/dates";
import { clockTime, spotsLabel, spotsRemaining } from "~/models/volunteer";
import * as m from "~/i18n/paraglide/messages/_index.js";

export type VolunteerOpportunityCardData = {
  id: number;
  title: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  spotsNeeded: number;
  spotsAssigned: number | null;
  physicalRequirements: string | null;
  contactInfo: string | null;
  /** The event the shift belongs to, linked to its page (absent or null when none). */
  eventId?: number | null;
  eventTitle?: string | null;
};

/** One opportunity on /volunteer: spots badge, date, title, times, place, helpers so far. */
export function VolunteerOpportunityCard({
  opportunity,
  timeZone,
  children,
}: {
  opportunity: VolunteerOpportunityCardData;
  timeZone: string;
  /** The sign-up control, at the foot of the card. */
  children?: ReactNode;
}) {
  const remaining = spotsRemaining(opportunity);
  const headingId = `opportunity-${opportunity.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="volunteer-opportunity"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800"
    >
      <div className="flex items-center justify-between">
        <Badge tone={remaining > 0 ? "green" : "red"}>{spotsLabel(remaining)}</Badge>
        <span className="text-sm text-gray-600 dark:text-gray-300">{formatDate(opportunity.date, timeZone)}</span>
      </div>
      <h2 id={headingId} className="text-lg font-semibold">
        {opportunity.title}
      </h2>
      {opportunity.description ? <p className="text-sm text-gray-700 dark:text-gray-300">{opportunity.description}</p> : null}
      <p className="text-sm">
        {formatDate(opportunity.date, timeZone)}, {clockTime(opportunity.startTime)} – {clockTime(opportunity.endTime)}
      </p>
      <p className="text-sm">{opportunity.location}</p>
      {opportunity.eventId && opportunity.eventTitle ? (
        <p className="text-sm">
          {m.volunteer_card_for()}{" "}
          <Link to={`/events/${opportunity.eventId}`} className="font-medium text-brand-600 hover:underline dark:text-brand-100">
            {opportunity.eventTitle}
          </Link>
        </p>
      ) : null}
      <p className="text-sm" data-testid="volunteer-count">
        {m.volunteer_card_count({ assigned: opportunity.spotsAssigned ?? 0, needed: opportunity.spotsNeeded })}
      </p>
      {opportunity.physicalRequirements ? (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100">
          {opportunity.physicalRequirements}
        </p>
      ) : null}
      {opportunity.contactInfo ? <p className="text-sm">{m.volunteer_card_contact({ contact: opportunity.contactInfo })}</p> : null}
      {children}
    </article>
  );
}
