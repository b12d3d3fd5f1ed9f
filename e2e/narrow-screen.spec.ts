import { expect, test, type Page } from "@playwright/test";
import { adminEmail, signIn } from "./support/auth";
import { createFarEvent } from "./support/events";

/**
 * A 390 px phone (390×844) on every page of the away, door, pickup and event verticals, signed in as
 * the admin, on the demo data (scripts/demo-seed.ts: ballot 1 drawn, with a coach and a result;
 * ballot 2 open): no element reaches past the screen's right edge, except inside a labelled scroll
 * region (role="region" with a name and tabindex=0), and the page itself never scrolls sideways. A
 * region that does scroll has a visible hint saying so (its aria-describedby).
 */
test.use({ viewport: { width: 390, height: 844 } });

// Pages only, no form is sent: layout does not depend on JavaScript, so one project is enough.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "pages only, no form: the js project measures them");

type Overflow = { scrollWidth: number; innerWidth: number; wide: string[]; unhinted: string[] };

/** Every element whose right edge is past the viewport (outside a labelled scroll region), and the document's width. */
async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const inScrollRegion = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (at.getAttribute("role") === "region" && at.getAttribute("aria-label") && at.getAttribute("tabindex") === "0") return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right <= window.innerWidth + 0.5 || inScrollRegion(element)) continue;
      const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className ? `.${element.className.split(/\s+/).slice(0, 3).join(".")}` : ""
      }`;
      wide.push(`${label} right=${Math.round(box.right)} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    }
    // A region whose content is wider than it is: the hint it is described by is on screen.
    const unhinted: string[] = [];
    for (const region of Array.from(document.querySelectorAll('[role="region"][tabindex="0"]'))) {
      if (region.scrollWidth <= region.clientWidth + 1) continue;
      const hint = document.getElementById(region.getAttribute("aria-describedby") ?? "");
      const box = hint?.getBoundingClientRect();
      if (!hint || !box || box.height === 0 || !hint.textContent?.trim())
        unhinted.push(`region "${region.getAttribute("aria-label")}" scrolls with no hint`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide: wide.slice(0, 8), unhinted };
  });
}

/** The demo's away match with the drawn ballot (Desert Valley, 41 days out), from the public events API. */
async function awayMatchId(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/events?from=${new Date().toISOString()}&limit=500`);
  expect(answer.status()).toBe(200);
  const events = (await answer.json()) as { id: number; title: string; type: string; isHomeMatch: boolean | null }[];
  const match = events.find((event) => event.type === "match" && event.isHomeMatch === false && /Desert Valley SC/.test(event.title));
  expect(match, "the demo's Desert Valley away match").toBeTruthy();
  return match!.id;
}

test("at 390 px no page of the away, door, pickup and event verticals is wider than the screen", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, adminEmail(testInfo));
  const matchId = await awayMatchId(page);
  // A title with a long unbroken number, as other specs' events have: the admin's table must still fit.
  const long = await createFarEvent(page.request, `Narrow ${Date.now()}${Date.now()}${testInfo.workerIndex}`, 88);
  const pages = [
    "/away",
    "/away/1",
    "/away/2",
    "/away/1/result",
    "/admin/away",
    "/admin/away/new",
    "/admin/away/1",
    "/admin/away/2",
    "/events",
    "/events/1",
    `/events/${matchId}`,
    `/events/${matchId}/check-in`,
    `/events/${matchId}/pickup`,
    "/admin/events",
    "/admin/events/new",
    `/admin/events/${matchId}/edit`,
    "/admin/announcements",
    "/admin/announcements/new",
    "/admin/insights",
  ];
  const failures: string[] = [];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
    const { scrollWidth, innerWidth, wide, unhinted } = await overflowOf(page);
    if (scrollWidth > innerWidth || wide.length > 0 || unhinted.length > 0)
      failures.push(`${path}: page ${scrollWidth} px of ${innerWidth}; ${[...wide, ...unhinted].join("; ")}`);
  }
  expect((await page.request.delete(`/api/events/${long.id}`)).status()).toBe(204);
  expect(failures, "pages wider than a 390 px screen").toEqual([]);
});
