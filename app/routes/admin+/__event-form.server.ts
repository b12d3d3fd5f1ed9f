import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { createEvent, updateEvent } from "~/models/events.server";
import { checkMatchLink, checkShiftTemplate } from "~/models/event-page.server";
import { messageFor } from "~/i18n/message-map";
import { eventUpdateMessages, matchLinkMessages, shiftTemplateMessages } from "~/i18n/messages/events";
import { requireAdmin } from "../../utils/auth.server";
import { branding } from "../../utils/branding.server";
import { eventSchema } from "../../models/events.schema";
import { readFormData } from "../../utils/request-body.server";
import { requireSameOrigin } from "../../utils/security.server";
import { respondWithToast } from "../../utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The admin event form's action, shared by "new" and "edit": same-origin check, admin check,
 * the same zod schema as the API, field errors with a 400 (what was typed is kept), the fixed
 * messages on success and failure (docs/decisions/007-kept-product-contract.md).
 */
export async function saveEventFromForm(request: Request, eventId: number | null) {
  requireSameOrigin(request);
  await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: eventSchema(branding.timeZone) });
  if (submission.status !== "success") return json({ result: submission.reply(), event: null }, { status: 400 });
  const link = await checkMatchLink(submission.value.matchEventId, eventId);
  if (!link.ok) {
    return json(
      { result: submission.reply({ fieldErrors: { matchEventId: [messageFor(matchLinkMessages, link)] } }), event: null },
      { status: 400 },
    );
  }
  const template = await checkShiftTemplate(submission.value.shiftTemplateId);
  if (!template.ok) {
    return json(
      { result: submission.reply({ fieldErrors: { shiftTemplateId: [messageFor(shiftTemplateMessages, template)] } }), event: null },
      { status: 400 },
    );
  }
  const failed = eventId === null ? m.events_admin_create_failed() : m.events_admin_update_failed();
  try {
    let event: { id: number; title: string };
    if (eventId === null) event = await createEvent(submission.value);
    else {
      const updated = await updateEvent(eventId, submission.value);
      if (!updated.ok && updated.reason === "event-not-found") throw new Response(m.events_not_found(), { status: 404 });
      if (!updated.ok) {
        // A capacity below the members already going: said next to Capacity, everything typed kept.
        const message = messageFor(eventUpdateMessages, updated);
        return json({ result: submission.reply({ fieldErrors: { capacity: [message] } }), event: null }, { status: 400 });
      }
      event = updated.event;
    }
    return respondWithToast(
      request,
      "/admin/events",
      {
        type: "success",
        title: m.events_rsvp_toast_success(),
        description: eventId === null ? m.events_admin_created() : m.events_admin_updated(),
      },
      { result: null, event: { id: event.id, title: event.title } },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Saving an event failed:", error);
    return json({ result: submission.reply({ formErrors: [failed] }), event: null }, { status: 500 });
  }
}
