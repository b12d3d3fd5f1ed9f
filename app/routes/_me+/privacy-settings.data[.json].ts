import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportMemberData } from "~/models/data-export.server";
import { requireUser } from "~/utils/auth.server";
// Route modules import validation from here (CI rule); this one takes no input but the session.
import "~/utils/validation.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * GET /privacy-settings/data.json: the signed-in member's own data at once, as a JSON file to
 * save (Privacy Settings → Request Download). Not cached anywhere: it is personal.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { returnTo: "/privacy-settings" });
  const now = new Date();
  const data = await exportMemberData(user.id, now);
  if (!data) throw new Response(m.profile_privacy_not_found(), { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="roadies-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
