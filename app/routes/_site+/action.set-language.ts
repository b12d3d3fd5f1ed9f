import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { offeredLocale } from "~/i18n/locale.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { persistLocaleChoice } from "~/models/locale-preference.server";
import { safeReturnTo } from "~/utils/auth.server";
import { readFormData } from "~/utils/request-body.server";
import { requireSameOrigin } from "~/utils/security.server";
import { getUserId } from "~/utils/session.server";

/**
 * The footer's language switch: a plain form post (the same with or without JavaScript) that keeps
 * the choice in a cookie, on the member too when signed in, and returns to the page it came from,
 * now in that language. The URL never changes with the language.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await readFormData(request);
  const locale = offeredLocale(String(form.get("locale") ?? ""));
  if (!locale) return json({ message: m.site_language_unknown() }, { status: 400 });
  const headers = { "Set-Cookie": await persistLocaleChoice(await getUserId(request), locale) };
  return redirect(safeReturnTo(form.get("redirectTo")), { headers });
}

export function loader() {
  return redirect("/");
}
