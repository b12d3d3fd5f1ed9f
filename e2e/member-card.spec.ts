import { APP_URL } from "../playwright.config";
import { expect, test } from "@playwright/test";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { stillOffline } from "./support/offline";

// The card's offline copy is the site's service worker's doing (other specs run with workers blocked).
test.use({ serviceWorkers: "allow" });

/**
 * The digital member card, with JavaScript and without: a signed-in member who is not a
 * member sees their card is not valid; an admin records their payment (cash) on the member's admin
 * page; the card then shows its QR code and the verify link, and following the link says VALID
 * with the same Member ID. With JavaScript, the card keeps working offline (a reload with the
 * browser offline shows the copy the site's service worker saved), and signing out deletes it.
 */
test("a member's card: not valid before paying, then a QR code and a verify link that says VALID, and (with JS) offline", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = uniqueEmail(testInfo, "card");
  const card = page.getByTestId("member-card");

  await signIn(page, email, { firstName: "Casey", lastName: "Cardholder" });
  await page.goto("/profile/card");
  await expect(card.getByRole("heading", { name: "Casey Cardholder" })).toBeVisible();
  await expect(card.getByText("This card is not valid")).toBeVisible();
  await expect(card.getByRole("img", { name: "QR code of your card's verify link" })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Join or renew" })).toHaveAttribute("href", "/join");
  const memberId = (await card.locator("dd").first().textContent())!.trim();
  expect(memberId).toMatch(/^#[0-9A-F-]{8}$/);

  // The treasurer takes the money at the stand.
  await signIn(page, adminEmail(testInfo));
  await page.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await page.goto((await page.getByRole("link", { name: `Open ${email}` }).getAttribute("href"))!);
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Payment Recorded").first()).toBeVisible();

  await signIn(page, email);
  await page.goto("/profile/card");
  await expect(card.getByText("Active Member")).toBeVisible();
  await expect(card.locator("dd").first()).toHaveText(memberId);
  const qr = card.getByRole("img", { name: "QR code of your card's verify link" });
  await expect(qr.locator("svg")).toBeVisible();
  // Under the QR: the Member ID and what to do with it; the verify link behind a short text, never the raw URL as text.
  await expect(card.getByTestId("member-card-id")).toHaveText(memberId);
  await expect(card.getByText("Show this at the door")).toBeVisible();
  const link = card.getByRole("link", { name: "Open the verify page" });
  const verifyUrl = (await link.getAttribute("href"))!;
  // Opaque: the nonce and its signature, nothing that names the member.
  expect(verifyUrl.startsWith(`${APP_URL}/verify/`)).toBe(true);
  expect(verifyUrl.slice(APP_URL.length)).toMatch(/^\/verify\/v2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  await expect(card).not.toContainText(verifyUrl);
  await expect(card).not.toContainText("/verify/");

  // The steward follows the link.
  await link.click();
  await expect(page).toHaveURL(verifyUrl);
  await expect(page.getByTestId("verdict")).toContainText("VALID");
  await expect(page.getByTestId("verdict")).not.toContainText("NOT VALID");
  await expect(page.getByText(memberId)).toBeVisible();
  await expect(page.getByText("Valid until")).toBeVisible();
  await expect(page.getByRole("main").getByText("Casey")).toHaveCount(0);

  // A tampered link is not valid.
  const tampered = await page.goto(verifyUrl.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
  expect(tampered?.status()).toBe(404);
  await expect(page.getByTestId("verdict")).toContainText("NOT VALID");

  if (testInfo.project.name !== "js") return;

  // The gate has no signal: once opened, the card is saved on the phone and reloads offline.
  await page.goto("/profile/card");
  await expect(card.getByRole("img", { name: "QR code of your card's verify link" })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await caches.has("site-pages-v1")) || !(await caches.has("site-assets-v1"))) return "no cache";
          const saved = await (await caches.open("site-pages-v1")).match("/profile/card");
          const files = await (await caches.open("site-assets-v1")).keys();
          return saved && files.length > 0 && navigator.serviceWorker.controller ? "saved" : "saving";
        }),
      { timeout: 15_000 },
    )
    .toBe("saved");
  await context.setOffline(true);
  // The worker's own requests fail too, so what follows can only come from its cache.
  const [worker] = context.serviceWorkers();
  expect(
    await worker.evaluate(() =>
      fetch("/healthz").then(
        () => "online",
        () => "offline",
      ),
    ),
  ).toBe("offline");
  await page.reload();
  await stillOffline(context);
  await expect(card.getByRole("heading", { name: "Casey Cardholder" })).toBeVisible();
  await expect(card.locator("dd").first()).toHaveText(memberId);
  await expect(card.getByRole("link", { name: "Open the verify page" })).toHaveAttribute("href", verifyUrl);
  await expect(card.getByRole("img", { name: "QR code of your card's verify link" }).locator("svg")).toBeVisible();
  // Said by the page's own script, which came from the saved /build files.
  await expect(page.getByText("You are offline. This is your card as saved on this device")).toBeVisible();
  await context.setOffline(false);

  // Signing out deletes the saved card (the worker sees it go by; Clear-Site-Data too). The home
  // page registers the worker again, with nothing of the member's.
  await page.goto("/api/logout");
  await expect(page).toHaveURL("/");
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) if (await (await caches.open(name)).match("/profile/card")) return "card saved";
        return "no card";
      }),
    )
    .toBe("no card");
});
