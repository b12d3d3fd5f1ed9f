import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { SMTP_PORT } from "../playwright.config";
import { signIn } from "./support/auth";
import { freePort, startBuiltApp, stopProcess, waitUntilUp, type AppProcess } from "./support/app-process";
import { buildPseudoApp } from "./support/pseudo-app";

/**
 * The main screens in the pseudo-locale en-XA (every catalogue text accented and about 40% longer,
 * in ⟦brackets⟧), on a 390 px phone: no English is left that did not come from the database, and
 * nothing is cut off or wider than the screen. Its own built copy of the app (the pseudo-locale is
 * compiled into a test build only: e2e/support/pseudo-app.ts) on a fresh embedded database with the
 * demo content, JavaScript on and off. Screenshots of each screen go to the test's output folder.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });
// The check reads the page's loader data (the database's strings) from Remix's context, which only
// a page with JavaScript has; the server's words are the same without it, so it runs once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the pseudo-locale run is made once, with JavaScript");

const ADMIN = "pseudo-admin@example.org";
const MEMBER = "daniel.kim@example.org";

/** The screens a supporter and an admin go through, by who sees them. */
const ANONYMOUS = [
  "/",
  "/events",
  "/events/{event}",
  "/shop",
  "/shop/{product}",
  "/shop/cart",
  "/volunteer",
  "/tickets",
  "/away",
  "/join",
  "/api/login",
  "/no-such-page",
];
const SIGNED_IN = [
  "/profile",
  "/profile/card",
  "/order-tracking",
  "/volunteer-shifts",
  "/email-settings",
  "/privacy-settings",
  "/tickets/new",
  "/join/checkout?tier=roadie",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin/events",
  "/admin/events/new",
  "/admin/members",
  "/admin/orders",
  "/admin/products",
  "/admin/products/new",
  "/admin/volunteer",
  "/admin/volunteer/new",
  "/admin/shift-templates/new",
  "/admin/tickets",
  "/admin/away",
  "/admin/away/new",
  "/admin/settings",
];

let dir: string;
let data: string;
let app: AppProcess | undefined;
let origin: string;
const ids: Record<string, string> = {};

test.beforeAll(async () => {
  // Copying, compiling and building the app takes 20-60 s on a busy 2-core machine.
  test.setTimeout(300_000);
  dir = await buildPseudoApp();
  data = await mkdtemp(join(tmpdir(), "roadies-pseudo-data-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: data,
    SESSION_SECRET: "e2e-pseudo-session-secret-0123456789abcdef0123456789",
    LOCALES: "en,de,en-XA",
    DEFAULT_LOCALE: "en",
    ADMIN_EMAILS: ADMIN,
    RATE_LIMIT_IP_POINTS: "1000",
    RATE_LIMIT_EMAIL_POINTS: "1000",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SMTP_FROM: "The Roadies <no-reply@example.org>",
  };
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/setup-db.ts"], {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
  });
  app = startBuiltApp(env, dir);
  await waitUntilUp(`${origin}/healthz`, app.child, app.output);
  const events = (await (await fetch(`${origin}/api/events`)).json()) as { id: number }[];
  const products = (await (await fetch(`${origin}/api/products`)).json()) as { id: number }[];
  ids.event = String(events[0].id);
  ids.product = String(products[0].id);
});

test.afterAll(async () => {
  await stopProcess(app?.child);
  if (dir) await rm(dir, { recursive: true, force: true });
  if (data) await rm(data, { recursive: true, force: true });
});

type Finding = { where: string; text: string };

/**
 * Every text a person reads or hears on the page (text, aria-label, alt, title, placeholder, the
 * document's title) that still has English words once the pseudo-locale's ⟦…⟧ and the database's
 * own strings (every string of the page's loader data) are taken out; and every element whose text
 * is cut off or that is wider than the screen.
 */
async function untranslated(page: Page): Promise<{ english: Finding[]; cut: Finding[]; overflow: number; beyond: string[] }> {
  return page.evaluate(() => {
    const context = (window as unknown as { __remixContext?: { state?: { loaderData?: unknown } } }).__remixContext;
    const data: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") data.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(context?.state?.loaderData);
    const strings = [...new Set(data.map((value) => value.trim()).filter((value) => value.length > 1))].sort((a, b) => b.length - a.length);
    // Intl has no data for en-XA and writes dates in English: month and day names, AM/PM and zones pass.
    const intlWords =
      /\b(Jan(uary)?|Feb(ruary)?|Mar(ch)?|Apr(il)?|May|June?|July?|Aug(ust)?|Sep(t(ember)?)?|Oct(ober)?|Nov(ember)?|Dec(ember)?|Mon(day)?|Tue(sday)?|Wed(nesday)?|Thu(rsday)?|Fri(day)?|Sat(urday)?|Sun(day)?|AM|PM|[A-Z]{2,4}T|GMT[+-]?\d*|UTC)\b/g;
    const rest = (text: string) => {
      // A message inside another one (a label given as a placeholder) nests its brackets.
      let left = text;
      for (let inner = left.replace(/⟦[^⟦⟧]*⟧/g, " "); inner !== left; inner = left.replace(/⟦[^⟦⟧]*⟧/g, " ")) left = inner;
      // A database string counts only as whole words ("en" in "Events" is not one).
      for (const value of strings) {
        if (!left.includes(value)) continue;
        const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        left = left.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"), " ");
      }
      left = left.replace(intlWords, " ");
      // Addresses and codes are not words: a URL (a placeholder's example), a token with a digit (an order number).
      left = left.replace(/https?:\/\/\S*/g, " ").replace(/\S*\d\S*/g, " ");
      return /[A-Za-z]{2,}/.test(left) ? left.replace(/\s+/g, " ").trim() : null;
    };
    const english: { where: string; text: string }[] = [];
    const cut: { where: string; text: string }[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
    // The language switch names each language in itself, on purpose.
    const inPageLanguage = (element: Element) =>
      (element.closest("[lang]")?.getAttribute("lang") ?? "") === document.documentElement.lang &&
      !element.closest('form[action="/action/set-language"]');
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName) || !inPageLanguage(parent)) continue;
      // translate="no", code: not words of any language (a crest's initials, a path, a setting's name).
      if (parent.closest('[translate="no"], code, kbd, samp')) continue;
      if (!visible(parent) && !parent.closest(".sr-only")) continue;
      const left = rest(node.textContent ?? "");
      if (left) english.push({ where: describe(parent), text: left });
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (!inPageLanguage(element)) continue;
      for (const attribute of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(attribute);
        const left = value ? rest(value) : null;
        if (left) english.push({ where: `${describe(element)}[${attribute}]`, text: left });
      }
    }
    const title = rest(document.title);
    if (title) english.push({ where: "title", text: title });
    for (const element of document.body.querySelectorAll("a, button, label, h1, h2, h3, th, td, li, p, span, summary")) {
      if (!visible(element) || element.closest("[data-scroll-region], .truncate, [role=region], .sr-only")) continue;
      const style = getComputedStyle(element);
      if ((style.overflow === "hidden" || style.textOverflow === "ellipsis") && element.scrollWidth > element.clientWidth + 1) {
        cut.push({ where: describe(element), text: (element.textContent ?? "").trim().slice(0, 80) });
      }
    }
    // What sticks out past the screen's right edge (the innermost such elements name the culprit).
    const beyond = [...document.body.querySelectorAll("*")]
      .filter((element) => visible(element))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${describe(element)} "${(element.textContent ?? "").trim().slice(0, 60)}"`);
    return { english, cut, overflow: document.documentElement.scrollWidth - window.innerWidth, beyond };
  });
}

/** A 390 px phone on the pseudo app, its language cookie set, signed in as `email` when given. */
async function phone(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  if (email) await signIn(context.request, email);
  await context.addCookies([{ name: "lang", value: "en-XA", url: origin }]);
  return context.newPage();
}

async function checkScreens(page: Page, paths: string[], testInfo: TestInfo) {
  const problems: string[] = [];
  for (const template of paths) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    const found = await untranslated(page);
    await page.screenshot({ path: testInfo.outputPath(`${path.replace(/\W+/g, "_") || "home"}.png`), fullPage: true });
    for (const { where, text } of found.english) problems.push(`${path} ${where}: English left: "${text}"`);
    for (const { where, text } of found.cut) problems.push(`${path} ${where}: cut off: "${text}"`);
    if (found.overflow > 0) problems.push(`${path}: ${found.overflow} px wider than the 390 px screen: ${found.beyond.join(", ")}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

test("a visitor's screens", async ({ browser }, testInfo) => {
  await checkScreens(await phone(browser), ANONYMOUS, testInfo);
});

test("a member's own screens", async ({ browser }, testInfo) => {
  await checkScreens(await phone(browser, MEMBER), SIGNED_IN, testInfo);
});

test("the admin's screens", async ({ browser }, testInfo) => {
  await checkScreens(await phone(browser, ADMIN), ADMIN_PAGES, testInfo);
});
