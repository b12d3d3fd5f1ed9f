import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportMembers, type ExportedMember } from "~/models/admin-members.server";
import { apiRoute } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { toCsv } from "~/utils/csv";
import { dateToWallTime } from "~/utils/zoned-time";

const MEMBER_EXPORT_HEADER = ["id", "email", "first name", "last name", "status", "type", "expiry", "lifetime", "admin", "created"];

function csvPage(rows: ExportedMember[]) {
  return toCsv(
    rows.map((row) => [
      row.id,
      row.email,
      row.firstName,
      row.lastName,
      row.membershipStatus,
      row.membershipType,
      row.membershipExpiry,
      row.isLifetimeMember ? "yes" : "no",
      row.isAdmin ? "yes" : "no",
      row.createdAt,
    ]),
  );
}

/**
 * GET /api/admin/users/export: every member as a CSV download (admins only: 401 / 403 as JSON).
 * Written to the response a page of 1,000 members at a time as the client reads it (the stream
 * pulls the next page only when the last one is sent), so 100,000 members take no more memory than
 * 1,000. The file is named after today's date in the group's time zone.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const pages = exportMembers();
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(toCsv([MEMBER_EXPORT_HEADER])));
        return;
      }
      try {
        const page = await pages.next();
        if (page.done) controller.close();
        else controller.enqueue(encoder.encode(csvPage(page.value)));
      } catch (error) {
        console.error("Member export failed:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  const day = dateToWallTime(new Date(), branding.timeZone).slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="roadies-members-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
