import type { LoaderFunctionArgs } from "@remix-run/node";
import { webManifest } from "~/utils/app-icon.server";
import { getLocale } from "~/i18n/paraglide/runtime.js";

/**
 * GET /manifest.webmanifest: what a browser needs to install the site as an app on a home screen
 * (webManifest in app-icon.server.ts), in the request's language. Every page links it (root.tsx);
 * the site's worker keeps a copy so the installed app opens offline.
 */
export function loader(_args: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webManifest(getLocale())), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Its language follows the visitor's (cookie, else Accept-Language); an hour keeps a new icon's URL from waiting long.
      "Cache-Control": "public, max-age=3600",
      Vary: "Cookie, Accept-Language",
    },
  });
}
