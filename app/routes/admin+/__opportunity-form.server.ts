import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { createOpportunity, updateOpportunity } from "~/models/volunteer-admin.server";
import { getEvent, listEventsBetween } from "~/models/events.server";
import { messageFor } from "~/i18n/message-map";
import { opportunityMessages } from "~/i18n/messages/volunteer";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { requireAdmin } from "../../utils/auth.server";
import { branding } from "../../utils/branding.server";
import { readFormData } from "../../utils/request-body.server";
import { requireSameOrigin } from "../../utils/security.server";
import { redirectWithToast } from "../../utils/toast.server";
import { volunteerOpportunitySchema } from "../../models/volunteer.schema";
import { dateToWallTime } from "../../utils/zoned-time";

/**
 * The opportunity form's action, shared by "new" and "edit": same-origin and admin checks, the
 * schema the API uses, field errors with a 400 (what was typed comes back), the spots floor as a
 * field error on "Spots needed", Post/Redirect/Get with a toast on success.
 */
export async function saveOpportunityFromForm(request: Request, opportunityId: number | null) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: volunteerOpportunitySchema(branding.timeZone) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const result =
      opportunityId === null ? await createOpportunity(submission.value) : await updateOpportunity(opportunityId, submission.value);
    if (!result.ok && result.reason === "opportunity-not-found") throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
    if (!result.ok) {
      // A start in the past is the date's fault (the message names the start time too); the floor is the spots'.
      const field = result.reason === "start-in-past" ? "date" : result.reason === "event-not-found" ? "eventId" : "spotsNeeded";
      return json({ result: submission.reply({ fieldErrors: { [field]: [messageFor(opportunityMessages, result)] } }) }, { status: 400 });
    }
    const saved = result.opportunity;
    return redirectWithToast("/admin/volunteer", {
      type: "success",
      title: m.volunteer_admin_success(),
      description:
        opportunityId === null ? m.volunteer_admin_created({ title: saved.title }) : m.volunteer_admin_updated({ title: saved.title }),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving a volunteer opportunity failed:", error);
    const failed = opportunityId === null ? m.volunteer_admin_create_failed() : m.volunteer_admin_save_failed();
    return json({ result: submission.reply({ formErrors: [failed] }) }, { status: 500 });
  }
}

const EVENT_OPTIONS = 200;

/**
 * The form's Event choices: the upcoming events, soonest first, and the one the opportunity is
 * linked to now (kept as a choice even once it has taken place, so a re-save keeps the link).
 */
export async function eventOptions(linkedId: number | null) {
  const [upcoming, linked] = await Promise.all([
    listEventsBetween({ from: new Date(), limit: EVENT_OPTIONS }),
    linkedId === null ? null : getEvent(linkedId),
  ]);
  const options = upcoming.map(({ id, title, date }) => ({ id, title, date }));
  if (linked && !options.some((option) => option.id === linked.id))
    options.unshift({ id: linked.id, title: linked.title, date: linked.date });
  return options;
}

/** An opportunity as the form's fields (day, HH:MM times in the group's city). */
export function opportunityFormValues(opportunity: {
  title: string;
  description: string | null;
  date: Date | string;
  startTime: string;
  endTime: string;
  location: string;
  spotsNeeded: number;
  physicalRequirements: string | null;
  contactInfo: string | null;
  category: string;
  eventId: number | null;
}) {
  return {
    title: opportunity.title,
    description: opportunity.description ?? "",
    date: dateToWallTime(opportunity.date, branding.timeZone).slice(0, 10),
    startTime: opportunity.startTime.slice(0, 5),
    endTime: opportunity.endTime.slice(0, 5),
    location: opportunity.location,
    spotsNeeded: String(opportunity.spotsNeeded),
    physicalRequirements: opportunity.physicalRequirements ?? "",
    contactInfo: opportunity.contactInfo ?? "",
    category: opportunity.category,
    eventId: opportunity.eventId === null ? "" : String(opportunity.eventId),
  };
}
