import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { APP_URL, CHROMIUM_PATH } from "../playwright.config";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.mjs";
import { startPushService, type BrowserSubscription, type PushService } from "../test/push-service";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { createFarEvent } from "./support/events";
import { hydrated } from "./support/hydrated";
import { mailMatching } from "./support/mailbox";

// The site's worker shows the alerts: it must run here (playwright.config.ts blocks workers by
// default), in the full Chromium: the headless shell the other specs use has no notifications.
test.use({ serviceWorkers: "allow", launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

/**
 * Push alerts end to end. Headless Chromium has no push service of its own here (subscribing would
 * ask the browser vendor's, out of reach), so the page's PushManager hands out a subscription of
 * the spec's loopback push service (test/push-service.ts): a real P-256 key and auth secret, an
 * endpoint on 127.0.0.1. The app encrypts and signs for it exactly as for a phone; the service
 * checks the VAPID signature and decrypts; the test hands the decrypted message to the page's
 * service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as the browser
 * would on receiving it.
 */
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(() => service.close());

/** The page's PushManager answers with the loopback subscription, kept across page loads like a browser's. */
async function useLoopbackPushManager(context: BrowserContext, subscription: BrowserSubscription) {
  await context.addInitScript((json) => {
    const KEY = "e2e-push-subscription";
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, "1");
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) ? fake : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

async function adminApi(email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: APP_URL, extraHTTPHeaders: { Origin: APP_URL } });
  await signIn(api, email);
  return api;
}

/** A match the member RSVP'd to, 40 days ahead; returns its id and fields for the admin's PUT. */
async function rsvpdMatch(admin: APIRequestContext, page: Page, title: string) {
  const date = new Date(Math.ceil((Date.now() + 40 * 86_400_000) / 60_000) * 60_000);
  const fields = { title, date: date.toISOString(), location: "Riverside Stadium", type: "match", isHomeMatch: true };
  const { id } = await createFarEvent(admin, title, 40, fields);
  const rsvp = await page.request.post(`/api/events/${id}/rsvp`, { headers: { Origin: APP_URL } });
  expect(rsvp.status()).toBe(200);
  return { id, fields, date };
}

async function moveKickoff(admin: APIRequestContext, id: number, fields: Record<string, unknown>, to: Date) {
  const moved = await admin.put(`/api/events/${id}`, { data: { ...fields, date: to.toISOString() } });
  expect(moved.status()).toBe(200);
}

test("a member turns alerts on; an admin moves a kickoff; the member's service worker shows the alert and tapping it opens the event", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "alerts need JavaScript: the next test is the page without it");
  test.setTimeout(90_000);
  const subscription = service.subscription();
  await useLoopbackPushManager(context, subscription);
  await context.grantPermissions(["notifications"], { origin: APP_URL });
  const email = uniqueEmail(testInfo, "alerts");
  await signIn(page, email, { firstName: "Alex" });
  const admin = await adminApi(adminEmail(testInfo));
  const title = `Alerts match ${testInfo.project.name} ${Date.now()}`;
  const match = await rsvpdMatch(admin, page, title);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Alerts on your phone" });
  const turnOn = section.getByRole("button", { name: "Turn on alerts on this device" });
  await hydrated(turnOn);
  await turnOn.click();
  await expect(section.getByText("Alerts are on for this device.")).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByRole("listitem")).toContainText("Chrome on Linux");

  const received = service.received.length;
  const to = new Date(match.date.getTime() + 75 * 60_000);
  await moveKickoff(admin, match.id, match.fields, to);
  const push = (await service.waitFor(received + 1, 20_000)).find((each) => each.text.includes(title));
  expect(push, "the alert reached the push service and decrypted").toBeDefined();
  const alert = JSON.parse(push!.text) as { title: string; body: string; url: string };
  expect(alert.title).toBe(`Kickoff moved: ${title}`);
  expect(alert.url).toBe(`/events/${match.id}`);
  expect(push!.text).not.toContain(email);

  // The browser receives it: the DevTools protocol delivers the message to the page's worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${APP_URL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: APP_URL, registrationId: await registrationId, data: push!.text });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: `Kickoff moved: ${title}`, body: alert.body, url: `/events/${match.id}` }]);

  // Tapping it: DevTools cannot click a system notification, so the worker's own notificationclick
  // handler is handed the shown notification; it opens the event in the member's open window.
  const worker = context.serviceWorkers().find((each) => each.url().startsWith(APP_URL));
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    // The worker's global scope (this file is typed for pages).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(`${APP_URL}/events/${match.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Turning alerts off on this device removes it from the member's list.
  await page.goto("/profile");
  const turnOff = section.getByRole("button", { name: "Turn off on this device" });
  await hydrated(turnOff);
  await turnOff.click();
  await expect(section.getByText("Alerts are off for this device.")).toBeVisible();
  await expect(section.getByText("No device gets alerts yet.")).toBeVisible();
  await admin.delete(`/api/events/${match.id}`);
  await admin.dispose();
});

test("the profile lists the member's devices, each removable with JavaScript and without (where it says alerts need JavaScript), and the kickoff mail still comes", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "alerts-mail");
  await signIn(page, email, { firstName: "Sam" });
  const admin = await adminApi(adminEmail(testInfo));
  const title = `Alerts mail ${testInfo.project.name} ${Date.now()}`;
  const match = await rsvpdMatch(admin, page, title);
  // A device added from another browser (its subscription posted as that browser's page would).
  const added = await page.request.post("/api/push-subscriptions", {
    headers: { Origin: APP_URL, "User-Agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36" },
    data: { ...service.subscription(), topics: ["event-changes"] },
  });
  expect(added.status()).toBe(201);

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Alerts on your phone" });
  if (testInfo.project.use.javaScriptEnabled === false) {
    await expect(
      section.getByText("Alerts need JavaScript, which is off or not loaded in this browser. Your mails still come."),
    ).toBeVisible();
  }
  await expect(section.getByRole("listitem")).toContainText("Chrome on Android");

  const started = Date.now();
  await moveKickoff(admin, match.id, match.fields, new Date(match.date.getTime() + 30 * 60_000));
  await mailMatching(email, started - 1000, new RegExp(`Kickoff moved|${title}`), 20_000);

  const remove = section.getByRole("button", { name: /Remove/ });
  if (testInfo.project.use.javaScriptEnabled !== false) await hydrated(remove);
  await remove.click();
  await expect(page.getByText("That device gets no more alerts.")).toBeVisible();
  await expect(section.getByText("No device gets alerts yet.")).toBeVisible();
  await admin.delete(`/api/events/${match.id}`);
  await admin.dispose();
});
