import { expect, test, type Page } from "@playwright/test";
import { OIDC_APP_URL, OIDC_PORT } from "../playwright.config";

test.use({ baseURL: OIDC_APP_URL });

/** The provider's own login and consent forms (plain HTML forms: they work without JS too). */
async function loginAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`localhost:${OIDC_PORT}`));
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("sign in with the OpenID provider, see the full name and Profile, sign out", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).first().click();
  await loginAtProvider(page, "pat");
  await expect(page).toHaveURL(`${OIDC_APP_URL}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Pat Rivera").first()).toBeVisible();
  await expect(nav.getByRole("link", { name: /Profile/ }).first()).toBeVisible();
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user).toMatchObject({ email: "pat.rivera@example.org", firstName: "Pat", lastName: "Rivera", isAdmin: false });

  await page.getByTestId("footer-member").getByRole("link", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("an ADMIN_EMAILS account signing in with the provider gets the admin area", async ({ page }) => {
  await page.goto("/api/login?returnTo=%2Fadmin");
  await loginAtProvider(page, "boss");
  await expect(page).toHaveURL(`${OIDC_APP_URL}/admin`);
  await expect(page.getByText("Admin Area - Restricted Access")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).first()).toBeVisible();
});

test("returnTo survives the round trip through the provider", async ({ page }) => {
  await page.goto("/api/login?returnTo=%2Fevents");
  await loginAtProvider(page, "returner");
  await expect(page).toHaveURL(`${OIDC_APP_URL}/events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
});

test("a forged callback is refused and nobody is signed in", async ({ page }) => {
  await page.goto("/api/callback?code=forged&state=forged");
  await expect(page).toHaveURL(`${OIDC_APP_URL}/`);
  await expect(page.getByText("We couldn't sign you in. Please try again.").first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("an anonymous RSVP from the events page signs in at the provider and comes back to /events", async ({ page }, testInfo) => {
  await page.goto("/events");
  const rsvp = { name: "RSVP", exact: true };
  const card = page
    .getByTestId("event-card")
    .filter({ has: page.getByRole("button", rsvp) })
    .first();
  const title = await card.getByRole("heading", { level: 3 }).innerText();
  // Without JavaScript this is a plain form post whose redirects end at the provider's origin:
  // the page's CSP form-action must allow that, and returnTo must survive every hop.
  await card.getByRole("button", rsvp).click();
  await loginAtProvider(page, `rsvper-${testInfo.project.name}`);
  await expect(page).toHaveURL(`${OIDC_APP_URL}/events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  const again = page.getByTestId("event-card").filter({ hasText: title }).first();
  await again.getByRole("button", rsvp).click();
  await expect(page.getByText("RSVP confirmed!").first()).toBeVisible();
  await expect(again.getByText("You're going")).toBeVisible();
});
