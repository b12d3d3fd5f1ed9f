import { expect, test, type APIResponse } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { signIn, uniqueEmail } from "./support/auth";

// These talk HTTP to the running server (its front door included); JavaScript plays no part.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

function expectProtectiveHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test("every kind of response carries the protective headers", async ({ request }) => {
  expectProtectiveHeaders(await request.get("/healthz"));
  expectProtectiveHeaders(await request.get("/api/logout", { maxRedirects: 0 }));
  expectProtectiveHeaders(
    await request.post("/events?index", { headers: { Origin: "https://evil.example" }, form: { intent: "rsvp", eventId: "1" } }),
  );
  expectProtectiveHeaders(await request.get("/favicon.svg"));
  // A script the document preloads, read from the HTML as sent: once React hydrates and re-renders
  // the document, Remix's <Scripts> no longer renders its modulepreload links.
  const html = await (await request.get("/")).text();
  const script = html.match(/<link rel="modulepreload" fetchpriority="low" href="(\/build\/[^"]+)"/)?.[1];
  expect(script).toBeTruthy();
  // Every module preload queues behind the first paint (app/utils/module-preload-priority.server.ts).
  expect(html.match(/rel="modulepreload"/g)!.length).toBe(html.match(/rel="modulepreload" fetchpriority="low"/g)!.length);
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expectProtectiveHeaders(asset);
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("personal pages are never stored; public ones keep their caching", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "cache"));
  for (const path of ["/profile", "/email-settings", "/privacy-settings", "/order-tracking", "/volunteer-shifts", "/events"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const anonymous = await page.context().browser()!.newContext({ baseURL: APP_URL });
  expect((await anonymous.request.get("/profile")).headers()["cache-control"]).toBe("private, no-store");
  expect((await anonymous.request.get("/admin")).headers()["cache-control"]).toBe("private, no-store");
  expect((await anonymous.request.get("/events")).headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
  await anonymous.close();
});

test("TRACE and other unserved methods get 405", async ({ request }) => {
  for (const method of ["TRACE", "OPTIONS"]) {
    const response = await request.fetch("/events", { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
  }
});

test("a 2 MB anonymous form post and 2 MB of JSON are refused with 413 before they are read", async ({ request }) => {
  const big = "x".repeat(2 * 1024 * 1024);
  const form = await request.post("/api/login", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: `email=${big}` });
  expect(form.status()).toBe(413);
  expect((await form.json()).message).toBe("The request is too large: at most 1 MB may be sent here.");
  const analytics = await request.post("/api/analytics", { data: { name: "pageview", padding: big } });
  expect(analytics.status()).toBe(413);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("a signed-in member is never redirected off the site by returnTo or redirectTo", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "redirect"));
  for (const target of ["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "//evil.example", "/\\evil.example"]) {
    const response = await page.request.get(`/api/login?returnTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    const location = response.headers()["location"];
    expect(location, target).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, APP_URL).origin, target).toBe(APP_URL);
  }
  const theme = await page.request.post("/action/set-theme", {
    form: { theme: "dark", redirectTo: "/.//evil.example" },
    headers: { Origin: APP_URL },
    maxRedirects: 0,
  });
  expect(theme.status()).toBe(302);
  expect(theme.headers()["location"]).toBe("/evil.example");
});
