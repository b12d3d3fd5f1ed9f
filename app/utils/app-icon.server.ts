import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import * as z from "zod";
import { BRAND_COLOURS, type Branding } from "./branding";
import { branding } from "./branding.server";

/**
 * The installed app (manifest.webmanifest, the home-screen icons): the group's short name, colours
 * and logo, from the environment. Icons are drawn as SVG and rendered to PNG with resvg (as the share
 * cards are): the logo when GROUP_LOGO names one, else the group's initials on its colour.
 */
export type AppSettings = {
  /** Under the icon on a home screen (about 12 characters fit). */
  shortName: string;
  themeColour: string;
  backgroundColour: string;
  /** The logo file's bytes and type, or null: initials are drawn. */
  logo: { data: Buffer; type: string } | null;
};

const colour = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${name} is a colour such as #155bb5`);

const AppEnv = z.object({
  GROUP_SHORT_NAME: z.string().trim().min(1).max(30).optional(),
  THEME_COLOUR: colour("THEME_COLOUR").default(BRAND_COLOURS.main),
  BACKGROUND_COLOUR: colour("BACKGROUND_COLOUR").default("#ffffff"),
  GROUP_LOGO: z.string().trim().min(1).optional(),
});

const LOGO_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml" };

/** "The Roadies" as it is when short enough, else without a leading article, else its first word. */
export function defaultShortName(groupName: string): string {
  const name = groupName.trim();
  if (name.length <= 12) return name;
  const bare = name.replace(/^(the|die|der|das|los|las|la|le|les|el)\s+/i, "");
  if (bare.length <= 12) return bare;
  return bare.split(/\s+/)[0]!.slice(0, 12);
}

/** "The Roadies" → "TR", "Riverside" → "RI": at most two letters, from the name's first words. */
function initialsOf(groupName: string): string {
  const words = groupName.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? "?").slice(0, 2).toUpperCase();
}

/** GROUP_LOGO: a path under public/ ("/images/logo.png") or a file path; png, jpeg or svg. */
function readLogo(setting: string, cwd: string): AppSettings["logo"] {
  const type = LOGO_TYPES[path.extname(setting).toLowerCase()];
  if (!type) throw new Error("GROUP_LOGO must be a .png, .jpg or .svg file");
  const inPublic = path.join(cwd, "public", setting.replace(/^\/+/, ""));
  for (const file of setting.startsWith("/") ? [inPublic, setting] : [path.resolve(cwd, setting), inPublic]) {
    try {
      return { data: readFileSync(file), type };
    } catch {
      // next place
    }
  }
  throw new Error(`GROUP_LOGO: no file at ${setting} (a path under public/ or on this machine)`);
}

export function appSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
  group: Pick<Branding, "groupName"> = branding,
  cwd = process.cwd(),
): AppSettings {
  const blank = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = AppEnv.parse({
    GROUP_SHORT_NAME: blank(env.GROUP_SHORT_NAME),
    THEME_COLOUR: blank(env.THEME_COLOUR),
    BACKGROUND_COLOUR: blank(env.BACKGROUND_COLOUR),
    GROUP_LOGO: blank(env.GROUP_LOGO),
  });
  return {
    shortName: parsed.GROUP_SHORT_NAME ?? defaultShortName(group.groupName),
    themeColour: parsed.THEME_COLOUR.toLowerCase(),
    backgroundColour: parsed.BACKGROUND_COLOUR.toLowerCase(),
    logo: parsed.GROUP_LOGO ? readLogo(parsed.GROUP_LOGO, cwd) : null,
  };
}

export const appSettings: AppSettings = appSettingsFromEnv();

/** Each icon the site serves: its size, and how it is drawn. */
export const APP_ICONS = {
  "icon-192": { size: 192, kind: "any" },
  "icon-512": { size: 512, kind: "any" },
  "maskable-512": { size: 512, kind: "maskable" },
  "apple-touch-icon": { size: 180, kind: "apple" },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

/**
 * The maskable icon's drawing stays inside the central circle of 80% of its width (the safe zone a
 * launcher's mask never cuts), so a square logo gets at most 80%/√2 of it; the rest is background.
 */
export const MASKABLE_SAFE_RADIUS = 0.4;
const MASKABLE_CONTENT = 0.54;

type IconInput = { groupName: string; settings: AppSettings };

function xmlEscaped(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[char]};`);
}

/** The icon as SVG: "any" is transparent around a disc (or the logo), "maskable" and "apple" fill the square. */
export function appIconSvg(name: AppIconName, { groupName, settings }: IconInput): string {
  const { size, kind } = APP_ICONS[name];
  const full = kind !== "any";
  // The share of the width the content (the disc or the logo) takes.
  const content = kind === "maskable" ? MASKABLE_CONTENT : kind === "apple" ? 0.8 : 1;
  const side = size * content;
  const offset = (size - side) / 2;
  const background = full
    ? `<rect width="${size}" height="${size}" fill="${settings.logo ? settings.backgroundColour : settings.themeColour}"/>`
    : "";
  let body: string;
  if (settings.logo) {
    const href = `data:${settings.logo.type};base64,${settings.logo.data.toString("base64")}`;
    body = `<image x="${offset}" y="${offset}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" href="${href}"/>`;
  } else {
    const initials = xmlEscaped(initialsOf(groupName));
    const disc = full ? "" : `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${settings.themeColour}"/>`;
    const fontSize = side * (initials.length > 1 ? 0.42 : 0.55);
    body = `${disc}<text x="${size / 2}" y="${size / 2}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize.toFixed(1)}" fill="#ffffff">${initials}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}${body}</svg>`;
}

/** Change it when the drawing changes, so every icon gets a new URL. */
const LAYOUT_VERSION = "1";

/** A version of everything the icons are drawn from: in their URLs, so they can be cached for a year. */
export function appIconVersion(input?: IconInput): string {
  // The settings are read once at start: the root loader asks on every request, so the group's own version is hashed once.
  if (!input) return (groupIconVersion ??= iconVersionOf({ groupName: branding.groupName, settings: appSettings }));
  return iconVersionOf(input);
}

let groupIconVersion: string | undefined;

function iconVersionOf(input: IconInput): string {
  const hash = createHash("sha256").update(LAYOUT_VERSION).update("\0").update(input.groupName).update("\0");
  hash.update(input.settings.themeColour).update("\0").update(input.settings.backgroundColour).update("\0");
  if (input.settings.logo) hash.update(input.settings.logo.data);
  return hash.digest("hex").slice(0, 12);
}

/** The icon's URL with its version. */
function appIconUrl(name: AppIconName, version = appIconVersion()): string {
  return `/app-icon/${name}.png?v=${version}`;
}

const rendered = new Map<string, Uint8Array<ArrayBuffer>>();

/** The icon as PNG, rendered once per version and name (four icons: the cache stays tiny). */
export function appIconPng(
  name: AppIconName,
  input: IconInput = { groupName: branding.groupName, settings: appSettings },
): Uint8Array<ArrayBuffer> {
  const key = `${name}:${appIconVersion(input)}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const png = new Uint8Array(
    new Resvg(appIconSvg(name, input), { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng(),
  );
  if (rendered.size > 16) rendered.clear();
  rendered.set(key, png);
  return png;
}

/** The web app manifest (W3C Web Application Manifest) in `locale`. */
export function webManifest(locale: string, settings: AppSettings = appSettings, groupName: string = branding.groupName) {
  const version = appIconVersion({ groupName, settings });
  return {
    id: "/",
    name: groupName,
    short_name: settings.shortName,
    lang: locale,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: settings.themeColour,
    background_color: settings.backgroundColour,
    icons: [
      { src: appIconUrl("icon-192", version), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: appIconUrl("icon-512", version), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: appIconUrl("maskable-512", version), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
