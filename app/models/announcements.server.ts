import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import {
  announcementRecipients,
  announcements,
  awayAllocations,
  awayApplicants,
  awayApplications,
  eventAttendees,
  events,
  notifications,
  products,
  users,
  volunteerOpportunities,
  volunteerSignups,
} from "../../db/schema";
import { queryRows, type Database } from "../../db/client";
import { db as appDb } from "~/utils/db.server";
import { queuePushAlerts } from "~/notifications/outbox.server";
import type { AnnouncementAudience } from "./announcements";

/**
 * Announcements: an admin's message to an audience (models/announcements.ts), mailed and alerted
 * once per member. Queued in one transaction when it is due: its recipients written from the
 * audience's query, one 'announcement' outbox row each and their push alerts, all by insert …
 * select (no row-by-row work: ten thousand members are one statement each).
 */

/**
 * The audience's members as one query of `user_id`s: accounts with an email address, each once.
 * Every value in it is a number or a fixed list from the audience, passed as a parameter.
 */
function audienceQuery(audience: AnnouncementAudience): SQL {
  const people = (inner: SQL) => sql`select distinct u.id as user_id from ${users} u where u.email is not null and u.id in (${inner})`;
  switch (audience.kind) {
    case "everyone":
      return sql`select u.id as user_id from ${users} u where u.email is not null`;
    case "members": {
      const statuses = audience.statuses.length > 0 ? audience.statuses : ["active", "lifetime"];
      const tiers = audience.tiers;
      return sql`select u.id as user_id from ${users} u
        where u.email is not null
          and u.membership_status in (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})
          ${
            tiers.length > 0
              ? sql`and u.membership_tier in (${sql.join(
                  tiers.map((tier) => sql`${tier}`),
                  sql`, `,
                )})`
              : sql``
          }`;
    }
    case "event-rsvps":
      return people(sql`select a.user_id from ${eventAttendees} a where a.event_id = ${audience.eventId}`);
    case "shift-crew":
      return people(
        sql`select s.user_id from ${volunteerSignups} s where s.opportunity_id = ${audience.opportunityId} and s.status = 'confirmed'`,
      );
    case "event-crews":
      return people(sql`select s.user_id from ${volunteerSignups} s
        join ${volunteerOpportunities} o on o.id = s.opportunity_id
        left join ${events} e on e.id = o.event_id
        where s.status = 'confirmed' and o.is_active and (o.event_id = ${audience.eventId} or e.match_event_id = ${audience.eventId})`);
    case "ballot-applicants":
      return people(
        sql`select p.user_id from ${awayApplicants} p where p.allocation_id = ${audience.allocationId} and p.confirmed and p.user_id is not null`,
      );
    case "ballot-winners":
      return people(sql`select p.user_id from ${awayApplicants} p
        join ${awayApplications} a on a.id = p.application_id
        where p.allocation_id = ${audience.allocationId} and p.confirmed and p.user_id is not null and a.status in ('offered', 'paid')`);
    case "volunteers":
      return people(sql`select s.user_id from ${volunteerSignups} s
        join ${volunteerOpportunities} o on o.id = s.opportunity_id
        where s.status in ('confirmed', 'completed') and o.date <= now()
          and o.date > now() - make_interval(months => ${Math.max(1, Math.min(120, Math.trunc(audience.months)))}::int)`);
    case "admins":
      return sql`select u.id as user_id from ${users} u where u.email is not null and u.is_admin`;
  }
}

/** How many members the audience is now (the admin sees it before sending). */
export async function countAudience(audience: AnnouncementAudience, db: Database = appDb): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`select count(*) as count from (${audienceQuery(audience)}) audience`);
  return Number(row.count);
}

export type NewAnnouncement = {
  title: string;
  body: string;
  linkPath: string | null;
  audience: AnnouncementAudience;
  isPublic: boolean;
  /** Now, or a later time to send it at. */
  sendAt: Date;
  createdBy: string;
};

/** Writes an announcement; one due now is queued in the same call (queueAnnouncement), a later one by the outbox sweep. */
export async function createAnnouncement(input: NewAnnouncement, now = new Date(), db: Database = appDb) {
  const [row] = await db
    .insert(announcements)
    .values({ ...input, audience: input.audience as unknown as Record<string, unknown> })
    .returning({ id: announcements.id });
  const queued = input.sendAt.getTime() <= now.getTime() ? await queueAnnouncement(row.id, now, db) : null;
  return { id: row.id, recipients: queued?.recipients ?? null };
}

/**
 * Queues a due announcement, once: the claim is a conditional update (not yet queued, not
 * withdrawn, due), so of two sends at once (a double click, two instances' sweeps) one writes the
 * recipients, mails and alerts and the other finds nothing to do. All in one transaction.
 * Returns the number of recipients, or null when there was nothing to queue.
 */
export async function queueAnnouncement(id: number, now = new Date(), db: Database = appDb): Promise<{ recipients: number } | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(announcements)
      .set({ queuedAt: now })
      .where(
        and(eq(announcements.id, id), isNull(announcements.queuedAt), isNull(announcements.withdrawnAt), lte(announcements.sendAt, now)),
      )
      .returning({ audience: announcements.audience });
    if (!claimed) return null;
    const audience = claimed.audience as unknown as AnnouncementAudience;
    const recipients = await queryRows<{ user_id: string }>(
      tx,
      sql`insert into ${announcementRecipients} (announcement_id, user_id)
          select ${id}::int, audience.user_id from (${audienceQuery(audience)}) audience
          on conflict do nothing
          returning user_id`,
    );
    const mails = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
          select 'announcement', ${id}::int || ':' || r.user_id, r.user_id, jsonb_build_object('announcementId', ${id}::int), ${now.toISOString()}::timestamptz
            from ${announcementRecipients} r where r.announcement_id = ${id}
          on conflict (kind, subject_key) do nothing
          returning id`,
    );
    await queuePushAlerts(
      tx,
      mails.map((mail) => mail.id),
    );
    await tx.update(announcements).set({ recipientCount: recipients.length }).where(eq(announcements.id, id));
    return { recipients: recipients.length };
  });
}

/** The outbox sweep's part: every scheduled announcement that has come due is queued. Returns how many mails that made. */
export async function queueDueAnnouncements(now: Date, db: Database = appDb): Promise<number> {
  const due = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(isNull(announcements.queuedAt), isNull(announcements.withdrawnAt), lte(announcements.sendAt, now)))
    .orderBy(asc(announcements.sendAt), asc(announcements.id));
  let mails = 0;
  for (const { id } of due) mails += (await queueAnnouncement(id, now, db))?.recipients ?? 0;
  return mails;
}

/**
 * Withdraws an announcement: it leaves the site, and what the outbox has not sent yet is skipped
 * (the kind reads withdrawn_at at send time). It cannot be edited, only withdrawn. Returns whether
 * it was withdrawn now (false: unknown or already withdrawn).
 */
export async function withdrawAnnouncement(id: number, now = new Date(), db: Database = appDb): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ withdrawnAt: now })
    .where(and(eq(announcements.id, id), isNull(announcements.withdrawnAt)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/** What the outbox needs to write an announcement's mail and alert at send time. */
export async function loadAnnouncementForDelivery(id: number, db: Database = appDb) {
  const [row] = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      linkPath: announcements.linkPath,
      audience: announcements.audience,
      withdrawnAt: announcements.withdrawnAt,
    })
    .from(announcements)
    .where(eq(announcements.id, id));
  return row ? { ...row, audience: row.audience as unknown as AnnouncementAudience } : null;
}

export type ShownAnnouncement = { id: number; title: string; body: string; linkPath: string | null; isPublic: boolean; sentAt: Date };

const shownColumns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  linkPath: announcements.linkPath,
  isPublic: announcements.isPublic,
  sentAt: announcements.sendAt,
};

const onSite = and(isNotNull(announcements.queuedAt), isNull(announcements.withdrawnAt));

/** /news and its feed: public announcements that went out and stand, newest first, `limit` at a time before an id (paging). */
export async function listPublicAnnouncements({ limit, beforeId }: { limit: number; beforeId?: number | null }, db: Database = appDb) {
  return db
    .select(shownColumns)
    .from(announcements)
    .where(and(onSite, eq(announcements.isPublic, true), beforeId ? lt(announcements.id, beforeId) : undefined))
    .orderBy(desc(announcements.sendAt), desc(announcements.id))
    .limit(limit);
}

/**
 * One announcement for this reader: a public one for anyone; a members-only one for its recipients
 * and admins only (anyone else gets null, as for one that does not exist or was withdrawn).
 */
export async function getAnnouncementFor(
  id: number,
  reader: { id: string; isAdmin: boolean } | null,
  db: Database = appDb,
): Promise<ShownAnnouncement | null> {
  const [row] = await db
    .select(shownColumns)
    .from(announcements)
    .where(
      and(
        eq(announcements.id, id),
        onSite,
        reader?.isAdmin
          ? undefined
          : reader
            ? or(
                eq(announcements.isPublic, true),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(announcementRecipients)
                    .where(and(eq(announcementRecipients.announcementId, announcements.id), eq(announcementRecipients.userId, reader.id))),
                ),
              )
            : eq(announcements.isPublic, true),
      ),
    );
  return row ?? null;
}

/** The members-only announcements a member received (their own page), newest first. */
export async function listMemberAnnouncements(userId: string, limit: number, db: Database = appDb) {
  return db
    .select(shownColumns)
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(and(eq(announcementRecipients.userId, userId), onSite, eq(announcements.isPublic, false)))
    .orderBy(desc(announcements.sendAt), desc(announcements.id))
    .limit(limit);
}

/** The admin's list: the latest `limit` announcements, newest first, sent, scheduled and withdrawn alike (announcements_created_idx). */
export async function listAnnouncementsForAdmin(limit: number, db: Database = appDb) {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      audience: announcements.audience,
      isPublic: announcements.isPublic,
      sendAt: announcements.sendAt,
      queuedAt: announcements.queuedAt,
      recipientCount: announcements.recipientCount,
      withdrawnAt: announcements.withdrawnAt,
      createdAt: announcements.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, audience: row.audience as unknown as AnnouncementAudience }));
}

/**
 * What the audience chooser offers: events and shifts from `pastDays` ago on (a match just played
 * can still be thanked), soonest first, and the latest ballots; at most `limit` of each. A target the
 * page's link names (the event list's "Announce") is offered too, wherever it falls.
 */
export async function listAudienceTargets(
  {
    now = new Date(),
    pastDays = 30,
    limit = 200,
    include = {},
  }: { now?: Date; pastDays?: number; limit?: number; include?: { eventId?: number; opportunityId?: number; allocationId?: number } } = {},
  db: Database = appDb,
) {
  const from = new Date(now.getTime() - pastDays * 86_400_000);
  const eventColumns = { id: events.id, title: events.title, date: events.date };
  const shiftColumns = { id: volunteerOpportunities.id, title: volunteerOpportunities.title, date: volunteerOpportunities.date };
  const ballots = () =>
    db
      .select({ id: awayAllocations.id, title: events.title, date: events.date })
      .from(awayAllocations)
      .innerJoin(events, eq(events.id, awayAllocations.eventId));
  const [eventRows, shiftRows, ballotRows, named] = await Promise.all([
    db.select(eventColumns).from(events).where(gt(events.date, from)).orderBy(asc(events.date), asc(events.id)).limit(limit),
    db
      .select(shiftColumns)
      .from(volunteerOpportunities)
      .where(and(gt(volunteerOpportunities.date, from), eq(volunteerOpportunities.isActive, true)))
      .orderBy(asc(volunteerOpportunities.date), asc(volunteerOpportunities.id))
      .limit(limit),
    ballots().orderBy(desc(awayAllocations.closesAt), desc(awayAllocations.id)).limit(limit),
    Promise.all([
      include.eventId ? db.select(eventColumns).from(events).where(eq(events.id, include.eventId)) : [],
      include.opportunityId
        ? db.select(shiftColumns).from(volunteerOpportunities).where(eq(volunteerOpportunities.id, include.opportunityId))
        : [],
      include.allocationId ? ballots().where(eq(awayAllocations.id, include.allocationId)) : [],
    ]),
  ]);
  const withNamed = <T extends { id: number }>(rows: T[], extra: T[]) => [
    ...extra.filter((row) => !rows.some((known) => known.id === row.id)),
    ...rows,
  ];
  return { events: withNamed(eventRows, named[0]), shifts: withNamed(shiftRows, named[1]), ballots: withNamed(ballotRows, named[2]) };
}

/**
 * The names of the events, shifts and ballots the given audiences point at (the admin's list says
 * "RSVPs of Rovers v United"), by id: one query per kind of target, whatever the number of rows.
 */
export async function audienceTargetTitles(audiences: AnnouncementAudience[], db: Database = appDb) {
  const eventIds = new Set<number>();
  const shiftIds = new Set<number>();
  const ballotIds = new Set<number>();
  for (const audience of audiences) {
    if (audience.kind === "event-rsvps" || audience.kind === "event-crews") eventIds.add(audience.eventId);
    if (audience.kind === "shift-crew") shiftIds.add(audience.opportunityId);
    if (audience.kind === "ballot-applicants" || audience.kind === "ballot-winners") ballotIds.add(audience.allocationId);
  }
  const [eventRows, shiftRows, ballotRows] = await Promise.all([
    eventIds.size
      ? db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(inArray(events.id, [...eventIds]))
      : [],
    shiftIds.size
      ? db
          .select({ id: volunteerOpportunities.id, title: volunteerOpportunities.title })
          .from(volunteerOpportunities)
          .where(inArray(volunteerOpportunities.id, [...shiftIds]))
      : [],
    ballotIds.size
      ? db
          .select({ id: awayAllocations.id, title: events.title })
          .from(awayAllocations)
          .innerJoin(events, eq(events.id, awayAllocations.eventId))
          .where(inArray(awayAllocations.id, [...ballotIds]))
      : [],
  ]);
  const byId = (rows: { id: number; title: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.id, row.title])) as Record<number, string>;
  return { events: byId(eventRows), shifts: byId(shiftRows), ballots: byId(ballotRows) };
}

/**
 * Whether an announcement's link points at something that is there: an event, a ballot or a
 * product that exists (the path's form is checked by the form's schema), or the shop itself.
 */
export async function linkTargetExists(path: string, db: Database = appDb): Promise<boolean> {
  const [, area, rawId] = /^\/(events|away|shop)(?:\/(\d+))?$/.exec(path) ?? [];
  if (!area) return false;
  if (!rawId) return area === "shop";
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return false;
  const table = area === "events" ? events : area === "away" ? awayAllocations : products;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}
