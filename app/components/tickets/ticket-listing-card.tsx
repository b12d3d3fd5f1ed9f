import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";
import { useBranding } from "~/utils/branding";
import { formatDate, formatTime } from "~/utils/dates";
import { listingPriceText } from "~/models/tickets";
import * as m from "~/i18n/paraglide/messages/_index.js";

const LISTING_TYPE = {
  sale: { badge: m.tickets_type_sale, tone: "blue", action: m.tickets_action_sale },
  trade: { badge: m.tickets_type_trade, tone: "purple", action: m.tickets_action_trade },
  free: { badge: m.tickets_type_free, tone: "green", action: m.tickets_action_free },
} as const;

export type ListingCardData = {
  id: number;
  matchTitle: string;
  /** The match's event: the title links to its page when set. */
  eventId?: number | null;
  matchDate: string | null;
  section: string;
  row: string | null;
  seats: string;
  price: string | null;
  listingType: "sale" | "trade" | "free";
  tradeDescription: string | null;
  createdAt: string | null;
  postedBy: string;
  /** How members reach the poster: their shown address, the exchange's contact form, or not at all. */
  contact: "email" | "message" | "none";
  /** The poster's address, present only for a signed-in viewer and a poster who shows it. */
  contactEmail: string | null;
  mine: boolean;
};

/** 'Section A, Row 3, Seats 4–5' (no row when there is none), in the page's language. */
export function seatLine(listing: { section: string; row: string | null; seats: string }) {
  return listing.row
    ? m.tickets_seat_line({ section: listing.section, row: listing.row, seats: listing.seats })
    : m.tickets_seat_line_no_row({ section: listing.section, seats: listing.seats });
}

/** The mail link's subject names the match, section and seats. */
function contactHref(listing: ListingCardData, email: string) {
  const subject = m.tickets_mail_subject({ title: listing.matchTitle, section: listing.section, seats: listing.seats });
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The poster's own controls: edit, and close as sold / given away / withdrawn. Each close is a
 * plain form post to /tickets/{id}/close; with JavaScript a fetcher keeps the page in place.
 */
export function OwnListingControls({
  listing,
  returnTo,
}: {
  listing: Pick<ListingCardData, "id" | "listingType" | "matchTitle">;
  returnTo: string;
}) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const closedAs =
    listing.listingType === "free"
      ? { intent: "given-away", label: m.tickets_mark_given_away() }
      : { intent: "sold", label: listing.listingType === "trade" ? m.tickets_mark_traded() : m.tickets_mark_sold() };
  return (
    <fetcher.Form method="post" action={`/tickets/${listing.id}/close`} className="flex flex-wrap gap-2">
      <input type="hidden" name="returnTo" value={returnTo} />
      <Link to={`/tickets/${listing.id}/edit`} className={buttonClass("secondary")}>
        {m.tickets_edit()}
        <span className="sr-only"> {m.tickets_listing_for({ title: listing.matchTitle })}</span>
      </Link>
      <Button type="submit" name="intent" value={closedAs.intent} variant="secondary" disabled={pending != null}>
        {pending === closedAs.intent ? m.tickets_saving() : closedAs.label}
        <span className="sr-only"> — {listing.matchTitle}</span>
      </Button>
      <Button type="submit" name="intent" value="withdraw" variant="ghost" disabled={pending != null}>
        {pending === "withdraw" ? m.tickets_withdrawing() : m.tickets_withdraw()}
        <span className="sr-only"> {m.tickets_listing_for({ title: listing.matchTitle })}</span>
      </Button>
    </fetcher.Form>
  );
}

/**
 * One listing: title, type badge, date and time (or TBD), section, row, seats, price
 * text, who posted it and when, the trade description, and the contact button. An anonymous
 * viewer's button leads to sign-in and back (no address in the page). For a member it is a mail
 * link when the poster shows their address, else the contact form (/tickets/{id}/contact, a page
 * of its own, so it works without JavaScript); a poster who allows no contact, or has no email,
 * gets the disabled button.
 */
export function TicketListingCard({
  listing,
  signedIn,
  loginHref,
  footer,
}: {
  listing: ListingCardData;
  signedIn: boolean;
  loginHref: string;
  footer?: ReactNode;
}) {
  const { timeZone, currency } = useBranding();
  const type = LISTING_TYPE[listing.listingType];
  const headingId = `listing-${listing.id}-title`;
  return (
    <article
      id={`listing-${listing.id}`}
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
          {listing.eventId ? (
            <Link to={`/events/${listing.eventId}`} className="hover:underline">
              {listing.matchTitle}
            </Link>
          ) : (
            listing.matchTitle
          )}
        </h3>
        <Badge tone={type.tone}>{type.badge()}</Badge>
      </div>
      <p className="text-sm">
        {listing.matchDate
          ? `${formatDate(listing.matchDate, timeZone)} · ${formatTime(listing.matchDate, timeZone)}`
          : m.tickets_date_tbd()}
      </p>
      <p className="text-sm">{seatLine(listing)}</p>
      {listing.tradeDescription ? <p className="break-words text-sm text-gray-700 dark:text-gray-300">{listing.tradeDescription}</p> : null}
      <p className="text-lg font-bold">{listingPriceText(listing, currency)}</p>
      <p className="text-xs text-gray-600 dark:text-gray-300">
        {m.tickets_posted_by({
          name: listing.mine ? m.tickets_posted_by_you() : listing.postedBy,
          when: listing.createdAt ? formatDate(listing.createdAt, timeZone) : m.tickets_recently(),
        })}
      </p>
      <div className="mt-auto space-y-2 pt-2">
        {listing.mine ? (
          <OwnListingControls listing={listing} returnTo="/tickets" />
        ) : !signedIn ? (
          <a className={buttonClass("primary", "w-full")} href={loginHref}>
            {type.action()}
            <span className="sr-only"> {m.tickets_sign_in_first()}</span>
          </a>
        ) : listing.contactEmail ? (
          <a className={buttonClass("primary", "w-full")} href={contactHref(listing, listing.contactEmail)}>
            {type.action()}
          </a>
        ) : listing.contact === "message" ? (
          <Link to={`/tickets/${listing.id}/contact`} className={buttonClass("primary", "w-full")}>
            {type.action()}
          </Link>
        ) : (
          <button type="button" disabled title={m.tickets_no_contact()} className={buttonClass("primary", "w-full")}>
            {type.action()}
          </button>
        )}
        {footer}
      </div>
    </article>
  );
}
