import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DbHandle } from "../db/client";
import { users } from "../db/schema";
import { startBanner } from "../server/same-origin.mjs";
import { seedDemoContent } from "./demo-seed";

/** The README's front door says things a newcomer acts on at once: they must hold for the code as it is. */
const readme = readFileSync("README.md", "utf8");

/** A `## ` or `### ` section's text, up to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, `README has no section "${heading}"`).toBeGreaterThan(-1);
  const level = heading.split(" ")[0];
  const rest = readme.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next === -1 ? rest : rest.slice(0, next);
}

describe("README: demo accounts", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "memory" });
    await migrateDatabase(handle);
    await seedDemoContent(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const account = async (email: string) =>
    (await handle.db.select({ isAdmin: users.isAdmin, status: users.membershipStatus }).from(users).where(eq(users.email, email)))[0];

  it("names the demo admin and a demo member as the first start seeds them, and where their sign-in code shows", async () => {
    const text = section("### Demo accounts");
    const admin = /admin[^\n]*?`([^`\s]+@[^`\s]+)`/i.exec(text)?.[1];
    const member = /member[^\n]*?`([^`\s]+@[^`\s]+)`/i.exec(text.replace(admin ?? "", ""))?.[1];
    expect(await account(admin!)).toEqual({ isAdmin: true, status: "active" });
    expect(await account(member!)).toEqual({ isAdmin: false, status: "active" });
    // Without SMTP_URL the code is in the server's log, on the line the mailer writes.
    expect(text).toContain("[mail] SMTP_URL is not set; not sent.");
    expect(readFileSync("app/integrations/mailer.server.ts", "utf8")).toContain("[mail] SMTP_URL is not set; not sent.");
  });
});

describe("README: APP_URL", () => {
  it("says to open the site at exactly APP_URL, that another host name gets 403 on every form, and that start-up prints it", () => {
    const text = section("### Open it at exactly `APP_URL`");
    expect(text).toMatch(/403 on every form/);
    // The box as the server prints it with the defaults, word for word.
    expect(text).toContain(startBanner({ NODE_ENV: "production", PORT: "3000" }).trim());
  });
});

describe("README: the private calendar feed", () => {
  it("gives the feed's address, what it holds, and how to replace or turn it off, in the page's own words", () => {
    const text = section("### Your private calendar feed");
    expect(text).toContain("/volunteer-shifts/calendar/<token>.ics");
    expect(readFileSync("app/routes/_me+/volunteer-shifts_.calendar.$token[.ics].ts", "utf8")).toContain(
      "GET /volunteer-shifts/calendar/<token>.ics",
    );
    // The page's words are its English messages: the README quotes them, the page calls them.
    const page = readFileSync("app/routes/_me+/volunteer-shifts.tsx", "utf8");
    const english = JSON.parse(readFileSync("app/i18n/catalogues/en/profile.json", "utf8")) as Record<string, unknown>;
    for (const [button, key] of [
      ["Create calendar feed", "profile_shifts_feed_create"],
      ["New feed URL", "profile_shifts_feed_new"],
      ["Turn off feed", "profile_shifts_feed_turn_off"],
    ]) {
      expect(text).toContain(`"${button}"`);
      expect(english[key]).toBe(button);
      expect(page).toContain(`m.${key}()`);
    }
    expect(text).toMatch(/confirmed/);
  });
});
