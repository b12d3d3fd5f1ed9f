import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { safeReturnTo } from "~/utils/auth.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { getUserId } from "~/utils/session.server";
import { persistThemeChoice } from "~/models/theme-preference.server";
import { THEME_CHOICES } from "~/utils/theme";
import { text } from "~/utils/validation";
import * as m from "~/i18n/paraglide/messages/_index.js";

const FormTheme = z.object({
  theme: z.enum(THEME_CHOICES, { error: () => m.site_theme_invalid() }),
  redirectTo: text(m.site_theme_return_label, 2000).optional(),
});
/** remix-themes posts `{ theme: "light" | "dark" | null }`; null means "follow the system". */
const JsonTheme = z.object({ theme: z.enum(["light", "dark"]).nullable() });

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const isForm = (request.headers.get("Content-Type") ?? "").includes("form");
  let theme: (typeof THEME_CHOICES)[number];
  let redirectTo: string | null = null;
  if (isForm) {
    const parsed = FormTheme.safeParse(Object.fromEntries(await readFormData(request)));
    if (!parsed.success) return json({ message: parsed.error.issues[0].message }, { status: 400 });
    theme = parsed.data.theme;
    redirectTo = safeReturnTo(parsed.data.redirectTo);
  } else {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      body = undefined;
    }
    const parsed = JsonTheme.safeParse(body);
    if (!parsed.success) return json({ message: m.site_theme_invalid() }, { status: 400 });
    theme = parsed.data.theme ?? "system";
  }

  const headers = { "Set-Cookie": await persistThemeChoice(await getUserId(request), theme) };
  return redirectTo ? redirect(redirectTo, { headers }) : json({ success: true }, { headers });
}

export function loader() {
  return redirect("/");
}
