import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getOpportunityForAdmin, getRoster } from "~/models/volunteer-admin.server";
import { apiRoute } from "~/utils/api.server";
import { idParam } from "~/utils/api-validation.server";
import { requireApiAdmin } from "~/utils/auth.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** GET /api/volunteer-opportunities/{id}/roster (admin): confirmed, completed, no-show, then waitlisted volunteers. */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const id = idParam(params.id);
  const [opportunity, roster] = await Promise.all([getOpportunityForAdmin(id), getRoster(id)]);
  if (!opportunity) return json({ message: m.volunteer_opportunity_not_found() }, { status: 404 });
  return json(
    roster.map((row) => ({
      signupId: row.id,
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      status: row.status,
      notes: row.notes,
      signedUpAt: row.signedUpAt,
    })),
  );
});
