import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import {
  APP_ICONS,
  MASKABLE_SAFE_RADIUS,
  appIconPng,
  appIconSvg,
  appSettingsFromEnv,
  defaultShortName,
  webManifest,
} from "./app-icon.server";
import { BRAND_COLOURS } from "./branding";
import { loader as manifestLoader } from "~/routes/_site+/manifest[.webmanifest]";
import { loader as iconLoader } from "~/routes/_site+/app-icon.$name";
import { inLocale } from "~/i18n/locale.server";
import { args, get } from "../../test/http";

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** RGBA pixels of the icon's drawing. */
function pixels(svg: string) {
  const image = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render();
  return { data: image.pixels, width: image.width };
}

const A_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#ff0000"/></svg>`;

function logoDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "logo-"));
  writeFileSync(path.join(dir, "crest.svg"), A_LOGO);
  return dir;
}

describe("the app's settings", () => {
  it("default to the group's name and colours", () => {
    const settings = appSettingsFromEnv({}, { groupName: "The Roadies" });
    expect(settings).toEqual({ shortName: "The Roadies", themeColour: BRAND_COLOURS.main, backgroundColour: "#ffffff", logo: null });
    expect(defaultShortName("The Riverside Travelling Supporters")).toBe("Riverside");
    expect(defaultShortName("Die Ultras")).toBe("Die Ultras");
  });

  it("take the short name, colours and logo from the environment, and refuse a bad colour or a missing logo", () => {
    const dir = logoDir();
    const settings = appSettingsFromEnv(
      { GROUP_SHORT_NAME: "Roadies", THEME_COLOUR: "#AA0000", BACKGROUND_COLOUR: "#000000", GROUP_LOGO: "crest.svg" },
      { groupName: "The Roadies" },
      dir,
    );
    expect(settings.shortName).toBe("Roadies");
    expect(settings.themeColour).toBe("#aa0000");
    expect(settings.logo?.type).toBe("image/svg+xml");
    expect(() => appSettingsFromEnv({ THEME_COLOUR: "red" }, { groupName: "X" })).toThrow(/THEME_COLOUR/);
    expect(() => appSettingsFromEnv({ GROUP_LOGO: "nowhere.png" }, { groupName: "X" }, dir)).toThrow(/GROUP_LOGO/);
  });
});

describe("GET /manifest.webmanifest", () => {
  it("describes an installable app from the settings, with versioned icons", async () => {
    const answer = inLocale("en", () => manifestLoader(args(get("/manifest.webmanifest"))));
    expect(answer.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: "The Roadies",
      short_name: "The Roadies",
      lang: "en",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: BRAND_COLOURS.main,
      background_color: "#ffffff",
    });
    expect(manifest.icons).toEqual([
      { src: expect.stringMatching(/^\/app-icon\/icon-192\.png\?v=\w+$/), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: expect.stringMatching(/^\/app-icon\/icon-512\.png\?v=\w+$/), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: expect.stringMatching(/^\/app-icon\/maskable-512\.png\?v=\w+$/), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("names the request's language, German for a German visitor", async () => {
    const manifest = await inLocale("de", () => manifestLoader(args(get("/manifest.webmanifest")))).json();
    expect(manifest.lang).toBe("de");
  });

  it("changes its icons' URLs when the logo or a colour changes", () => {
    const plain = appSettingsFromEnv({}, { groupName: "The Roadies" });
    const red = appSettingsFromEnv({ THEME_COLOUR: "#aa0000" }, { groupName: "The Roadies" });
    const logo = appSettingsFromEnv({ GROUP_LOGO: "crest.svg" }, { groupName: "The Roadies" }, logoDir());
    const urls = [plain, red, logo].map((settings) => webManifest("en", settings, "The Roadies").icons[0]!.src);
    expect(new Set(urls).size).toBe(3);
  });
});

describe("the icons", () => {
  it("are PNGs of their sizes, the current version cached for a year", async () => {
    const manifest = await inLocale("en", () => manifestLoader(args(get("/manifest.webmanifest")))).json();
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const [name] = icon.src.slice("/app-icon/".length).split("?");
      const answer = iconLoader(args(get(icon.src), { name: name! }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/png");
      expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const { width, height } = pngSize(new Uint8Array(await answer.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(pngSize(appIconPng("apple-touch-icon"))).toEqual({ width: 180, height: 180 });
    // An old version's URL gets the current icon briefly; an unknown icon is a 404.
    expect(iconLoader(args(get("/app-icon/icon-192.png?v=old"), { name: "icon-192.png" })).headers.get("Cache-Control")).toBe(
      "public, max-age=300",
    );
    expect(() => iconLoader(args(get("/app-icon/other.png"), { name: "other.png" }))).toThrow();
  });

  it("draw the group's initials on its colour when there is no logo; the apple icon is not transparent", () => {
    const input = { groupName: "The Roadies", settings: appSettingsFromEnv({}, { groupName: "The Roadies" }) };
    expect(appIconSvg("icon-512", input)).toContain(">TR</text>");
    const apple = pixels(appIconSvg("apple-touch-icon", input));
    expect(apple.data.filter((value, i) => i % 4 === 3 && value !== 255).length).toBe(0);
    // The "any" icon is a disc: its corners are transparent.
    expect(pixels(appIconSvg("icon-192", input)).data[3]).toBe(0);
  });

  it("draw the logo when there is one, the maskable icon's drawing inside the safe zone on a full background", () => {
    const input = {
      groupName: "The Roadies",
      settings: appSettingsFromEnv({ GROUP_LOGO: "crest.svg" }, { groupName: "The Roadies" }, logoDir()),
    };
    expect(appIconSvg("icon-512", input)).toContain('href="data:image/svg+xml;base64,');
    const { data, width } = pixels(appIconSvg("maskable-512", input));
    expect(width).toBe(APP_ICONS["maskable-512"].size);
    let red = 0;
    let transparent = 0;
    let outside = 0;
    for (let i = 0; i < data.length; i += 4) {
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      if (data[i + 3] !== 255) transparent++;
      if (data[i] !== 255 || data[i + 1] !== 0) continue;
      red++;
      if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) > MASKABLE_SAFE_RADIUS * width) outside++;
    }
    // Filled to the corners, the logo large but all of it inside the circle a launcher never cuts.
    expect({ transparent, outside }).toEqual({ transparent: 0, outside: 0 });
    expect(red).toBeGreaterThan(width * width * 0.25);
  });
});
