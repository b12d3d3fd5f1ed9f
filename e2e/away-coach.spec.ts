import { expect, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn } from "./support/auth";
import { wallTime } from "./support/time";

/**
 * The coach of an away ballot, as an admin runs it, with JavaScript and without: adding it with one
 * pickup point (the other rows left empty), a bad change refused next to its field with what was
 * typed kept, and a good change shown on the page.
 */
test("an admin adds a coach with one pickup point, and changes its seats and pickup time", async ({ page, playwright }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const adminApi = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(adminApi, adminEmail(testInfo));
  const kickoff = new Date(Date.now() + 20 * 86_400_000);
  const created = await adminApi.post("/api/events", {
    data: {
      title: `Forest vs Riverside ${stamp}`,
      date: kickoff.toISOString(),
      location: "Forest Park",
      type: "match",
      isHomeMatch: false,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const ballot = await adminApi.post("/admin/away/new", {
    form: {
      eventId: String(eventId),
      tickets: "10",
      price: "30.00",
      opensAt: wallTime(new Date(Date.now() - 3_600_000)),
      closesAt: wallTime(new Date(Date.now() + 5 * 86_400_000)),
      payHours: "48",
      maxPerApplication: "1",
      membersOnly: "on",
    },
    maxRedirects: 0,
  });
  expect(ballot.status()).toBe(302);
  const ballotPath = new URL(ballot.headers().location!, APP_URL).pathname;

  await signIn(page, adminEmail(testInfo));
  await page.goto(ballotPath);
  const coach = page.getByRole("region", { name: "Add a coach" });
  await coach.getByLabel("Seats").fill("40");
  await coach.getByLabel("Price per seat").fill("18");
  await coach.getByLabel("Pickup point 1").fill("The Crooked Crest");
  const first = new Date(kickoff.getTime() - 5 * 3_600_000);
  await coach.getByLabel("Pickup 1 time").fill(wallTime(first));
  await coach.getByRole("button", { name: "Add coach" }).click();
  await expect(page.getByText("Coach added. Members with a place can now book seats.").first()).toBeVisible();
  const section = page.getByRole("region", { name: "Coach" });
  await expect(section.getByText("0 of 40 seats booked")).toBeVisible();

  // A change with the seats cleared: refused next to the field, the new time kept.
  await section.getByText("Change the coach").click();
  const later = new Date(first.getTime() + 30 * 60_000);
  await section.getByLabel("Pickup 1 time").fill(wallTime(later));
  await section.getByLabel("Seats").fill("");
  await section.getByRole("button", { name: "Save coach" }).click();
  await expect(section.getByLabel("Seats")).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByLabel("Pickup 1 time")).toHaveValue(wallTime(later));
  await expect(section.getByLabel("Pickup point 1")).toHaveValue("The Crooked Crest");

  await section.getByLabel("Seats").fill("50");
  await section.getByRole("button", { name: "Save coach" }).click();
  await expect(page.getByText("Coach changed. Members whose pickup moved are emailed.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Coach" }).getByText("0 of 50 seats booked")).toBeVisible();
  const row = page.getByRole("heading", { level: 3, name: /^The Crooked Crest, / });
  await expect(row).toBeVisible();
  await page.goto(`${ballotPath}`);
  await page.getByRole("region", { name: "Coach" }).getByText("Change the coach").click();
  await expect(page.getByRole("region", { name: "Coach" }).getByLabel("Pickup 1 time")).toHaveValue(wallTime(later));
});
