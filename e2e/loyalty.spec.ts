import { expect, test } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";

/**
 * Loyalty points (models/loyalty-rules.ts) on the profile and the admin's member page: an active
 * member checked in at a match sees '1 match attended · 1 point' and the total, with the rule
 * folded beneath; the admin sees the same on the member's page. Plain pages: the same with and
 * without JavaScript (the rule is a <details>).
 */
test("a member checked in at a match sees their loyalty points line by line, and so does the admin", async ({
  page,
  playwright,
}, testInfo) => {
  const admin = await playwright.request.newContext({ baseURL: APP_URL });
  await signIn(admin, adminEmail(testInfo));
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const created = await admin.post("/api/events", {
    data: {
      title: `Riverside FC vs Loyal Rovers ${stamp}`,
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      location: "Riverside Stadium",
      type: "match",
      isHomeMatch: true,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  try {
    await signIn(page, uniqueEmail(testInfo, "loyal"), { firstName: "Lola", lastName: "Loyal" });
    const { id: userId } = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

    // Not a member yet: no points.
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Loyalty points" });
    await expect(card.getByText("Points are for active and lifetime members.")).toBeVisible();

    const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const activated = await admin.post(`/admin/members/${userId}`, {
      form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e loyalty" },
      maxRedirects: 0,
    });
    expect(activated.status()).toBe(302);
    expect((await admin.post(`/api/events/${eventId}/check-ins`, { data: { userId } })).status()).toBe(200);

    await page.goto("/profile");
    await expect(card.getByTestId("loyalty-total")).toHaveText("1 point");
    const lines = card.getByRole("list", { name: "Your points, line by line" }).getByRole("listitem");
    await expect(lines).toHaveText([
      "1 match attended · 1 point",
      "0 volunteer hours · 0 points",
      "0 full years a member · 0 points",
      "0 away ballots lost this season · 0 points",
    ]);
    await card.getByText("How points are counted").click();
    await expect(card.getByText("2 points per full year of unbroken membership")).toBeVisible();

    const adminPage = await page.context().browser()!.newContext({ baseURL: APP_URL });
    try {
      const view = await adminPage.newPage();
      await signIn(view, adminEmail(testInfo));
      await view.goto(`/admin/members/${userId}`);
      const adminCard = view.getByRole("region", { name: "Loyalty points" });
      await expect(adminCard.getByTestId("loyalty-total")).toHaveText("1 point");
      await expect(adminCard.getByRole("list", { name: "Lola Loyal's points, line by line" }).getByRole("listitem").first()).toHaveText(
        "1 match attended · 1 point",
      );
    } finally {
      await adminPage.close();
    }
  } finally {
    await admin.delete(`/api/events/${eventId}`);
    await admin.dispose();
  }
});
