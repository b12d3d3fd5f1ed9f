import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, pushSubscriptions } from "../../db/schema";
import { useTestDatabase } from "../../test/db";
import { createMeeting, createMember } from "../../test/factories";
import { decideMotion, proposeMotion, secondMotion } from "~/models/meeting-agenda.server";
import { openMeeting } from "~/models/meetings.server";
import { appOrigin } from "~/utils/env.server";
import type { OutboxRow } from "./kind.server";
import { meetingNotificationKinds } from "./kinds/meetings.server";

// A vitest fixture (beforeAll/beforeEach hooks), not a React hook.
const test = useTestDatabase();
const DAY = 86_400_000;

const rowsOf = async (kind: string): Promise<OutboxRow[]> =>
  (await test.db.select().from(notifications).where(eq(notifications.kind, kind))).map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectKey: row.subjectKey,
    userId: row.userId,
    toEmail: row.toEmail,
    payload: row.payload as Record<string, unknown>,
  }));

describe("general meetings' mails", () => {
  it("the notice goes to each voter with its agenda and link, with an alert where the member chose announcements", async () => {
    const ada = await createMember({
      email: "ada@example.com",
      firstName: "Ada",
      membershipStatus: "active",
      createdAt: new Date(Date.now() - 90 * DAY),
    });
    await createMember({ email: "ben@example.com", membershipStatus: "active", createdAt: new Date(Date.now() - 90 * DAY) });
    await createMember({ email: "gone@example.com", membershipStatus: "expired", createdAt: new Date(Date.now() - 90 * DAY) });
    await test.db.insert(pushSubscriptions).values({
      userId: ada,
      endpoint: "https://push.example.com/ada",
      p256dh: "key",
      auth: "auth",
      topics: ["announcements"],
    });
    const meeting = await createMeeting({ title: "AGM 2026", location: "The Crown" }, [
      { kind: "motion", title: "Adopt the accounts", special: true },
      { kind: "election", title: "Treasurer", seats: 1, candidates: ["Ada"] },
    ]);
    expect(await openMeeting(meeting.id, 14, new Date(), test.db)).toMatchObject({ ok: true, electorate: 2, notices: 2 });
    const notices = await rowsOf("meeting-notice");
    expect(notices).toHaveLength(2);
    expect(await rowsOf("push-alert")).toHaveLength(1);
    const rendered = await meetingNotificationKinds["meeting-notice"].render(
      notices.find((row) => row.userId === ada)!,
      test.db,
    );
    expect(rendered).toMatchObject({ mail: { to: "ada@example.com", subject: expect.stringMatching(/^Notice: AGM 2026, /) } });
    const text = "mail" in rendered ? rendered.mail.text : "";
    expect(text).toContain("Hi Ada,");
    expect(text).toContain("You are invited to AGM 2026 on ");
    expect(text).toContain("The agenda:\n1. Adopt the accounts (special resolution)\n2. Treasurer: election for 1 seat(s)");
    expect(text).toContain(`${appOrigin}/meetings/${meeting.id}`);
    const alert = await meetingNotificationKinds["meeting-notice"].alert!(notices[0]!, test.db);
    expect(alert).toMatchObject({ title: "AGM 2026", url: `/meetings/${meeting.id}` });
  });

  it("the committee's decision reaches the proposer, with the reason when declined", async () => {
    const [proposer, seconder] = await Promise.all(
      ["p@example.com", "s@example.com"].map((email) =>
        createMember({ email, membershipStatus: "active", createdAt: new Date(Date.now() - 90 * DAY) }),
      ),
    );
    const meeting = await createMeeting({
      title: "AGM 2026",
      votingOpensAt: new Date(Date.now() + 5 * DAY),
      votingClosesAt: new Date(Date.now() + 6 * DAY),
    });
    await openMeeting(meeting.id, 14, new Date(), test.db);
    const proposed = await proposeMotion(meeting.id, proposer, { title: "A new flag", body: "Buy one." }, new Date(), test.db);
    if (!proposed.ok) throw new Error(proposed.reason);
    expect(await secondMotion(meeting.id, proposed.id, seconder, new Date(), test.db)).toEqual({ ok: true });
    expect(await decideMotion(meeting.id, proposed.id, { accept: false, reason: "No budget left." }, new Date(), test.db)).toEqual({
      ok: true,
    });
    const [row] = await rowsOf("meeting-motion-decided");
    expect(row!.userId).toBe(proposer);
    const rendered = await meetingNotificationKinds["meeting-motion-decided"].render(row!, test.db);
    expect(rendered).toMatchObject({ mail: { to: "p@example.com", subject: "Your motion was declined: A new flag" } });
    expect("mail" in rendered && rendered.mail.text).toContain(
      'The committee has declined your motion "A new flag" for AGM 2026. Its reason:\n\nNo budget left.',
    );
  });
});
