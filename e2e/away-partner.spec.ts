import { expect, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { wallTime } from "./support/time";

/**
 * Naming a ballot partner, with JavaScript and without: an ID no member has and a hidden member's ID
 * both leave the applicant waiting for that ID to confirm, and never show whose it is; the sixth
 * naming in an hour is refused next to the field with what was typed kept.
 */
test("naming a partner shows only the ID typed, whether a member has it or not; past the hour's limit a 429 by the field", async ({
  page,
  playwright,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const adminApi = await playwright.request.newContext({ baseURL: APP_URL });
  const hiddenApi = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(adminApi, adminEmail(testInfo));
  const created = await adminApi.post("/api/events", {
    data: {
      title: `Dock vs Riverside ${stamp}`,
      date: new Date(Date.now() + 15 * 86_400_000).toISOString(),
      location: "Dock",
      type: "match",
      isHomeMatch: false,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const ballot = await adminApi.post("/admin/away/new", {
    form: {
      eventId: String(eventId),
      tickets: "4",
      price: "20.00",
      opensAt: wallTime(new Date(Date.now() - 3_600_000)),
      closesAt: wallTime(new Date(Date.now() + 5 * 86_400_000)),
      payHours: "48",
      maxPerApplication: "2",
    },
    maxRedirects: 0,
  });
  expect(ballot.status()).toBe(302);
  // The admin lands on the ballot's admin page; members apply on /away/{id}.
  const ballotPath = `/away/${new URL(ballot.headers().location!, APP_URL).pathname.split("/").pop()}`;

  await signIn(hiddenApi, uniqueEmail(testInfo, "cleo"), { firstName: "Cleo", lastName: `Hidden${stamp.replace(/[^a-z0-9]/gi, "")}` });
  const { id: hiddenId } = (await (await hiddenApi.get("/api/auth/user")).json()) as { id: string };
  const hiddenMemberId = `#${hiddenId.slice(-8).toUpperCase()}`;
  await signIn(page, uniqueEmail(testInfo, "lead"));
  await page.goto(ballotPath);
  const partnerField = page.getByLabel("Partner's Member ID (optional)");
  const mine = page.getByTestId("my-application");

  // An ID no member has, then a member's: the same words, the ID typed, no name.
  for (const typed of ["#ZZ99ZZ99", hiddenMemberId.toLowerCase()]) {
    await partnerField.fill(typed);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(mine).toHaveText(
      `You have applied. Waiting for ${typed.toUpperCase()} to confirm: unless they do before the close, you go into the draw alone.`,
    );
    await page.getByRole("button", { name: "Withdraw application" }).click();
    await expect(page.getByText("Your application was withdrawn.").first()).toBeVisible();
  }
  await expect(page.getByText("Cleo")).toHaveCount(0);

  // Three more namings by plain posts make five in the hour; the sixth, with the form, is refused.
  for (let i = 0; i < 3; i++) {
    expect(
      (await page.request.post(ballotPath, { form: { intent: "apply", partnerMemberId: `#AB12CD3${i}` }, maxRedirects: 0 })).status(),
    ).toBe(302);
    expect((await page.request.post(ballotPath, { form: { intent: "withdraw" }, maxRedirects: 0 })).status()).toBe(302);
  }
  await page.goto(ballotPath);
  await page.getByLabel("Partner's Member ID (optional)").fill("#CD34EF56");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(/^Too many applications naming a partner\. Please wait \d+ minutes? and try again\.$/)).toBeVisible();
  await expect(page.getByLabel("Partner's Member ID (optional)")).toHaveValue("#CD34EF56");
  await expect(page.getByLabel("Partner's Member ID (optional)")).toHaveAttribute("aria-invalid", "true");

  await adminApi.dispose();
  await hiddenApi.dispose();
});
