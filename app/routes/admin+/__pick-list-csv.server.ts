import { getPickList } from "~/models/admin-orders.server";
import { requireAdmin } from "~/utils/auth.server";
import { branding } from "~/utils/branding.server";
import { parseId } from "~/utils/validation.server";
import { dateToWallTime } from "~/utils/zoned-time";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * What both pick-list downloads share: admins only, the event from ?event=ID (404 when there is no
 * such event), and the event's day in the group's time zone for the file name.
 */
export async function loadPickListForCsv(request: Request) {
  await requireAdmin(request);
  const eventId = parseId(new URL(request.url).searchParams.get("event"));
  const pickList = eventId === null ? null : await getPickList(eventId);
  if (!pickList) throw new Response(m.shop_admin_pick_event_not_found(), { status: 404 });
  return { ...pickList, day: dateToWallTime(pickList.event.date, branding.timeZone).slice(0, 10) };
}

export function csvDownload(csv: string, filename: string) {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
