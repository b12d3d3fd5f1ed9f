import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/db";
import { createSignedInMember, type UserValues } from "../../../test/factories";
import { args, get } from "../../../test/http";
import { branding } from "~/utils/branding.server";
import { dateToWallTime } from "~/utils/zoned-time";
import { loader } from "./admin.users.export";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const call = (cookie?: string) => loader(args(get("/api/admin/users/export", { cookie })));

// Names only where a test gives them: the CSV shows empty cells otherwise.
const person = (email: string, values: UserValues = {}) => createSignedInMember({ email, firstName: null, lastName: null, ...values });

const HEADER = "id,email,first name,last name,status,type,expiry,lifetime,admin,created";

describe("GET /api/admin/users/export", () => {
  it("answers 401 to anonymous visitors and 403 to members, as JSON", async () => {
    const sam = await person("sam@example.com");
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Unauthorized" });
    const member = await call(sam.cookie);
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({ message: "Forbidden" });
  });

  it("streams 100,000 members as a CSV attachment, a page at a time, formulas neutralised", { timeout: 120_000 }, async () => {
    const admin = await person("admin@example.com", {
      isAdmin: true,
      firstName: "Ada",
      lastName: "Admin",
      createdAt: new Date("2019-01-01T00:00:00Z"),
    });
    await person("evil@example.com", {
      firstName: "=cmd|' /C calc'!A0",
      lastName: '+1, "quoted"',
      membershipStatus: "lifetime",
      membershipType: "lifetime",
      isLifetimeMember: true,
      createdAt: new Date("2019-06-01T00:00:00Z"),
    });
    // Many members share one created_at (one statement's now()): the (created_at, id) key still reads each once.
    await test.db.execute(sql`
      insert into users (email, first_name, membership_status, membership_expiry)
      select 'member' || n || '@example.com', 'Member ' || n, case when n % 2 = 0 then 'active' else 'inactive' end,
             case when n % 2 = 0 then timestamptz '2027-01-01' end
      from generate_series(1, 99998) n`);

    const response = await call(admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const day = dateToWallTime(new Date(), branding.timeZone).slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="roadies-members-${day}.csv"`);

    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let chunks = 0;
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += value;
    }
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(1 + 100_000);
    // The header, then one chunk per page of 1,000.
    expect(chunks).toBe(1 + 100);
    expect(lines[1]).toBe(`${admin.id},admin@example.com,Ada,Admin,inactive,,,no,yes,2019-01-01T00:00:00.000Z`);
    expect(lines[2]).toMatch(
      /^[^,]+,evil@example\.com,'=cmd\|' \/C calc'!A0,"'\+1, ""quoted""",lifetime,lifetime,,yes,no,2019-06-01T00:00:00\.000Z$/,
    );
    expect(lines.find((line) => line.includes(",member2@example.com,"))).toMatch(/,Member 2,,active,,2027-01-01T00:00:00\.000Z,no,no,/);
    const emails = new Set(lines.slice(1).map((line) => line.split(",")[1]));
    expect(emails.size).toBe(100_000);
  });
});
