import { type LoaderFunctionArgs } from "@remix-run/node";
import { authenticator, returnToCookie, safeReturnTo } from "~/utils/auth.server";
import { createUserSession } from "./__sign-in.server";
import { oidcConfig } from "~/utils/env.server";
import { getOidcStrategy } from "~/utils/oidc.server";
import { logError } from "~/utils/log.server";
import { signInFailures } from "~/utils/metrics.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as m from "~/i18n/paraglide/messages/_index.js";

/** The OpenID provider sends the browser back here with ?code&state. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!oidcConfig) throw new Response("Not Found", { status: 404 });
  authenticator.use(await getOidcStrategy());
  const returnTo = safeReturnTo(await returnToCookie.parse(request.headers.get("Cookie")));
  try {
    const user = await authenticator.authenticate("oidc", request);
    const headers = new Headers({ "Set-Cookie": await returnToCookie.serialize("", { maxAge: 0 }) });
    headers.append("Set-Cookie", "__oidc=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    return createUserSession(request, user.id, returnTo, headers);
  } catch (error) {
    if (error instanceof Response) throw error;
    signInFailures.inc({ reason: "provider" });
    logError("Sign-in callback failed", error);
    return redirectWithToast("/", {
      type: "error",
      title: m.auth_callback_failed_title(),
      description: m.auth_callback_failed(),
    });
  }
}
