import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";

test("a member edits the profile and sees the toast", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "profile");
  await signIn(page, email, { firstName: "Robin", lastName: "Banks" });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText("Robin Banks").first()).toBeVisible();
  // A new member: no membership, the summary cards' empty texts, the quick actions for everyone.
  await expect(page.getByRole("region", { name: "Membership & Subscription" })).toContainText("Inactive");
  await expect(page.getByText("No recent orders.")).toBeVisible();
  await expect(page.getByText("No upcoming volunteer shifts.")).toBeVisible();
  const quick = page.getByRole("navigation", { name: "Quick Actions" });
  await expect(quick.getByRole("link", { name: "Shop Merchandise" })).toHaveAttribute("href", "/shop");
  await expect(quick.getByRole("link", { name: "Member Card" })).toHaveAttribute("href", "/profile/card");
  await expect(quick.getByRole("button", { name: "Refresh Slack Invite" })).toBeVisible();
  await expect(quick.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expect(quick.getByRole("link", { name: "Add Family Member" })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await page.getByLabel("First name").fill("Robyn");
  await page.getByLabel("Profile image URL").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The flash toast, after a plain form post and redirect when JavaScript is off.
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been successfully updated." })).toBeVisible();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();
  await expect(page.getByText("Robyn Banks").first()).toBeVisible();
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user.firstName).toBe("Robyn");
});

test("blank required fields give the validation error and keep what was typed", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "blank"), { firstName: "Sam", lastName: "Lee" });
  await page.goto("/profile?edit");
  await page.getByLabel("First name").fill("Samuel");
  await page.getByLabel("Last name").fill("");
  await page.getByLabel("Profile image URL").fill("https://example.org/me.png");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Validation Error" })).toContainText("Please fill in all required fields.");
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Samuel");
  await expect(page.getByLabel("Profile image URL")).toHaveValue("https://example.org/me.png");
  const user = await (await page.request.get("/api/auth/user")).json();
  expect(user.lastName).toBe("Lee");
});

test("an email another member uses is a field error, not a crash", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "taken"), { firstName: "Al", lastName: "Ex" });
  await page.goto("/profile?edit");
  await page.getByLabel("Email").fill("admin@example.org");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("That email is already used by another member.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("admin@example.org");
});

test("Cancel leaves the profile as it was", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "cancel"), { firstName: "Kim", lastName: "Park" });
  await page.goto("/profile?edit");
  await page.getByLabel("First name").fill("Changed");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Kim");
});

test("PATCH /api/user/profile validates and answers JSON", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "api");
  await signIn(page, email, { firstName: "Api", lastName: "User" });
  const bad = await page.request.patch("/api/user/profile", { data: { firstName: " ", lastName: "User", email: "x@example.org" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors.firstName).toBeTruthy();
  const badUrl = await page.request.patch("/api/user/profile", {
    data: { firstName: "Api", lastName: "User", email: uniqueEmail(testInfo, "api2"), profileImageUrl: "javascript:alert(1)" },
  });
  expect(badUrl.status()).toBe(400);
  const ok = await page.request.patch("/api/user/profile", {
    data: { firstName: "Api", lastName: "Changed", email, profileImageUrl: null },
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ lastName: "Changed", email, pendingEmail: null });
  // A different email is only requested: 202, and the old one stays until the code is entered
  // (the whole flow is in email-change.spec.ts).
  const newEmail = uniqueEmail(testInfo, "api3");
  const pending = await page.request.patch("/api/user/profile", {
    data: { firstName: "Api", lastName: "Again", email: newEmail, profileImageUrl: null },
  });
  expect(pending.status()).toBe(202);
  expect(await pending.json()).toMatchObject({ lastName: "Again", email, pendingEmail: newEmail });
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(email);
});

test("the profile links to the member's orders, shifts, email preferences and privacy settings", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "links"), { firstName: "Lin", lastName: "Ks" });
  await page.goto("/profile");
  const links = page.getByRole("navigation", { name: "Orders, Shifts and Settings", exact: true });
  for (const [name, href] of [
    ["Order Tracking", "/order-tracking"],
    ["My Volunteer Shifts", "/volunteer-shifts"],
    ["Email Preferences", "/email-settings"],
    ["Privacy Settings", "/privacy-settings"],
  ]) {
    await expect(links.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await links.getByRole("link", { name: "My Volunteer Shifts" }).click();
  await expect(page).toHaveURL(/\/volunteer-shifts$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Volunteer Shifts" })).toBeVisible();
});

test("the dashboard moved to the profile", async ({ page }, testInfo) => {
  await signIn(page, uniqueEmail(testInfo, "dash"));
  await page.goto("/dashboard");
  // A document request is redirected at once; the notice arrives with it as a toast.
  await expect(page.getByText("Dashboard Moved").first()).toBeVisible();
  await page.waitForURL(/\/profile$/, { timeout: 5_000 });
});
