import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { adminEmail, signIn, uniqueEmail } from "./support/auth";
import { axeViolations } from "./support/axe";
import { mailMatching } from "./support/mailbox";
import { wallTime, wallTimeToSecond } from "./support/time";

/**
 * A general meeting from end to end, with JavaScript and without: an admin sets one up through its
 * forms (a motion and an election), sends the notice; both candidates accept their nominations;
 * one member makes the other their proxy before voting opens; the proxy casts both votes, each on
 * its own ballot, and gets a receipt for each; after the close the results count them, and each
 * receipt is found with the choice it carries. Voting opens and closes for real, seconds apart:
 * the window is set to the second (the form takes seconds too).
 */

/** From creating the meeting to voting's opening: the notice, two acceptances and a proxy (a few seconds, more on a loaded machine). */
const OPENS_AFTER_MS = 30_000;
/** Voting's length: the proxy's two ballots. */
const VOTING_MS = 20_000;

async function activeMember(admin: APIRequestContext, member: APIRequestContext) {
  const { id } = (await (await member.get("/api/auth/user")).json()) as { id: string };
  const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const activated = await admin.post(`/admin/members/${id}`, {
    form: { intent: "edit-membership", status: "active", type: "annual", expiry, autoRenewal: "on", reason: "e2e meeting" },
    maxRedirects: 0,
  });
  expect(activated.status()).toBe(302);
}

/** axe runs in the page's JavaScript: in the js project (the markup is the server's either way). */
async function noAxeViolations(page: Page) {
  if (!test.info().project.name.startsWith("js")) return;
  expect(
    (await axeViolations(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

test("an admin runs a general meeting with a motion and an election; two members vote, one by proxy; the results and receipts show after the close", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(OPENS_AFTER_MS + VOTING_MS + 120_000);
  const js = testInfo.project.name === "js";
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const adminApi = await playwrightRequest.newContext({ baseURL: APP_URL });
  await signIn(adminApi, adminEmail(testInfo));

  // Two members, active before the record date: Ada stands and votes; Ben stands and gives Ada his vote.
  const adaEmail = uniqueEmail(testInfo, "ada");
  const benEmail = uniqueEmail(testInfo, "ben");
  const ada = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const ben = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const adaPage = await ada.newPage();
  const benPage = await ben.newPage();
  await signIn(adaPage, adaEmail, { firstName: "Ada", lastName: `Vote ${stamp}` });
  await signIn(benPage, benEmail, { firstName: "Ben", lastName: `Proxy ${stamp}` });
  await activeMember(adminApi, ada.request);
  await activeMember(adminApi, ben.request);

  // The admin's form: a wrong window is answered next to its field, with what was typed kept.
  await signIn(page, adminEmail(testInfo));
  await page.goto("/admin/meetings");
  await page.getByRole("link", { name: "New general meeting" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New general meeting");
  const title = `AGM ${stamp}`;
  const created = Date.now();
  const recordDate = new Date(created + 1_000);
  const opens = new Date(created + OPENS_AFTER_MS);
  const closes = new Date(opens.getTime() + VOTING_MS);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Place").fill("The Crown, back room");
  await page.getByLabel("Starts").fill(wallTime(new Date(created + 2 * 86_400_000)));
  await page.getByLabel("Record date").fill(wallTimeToSecond(recordDate));
  await page.getByLabel("Voting opens").fill(wallTimeToSecond(opens));
  await page.getByLabel("Voting closes").fill(wallTimeToSecond(new Date(opens.getTime() - 60_000)));
  await page.getByLabel("Quorum counted as").selectOption("votes");
  await page.getByLabel("Quorum", { exact: true }).fill("2");
  await page.getByLabel("Motions deadline").fill("");
  await page.getByRole("button", { name: "Create the draft" }).click();
  await expect(page.locator("#meeting-votingClosesAt-error")).toHaveText("Voting must close after it opens");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Voting closes").fill(wallTimeToSecond(closes));
  await page.getByRole("button", { name: "Create the draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const meetingId = Number(new URL(page.url()).pathname.split("/").pop());

  // The agenda: a motion, and an election for one seat with both members nominated.
  await page.locator("#item-title").fill("Adopt the accounts");
  await page.getByRole("button", { name: "Add an item" }).click();
  await expect(page.getByText("The item is on the agenda.").first()).toBeVisible();
  await page.getByLabel("Kind").selectOption("election");
  await page.locator("#item-title").fill("Treasurer");
  await page.getByRole("button", { name: "Add an item" }).click();
  await expect(page.locator("#item-seats-error")).toHaveText("An election needs 1 to 50 seats");
  await expect(page.locator("#item-title")).toHaveValue("Treasurer");
  await page.getByLabel("Seats (elections only)").fill("1");
  await page.getByRole("button", { name: "Add an item" }).click();
  await expect(page.getByRole("heading", { name: "2. Treasurer (Election for 1 seat(s))" })).toBeVisible();
  for (const email of [adaEmail, benEmail]) {
    await page.getByLabel("Member's email address").fill(email);
    await page.getByRole("button", { name: "Nominate a candidate" }).click();
    await expect(page.getByText("The member is nominated.").first()).toBeVisible();
  }
  await page.locator("#link-title").fill("Accounts 2026");
  await page.locator("#link-url").fill("https://example.org/accounts-2026.pdf");
  await page.getByRole("button", { name: "Add a link" }).click();
  await expect(page.getByRole("link", { name: "Accounts 2026" })).toBeVisible();

  // The notice: the roll is fixed from the record date, once it has passed.
  await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThan(recordDate.getTime() + 1_000);
  const noticed = Date.now();
  await page.getByRole("button", { name: "Send the notice" }).click();
  await expect(page.getByText(/^The notice is on its way to [\d,]+ members?\.$/).first()).toBeVisible();
  const notice = await mailMatching(adaEmail, noticed, new RegExp(`You are invited to ${title} on[\\s\\S]*`));
  const noticeText = notice[0].replace(/=\r\n/g, "");
  expect(noticeText).toContain("The agenda:\r\n1. Adopt the accounts\r\n2. Treasurer: election for 1 seat(s)");
  expect(noticeText).toContain(`/meetings/${meetingId}\r\n`);

  // Both accept their nominations; Ben makes Ada his proxy (before voting opens).
  await adaPage.goto(`/meetings/${meetingId}`);
  await expect(adaPage.getByTestId("eligibility")).toContainText("You may vote: you were a member on the record date");
  await adaPage.getByRole("button", { name: "Accept the nomination" }).click();
  await expect(adaPage.getByText("You are on the ballot.").first()).toBeVisible();
  await benPage.goto(`/meetings/${meetingId}`);
  await benPage.getByRole("button", { name: "Accept the nomination" }).click();
  await expect(benPage.getByText("You are on the ballot.").first()).toBeVisible();
  await benPage.getByLabel("Your proxy's email address").fill("nobody-here@example.org");
  await benPage.getByRole("button", { name: "Appoint as my proxy" }).click();
  await expect(benPage.locator("#proxyEmail-error")).toHaveText("A proxy must be a member who may vote at this meeting, or the chair.");
  await benPage.getByLabel("Your proxy's email address").fill(adaEmail);
  await benPage.getByRole("button", { name: "Appoint as my proxy" }).click();
  await expect(benPage.getByText(/^Your proxy is Ada Vote/)).toBeVisible();
  expect(Date.now()).toBeLessThan(opens.getTime());

  // A visitor sees the agenda, not a ballot.
  const visitorContext = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: js });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/meetings/${meetingId}`);
  await expect(visitor.getByRole("heading", { name: "1. Adopt the accounts" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign in to see whether you may vote." })).toBeVisible();
  await noAxeViolations(visitor);

  // Voting opens: Ada's page has her ballot and Ben's, each named as such.
  await expect
    .poll(
      async () => {
        await adaPage.goto(`/meetings/${meetingId}`);
        return adaPage.getByRole("heading", { name: "Your ballot" }).count();
      },
      { timeout: Math.max(0, opens.getTime() - Date.now()) + 15_000, intervals: [1_000] },
    )
    .toBe(1);
  const benName = `Ben Proxy ${stamp}`;
  await expect(adaPage.getByRole("heading", { name: `Ballot of ${benName} (you are their proxy)` })).toBeVisible();
  await noAxeViolations(adaPage);
  await benPage.goto(`/meetings/${meetingId}`);
  await expect(benPage.getByText(/^Your vote is with your proxy, Ada Vote/)).toBeVisible();

  // Ada's own ballot: too many candidates is answered next to the election, her choice kept.
  const own = adaPage.locator("form", { has: adaPage.getByRole("heading", { name: "Your ballot" }) });
  await own.getByRole("radio", { name: "For" }).check();
  await own.getByRole("checkbox", { name: `Ada Vote ${stamp}` }).check();
  await own.getByRole("checkbox", { name: "Abstain" }).check();
  await own.getByRole("button", { name: "Cast my vote" }).click();
  await expect(adaPage.getByText("Tick candidates or abstain, not both")).toBeVisible();
  const ownAgain = adaPage.locator("form", { has: adaPage.getByRole("heading", { name: "Your ballot" }) });
  await expect(ownAgain.getByRole("radio", { name: "For" })).toBeChecked();
  await ownAgain.getByRole("checkbox", { name: "Abstain" }).uncheck();
  await ownAgain.getByRole("button", { name: "Cast my vote" }).click();
  await expect(adaPage.getByRole("heading", { name: "Your vote is cast. Your receipts:" })).toBeVisible();
  const ownReceipts = await adaPage.getByTestId("receipt").allTextContents();
  expect(ownReceipts).toHaveLength(2);

  // Then Ben's, as his proxy: for the motion, abstaining in the election.
  await adaPage.goto(`/meetings/${meetingId}`);
  await expect(adaPage.getByText("You have voted on every item. Thank you.")).toBeVisible();
  const forBen = adaPage.locator("form", { has: adaPage.getByRole("heading", { name: `Ballot of ${benName} (you are their proxy)` }) });
  await forBen.getByRole("radio", { name: "For" }).check();
  await forBen.getByRole("checkbox", { name: "Abstain" }).check();
  const castForBen = Date.now();
  await forBen.getByRole("button", { name: "Cast my vote" }).click();
  await expect(adaPage.getByRole("heading", { name: `The vote of ${benName} is cast. Its receipts:` })).toBeVisible();
  const benReceipts = await adaPage.getByTestId("receipt").allTextContents();
  expect(benReceipts).toHaveLength(2);
  // Ben's receipts reach him by mail, sent straight away.
  const receiptMail = await mailMatching(benEmail, castForBen, /Subject: Your voting receipts:[\s\S]*/);
  for (const receipt of benReceipts) expect(receiptMail[0]).toContain(receipt);

  // The committee sees how many have voted, never who.
  await page.goto(`/admin/meetings/${meetingId}`);
  await expect(page.getByText(/^Adopt the accounts: 2 of [\d,]+$/)).toBeVisible();
  await expect(page.getByText(adaEmail)).toHaveCount(0);

  // After the close: the results, the quorum of 2 met, the motion carried, Ada elected.
  await expect
    .poll(async () => (await visitor.goto(`/meetings/${meetingId}/results`))?.status(), {
      timeout: Math.max(0, closes.getTime() - Date.now()) + 15_000,
      intervals: [1_000],
    })
    .toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Results: ${title}`);
  await expect(visitor.getByRole("heading", { name: "Adopt the accounts" })).toBeVisible();
  const sections = visitor.locator("section");
  await expect(
    sections.filter({ has: visitor.getByRole("heading", { name: "Adopt the accounts" }) }).getByText("Carried", { exact: true }),
  ).toBeVisible();
  await expect(
    sections.filter({ has: visitor.getByRole("heading", { name: "Treasurer" }) }).getByText(`Elected: Ada Vote ${stamp}`),
  ).toBeVisible();
  await noAxeViolations(visitor);

  // Ada finds her receipt (typed in lower case, without dashes) and the choice it carries.
  await adaPage.goto(`/meetings/${meetingId}/results`);
  await adaPage.getByLabel("Receipt code").fill(ownReceipts[1].toLowerCase().replace(/-/g, ""));
  await adaPage.getByRole("button", { name: "Find" }).click();
  await expect(adaPage.getByTestId("receipt-answer")).toHaveText(`Treasurer: your vote is counted as Ada Vote ${stamp}.`);
  await adaPage.getByLabel("Receipt code").fill(benReceipts[0]);
  await adaPage.getByRole("button", { name: "Find" }).click();
  await expect(adaPage.getByTestId("receipt-answer")).toHaveText("Adopt the accounts: your vote is counted as For.");

  // The published JSON carries every receipt and no one's name or id but the candidates'.
  const published = await (await adminApi.get(`/api/meetings/${meetingId}/results`)).json();
  expect(published.votes.map((vote: { receipt: string }) => vote.receipt).sort()).toEqual([...ownReceipts, ...benReceipts].sort());
  expect(JSON.stringify(published)).not.toContain(adaEmail);

  await Promise.all([ada.close(), ben.close(), visitorContext.close(), adminApi.dispose()]);
});
