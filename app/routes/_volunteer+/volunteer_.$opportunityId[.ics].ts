import type { LoaderFunctionArgs } from "@remix-run/node";
import { getActiveOpportunity } from "~/models/volunteer.server";
import { branding } from "~/utils/branding.server";
import { calendarNotFound, calendarResponse } from "~/utils/calendar-response.server";
import { appOrigin } from "~/utils/env.server";
import { slugify } from "~/utils/ical";
import { parseId } from "~/utils/validation";
import { buildShiftCalendar } from "~/models/volunteer-calendar";

/** GET /volunteer/<id>.ics: one volunteer shift as a download, for "add to calendar". */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.opportunityId);
  const shift = id === null ? null : await getActiveOpportunity(id);
  if (!shift) return calendarNotFound();
  const body = buildShiftCalendar({ name: branding.groupName, timeZone: branding.timeZone, shifts: [shift], origin: appOrigin });
  return calendarResponse(body, { filename: `${slugify(shift.title, "volunteer-shift")}.ics` });
}
