import { and, asc, desc, eq, gt, lte, ne, sql } from "drizzle-orm";
import { notifications, ticketListingMessages, ticketListings, users, type EmailPreferences } from "../../../db/schema";
import { queryRows, type Database } from "../../../db/client";
import { branding } from "~/utils/branding.server";
import { appOrigin } from "~/utils/env.server";
import { listingPriceText } from "~/models/tickets";
import type { KindDefinition, OutboxRow, Rendered } from "../kind.server";
import * as m from "~/i18n/paraglide/messages/_index.js";
import { emailSettingsUrl, greeting, loadMember, mailDateTime } from "../mail-parts.server";

/** At most one ticket alert per member in this span. */
const TICKET_ALERT_EVERY_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many listings, then points at the exchange for the rest. */
const ALERT_MAX_LISTINGS = 20;

export const listingUrl = (id: number) => `${appOrigin}/tickets/${id}`;

/**
 * Enqueues the day's ticket alert for each member who keeps 'ticketAlerts' on (the default), has
 * an email, had no alert in the last 24 hours, and for whom another member has posted an open
 * listing since their last alert (or, the first time, in the last 24 hours and since they joined).
 * The subject key is the member and the UTC day, so two sweeps at once write one row. The window
 * goes in the payload; the mail is rendered from it at send time.
 */
export async function enqueueTicketAlerts(db: Database, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - TICKET_ALERT_EVERY_MS).toISOString();
  const day = Math.floor(now.getTime() / TICKET_ALERT_EVERY_MS);
  // Cheap early exit, most minutes: nothing was posted in the last day at all.
  const [recent] = await db
    .select({ id: ticketListings.id })
    .from(ticketListings)
    .where(and(eq(ticketListings.isActive, true), gt(ticketListings.createdAt, new Date(dayAgo)), gt(ticketListings.matchDate, now)))
    .limit(1);
  if (!recent) return 0;
  return db.transaction(async (tx) => {
    // Two sweeps at once (two instances) take turns here. ON CONFLICT alone covers two sweeps of
    // the same UTC day, but not two either side of midnight, whose subject keys differ: each
    // would miss the other's uncommitted row and mail the member twice within minutes. Under the
    // lock, the second INSERT's snapshot starts after the first has committed, so it sees the row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roadies:ticket-alert'))`);
    return insertTicketAlerts(tx, nowIso, dayAgo, day);
  });
}

async function insertTicketAlerts(db: Pick<Database, "execute">, nowIso: string, dayAgo: string, day: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${notifications} (kind, subject_key, user_id, payload, send_after)
    select 'ticket-alert', u.id || ':' || ${String(day)}, u.id,
           jsonb_build_object('since', w.since, 'until', ${nowIso}::timestamptz), ${nowIso}::timestamptz
      from ${users} u
      -- Each member's latest alert, read once: a lookup per member is a scan per member when the
      -- statistics say the table is empty (PGlite never analyzes on its own), which made this
      -- insert quadratic in the members it adds and held the embedded database for minutes.
      left join (
        select n.user_id, max(n.created_at) as last_alert from ${notifications} n
         where n.kind = 'ticket-alert' group by n.user_id
      ) a on a.user_id = u.id
      cross join lateral (
        select coalesce(a.last_alert, greatest(u.created_at, ${dayAgo}::timestamptz)) as since
      ) w
     where u.email is not null
       and coalesce((u.email_preferences ->> 'ticketAlerts')::boolean, true)
       and (a.last_alert is null or a.last_alert <= ${dayAgo}::timestamptz)
       and exists (
         select 1 from ${ticketListings} l
          where l.is_active and l.match_date > ${nowIso}::timestamptz
            and l.created_at > w.since and l.created_at <= ${nowIso}::timestamptz
            and l.user_id <> u.id
       )
    on conflict (kind, subject_key) do nothing
    returning id`,
  );
  return rows.length;
}

function windowOf(row: OutboxRow): { since: Date; until: Date } | null {
  const since = new Date(String(row.payload.since));
  const until = new Date(String(row.payload.until));
  return Number.isNaN(since.getTime()) || Number.isNaN(until.getTime()) ? null : { since, until };
}

/** A member as a message names them: first and last name, or a neutral stand-in. */
const memberName = (member: { firstName: string | null; lastName: string | null }) =>
  [member.firstName?.trim(), member.lastName?.trim()].filter(Boolean).join(" ") || m.mail_tickets_someone({ group: branding.groupName });

const readMember = async (db: Database, id: string) => {
  const [member] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, privacySettings: users.privacySettings })
    .from(users)
    .where(eq(users.id, id));
  return member ?? null;
};

/**
 * A message a member sent a listing's poster, rendered at send time: to the poster (the sender's
 * name, the listing, the message, and a Reply-To of the sender, so the poster's address is given to
 * nobody until they answer), or, with `copy` in the payload, the sender's own copy. Skipped when the
 * message, listing or either member is gone, the recipient has no address, or the poster turned
 * 'Allow member contact' off before it went out.
 */
async function renderListingMessage(row: OutboxRow, db: Database): Promise<Rendered> {
  const messageId = Number(row.payload.messageId);
  const [message] = Number.isInteger(messageId)
    ? await db
        .select({
          body: ticketListingMessages.body,
          senderId: ticketListingMessages.senderId,
          listingId: ticketListings.id,
          posterId: ticketListings.userId,
          matchTitle: ticketListings.matchTitle,
          matchDate: ticketListings.matchDate,
          section: ticketListings.section,
          row: ticketListings.row,
          seats: ticketListings.seats,
          listingType: ticketListings.listingType,
          price: ticketListings.price,
        })
        .from(ticketListingMessages)
        .innerJoin(ticketListings, eq(ticketListings.id, ticketListingMessages.listingId))
        .where(eq(ticketListingMessages.id, messageId))
    : [];
  if (!message) return { skip: "the message no longer exists" };
  const [sender, poster] = [await readMember(db, message.senderId), await readMember(db, message.posterId)];
  if (!sender || !poster) return { skip: "the sender or the poster no longer exists" };
  const price = listingPriceText(message, branding.currency);
  const listing = [
    m.mail_tickets_match_line({ title: message.matchTitle, when: mailDateTime(message.matchDate) }),
    message.row
      ? m.mail_tickets_seats_line_row({ section: message.section, row: message.row, seats: message.seats, price })
      : m.mail_tickets_seats_line({ section: message.section, seats: message.seats, price }),
    listingUrl(message.listingId),
  ];
  const quoted = ["----", message.body, "----"];
  const senderName = memberName(sender);
  if (row.payload.copy === true) {
    if (!sender.email) return { skip: "no email address" };
    return {
      mail: {
        to: sender.email,
        subject: m.mail_tickets_copy_subject({ title: message.matchTitle }),
        text: [
          greeting(sender.firstName),
          "",
          m.mail_tickets_copy_intro(),
          "",
          ...listing,
          "",
          ...quoted,
          "",
          m.mail_tickets_copy_reply(),
          m.mail_tickets_copy_private(),
          "",
          branding.groupName,
        ].join("\n"),
      },
    };
  }
  if (!poster.email) return { skip: "no email address" };
  if (poster.privacySettings?.allowMemberContact === false) return { skip: "the poster turned off member contact" };
  if (!sender.email) return { skip: "the sender has no address to reply to" };
  return {
    mail: {
      to: poster.email,
      replyTo: sender.email,
      subject: m.mail_tickets_message_subject({ name: senderName, title: message.matchTitle }),
      text: [
        greeting(poster.firstName),
        "",
        m.mail_tickets_message_intro({ name: senderName }),
        "",
        ...listing,
        "",
        ...quoted,
        "",
        m.mail_tickets_message_reply({ name: senderName }),
        m.mail_tickets_message_private(),
        "",
        m.mail_tickets_message_abuse({ email: branding.contactEmail, url: `${appOrigin}/privacy-settings` }),
        "",
        branding.groupName,
      ].join("\n"),
    },
  };
}

export const ticketNotificationKinds: Record<"ticket-alert" | "listing-removed" | "listing-message", KindDefinition> = {
  /**
   * The daily digest of new listings. Rendered at send time: a listing sold or withdrawn since
   * is left out, and with nothing left the row is skipped instead of mailing an empty list.
   */
  "ticket-alert": {
    async render(row, db) {
      const window = windowOf(row);
      if (!window) return { skip: "the alert has no time window" };
      const to = await loadMember(db, row.userId);
      if (!to) return { skip: "the member no longer exists" };
      const preferences: Partial<EmailPreferences> = to.emailPreferences ?? {};
      if (preferences.ticketAlerts === false) return { skip: "the member turned off ticketAlerts emails" };
      if (!to.email) return { skip: "no email address" };
      const listings = await db
        .select({
          id: ticketListings.id,
          matchTitle: ticketListings.matchTitle,
          matchDate: ticketListings.matchDate,
          section: ticketListings.section,
          seats: ticketListings.seats,
          listingType: ticketListings.listingType,
          price: ticketListings.price,
        })
        .from(ticketListings)
        .where(
          and(
            eq(ticketListings.isActive, true),
            gt(ticketListings.matchDate, new Date()),
            gt(ticketListings.createdAt, window.since),
            lte(ticketListings.createdAt, window.until),
            ne(ticketListings.userId, row.userId!),
          ),
        )
        .orderBy(asc(ticketListings.matchDate), desc(ticketListings.id))
        .limit(ALERT_MAX_LISTINGS + 1);
      if (!listings.length) return { skip: "no new listings are still open" };
      const shown = listings.slice(0, ALERT_MAX_LISTINGS);
      const lines = shown.flatMap((l) => [
        m.mail_tickets_alert_line({
          title: l.matchTitle,
          when: mailDateTime(l.matchDate),
          section: l.section,
          seats: l.seats,
          price: listingPriceText(l, branding.currency),
        }),
        `  ${listingUrl(l.id)}`,
      ]);
      return {
        mail: {
          to: to.email,
          // Switched off with ticketAlerts: the mail carries a one-click unsubscribe from it.
          unsubscribe: { userId: row.userId!, category: "ticketAlerts" },
          subject:
            listings.length > ALERT_MAX_LISTINGS
              ? m.mail_tickets_alert_subject_more({ count: ALERT_MAX_LISTINGS })
              : m.mail_tickets_alert_subject({ count: listings.length }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_tickets_alert_intro(),
            "",
            ...lines,
            ...(listings.length > ALERT_MAX_LISTINGS ? ["", m.mail_tickets_alert_more({ url: `${appOrigin}/tickets` })] : []),
            "",
            branding.groupName,
            "",
            m.mail_tickets_alert_why({ url: emailSettingsUrl() }),
          ].join("\n"),
        },
      };
    },
  },

  /** An admin removed the member's listing; the reason is theirs to know, whatever the email settings. */
  "listing-removed": {
    async render(row, db) {
      const listingId = Number(row.payload.listingId);
      const [listing] = Number.isInteger(listingId)
        ? await db
            .select({
              matchTitle: ticketListings.matchTitle,
              matchDate: ticketListings.matchDate,
              section: ticketListings.section,
              seats: ticketListings.seats,
              removalReason: ticketListings.removalReason,
              closedReason: ticketListings.closedReason,
            })
            .from(ticketListings)
            .where(eq(ticketListings.id, listingId))
        : [];
      if (!listing) return { skip: "the listing no longer exists" };
      if (listing.closedReason !== "removed") return { skip: "the listing was not removed" };
      const to = await loadMember(db, row.userId);
      if (!to?.email) return { skip: "no email address" };
      return {
        mail: {
          to: to.email,
          subject: m.mail_tickets_removed_subject({ title: listing.matchTitle }),
          text: [
            greeting(to.firstName),
            "",
            m.mail_tickets_removed_intro({ group: branding.groupName }),
            "",
            m.mail_tickets_match_line({ title: listing.matchTitle, when: mailDateTime(listing.matchDate) }),
            m.mail_tickets_removed_seats({ section: listing.section, seats: listing.seats }),
            "",
            listing.removalReason != null
              ? m.mail_tickets_removed_reason({ reason: listing.removalReason })
              : m.mail_tickets_removed_no_reason(),
            "",
            m.mail_line_questions({ contact: branding.contactEmail }),
            "",
            branding.groupName,
          ].join("\n"),
        },
      };
    },
  },

  /** A member's message to a listing's poster, and the sender's copy (see renderListingMessage). */
  "listing-message": { render: renderListingMessage },
};
