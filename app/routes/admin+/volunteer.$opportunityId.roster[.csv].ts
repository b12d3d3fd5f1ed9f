import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOpportunityForAdmin, getRoster } from "~/models/volunteer-admin.server";
import { idParam } from "~/utils/api-validation.server";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { toCsv } from "~/utils/csv";
import { dateToWallTime } from "~/utils/zoned-time";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The roster as CSV for a spreadsheet: one row per confirmed, completed, no-show or waitlisted volunteer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.opportunityId);
  const [opportunity, roster] = await Promise.all([getOpportunityForAdmin(id), getRoster(id)]);
  if (!opportunity) throw new Response(m.volunteer_opportunity_not_found(), { status: 404 });
  const day = dateToWallTime(opportunity.date, branding.timeZone).slice(0, 10);
  const csv = toCsv([
    ["First name", "Last name", "Email", "Status", "Signed up", "Notes"],
    ...roster.map((row) => [row.firstName, row.lastName, row.email, row.status, row.signedUpAt, row.notes]),
  ]);
  const slug =
    opportunity.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "opportunity";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="roster-${day}-${slug}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
