import { expect, test, type APIRequestContext } from "@playwright/test";
import { METRICS_TOKEN } from "../playwright.config";
import { signIn, uniqueEmail } from "./support/auth";

/** One sample's value in a Prometheus text answer (0 when the series is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(request: APIRequestContext): Promise<string> {
  const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain; version=0.0.4");
  expect(response.headers()["cache-control"]).toBe("no-store");
  return response.text();
}

test.describe("/metrics", () => {
  // Prometheus talks HTTP to the running server; JavaScript plays no part.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("refuses a scrape without the token, or with another one", async ({ request }) => {
    const without = await request.get("/metrics");
    expect(without.status()).toBe(401);
    expect(without.headers()["www-authenticate"]).toBe('Bearer realm="metrics"');
    const wrong = await request.get("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, "x")}` } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).not.toContain("roadies_");
  });

  test("counts requests by route pattern, and holds the outbox, mail, sign-in, database pool and backup series", async ({
    request,
  }, testInfo) => {
    const before = await scrape(request);
    const eventsBefore = sample(before, 'roadies_http_requests_total{method="GET",route="/events",status="200"}');
    const missingBefore = sample(before, 'roadies_http_requests_total{method="GET",route="/events/:eventId",status="404"}');
    const expiredBefore = sample(before, 'roadies_sign_in_failures_total{reason="expired"}');

    expect((await request.get("/events")).status()).toBe(200);
    expect((await request.get("/events/987654321")).status()).toBe(404);
    // A code for an address that was never sent one: a refused sign-in.
    const refused = await request.post("/api/login", {
      form: { intent: "verify-code", email: uniqueEmail(testInfo, "metrics"), code: "123456", returnTo: "/" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);

    const after = await scrape(request);
    expect(sample(after, 'roadies_http_requests_total{method="GET",route="/events",status="200"}')).toBeGreaterThan(eventsBefore);
    expect(sample(after, 'roadies_http_requests_total{method="GET",route="/events/:eventId",status="404"}')).toBeGreaterThan(missingBefore);
    expect(sample(after, 'roadies_http_request_duration_seconds_count{method="GET",route="/events"}')).toBeGreaterThan(0);
    expect(sample(after, 'roadies_sign_in_failures_total{reason="expired"}')).toBe(expiredBefore + 1);
    // By pattern, never by the raw URL.
    expect(after).not.toContain("987654321");
    for (const series of [
      "roadies_outbox_due",
      "roadies_outbox_oldest_due_seconds",
      "roadies_outbox_failed",
      "roadies_mail_failures_total",
      "roadies_db_pool_max",
      'roadies_db_connections{state="open"}',
    ]) {
      expect(after, series).toMatch(new RegExp(`^${series.replace(/[{}]/g, "\\$&")} \\d+(\\.\\d+)?$`, "m"));
    }
    // A number of seconds once the app's first scheduled backup is done, +Inf before.
    expect(after).toMatch(/^roadies_backup_last_success_age_seconds (\d+(\.\d+)?(e[+-]?\d+)?|\+Inf)$/m);
    // The embedded database the suite runs on is one connection.
    expect(sample(after, "roadies_db_pool_max")).toBe(1);
  });

  test("a signed-in member's requests are counted like anyone's, and the scrape shows nobody's address or id", async ({
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "metrics-member");
    await signIn(request, email);
    expect((await request.get("/profile")).status()).toBe(200);
    const text = await scrape(request);
    expect(sample(text, 'roadies_http_requests_total{method="GET",route="/profile",status="200"}')).toBeGreaterThan(0);
    expect(text).not.toContain(email);
    expect(text).not.toContain("@example.org");
  });
});

test("an error page gives the request's reference, the same as its X-Request-Id header", async ({ page }) => {
  const response = await page.goto("/events/987654321");
  expect(response?.status()).toBe(404);
  const id = response?.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  await expect(page.getByText(`If you ask us about this, quote the reference ${id}.`)).toBeVisible();
});
