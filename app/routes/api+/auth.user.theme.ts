import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { apiRoute, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { persistThemeChoice } from "~/models/theme-preference.server";
import { THEME_CHOICES } from "~/utils/theme";
import * as m from "~/i18n/paraglide/messages/_index.js";

const Body = z.object({ themePreference: z.enum(THEME_CHOICES) });

/** PUT {themePreference}: light | dark | system, else 400. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return methodNotAllowed();
  const user = await requireApiUser(request);
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return json({ message: m.site_theme_api_invalid(), errors: { themePreference: [m.site_theme_invalid()] } }, { status: 400 });
  }
  const setCookie = await persistThemeChoice(user.id, parsed.data.themePreference);
  return json({ themePreference: parsed.data.themePreference }, { headers: { "Set-Cookie": setCookie } });
});

export const loader = apiRoute(() => methodNotAllowed());
