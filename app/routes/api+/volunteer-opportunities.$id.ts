import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { deleteOpportunity, getOpportunityForAdmin, updateOpportunity } from "~/models/volunteer-admin.server";
import { messageFor } from "~/i18n/message-map";
import { opportunityMessages } from "~/i18n/messages/volunteer";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { idParam, parseJsonBody } from "~/utils/api-validation.server";
import { getOptionalUser, requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { spotsRemaining } from "~/models/volunteer";
import { volunteerOpportunitySchema } from "~/models/volunteer.schema";
import * as m from "~/i18n/paraglide/messages/_index.js";

const notFound = () => json({ message: m.volunteer_opportunity_not_found() }, { status: 404 });

/** GET: an active opportunity for anyone; a cancelled one for admins only (404 otherwise). */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const opportunity = await getOpportunityForAdmin(idParam(params.id));
  if (!opportunity) return notFound();
  if (!opportunity.isActive && !(await getOptionalUser(request))?.isAdmin) return notFound();
  return json({ ...opportunity, spotsRemaining: spotsRemaining(opportunity) });
});

/** The body's optional `isActive`: false is the cancel path, true on a cancelled one is refused. */
const ActiveSwitch = z.object({ isActive: z.boolean({ error: () => m.volunteer_api_is_active() }).optional() });

/**
 * PUT replaces the opportunity's fields (409 when spotsNeeded would fall below the volunteers
 * already confirmed; 400 when the start moves into the past). `isActive: false` cancels it as the
 * admin Cancel action does (volunteers emailed); `isActive: true` on a cancelled one is a 409.
 * DELETE removes it and its signups. Admins only.
 */
export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
  const id = idParam(params.id);
  if (request.method === "DELETE") {
    await requireApiAdmin(request);
    return (await deleteOpportunity(id)) ? new Response(null, { status: 204 }) : notFound();
  }
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed();
  await requireApiAdmin(request);
  const { isActive } = await parseJsonBody(request.clone(), ActiveSwitch);
  const input = await parseJsonBody(request, volunteerOpportunitySchema(branding.timeZone));
  const updated = await updateOpportunity(id, input, new Date(), { isActive });
  if (updated.ok) return json(updated.opportunity);
  const message = messageFor(opportunityMessages, updated);
  switch (updated.reason) {
    case "opportunity-not-found":
      return notFound();
    case "start-in-past":
      return json({ message, errors: { date: [message] } }, { status: 400 });
    case "event-not-found":
      return json({ message, errors: { eventId: [message] } }, { status: 400 });
    case "opportunity-cancelled":
      return json({ message, errors: { isActive: [message] } }, { status: 409 });
    case "spots-below-confirmed":
      return json({ message, errors: { spotsNeeded: [message] } }, { status: 409 });
  }
});
