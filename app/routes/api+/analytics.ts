import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { track } from "~/models/integrations.server";
import { text } from "~/utils/validation";
import * as m from "~/i18n/paraglide/messages/_index.js";

const PageView = z.object({
  name: z.literal("pageview"),
  title: text("title", 200).min(1),
  path: text("path", 500).startsWith("/"),
});

/** Page views from the browser (sendBeacon), forwarded by the analytics module. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  const parsed = PageView.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ message: m.auth_api_invalid_page_view() }, { status: 400 });
  track({ name: "pageview", props: { title: parsed.data.title, path: parsed.data.path } });
  return new Response(null, { status: 204 });
});

export const loader = apiRoute(() => methodNotAllowed());
