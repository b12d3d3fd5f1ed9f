import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

// These talk HTTP to the running server (its front door and remix-serve's compression included);
// JavaScript plays no part.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

const SHARED = "public, max-age=0, s-maxage=30";

test("a repeat visit to /events with the ETag it was given gets a 304 without a body or a policy", async ({ request }) => {
  // Other workers create events and RSVP meanwhile, which rightly changes the list: try again then.
  let notModified;
  for (let attempt = 0; attempt < 5 && !notModified; attempt++) {
    const first = await request.get("/events");
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe(SHARED);
    expect(first.headers()["cdn-cache-control"]).toBe("max-age=30, stale-while-revalidate=300");
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const repeat = await request.get("/events", { headers: { "If-None-Match": etag } });
    if (repeat.status() === 304) notModified = repeat;
    else expect(repeat.status()).toBe(200);
  }
  expect(notModified, "no 304 in 5 tries").toBeTruthy();
  expect((await notModified!.body()).length).toBe(0);
  // The stored page keeps the policy whose nonce its inline scripts carry.
  expect(notModified!.headers()["content-security-policy"]).toBeUndefined();
  expect(notModified!.headers()["cache-control"]).toBe(SHARED);
});

test("the public API may be kept by a shared cache", async ({ request }) => {
  const events = await request.get("/api/events");
  expect(events.status()).toBe(200);
  expect(events.headers()["cache-control"]).toMatch(/^public/);
  expect(events.headers()["etag"]).toBeTruthy();
  const products = await request.get("/api/products");
  expect(products.status()).toBe(200);
  expect(products.headers()["cache-control"]).toBe(SHARED);
  expect(products.headers()["vary"]).toContain("Cookie");
});

test("a signed-in member's pages and their /events are private, no-store", async ({ request }, testInfo) => {
  await signIn(request, uniqueEmail(testInfo, "http-cache"));
  for (const path of ["/profile", "/events", "/api/events"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(/^private, no-(store|cache)$/);
  }
  expect((await request.get("/profile")).headers()["cache-control"]).toBe("private, no-store");
});
