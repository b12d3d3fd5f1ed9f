import type { LoaderFunctionArgs } from "@remix-run/node";
import { APP_ICONS, appIconPng, appIconVersion, type AppIconName } from "~/utils/app-icon.server";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /app-icon/{name}.png?v={version}: the home-screen icons (app-icon.server.ts). The URL's version
 * is a hash of what the icon is drawn from, so the current one is cached for a year; another
 * version gets the current icon for five minutes.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name?.replace(/\.png$/, "");
  if (!name || !params.name?.endsWith(".png") || !Object.hasOwn(APP_ICONS, name)) {
    throw new Response("Not Found", { status: 404 });
  }
  const version = appIconVersion();
  const current = new URL(request.url).searchParams.get("v") === version;
  const etag = `"${name}-${version}"`;
  const headers = { ETag: etag, "Cache-Control": current ? `public, max-age=${YEAR_SECONDS}, immutable` : "public, max-age=300" };
  const asked = request.headers.get("If-None-Match");
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  const png = appIconPng(name as AppIconName);
  return new Response(png, { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) } });
}
